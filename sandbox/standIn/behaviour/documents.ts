/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Stateful behaviour of the Documents group (every /document/... row).
import { XMLBuilder } from 'fast-xml-parser';
import * as path from 'node:path';
import { beginExport, beginProcessing } from '../documentLifecycle';
import type { UploadReading } from '../documentReader';
import {
	HttpError,
	issue,
	notFound,
	pathOf,
	ValidationError,
	type UploadedFile,
} from '../../contract';
import { ocrWords, sniffContentType } from '../fakeExtraction';
import type { SandboxDocument, SandboxState } from '../state';
import { dashboardFilter, dateFilter, listSummaries, orderBy, page } from './documentListing';
import { detailsView, extractionView, statusView, summaryView, uploadView } from './documentViews';
import { optionalText, requiredText, textList } from './inputValues';
import { json, type BehaviourTable, type HandlerContext } from './types';

export function requireDocument(state: SandboxState, docId: string): SandboxDocument {
	const document = state.getDocument(docId);
	if (!document) throw notFound('Document');
	return document;
}

/** All or nothing: one unknown id fails the whole call before anything changes. */
function requireDocuments(state: SandboxState, docIds: string[]): SandboxDocument[] {
	const missing = docIds.filter((docId) => !state.getDocument(docId));
	if (missing.length > 0) throw new HttpError(404, `Documents not found: ${missing.join(', ')}`);
	return docIds.map((docId) => requireDocument(state, docId));
}

const pathDocument = (context: HandlerContext) =>
	requireDocument(context.state, context.pathParams.doc_id);
const bodyDocument = (context: HandlerContext) =>
	requireDocument(context.state, requiredText(context.body, 'doc_id'));

/** A form field holding a JSON object (`data`); FastAPI-style 422 when it is not one. */
function jsonObjectField(context: HandlerContext, name: string): Record<string, unknown> {
	let parsed: unknown;
	try {
		parsed = JSON.parse(requiredText(context.body, name));
	} catch {
		throw new ValidationError([issue.invalidJson(['body', name])]);
	}
	if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
		throw new ValidationError([issue.dict(['body', name])]);
	return parsed as Record<string, unknown>;
}

/** `metadata` is free text; JSON is stored parsed so `document.get` shows structure. */
function parseMetadata(text: string | undefined): unknown {
	if (text === undefined) return null;
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}

type Upload = Omit<UploadedFile, 'field'>;

/** Reads the file (page count, text layer) before the document exists, so it carries its fields when processing ends. */
const analyse = (context: HandlerContext, file: Upload) =>
	context.state.reader.readUpload(
		file.data,
		file.contentType || sniffContentType(file.data).contentType,
	);

function storeUpload(
	context: HandlerContext,
	file: Upload,
	analysis: UploadReading,
	metadata: unknown,
	source?: string,
): SandboxDocument {
	const { body, state } = context;
	const document = state.addDocument({
		file_name: file.filename,
		content: file.data,
		content_type: file.contentType || sniffContentType(file.data).contentType,
		pages: analysis.pages,
		text_facts: analysis.text_facts,
		text_line_items: analysis.line_items,
		source: source ?? optionalText(body, 'source') ?? 'api',
		org_id: optionalText(body, 'org_id') ?? state.orgId,
		sub_org_id: optionalText(body, 'sub_org_id') ?? null,
		priority: body.priority === undefined ? null : Number(body.priority),
		metadata,
	});
	return document;
}

const uploadOne = (source?: string) => async (context: HandlerContext) => {
	const [file] = context.files.file;
	const analysis = await analyse(context, file);
	return json(
		uploadView(
			storeUpload(
				context,
				file,
				analysis,
				parseMetadata(optionalText(context.body, 'metadata')),
				source,
			),
		),
	);
};

function decodeBase64Upload(context: HandlerContext): Omit<UploadedFile, 'field'> {
	// Accepts plain base64, base64url and data: URLs.
	const text = requiredText(context.body, 'file_contents')
		.replace(/^data:[^,]*,/, '')
		.replace(/\s/g, '');
	const data = Buffer.from(text, 'base64');
	if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text) || data.length === 0) {
		throw new ValidationError([
			{ loc: ['body', 'file_contents'], msg: 'Invalid base64-encoded string', type: 'value_error' },
		]);
	}
	const metadata = parseMetadata(optionalText(context.body, 'metadata'));
	const named = metadata as { file_name?: unknown; filename?: unknown } | null;
	const sniffed = sniffContentType(data);
	const filename = String(named?.file_name ?? named?.filename ?? `document${sniffed.extension}`);
	return { filename, contentType: sniffed.contentType, data };
}

function mergeData(context: HandlerContext, document: SandboxDocument): void {
	const data = jsonObjectField(context, 'data');
	Object.assign(document.extracted_data, data);
	// A value a person gave is sure.
	for (const name of Object.keys(data)) document.field_confidence[name] = 1;
	context.state.touch(document);
}

function restart(state: SandboxState, document: SandboxDocument, docType?: string | null) {
	beginProcessing(document, state.now(), state.processingDelayMs, docType);
	state.log(document, 'restart', docType ? `Restarted as ${docType}` : 'Restarted processing');
	return { doc_id: document.doc_id, status: document.status };
}

function assign(
	state: SandboxState,
	document: SandboxDocument,
	assignTo: string | undefined,
	assignmentType: string | null,
	subOrg?: string,
) {
	if (assignTo !== undefined) {
		document.assigned_to = assignTo;
		document.assignment_type = assignmentType;
	}
	if (subOrg !== undefined) document.sub_org_id = subOrg;
	state.log(document, 'assign', `Assigned to ${[assignTo, subOrg].filter(Boolean).join(' / ')}`);
	return {
		doc_id: document.doc_id,
		assigned_to: document.assigned_to,
		assignment_type: document.assignment_type,
		sub_org_id: document.sub_org_id,
	};
}

function deleteAll(state: SandboxState, documents: SandboxDocument[]) {
	documents.forEach((document) => state.deleteDocument(document.doc_id));
	return json({ success: true, deleted: documents.map((document) => document.doc_id) });
}

/** Page separators arrive as a JSON list or comma-separated numbers. */
function separatorCount(text: string | undefined): number {
	if (!text) return 0;
	try {
		const parsed: unknown = JSON.parse(text);
		if (Array.isArray(parsed)) return parsed.length;
	} catch {
		// fall through to the comma-separated form
	}
	return text.split(',').filter((part) => part.trim() !== '').length;
}

const xmlBuilder = new XMLBuilder({ format: true });

export const documentsBehaviour: BehaviourTable = {
	/** Classification only: no document is created (the service's "test" classification). */
	'document.classify': async (context) => {
		const [file] = context.files.file;
		const { doc_type, confidence, pages } = await context.state.reader.classifyUpload(file);
		return json({
			file_name: file.filename,
			doc_type,
			confidence,
			pages: Array.from({ length: pages }, (_, index) => ({
				page: index + 1,
				doc_type,
				confidence,
			})),
		});
	},

	'document.processLandingDocument': uploadOne('landing'),

	'document.upload': uploadOne(),

	'document.uploadMany': async (context) => {
		// One metadata value per file, or one for all.
		const metadata = textList(context.body, 'metadata').map(parseMetadata);
		const analyses = await Promise.all(context.files.files.map((file) => analyse(context, file)));
		const documents = context.files.files.map((file, index) =>
			storeUpload(
				context,
				file,
				analyses[index],
				metadata.length === 1 ? metadata[0] : (metadata[index] ?? null),
			),
		);
		return json({ documents: documents.map(uploadView) });
	},

	'document.uploadBase64': async (context) => {
		const file = decodeBase64Upload(context);
		const analysis = await analyse(context, file);
		return json(
			uploadView(
				storeUpload(context, file, analysis, parseMetadata(optionalText(context.body, 'metadata'))),
			),
		);
	},

	'document.update': (context) => {
		const document = pathDocument(context);
		mergeData(context, document);
		context.state.log(document, 'update', 'Extracted data updated');
		const { doc_id, status, extracted_data, last_saved_on } = document;
		return json({ success: true, doc_id, status, extracted_data, last_saved_on });
	},

	'document.validateAndExport': (context) => {
		const { state } = context;
		const document = pathDocument(context);
		mergeData(context, document);
		if (state.approvalRequired) state.enterStatus(document, 'validated_pending_approval');
		else beginExport(document, 'validated_pending_export', state.now(), state.processingDelayMs);
		state.log(
			document,
			'validate',
			state.approvalRequired ? 'Validated, waiting for approval' : 'Validated and sent to export',
		);
		return json({
			success: true,
			doc_id: document.doc_id,
			status: document.status,
			last_saved_on: document.last_saved_on,
		});
	},

	'document.approveOrReject': (context) => {
		const { state } = context;
		const document = pathDocument(context);
		const approve = context.body.request_type === 'approve';
		if (approve)
			beginExport(document, 'approved_pending_export', state.now(), state.processingDelayMs);
		else state.enterStatus(document, 'rejected');
		state.log(
			document,
			approve ? 'approve' : 'reject',
			approve ? 'Document approved' : 'Document rejected',
		);
		return json({ success: true, doc_id: document.doc_id, status: document.status });
	},

	'document.getMany': (context) => {
		const rows = listSummaries(context.state, dateFilter(context.query, context.state.now()));
		return json(page(rows, context.query.skip, context.query.limit));
	},

	'document.getDashboard': (context) => {
		const { query } = context;
		const rows = listSummaries(context.state, dashboardFilter(query, context.state));
		const ordered = orderBy(
			rows,
			String(query.order_by_field ?? 'created_on'),
			String(query.order_by_direction ?? 'desc'),
		);
		return json(page(ordered, query.skip, query.limit));
	},

	'document.getStatus': (context) => json(statusView(pathDocument(context))),

	'document.get': (context) => json(detailsView(pathDocument(context), context.origin)),

	'document.getExtractionResult': (context) => json(extractionView(bodyDocument(context))),

	'document.restart': (context) =>
		json({ success: true, ...restart(context.state, pathDocument(context)) }),

	'document.restartMany': (context) => {
		const documents = requireDocuments(context.state, textList(context.body, 'doc_ids'));
		return json({
			success: true,
			documents: documents.map((document) => restart(context.state, document)),
		});
	},

	'document.restartWithNewClassification': (context) => {
		const { body } = context;
		const document = pathDocument(context);
		document.sub_doc_type = optionalText(body, 'sub_doc_type') ?? document.sub_doc_type;
		document.doc_language =
			optionalText(body, 'doc_language') ??
			optionalText(body, 'doc_locale') ??
			document.doc_language;
		const restarted = restart(
			context.state,
			document,
			optionalText(body, 'doc_type') ?? document.doc_type,
		);
		return json({ success: true, ...restarted, doc_type: document.doc_type });
	},

	'document.restartExport': (context) => {
		const { state } = context;
		const document = pathDocument(context);
		beginExport(document, 'validated_pending_export', state.now(), state.processingDelayMs);
		state.log(document, 'restart_export', 'Export restarted');
		return json({ success: true, doc_id: document.doc_id, status: document.status });
	},

	'document.updateLog': (context) => {
		const document = pathDocument(context);
		const entry = context.state.log(
			document,
			requiredText(context.body, 'action_type'),
			optionalText(context.body, 'action_description'),
		);
		return json({ success: true, doc_id: document.doc_id, entry });
	},

	/** `action_type` `all` (or `*`) returns every entry. */
	'document.getLog': (context) => {
		const document = pathDocument(context);
		const actionType = requiredText(context.body, 'action_type');
		const logs = ['all', '*'].includes(actionType)
			? document.log
			: document.log.filter((entry) => entry.action_type === actionType);
		return json({ doc_id: document.doc_id, action_type: actionType, logs });
	},

	'document.delete': (context) => {
		const document = pathDocument(context);
		context.state.deleteDocument(document.doc_id);
		return json({ success: true, doc_id: document.doc_id });
	},

	'document.deleteMany': (context) =>
		deleteAll(context.state, requireDocuments(context.state, textList(context.body, 'doc_ids'))),

	'document.deleteErrorDocuments': (context) =>
		deleteAll(
			context.state,
			context.state.listDocuments().filter((document) => document.status === 'error'),
		),

	'document.assign': (context) => {
		const { body } = context;
		const assigned = assign(
			context.state,
			pathDocument(context),
			requiredText(body, 'assign_to'),
			requiredText(body, 'assignment_type'),
		);
		return json({ success: true, ...assigned });
	},

	'document.assignMany': (context) => {
		const { body, state } = context;
		const documents = requireDocuments(state, textList(body, 'doc_ids'));
		const user = optionalText(body, 'assign_to_user');
		const subOrg = optionalText(body, 'assign_to_sub_org');
		return json({
			success: true,
			documents: documents.map((document) => assign(state, document, user, 'user', subOrg)),
		});
	},

	'document.assignByEmail': (context) => {
		const assigned = assign(
			context.state,
			pathDocument(context),
			requiredText(context.body, 'assign_to'),
			'email',
		);
		return json({ success: true, doc_id: assigned.doc_id, assigned_to: assigned.assigned_to });
	},

	/** The document after this one in list order (newest first) matching the filters; `{}` when there is none. */
	'document.getNext': (context) => {
		const { query, state } = context;
		const current = pathDocument(context);
		// The contract's default for both is "" (no filter).
		const given = (name: string) => query[name] !== undefined && query[name] !== '';
		const matches = (document: SandboxDocument) =>
			(!given('doc_type') || document.doc_type === query.doc_type) &&
			(!given('status') || document.status === query.status);
		const rows = orderBy(
			state.listDocuments().map(summaryView),
			String(query.sort_attr ?? 'created_on'),
			'desc',
		);
		const position = rows.findIndex((row) => row.doc_id === current.doc_id);
		const next = rows
			.slice(position + 1)
			.find((row) => matches(requireDocument(state, row.doc_id)));
		return json(next ?? {});
	},

	'document.getOcrData': (context) => {
		const document = pathDocument(context);
		const pageNumber = Number(context.body.page_number);
		if (pageNumber < 1 || pageNumber > document.pages) throw notFound('Page');
		const words = ocrWords(
			document.extracted_data,
			pageNumber,
			context.body.include_font_size === true,
		);
		return json({ doc_id: document.doc_id, page_number: pageNumber, pages: document.pages, words });
	},

	/** Creates one new document per part (the bytes are not really split) and keeps the original. */
	'document.split': (context) => {
		const { state } = context;
		const original = bodyDocument(context);
		const { name, ext } = path.parse(original.file_name);
		const parts = separatorCount(optionalText(context.body, 'separators')) + 1;
		const documents = Array.from({ length: parts }, (_, index) =>
			state.addDocument({
				file_name: `${name}_part${index + 1}${ext}`,
				content: original.content,
				content_type: original.content_type,
				org_id: original.org_id,
				sub_org_id: original.sub_org_id,
				source: 'split',
				parent_doc_id: original.doc_id,
			}),
		);
		state.log(original, 'split', `Split into ${parts} documents`);
		return json({ success: true, doc_id: original.doc_id, documents: documents.map(uploadView) });
	},

	'document.generateThumbnails': (context) => {
		const document = bodyDocument(context);
		const thumbnails = Array.from({ length: document.pages }, (_, index) => ({
			page: index + 1,
			url: `${context.origin}${pathOf('file.downloadPageImage', { doc_id: document.doc_id, page: index + 1 })}`,
		}));
		return json({ success: true, doc_id: document.doc_id, thumbnails });
	},

	'document.getStatusXml': (context) => {
		const { doc_id, status, doc_type, file_name, last_saved_on } = bodyDocument(context);
		const xml = xmlBuilder.build({
			document_status: { doc_id, status, doc_type: doc_type ?? '', file_name, last_saved_on },
		});
		return {
			body: `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`,
			contentType: 'application/xml; charset=utf-8',
		};
	},
};
