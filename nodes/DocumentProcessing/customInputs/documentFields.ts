import type { IDataObject, IExecuteSingleFunctions, INodeProperties } from 'n8n-workflow';

import type { Field } from '../../../contract';
import { fieldDescription } from '../../shared/fieldNames';
import { toJsonObject, type Checked } from '../../shared/inputValues';
import type { FieldOverlay } from '../resources/types';
import type { CustomInput } from './types';
import { parameter } from '../../shared/parameter';

interface FieldPair {
	name?: string;
	value?: string;
}

function properties(field: Field, overlay?: FieldOverlay): INodeProperties[] {
	return [
		{
			displayName: 'Specify Fields',
			name: 'fieldsInput',
			type: 'options',
			options: [
				{ name: 'Using Fields Below', value: 'pairs' },
				{ name: 'Using JSON', value: 'json' },
			],
			default: 'pairs',
		},
		{
			displayName: 'Fields',
			name: 'documentFields',
			type: 'fixedCollection',
			typeOptions: { multipleValues: true },
			placeholder: 'Add field',
			default: {},
			// n8n's lint rule: a field that may be empty leaves `required` out.
			...(overlay?.whenEmpty === undefined ? { required: true } : {}),
			description:
				overlay?.whenEmpty === undefined
					? "The document's fields to set: names from the document's type, and their values"
					: `The document's fields to change: names from the document's type, and their values. Leave empty to ${overlay.whenEmpty}.`,
			displayOptions: { show: { fieldsInput: ['pairs'] } },
			options: [
				{
					displayName: 'Field',
					name: 'field',
					values: [
						{
							displayName: 'Field Name or ID',
							name: 'name',
							type: 'options',
							typeOptions: {
								loadOptionsMethod: 'getDocumentFields',
								loadOptionsDependsOn: ['doc_id'],
							},
							default: '',
							description:
								'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>',
						},
						{ displayName: 'Value', name: 'value', type: 'string', default: '' },
					],
				},
			],
		},
		{
			displayName: 'Fields (JSON)',
			name: field.name,
			type: 'json',
			default: '{}',
			required: true,
			description: fieldDescription(field.name),
			displayOptions: { show: { fieldsInput: ['json'] } },
		},
		{
			displayName: 'Send Empty Values',
			name: 'sendEmptyValues',
			type: 'boolean',
			default: false,
			description:
				'Whether a field whose value is empty is sent, to clear it at the service. Off: an empty value (e.g. an expression that found nothing) stops the item with an error naming the field, and nothing is sent.',
		},
	];
}

const isEmpty = (value: unknown) =>
	value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A field left empty is refused unless the user asks to clear fields: an expression that found
 * nothing (a document not processed yet) must not overwrite what the service read.
 */
function refuseEmpty(parameterName: string, data: IDataObject, sendEmpty: boolean): Checked {
	const empty = Object.keys(data).filter((key) => isEmpty(data[key]));
	if (sendEmpty || empty.length === 0) return { value: data };
	return {
		problem: `Parameter "${parameterName}": ${empty.length === 1 ? 'field' : 'fields'} ${empty.map((key) => `"${key}"`).join(', ')} ${empty.length === 1 ? 'is' : 'are'} empty, so nothing was sent. Map a value, remove the field, or switch on Send Empty Values to clear it at the service.`,
	};
}

function fromPairs(pairs: FieldPair[], sendEmpty: boolean, emptyAllowed: boolean): Checked {
	if (pairs.length === 0) {
		return emptyAllowed
			? { value: {} }
			: { problem: 'Parameter "Fields" has no field: add at least one' };
	}
	const data: IDataObject = {};
	for (const { name = '', value } of pairs) {
		const key = String(name).trim();
		if (key === '') return { problem: 'Parameter "Fields" has a field without a name' };
		if (key in data) return { problem: `Parameter "Fields": field "${key}" is given twice` };
		data[key] = value ?? '';
	}
	return refuseEmpty('Fields', data, sendEmpty);
}

function fromJson(raw: unknown, sendEmpty: boolean): Checked {
	const data = toJsonObject(raw);
	return data.problem === undefined
		? refuseEmpty('Fields (JSON)', data.value as IDataObject, sendEmpty)
		: { problem: `Parameter "Fields (JSON)" ${data.problem}` };
}

/**
 * The fields of a document to update, from version 3: name and value pairs with the names loaded
 * from the document's type, or JSON as before.
 */
export const documentFields: CustomInput = {
	since: 3,
	properties,

	async read(
		context: IExecuteSingleFunctions,
		field: Field,
		overlay?: FieldOverlay,
	): Promise<Checked> {
		const sendEmpty = parameter(context, 'sendEmptyValues', false) === true;
		if (parameter(context, 'fieldsInput', 'pairs') === 'json') {
			return fromJson(parameter(context, field.name, '{}'), sendEmpty);
		}
		const pairs = parameter(context, 'documentFields', {}) as { field?: FieldPair[] };
		return fromPairs(pairs.field ?? [], sendEmpty, overlay?.whenEmpty !== undefined);
	},
};
