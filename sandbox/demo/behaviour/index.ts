// The demo's registry: the tables of the invented world (account areas and configuration areas),
// added to the stand-in's (standIn/behaviour/index.ts) when the sandbox starts with `demo: true`.
// To give another area behaviour, add demo/behaviour/<area>.ts and list its table in account.ts
// or areas.ts.
import { accountBehaviours } from './account';
import { areaBehaviours } from './areas';
import type { BehaviourTable } from './types';

export const DEMO_TABLES: BehaviourTable[] = [...accountBehaviours, ...areaBehaviours];
