/**
 * The parameters whose lists n8n adds its own entries to in the version it loads (Custom API Call,
 * the request options). The generator never shares them between versions through parameters.ts,
 * and ActionNodeVersion gives each version its own copy (a version written as what changed from
 * the one before shares that one's properties). Its own file: the generator reads it and must not
 * load the generated files it writes.
 */
export const LISTS_N8N_EXTENDS = new Set(['resource', 'operation', 'requestOptions']);
