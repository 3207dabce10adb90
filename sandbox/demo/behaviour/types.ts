// The stand-in's handler types (standIn/behaviour/types.ts) over the demo's state, so the demo's
// handlers reach `state.account` and `state.areas`; `json` is the stand-in's.
import type * as standIn from '../../standIn/behaviour/types';
import type { DemoState } from '../state';

export { json } from '../../standIn/behaviour/types';
export type { HandlerResult } from '../../standIn/behaviour/types';

export type HandlerContext = standIn.HandlerContext<DemoState>;
export type Handler = standIn.Handler<DemoState>;
export type BehaviourTable = standIn.BehaviourTable<DemoState>;
