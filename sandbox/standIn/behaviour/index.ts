// The behaviour registry: the handler of each contract entry, by its id `area.key`. Entries
// without one echo their inputs (contract/echo.ts). Every handler, and the echo, is followed by the
// status side effects (webhookExport.ts). STAND_IN_TABLES is the document lifecycle the tests need;
// the demo adds its tables (demo/behaviour/index.ts) when the sandbox starts with `demo: true`.
import {
	echo,
	isKnownEndpoint,
	SERVED_ENDPOINTS,
	type Responder,
	type ServedEndpoint,
} from '../../contract';
import type { SandboxState } from '../state';
import { documentsBehaviour } from './documents';
import { exportConfigurationsBehaviour } from './exportConfigurations';
import { healthBehaviour } from './health';
import { resourcesBehaviour } from './resources';
import type { BehaviourTable, Handler } from './types';
import { watchExportBehaviour } from './watchExport';
import { withSideEffects } from './webhookExport';
import { workflowsBehaviour } from './workflows';

/** The stand-in: documents from upload to export, export configurations, the watch export list. */
export const STAND_IN_TABLES: BehaviourTable[] = [
	healthBehaviour,
	documentsBehaviour,
	resourcesBehaviour,
	workflowsBehaviour,
	exportConfigurationsBehaviour,
	watchExportBehaviour,
];

/** Every handler by id; fails on an id the contract does not have or one registered twice (typos). */
export function handlersById<S extends SandboxState>(
	tables: Array<BehaviourTable<S>>,
): Map<string, Handler<S>> {
	const handlers = new Map<string, Handler<S>>();
	for (const table of tables) {
		for (const [id, handler] of Object.entries(table)) {
			if (!isKnownEndpoint(id)) throw new Error(`Behaviour for unknown endpoint: ${id}`);
			if (handlers.has(id)) throw new Error(`Behaviour registered twice: ${id}`);
			handlers.set(id, handler as Handler<S>);
		}
	}
	return handlers;
}

/** The responder of every contract entry, bound to the sandbox's state. */
export function createBehaviour<S extends SandboxState>(
	state: S,
	tables: Array<BehaviourTable<S>>,
): (endpoint: ServedEndpoint) => Responder {
	const handlers = handlersById(tables);
	const responders = new Map<string, Responder>(
		SERVED_ENDPOINTS.map((endpoint) => {
			const handler = withSideEffects<S>(handlers.get(endpoint.id) ?? echo);
			return [endpoint.id, (request) => handler({ ...request, state })];
		}),
	);
	return (endpoint) => responders.get(endpoint.id)!;
}
