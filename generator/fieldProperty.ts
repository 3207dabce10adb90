import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { Field } from '../contract';
import {
	FIELD_LOOKUPS,
	LOCATOR_LOOKUPS,
	LOCATOR_LOOKUPS_V3,
	type LookupName,
} from '../nodes/shared/loaders/lookups';
import type { FieldOverlay } from '../nodes/DocumentProcessing/resources/types';
import type { NodeVersion } from '../nodes/DocumentProcessing/resources/versions';
import { fieldDescription, fieldDisplayName, titleWords } from '../nodes/shared/fieldNames';
import { boundsInWords } from '../nodes/shared/inputValues';

/** Fields whose values the service knows, offered as choices (expressions may send others). */
const KNOWN_VALUES: Record<string, string[]> = {
	request_type: ['approve', 'reject'],
};

/**
 * Settings with a few usual values, offered as choices from version 3. The reference types them
 * as text, so the service is not limited to these: an expression may send any other value.
 */
const USUAL_CHOICES: Record<
	string,
	{ choices: INodePropertyOptions[]; default: string; description: string }
> = {
	protocol: {
		description: 'How the mailbox is read',
		choices: [
			{ name: 'IMAP', value: 'imap' },
			{ name: 'POP3', value: 'pop3' },
		],
		default: 'imap',
	},
	encryption: {
		description: 'How the connection to the mail server is encrypted',
		choices: [
			{ name: 'None', value: 'none' },
			{ name: 'SSL/TLS', value: 'ssl' },
			{ name: 'STARTTLS', value: 'starttls' },
		],
		default: 'ssl',
	},
	port: {
		description: 'The port of the mail server',
		choices: [
			{ name: '110 (POP3)', value: '110' },
			{ name: '143 (IMAP)', value: '143' },
			{ name: '993 (IMAP over SSL/TLS)', value: '993' },
			{ name: '995 (POP3 over SSL/TLS)', value: '995' },
		],
		default: '993',
	},
	// The e-invoice profile of a zugferd export.
	format: {
		description: 'The e-invoice profile of the exported file',
		choices: [
			{ name: 'Basic', value: 'BASIC' },
			{ name: 'Basic WL', value: 'BASICWL' },
			{ name: 'EN 16931 (Comfort)', value: 'EN16931' },
			{ name: 'Extended', value: 'EXTENDED' },
			{ name: 'Minimum', value: 'MINIMUM' },
			{ name: 'XRechnung', value: 'XRECHNUNG' },
		],
		default: 'EN16931',
	},
};

/** Field names that hold an e-mail address. */
const EMAIL = /(^|_)email$/;

/** Field names that hold secrets. */
const SECRETS = /(^|_)(password|api_key|secret|token)$/;

/** Words of option values that read better spelled out. */
const OPTION_WORDS: Record<string, string> = { asc: 'Ascending', desc: 'Descending' };

/** `current-week` → `Current Week`: values as names in Title Case (the value is still sent). */
function optionName(value: string): string {
	return titleWords(value, OPTION_WORDS);
}

/** Choices sorted by name, as n8n's guidelines ask. */
function optionList(values: readonly string[]): INodePropertyOptions[] {
	return values
		.map((value) => ({ name: optionName(value) || value, value }))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The property of one field: conventions by field name, then what the operation's overlay says.
 * Fields that take an existing ID or key offer the service's list, unless they name something new:
 * a dropdown in version 1, a resource locator in version 2 (at the top level) and version 3
 * (in collections too).
 */
export function fieldProperty(
	field: Field,
	overlay: FieldOverlay = {},
	version: NodeVersion = 1,
	topLevel = false,
): INodeProperties {
	// Version 2 has locators at the top level, version 3 inside collections too.
	const locator =
		(version >= 5 ? overlay.pickedFrom : undefined) ??
		((version >= 3 || (version >= 2 && topLevel)) && !overlay.newName
			? (version >= 3 ? LOCATOR_LOOKUPS_V3 : LOCATOR_LOOKUPS)[field.name]
			: undefined);
	// A list shows the thing picked ("User"), not its key ("User ID").
	const picked = version >= 5 && overlay.pickedFrom !== undefined && overlay.label !== undefined;
	const property =
		locator && (field.type === 'string' || field.type === 'integer')
			? locatorProperty(field, locator, version, picked ? withoutKey(overlay.label!) : undefined)
			: conventionalProperty(field, !overlay.newName, version);
	if (overlay.label) property.displayName = picked ? withoutKey(overlay.label) : overlay.label;
	if (overlay.description) property.description = overlay.description;
	if (overlay.placeholder) property.placeholder = overlay.placeholder;
	return property;
}

const withoutKey = (label: string) => label.replace(/ (ID|IDs|Key|Name)$/, '');

/** `doc_type_name` → `Document Type`: what a locator picks, without the kind of key. */
function thingName(field: Field): string {
	return withoutKey(fieldDisplayName(field.name));
}

/**
 * From version 4 a document is By ID, mapped from the item (an upload's or a trigger's doc_id):
 * picking one from the list would fix a single document into the workflow.
 */
function locatorDefault(lookup: LookupName, version: NodeVersion) {
	return version >= 4 && lookup === 'getDocuments'
		? { mode: 'id', value: '={{ $json.doc_id }}' }
		: { mode: 'list', value: '' };
}

function locatorProperty(
	field: Field,
	lookup: LookupName,
	version: NodeVersion,
	thing = thingName(field),
): INodeProperties {
	const property: INodeProperties = {
		displayName: thing,
		name: field.name,
		type: 'resourceLocator',
		default: locatorDefault(lookup, version),
		description: fieldDescription(field.name) ?? `The ${thing.toLowerCase()} to use`,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: `Select a ${thing.toLowerCase()}...`,
				typeOptions: { searchListMethod: lookup, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: `e.g. the ${thing.toLowerCase()}'s ID`,
			},
		],
	};
	if (field.required) property.required = true;
	return property;
}

/**
 * The default of a number field: the service's, else 0; in version 2 moved inside the field's
 * bounds (Min Confidence: 1, the lowest whole number above 0). Version 1 keeps 0, so a saved
 * workflow sends what it always did and gets a clear error before sending instead of a 422.
 */
function numberDefault(field: Field, version: NodeVersion): number {
	const preferred = typeof field.default === 'number' ? field.default : 0;
	if (version < 2) return preferred;
	let value = preferred;
	if (field.exclusiveMin !== undefined && value <= field.exclusiveMin)
		value = field.exclusiveMin + 1;
	if (field.min !== undefined && value < field.min) value = field.min;
	if (field.max !== undefined && value > field.max) value = field.max;
	return value;
}

/** n8n's number input bounds (inclusive: an exclusive bound is checked before sending). */
function numberBounds(field: Field): { minValue?: number; maxValue?: number } {
	const minValue = field.min ?? field.exclusiveMin;
	return {
		...(minValue !== undefined ? { minValue } : {}),
		...(field.max !== undefined ? { maxValue: field.max } : {}),
	};
}

function conventionalProperty(
	field: Field,
	pickFromList: boolean,
	version: NodeVersion,
): INodeProperties {
	const property: INodeProperties = {
		displayName: fieldDisplayName(field.name),
		name: field.name,
		type: 'string',
		default: '',
	};
	const description = fieldDescription(field.name);
	if (description) property.description = description;
	if (field.required) property.required = true;
	if (EMAIL.test(field.name)) property.placeholder = 'name@email.com';
	// Secrets are masked on screen.
	if (SECRETS.test(field.name)) property.typeOptions = { password: true };

	const usual = version >= 3 && field.type === 'string' ? USUAL_CHOICES[field.name] : undefined;
	if (usual) {
		property.type = 'options';
		property.options = usual.choices;
		property.default = usual.default;
		property.description = `${usual.description}. Another value can be given with an expression.`;
		return property;
	}
	const known = field.values ?? KNOWN_VALUES[field.name];
	if (known) {
		property.type = 'options';
		property.options = optionList(known);
		property.default = field.default ?? known[0];
		return property;
	}
	const lookup = FIELD_LOOKUPS[field.name];
	if (lookup && pickFromList && (field.type === 'string' || field.type === 'integer')) {
		property.displayName = `${property.displayName.replace(/ (ID|Key|Name)$/, '')} Name or ID`;
		property.type = 'options';
		property.typeOptions = { loadOptionsMethod: lookup };
		property.default = '';
		property.description =
			'Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>';
		return property;
	}
	const bounds = boundsInWords(field);
	switch (field.type) {
		case 'integer':
		case 'number':
			property.type = 'number';
			property.default = numberDefault(field, version);
			property.typeOptions = {
				...(field.type === 'integer' ? { numberPrecision: 0 } : {}),
				...numberBounds(field),
			};
			if (Object.keys(property.typeOptions).length === 0) delete property.typeOptions;
			if (bounds && !property.description) property.description = `A number ${bounds}`;
			break;
		case 'boolean':
			property.type = 'boolean';
			property.default = field.default ?? false;
			break;
		case 'json':
			property.type = 'json';
			property.default = '{}';
			break;
		case 'file':
			property.default = 'data';
			break;
		case 'files':
			property.default = 'data';
			break;
		case 'date':
			property.placeholder = 'YYYY-MM-DD';
			break;
		default:
			if (field.default !== undefined) property.default = field.default;
	}
	return property;
}
