// Picks the handler for each contract row: a group's handler when one exists, otherwise generic.
// To give another group real behaviour, add behaviour/<group>.ts and list its table here.
import type { Endpoint } from '../contract';
import { accountBehaviours } from './account';
import { areaBehaviours } from './areas';
import { documentsBehaviour } from './documents';
import { genericHandler } from './generic';
import { healthBehaviour } from './health';
import { resourcesBehaviour } from './resources';
import type { BehaviourTable, Handler } from './types';
import { withSideEffects } from './webhookExport';
import { workflowsBehaviour } from './workflows';

const TABLES: BehaviourTable[] = [healthBehaviour, documentsBehaviour, resourcesBehaviour, workflowsBehaviour, ...accountBehaviours, ...areaBehaviours];

/** Fails at startup on a handler key that names no contract row or is registered twice (typos). */
export function createHandlerLookup(endpoints: Endpoint[]): (endpoint: Endpoint) => Handler {
	const keys = new Set(endpoints.map((endpoint) => endpoint.key));
	const handlers = new Map<string, Handler>();
	for (const table of TABLES) {
		for (const [key, handler] of Object.entries(table)) {
			if (!keys.has(key)) throw new Error(`Behaviour for unknown endpoint: ${key}`);
			if (handlers.has(key)) throw new Error(`Behaviour registered twice: ${key}`);
			handlers.set(key, handler);
		}
	}
	// Every row: status changes (webhook exports) after the handler (webhookExport.ts).
	return (endpoint) => withSideEffects(handlers.get(endpoint.key) ?? genericHandler);
}
