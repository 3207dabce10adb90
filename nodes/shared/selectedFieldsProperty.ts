import {
	NodeOperationError,
	type INode,
	type INodeProperties,
	type INodePropertyOptions,
} from 'n8n-workflow';

import { fieldNameList } from './selectFields';

/**
 * Output → Selected Fields, as the action node and the polling trigger show it: the choice and
 * the field list (names of the simplified shape, fields.<name> for one field; shared/selectFields).
 */
export const SELECTED_FIELDS_OUTPUT: INodePropertyOptions = {
	name: 'Selected Fields',
	value: 'selectedFields',
	description:
		'Only the fields you choose from the simplified shape, e.g. for an AI agent or a small table',
};

export const SELECTED_FIELDS: INodeProperties = {
	displayName: 'Field Names or IDs',
	name: 'selectedFields',
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: 'getOutputFields' },
	default: [],
	required: true,
	displayOptions: { show: { output: ['selectedFields'] } },
	description:
		'The fields to return; everything else is left out, and a field the document lacks comes out as null. An expression may give names separated by commas, e.g. doc_id, status, fields.invoice_number. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

/** The names chosen in Field Names or IDs; none is refused before anything is sent or polled. */
export function readSelectedFields(node: INode, value: unknown, itemIndex?: number): string[] {
	const names = fieldNameList(value);
	if (names.length === 0)
		throw new NodeOperationError(
			node,
			'Parameter "Field Names or IDs" is empty: choose at least one field to return, or set Output to Simplified',
			{ itemIndex },
		);
	return names;
}
