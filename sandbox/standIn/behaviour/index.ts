// The behaviour layer's registry: the handler of each contract entry, by its id `area.key`. Entries
// without one echo their inputs (contract/echo.ts). Every handler, and the echo, is followed by the
// status side effects (webhookExport.ts). To give another area behaviour, add behaviour/<area>.ts
// and list its table here (or in account.ts / areas.ts).
import {
	echo,
	isKnownEndpoint,
	SERVED_ENDPOINTS,
	type Responder,
	type ServedEndpoint,
} from '../../contract';
import type { SandboxState } from '../state';
import { accountBehaviours } from '../../demo/behaviour/account';
import { areaBehaviours } from '../../demo/behaviour/areas';
import { documentsBehaviour } from './documents';
import { healthBehaviour } from './health';
import { resourcesBehaviour } from './resources';
import type { BehaviourTable, Handler } from './types';
import { withSideEffects } from './webhookExport';
import { workflowsBehaviour } from './workflows';

const TABLES: BehaviourTable[] = [
	healthBehaviour,
	documentsBehaviour,
	resourcesBehaviour,
	workflowsBehaviour,
	...accountBehaviours,
	...areaBehaviours,
];

/** Every handler by id; fails on an id the contract does not have or one registered twice (typos). */
export function handlersById(tables: BehaviourTable[] = TABLES): Map<string, Handler> {
	const handlers = new Map<string, Handler>();
	for (const table of tables) {
		for (const [id, handler] of Object.entries(table)) {
			if (!isKnownEndpoint(id)) throw new Error(`Behaviour for unknown endpoint: ${id}`);
			if (handlers.has(id)) throw new Error(`Behaviour registered twice: ${id}`);
			handlers.set(id, handler as Handler);
		}
	}
	return handlers;
}

/** The responder of every contract entry, bound to the demo's state. */
export function createBehaviour(
	state: SandboxState,
	tables: BehaviourTable[] = TABLES,
): (endpoint: ServedEndpoint) => Responder {
	const handlers = handlersById(tables);
	const responders = new Map<string, Responder>(
		SERVED_ENDPOINTS.map((endpoint) => {
			const handler = withSideEffects(handlers.get(endpoint.id) ?? echo);
			return [endpoint.id, (request) => handler({ ...request, state })];
		}),
	);
	return (endpoint) => responders.get(endpoint.id)!;
}
