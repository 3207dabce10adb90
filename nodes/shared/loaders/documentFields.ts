import {
	isResourceLocatorValue,
	type IDataObject,
	type ILoadOptionsFunctions,
	type INodePropertyOptions,
} from 'n8n-workflow';

import { endpoints } from '../../../contract';
import { callEndpoint } from '../callEndpoint';
import { listRecords } from '../records';
import { LOOKUPS } from './lookups';
import { toOptions } from './loadOptions';

const FIELD_LOOKUP = {
	endpoint: endpoints.fieldSetting.get,
	value: ['field_name', 'name', 'key'],
	label: ['title', 'label', 'display_name', 'field_name', 'name'],
};

/** The document ID the node is set to, when it is a value and not an expression of the input. */
function documentId(context: ILoadOptionsFunctions): string | undefined {
	let value: unknown;
	try {
		value = context.getCurrentNodeParameter('doc_id');
	} catch {
		return undefined;
	}
	if (isResourceLocatorValue(value)) value = value.value;
	if (typeof value !== 'string' && typeof value !== 'number') return undefined;
	const id = String(value).trim();
	return id === '' || id.startsWith('=') ? undefined : id;
}

/** The document's type; without a fixed document, every document type of the organisation. */
async function documentTypes(context: ILoadOptionsFunctions): Promise<string[]> {
	const id = documentId(context);
	if (id !== undefined) {
		const status = (await callEndpoint(context, endpoints.document.getStatus, {
			path: { doc_id: id },
			notFoundIsFine: true,
		})) as IDataObject | undefined;
		if (typeof status?.doc_type === 'string' && status.doc_type !== '') return [status.doc_type];
	}
	const types = await callEndpoint(context, LOOKUPS.getDocumentTypes.endpoint);
	return toOptions(types, LOOKUPS.getDocumentTypes).map((option) => String(option.value));
}

/**
 * Field names for Document → Update and Validate and Export: the fields of the document's type
 * (field settings), or of every type while the document is given by an expression.
 */
export async function getDocumentFields(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const byName = new Map<string, INodePropertyOptions>();
	for (const doc_type of await documentTypes(this)) {
		const answer = await callEndpoint(this, FIELD_LOOKUP.endpoint, { qs: { doc_type } });
		const records = listRecords(answer) ?? [];
		for (const { name, value } of toOptions(records, FIELD_LOOKUP)) {
			// Titles repeat across types ("Number"): the field name tells them apart.
			const label = name === String(value) ? name : `${name} (${String(value)})`;
			if (!byName.has(String(value))) byName.set(String(value), { name: label, value });
		}
	}
	return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}
