// The extension point: each behaviour file exports a BehaviourTable of handlers keyed by the
// contract id `area.key` (e.g. `document.get`, `export.exportZugferd`). Entries without a handler
// echo their inputs (contract/echo.ts). A table is typed by the state its handlers need: the
// stand-in's (SandboxState) or one that extends it (the demo's, demo/behaviour/types.ts).
import type { Answer, ContractRequest, EndpointId } from '../../contract';
import type { SandboxState } from '../state';

/** A valid request (contract/dispatcher.ts) plus the sandbox's state. */
export interface HandlerContext<S extends SandboxState = SandboxState> extends ContractRequest {
	state: S;
}

export type HandlerResult = Answer;

export type Handler<S extends SandboxState = SandboxState> = (
	context: HandlerContext<S>,
) => HandlerResult | Promise<HandlerResult>;

/** Handlers by contract id; tsc rejects an id the contract does not have. */
export type BehaviourTable<S extends SandboxState = SandboxState> = Partial<
	Record<EndpointId, Handler<S>>
>;

export const json = (body: unknown, status = 200): HandlerResult => ({ status, body });
