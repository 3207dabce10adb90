import {
	NodeOperationError,
	type IDataObject,
	type INode,
	type INodeProperties,
} from 'n8n-workflow';

import type { Assignment } from './settings';

/**
 * The trigger's Assignment option: emit only documents a person is (or is not) assigned to,
 * judged on the dashboard's row before anything else is read, so Output Simplified reads the
 * extraction of the emitted documents only (a workflow's own Filter node would see every
 * document, each read first).
 */
export const ASSIGNMENT_OPTION: INodeProperties = {
	displayName: 'Assignment',
	name: 'assignment',
	type: 'options',
	options: [
		{ name: 'Any Document', value: 'any', description: 'Assigned to a person or not' },
		{
			name: 'Assigned to a Person',
			value: 'assigned',
			description: 'Only documents someone was assigned to, e.g. for review',
		},
		{
			name: 'Not Assigned',
			value: 'unassigned',
			description: 'Only documents nobody was assigned to',
		},
	],
	default: 'any',
	description:
		'Whether to emit only documents by who they are assigned to. A document whose listing does not say (the service sent no assigned_to) is emitted: the trigger cannot tell, so it leaves the decision to the workflow.',
};

const VALUES: Assignment[] = ['any', 'assigned', 'unassigned'];

/** The option's value; anything else (an expression's typo) fails before the poll reads. */
export function readAssignment(node: INode, options: IDataObject): Assignment {
	const value = options.assignment ?? 'any';
	if (VALUES.includes(value as Assignment)) return value as Assignment;
	throw new NodeOperationError(
		node,
		`Parameter "Assignment" must be one of ${VALUES.join(', ')}, got "${String(value)}"`,
	);
}

/** Whether a dashboard row passes; a row without `assigned_to` passes (not known, not dropped). */
export function matchesAssignment(record: IDataObject, assignment: Assignment = 'any'): boolean {
	if (assignment === 'any' || !('assigned_to' in record)) return true;
	const assignee = record.assigned_to;
	const assigned = typeof assignee === 'string' ? assignee.trim() !== '' : !!assignee;
	return assignment === 'assigned' ? assigned : !assigned;
}
