'use strict';
// What the end system holds, read over its own HTTP API as any client would (document.get and
// the document log), and what changed between two reads: one line per change, so a scenario
// states every change it expects and anything else fails it. Documents the agent created are
// found by the document list and checked by their file's bytes (the service's download).
const { createHash } = require('node:crypto');

const { sandboxBytes, sandboxCall } = require('../sandboxClient');

/** The ids of every document the service holds (document.getMany, all periods). */
async function documentIds(sandbox) {
	const { documents, total } = await sandboxCall(
		sandbox,
		'GET',
		'/document/list?filter=all&limit=1000',
	);
	if (documents.length !== total) throw new Error(`the list shows ${documents.length} of ${total}`);
	return documents.map((document) => document.doc_id);
}

/** The documents not in `before` (doc ids): id, file name, status and their file's sha256. */
async function createdDocuments(sandbox, before) {
	const created = [];
	for (const docId of await documentIds(sandbox)) {
		if (before.includes(docId)) continue;
		const details = await sandboxCall(sandbox, 'GET', `/document/${encodeURIComponent(docId)}`);
		const file = await sandboxBytes(
			sandbox,
			'GET',
			`/resource/document/${encodeURIComponent(docId)}/${encodeURIComponent(details.file_name)}`,
		);
		created.push({
			doc_id: docId,
			file_name: details.file_name,
			status: details.status,
			sha256: createHash('sha256').update(file).digest('hex'),
		});
	}
	return created;
}

/** Each document's status, fields, scores, assignment and log, by doc id. */
async function snapshot(sandbox, docIds) {
	const documents = {};
	for (const docId of docIds) {
		const id = encodeURIComponent(docId);
		const details = await sandboxCall(sandbox, 'GET', `/document/${id}`);
		const { logs } = await sandboxCall(
			sandbox,
			'POST',
			`/document/get_document_log/${id}`,
			new URLSearchParams({ action_type: 'all' }),
		);
		documents[docId] = {
			status: details.status,
			doc_type: details.doc_type,
			assigned_to: details.assigned_to,
			extracted_data: details.extracted_data,
			field_confidence: details.field_confidence,
			log: logs.map((entry) => entry.action_type),
		};
	}
	return documents;
}

const shown = (value) => JSON.stringify(value);

/** The changes from `before` to `after`: `doc_2 status: "a" → "b"`, `doc_2 log: + approve`. */
function changes(before, after) {
	const lines = [];
	for (const [docId, was] of Object.entries(before)) {
		const now = after[docId];
		for (const key of ['status', 'doc_type', 'assigned_to'])
			if (shown(was[key]) !== shown(now[key]))
				lines.push(`${docId} ${key}: ${shown(was[key])} → ${shown(now[key])}`);
		for (const key of ['extracted_data', 'field_confidence']) {
			const names = new Set([...Object.keys(was[key] ?? {}), ...Object.keys(now[key] ?? {})]);
			for (const name of names)
				if (shown(was[key]?.[name]) !== shown(now[key]?.[name]))
					lines.push(
						`${docId} ${key}.${name}: ${shown(was[key]?.[name])} → ${shown(now[key]?.[name])}`,
					);
		}
		const added = now.log.slice(was.log.length);
		if (shown(now.log.slice(0, was.log.length)) !== shown(was.log))
			lines.push(`${docId} log rewritten: ${shown(was.log)} → ${shown(now.log)}`);
		else if (added.length > 0) lines.push(`${docId} log: + ${added.join(', ')}`);
	}
	return lines.sort();
}

module.exports = { snapshot, changes, documentIds, createdDocuments };
