// Counts the expressions n8n evaluates while a task runs (each evaluation builds a data proxy and
// a sandboxed context, the largest per-item cost of a node in n8n's engine).
import { Expression } from 'n8n-workflow';

type Resolve = (this: Expression, value: unknown, ...rest: unknown[]) => unknown;

export async function countExpressions<T>(
	task: () => Promise<T>,
): Promise<{ result: T; total: number; byExpression: Record<string, number> }> {
	const prototype = Expression.prototype as unknown as { resolveSimpleParameterValue: Resolve };
	const original = prototype.resolveSimpleParameterValue;
	const byExpression: Record<string, number> = {};
	let total = 0;
	prototype.resolveSimpleParameterValue = function (
		this: Expression,
		value: unknown,
		...rest: unknown[]
	) {
		if (typeof value === 'string' && value.startsWith('=')) {
			total++;
			byExpression[value] = (byExpression[value] ?? 0) + 1;
		}
		return original.call(this, value, ...rest);
	};
	try {
		return { result: await task(), total, byExpression };
	} finally {
		prototype.resolveSimpleParameterValue = original;
	}
}
