// Preferences: on/off settings by key, organisation preferences and the OCR configuration entries
// (both `main_key` / `sub_key` / `bool_value_1`), plus two fixed reference lists.
import { notFound } from '../../contract';
import type { KeyedSettings } from '../stores/account';
import { optionalText, requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type Handler } from './types';

const BARCODE_TYPES = [
	'QR_CODE',
	'DATA_MATRIX',
	'PDF_417',
	'AZTEC',
	'CODE_128',
	'CODE_39',
	'EAN_13',
	'EAN_8',
	'UPC_A',
	'ITF',
];

const DOCUMENT_TYPE_REGEXES = [
	{ doc_type: 'invoice', field: 'invoice_number', regex: '(?:INV|RE)[-/ ]?\\d{3,}' },
	{
		doc_type: 'invoice',
		field: 'iban',
		regex: '[A-Z]{2}\\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?',
	},
	{ doc_type: 'purchase_order', field: 'purchase_order_number', regex: 'PO[-/ ]?\\d{3,}' },
	{ doc_type: 'credit_note', field: 'credit_note_number', regex: 'CN[-/ ]?\\d{3,}' },
];

type Select = (context: Parameters<Handler>[0]) => KeyedSettings;

const updateKeyed =
	(select: Select): Handler =>
	(context) => {
		const { body } = context;
		const value = body.bool_value_1 === undefined ? undefined : body.bool_value_1 === true;
		return json(
			select(context).upsert(
				requiredText(body, 'main_key'),
				optionalText(body, 'sub_key') ?? null,
				value,
			),
		);
	};

const getKeyed =
	(select: Select, what: string): Handler =>
	(context) => {
		const entries = select(context).find(
			requiredText(context.body, 'main_key'),
			optionalText(context.body, 'sub_key'),
		);
		if (entries.length === 0) throw notFound(what);
		return json(entries);
	};

const organisation: Select = ({ state }) => state.account.organisationPreferences;
const ocr: Select = ({ state }) => state.account.ocrPreferences;

export const preferencesBehaviour: BehaviourTable = {
	'preference.getMany': ({ state }) =>
		json([...state.account.preferences].map(([key, value]) => ({ key, value }))),

	'preference.set': ({ body, state }) => {
		const key = requiredText(body, 'key');
		state.account.preferences.set(key, optionalText(body, 'value') ?? null);
		return json({ key, value: state.account.preferences.get(key) });
	},

	'preference.delete': ({ query, state }) => {
		const key = requiredText(query, 'key');
		if (!state.account.preferences.delete(key)) throw notFound('Preference');
		return json({ success: true, message: 'Preference deleted', key });
	},

	'preference.getDocumentTypeRegexes': () => json(DOCUMENT_TYPE_REGEXES),
	'preference.getBarcodeTypes': () => json(BARCODE_TYPES.map((type) => ({ type }))),

	'preference.updateOrganisation': updateKeyed(organisation),
	'preference.getOrganisation': getKeyed(organisation, 'Organisation preference'),
	'preference.updateOcrConfiguration': updateKeyed(ocr),
	'preference.getOcrConfiguration': getKeyed(ocr, 'OCR configuration'),
};
