// Workflow listing (`workflow.getMany`, X-WF-API-KEY): n8n-style cursor paging over state.workflows.
import { ValidationError } from '../../contract';
import { json, type BehaviourTable } from './types';

const encodeCursor = (offset: number) =>
	Buffer.from(JSON.stringify({ offset })).toString('base64url');

function decodeCursor(cursor: unknown): number {
	if (cursor === undefined) return 0;
	try {
		const { offset } = JSON.parse(Buffer.from(String(cursor), 'base64url').toString('utf8')) as {
			offset: unknown;
		};
		if (Number.isInteger(offset) && (offset as number) >= 0) return offset as number;
	} catch {
		// reported below
	}
	throw new ValidationError([
		{ loc: ['query', 'cursor'], msg: 'invalid cursor', type: 'value_error' },
	]);
}

export const workflowsBehaviour: BehaviourTable = {
	'workflow.getMany': (context) => {
		const { query, state } = context;
		const offset = decodeCursor(query.cursor);
		const limit = Math.max(1, Number(query.limit));
		const matching = state.workflows.filter(
			(workflow) => query.active === undefined || workflow.active === query.active,
		);
		const data = matching.slice(offset, offset + limit);
		const nextCursor =
			offset + data.length < matching.length ? encodeCursor(offset + data.length) : null;
		return json({ data, nextCursor });
	},
};
