// Resources group: serving stored document files. (Page images are still generic.)
import { notFound } from '../../contract';
import { requireDocument } from './documents';
import type { BehaviourTable } from './types';

/** `attachment; filename="..."` with an ASCII fallback plus RFC 5987 `filename*` for other names. */
export function attachmentDisposition(fileName: string): string {
	const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
	if (ascii === fileName) return `attachment; filename="${fileName}"`;
	const encoded = encodeURIComponent(fileName).replace(
		/['()*]/g,
		(char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
	);
	return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const resourcesBehaviour: BehaviourTable = {
	'file.downloadDocument': (context) => {
		const document = requireDocument(context.state, context.pathParams.doc_id);
		if (context.pathParams.filename !== document.file_name) throw notFound('File');
		return {
			body: document.content,
			contentType: document.content_type,
			headers: { 'content-disposition': attachmentDisposition(document.file_name) },
		};
	},
};
