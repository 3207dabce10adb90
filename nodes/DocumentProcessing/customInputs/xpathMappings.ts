import type { IDataObject, IExecuteSingleFunctions, INodeProperties } from 'n8n-workflow';

import type { Checked } from '../../shared/inputValues';
import type { CustomInput } from './types';
import { parameter } from '../../shared/parameter';

/** The interface's example: a customer's shipping address from an ERP ShippingAddress BOD. */
const HEADER = '/DataArea/ShippingAddress/ShippingAddressHeader';
export const CUSTOMER_ADDRESS_MAPPINGS = {
	id: `${HEADER}/GeneralInfo/BusinessPartner`,
	Kundennummer: `${HEADER}/GeneralInfo/BusinessPartner`,
	Versandanschrift: `${HEADER}/GeneralInfo/ShippingAddressNumber`,
	Kundenname: `${HEADER}/Address/Name1`,
	Straße: `${HEADER}/Address/Street`,
	ORT: `${HEADER}/Address/CityName`,
	PLZ: `${HEADER}/Address/ZipCode`,
};

const PROPERTIES: INodeProperties[] = [
	{
		displayName: 'Mappings Input',
		name: 'mappingsInput',
		type: 'options',
		options: [
			{ name: 'JSON', value: 'json', description: 'A JSON object of target key → XPath' },
			{ name: 'Key and XPath Pairs', value: 'pairs', description: 'One row per target key' },
		],
		default: 'json',
	},
	{
		displayName: 'Field Mappings',
		name: 'field_mappings',
		type: 'json',
		default: JSON.stringify(CUSTOMER_ADDRESS_MAPPINGS, null, 2),
		required: true,
		description:
			'Target field names and the XPath that finds each value in the XML. Prefilled with the customer address example of the service.',
		displayOptions: { show: { mappingsInput: ['json'] } },
	},
	{
		displayName: 'Field Mappings',
		name: 'fieldMappingPairs',
		type: 'fixedCollection',
		typeOptions: { multipleValues: true },
		placeholder: 'Add mapping',
		default: {},
		displayOptions: { show: { mappingsInput: ['pairs'] } },
		options: [
			{
				displayName: 'Mapping',
				name: 'mapping',
				values: [
					{
						displayName: 'Target Key',
						name: 'key',
						type: 'string',
						default: '',
						placeholder: 'e.g. Kundenname',
					},
					{
						displayName: 'XPath',
						name: 'xpath',
						type: 'string',
						default: '',
						placeholder: `e.g. ${HEADER}/Address/Name1`,
					},
				],
			},
		],
	},
];

/** Checks a mapping object: every key names a target, every value is a non-empty XPath. */
export function checkMappings(mappings: unknown): Checked {
	if (typeof mappings !== 'object' || mappings === null || Array.isArray(mappings)) {
		return { problem: 'Parameter "Field Mappings" must be a JSON object of target key → XPath' };
	}
	const entries = Object.entries(mappings as IDataObject);
	if (entries.length === 0) return { problem: 'Parameter "Field Mappings" has no mapping' };
	for (const [key, xpath] of entries) {
		if (key.trim() === '')
			return { problem: 'Parameter "Field Mappings" has a mapping without a target key' };
		if (typeof xpath !== 'string' || xpath.trim() === '') {
			return { problem: `Parameter "Field Mappings": the XPath of "${key}" is empty or not text` };
		}
	}
	return { value: mappings as IDataObject };
}

function fromJson(raw: unknown): Checked {
	if (typeof raw !== 'string') return checkMappings(raw);
	try {
		return checkMappings(JSON.parse(raw));
	} catch (error) {
		return {
			problem: `Parameter "Field Mappings" is not valid JSON (${(error as Error).message})`,
		};
	}
}

function fromPairs(pairs: Array<{ key?: string; xpath?: string }>): Checked {
	const mappings: IDataObject = {};
	for (const { key = '', xpath = '' } of pairs) {
		if (key.trim() in mappings)
			return { problem: `Parameter "Field Mappings": target key "${key.trim()}" is given twice` };
		mappings[key.trim()] = xpath.trim();
	}
	return checkMappings(mappings);
}

/** Target key → XPath mappings, as JSON (prefilled with the service's example) or as pairs. */
export const xpathMappings: CustomInput = {
	properties: () => PROPERTIES,

	async read(context: IExecuteSingleFunctions): Promise<Checked> {
		if (parameter(context, 'mappingsInput', 'json') === 'pairs') {
			const pairs = parameter(context, 'fieldMappingPairs', {}) as {
				mapping?: Array<{ key?: string; xpath?: string }>;
			};
			return fromPairs(pairs.mapping ?? []);
		}
		return fromJson(parameter(context, 'field_mappings', ''));
	},
};
