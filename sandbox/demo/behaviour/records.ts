// Small helpers of the account areas (users, groups, settings, configurations…) on top of
// inputValues.ts: whole numbers sent as text, records without their secrets, the answer of a delete.
import { issue, ValidationError } from '../../contract';
import { optionalText } from '../../standIn/behaviour/inputValues';
import { json, type HandlerContext, type HandlerResult } from './types';

/** A text input the service reads as a whole number; 422 when it is not one. */
export function integerInput(context: HandlerContext, name: string): number | undefined {
	const text = optionalText(context.body, name)?.trim();
	if (text === undefined) return undefined;
	if (!/^[+-]?\d+$/.test(text)) throw new ValidationError([issue.integer(['body', name])]);
	return Number(text);
}

/** A copy of a record without the named fields (passwords, keys). */
export function without<T extends object, K extends keyof T>(record: T, ...names: K[]): Omit<T, K> {
	const copy = { ...record };
	for (const name of names) delete copy[name];
	return copy;
}

/** What every delete answers (the same words as crud.ts). */
export const deleted = (what: string, id: number | string): HandlerResult =>
	json({ success: true, message: `${what} deleted`, id });
