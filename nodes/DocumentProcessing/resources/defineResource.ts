import type { EndpointGroup } from '../../../contract';
import type { Operation, ResourceOverlay, ResourceTable } from './types';

/** Puts the resources that set up the service after those a pipeline uses (types.ts). */
export const SETTINGS_PREFIX = 'Settings: ';

/** Joins a contract area with the node's overlay for it into the resource's operations. */
export function defineResource<G extends EndpointGroup>(
	endpoints: G,
	overlay: ResourceOverlay<G>,
): ResourceTable {
	const operations = Object.keys(endpoints).map((key): Operation => {
		const { name, action, waits, documentResult, uploads, notice, fields, omit } =
			overlay.operations[key];
		return {
			...endpoints[key],
			operation: key,
			name,
			action,
			waits,
			documentResult: documentResult ?? waits !== undefined,
			uploads,
			notice,
			fieldOverlays: (fields ?? {}) as Operation['fieldOverlays'],
			omit: (omit ?? []) as readonly string[],
		};
	});
	const name = overlay.settings ? `${SETTINGS_PREFIX}${overlay.name}` : overlay.name;
	return { value: overlay.value, name, shortName: overlay.name, operations };
}
