// Auto test documents: a copy of a document's extracted data and tables, kept under the document's
// id as what a later test run should find again. Copying again updates the copy.
import { HttpError, notFound } from '../../contract';
import type { DemoState } from '../state';
import { requireDocument } from '../../standIn/behaviour/documents';
import { optionalText, requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable } from './types';

function requireAutoTest(state: DemoState, docId: string) {
	const copy = state.account.autoTests.get(docId);
	if (!copy) throw notFound('Auto test document');
	return copy;
}

export const autoTestBehaviour: BehaviourTable = {
	'autoTest.createOrUpdate': ({ body, state }) => {
		const docId = optionalText(body, 'doc_id');
		if (docId === undefined)
			throw new HttpError(400, 'doc_id is required to copy a document into an auto test document');
		const document = requireDocument(state, docId);
		const now = state.nowIso();
		const existing = state.account.autoTests.get(docId);
		state.account.autoTests.set(docId, {
			doc_id: docId,
			file_name: document.file_name,
			doc_type: document.doc_type,
			expected_data: structuredClone(document.extracted_data),
			tables: structuredClone(document.tables),
			created_on: existing?.created_on ?? now,
			updated_on: now,
		});
		return json({ success: true, doc_id: docId, created: existing === undefined });
	},
	'autoTest.get': ({ query, state }) => json(requireAutoTest(state, requiredText(query, 'doc_id'))),
	'autoTest.delete': ({ query, state }) => {
		const { doc_id } = requireAutoTest(state, requiredText(query, 'doc_id'));
		state.account.autoTests.delete(doc_id);
		return json({ success: true, message: 'Auto test document deleted', doc_id });
	},
};
