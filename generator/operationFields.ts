import type { INodeProperties } from 'n8n-workflow';

import type { Operation } from '../nodes/DocumentProcessing/resources/types';
import { operationInputs, type OperationInput } from '../nodes/DocumentProcessing/resources/inputs';
import { customInputFor } from '../nodes/DocumentProcessing/customInputs';
import {
	collectionOf,
	type OptionalCollection,
} from '../nodes/DocumentProcessing/resources/collections';
import { fieldProperty } from './fieldProperty';
import type { NodeVersion } from '../nodes/DocumentProcessing/resources/versions';
import {
	agentNotices,
	INPUT_FILES,
	operationNotice,
	outputProperties,
	skipDuplicatesProperties,
	waitProperties,
} from './documentProperties';

/** On uploads that can take every binary field, the named fields only show when chosen. */
function withInputFiles(endpoint: Operation, properties: INodeProperties[]): INodeProperties[] {
	if (endpoint.uploads !== 'one' && endpoint.uploads !== 'many') return properties;
	return [
		INPUT_FILES,
		...properties.map((property) =>
			property.type === 'string' && (property.name === 'file' || property.name === 'files')
				? { ...property, displayOptions: { show: { inputFiles: ['named'] } } }
				: property,
		),
	];
}

/** Parameters every paged list offers instead of the raw skip/limit. */
function pagingProperties(): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
			displayOptions: { show: { returnAll: [false] } },
		},
	];
}

/** Where operations that answer with a file put it. */
const OUTPUT_BINARY_FIELD: INodeProperties = {
	displayName: 'Put Output File in Field',
	name: 'binaryPropertyName',
	type: 'string',
	default: 'data',
	required: true,
	hint: 'The name of the output binary field to put the file in',
};

/** For every operation with a body: fields the reference does not list, and the encoding. */
function bodyOptionsProperty(): INodeProperties {
	return {
		// "Advanced": needed only when the service expects something its reference does not say.
		displayName: 'Advanced Body Options',
		name: 'bodyOptions',
		type: 'collection',
		placeholder: 'Add option',
		default: {},
		description:
			'Only for bodies the service reference does not document: extra fields and another encoding. Most workflows never need them.',
		options: [
			{
				displayName: 'Body Encoding',
				name: 'encoding',
				type: 'options',
				options: [
					{ name: 'As Documented', value: 'documented' },
					{ name: 'Form (URL-Encoded)', value: 'form' },
					{ name: 'JSON', value: 'json' },
					{ name: 'Multipart Form Data', value: 'multipart' },
				],
				default: 'documented',
				description:
					'How to encode the body. Change it only if the service expects another encoding than its reference documents.',
			},
			{
				displayName: 'Extra Fields',
				name: 'extraFields',
				type: 'fixedCollection',
				typeOptions: { multipleValues: true },
				placeholder: 'Add field',
				default: {},
				description: 'Body fields the reference does not list, sent as given',
				options: [
					{
						displayName: 'Field',
						name: 'field',
						values: [
							{ displayName: 'Name', name: 'name', type: 'string', default: '' },
							{ displayName: 'Value', name: 'value', type: 'string', default: '' },
						],
					},
				],
			},
			{
				displayName: 'Extra Fields (JSON)',
				name: 'extraFieldsJson',
				type: 'json',
				default: '{}',
				description:
					'Body fields the reference does not list, as a JSON object of names and values',
			},
		],
	};
}

/** A collection of optional inputs, its options sorted by name as n8n's guidelines ask. */
function collectionProperty(
	name: OptionalCollection,
	displayName: string,
	placeholder: string,
	options: INodeProperties[],
): INodeProperties {
	return {
		displayName,
		name,
		type: 'collection',
		placeholder,
		default: {},
		options: options.sort((a, b) => a.displayName.localeCompare(b.displayName)),
	};
}

/**
 * The fields of one operation, without display options: required inputs first, then the
 * paging and waiting switches, then one collection with every optional input.
 */
export function operationFields(endpoint: Operation, version: NodeVersion = 1): INodeProperties[] {
	const inputs = operationInputs(endpoint);
	const required = inputs.filter((input) => input.field.required);
	const optional = inputs.filter((input) => !input.field.required && !input.pagingControl);
	const property = (input: OperationInput, topLevel = false) =>
		fieldProperty(input.field, endpoint.fieldOverlays[input.field.name], version, topLevel);
	const properties = [
		...operationNotice(endpoint),
		...agentNotices(endpoint),
		...withInputFiles(
			endpoint,
			required.flatMap((input) => {
				const custom = customInputFor(endpoint.fieldOverlays[input.field.name]?.input, version);
				return custom
					? custom.properties(input.field, endpoint.fieldOverlays[input.field.name])
					: [property(input, true)];
			}),
		),
	];
	if (endpoint.paging) properties.push(...pagingProperties());
	properties.push(...skipDuplicatesProperties(endpoint, version));
	properties.push(...waitProperties(endpoint, version));
	const { output, options } = outputProperties(endpoint, version);
	properties.push(...output);
	const inCollection = (collection: OptionalCollection) =>
		optional.filter((input) => collectionOf(input.field, version) === collection);
	const additional = inCollection('additionalFields');
	if (additional.length) {
		const filters = endpoint.method === 'GET';
		properties.push(
			collectionProperty(
				'additionalFields',
				filters ? 'Filters' : 'Additional Fields',
				filters ? 'Add filter' : 'Add field',
				additional.map((input) => property(input)),
			),
		);
	}
	const sort = inCollection('sort');
	if (sort.length) {
		properties.push(
			collectionProperty(
				'sort',
				'Sort',
				'Add sort option',
				sort.map((input) => property(input)),
			),
		);
	}
	if (options) properties.push(options);
	if (endpoint.response === 'file') properties.push(OUTPUT_BINARY_FIELD);
	if (endpoint.body) properties.push(bodyOptionsProperty());
	return properties;
}
