// File resources other than the document file itself (/resource/...): page images (a small PNG
// for any page that exists), storage checks and stored errors, from the sandbox's state.
import { HttpError, notFound } from '../../contract';
import type { SandboxDocument } from '../../standIn/state';
import type { DemoState } from '../state';
import { requireDocument } from '../../standIn/behaviour/documents';
import { integerPathParam, listInput, requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type HandlerContext, type HandlerResult } from './types';

/** A valid 1×1 PNG: every page image of the sandbox. */
export const PAGE_IMAGE = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
	'base64',
);

/** Resource types with page images: how many pages the resource with this id has, or undefined. */
const RESOURCE_PAGES: Record<string, (state: DemoState, id: string) => number | undefined> = {
	document: (state, id) => state.getDocument(id)?.pages,
	sample: (state, id) => (state.areas.training.samples.get(id) ? 1 : undefined),
	template: (state, id) => (state.areas.layoutTemplates.get(id)?.sample ? 1 : undefined),
	table_training: (state, id) =>
		state.areas.partnerRecords.table_training.get(id) ? 1 : undefined,
	po_match: (state, id) => (state.areas.partnerRecords.po_match.get(id) ? 1 : undefined),
};

function pageImage(context: HandlerContext, name: string, pages: number): HandlerResult {
	const page = integerPathParam(context, 'page');
	if (page < 1 || page > pages) throw notFound('Page');
	return {
		body: PAGE_IMAGE,
		contentType: 'image/png',
		headers: {
			'content-disposition': `inline; filename="${name.replace(/[^\w.-]/g, '_')}_page_${page}.png"`,
		},
	};
}

/** All or nothing, like the document bulk calls. */
function requireDocuments(context: HandlerContext, name: string): SandboxDocument[] {
	const ids = listInput(context, name);
	const missing = ids.filter((id) => !context.state.getDocument(id));
	if (missing.length > 0) throw new HttpError(404, `Documents not found: ${missing.join(', ')}`);
	return ids.map((id) => requireDocument(context.state, id));
}

export const storageBehaviour: BehaviourTable = {
	'file.downloadPageImage': (context) => {
		const document = requireDocument(context.state, context.pathParams.doc_id);
		return pageImage(context, document.doc_id, document.pages);
	},

	'file.downloadResourceImage': (context) => {
		const { type, id } = context.pathParams;
		const pagesOf = RESOURCE_PAGES[type];
		if (!pagesOf) throw notFound('Resource type');
		const pages = pagesOf(context.state, id);
		if (pages === undefined) throw notFound('Resource');
		return pageImage(context, `${type}_${id}`, pages);
	},

	'file.checkStorage': (context) => {
		const document = requireDocument(context.state, requiredText(context.query, 'doc_id'));
		const filename = requiredText(context.query, 'filename');
		const exists = filename === document.file_name;
		return json({ doc_id: document.doc_id, filename, exists, size: exists ? document.size : null });
	},

	'file.checkStorageMany': (context) =>
		json(
			requireDocuments(context, 'id').map((document) => ({
				doc_id: document.doc_id,
				file_name: document.file_name,
				exists: true,
				size: document.size,
			})),
		),

	'file.getErrors': (context) =>
		json(
			requireDocuments(context, 'doc_id').map((document) => ({
				doc_id: document.doc_id,
				status: document.status,
				error_message: document.error_message,
				exception_cause:
					document.status === 'error'
						? `ProcessingError: ${document.error_message ?? 'processing failed'}`
						: null,
			})),
		),
};
