// The watch export list the polling trigger reads (the `export` area's two watch entries):
// finished (or export-pending) documents of a type until someone marks them handled
// (state.watchExported). Entering export again puts a document back on it (webhookExport.ts).
import { requireDocument } from './documents';
import { summaryView } from './documentViews';
import { requiredText } from './inputValues';
import { json, type BehaviourTable } from './types';

const WATCH_EXPORT_STATUSES = ['finished', 'validated_pending_export'];

export const watchExportBehaviour: BehaviourTable = {
	/** Finished (or export-pending) documents of the type that no one has marked as handled yet. */
	'export.getPendingWatchExports': (context) => {
		const docType = requiredText(context.query, 'doc_type');
		const { watchExported } = context.state;
		const pending = context.state
			.listDocuments()
			.filter(
				(document) =>
					document.doc_type === docType &&
					WATCH_EXPORT_STATUSES.includes(document.status) &&
					!watchExported.has(document.doc_id),
			);
		return json(pending.map(summaryView));
	},

	'export.markWatchExportHandled': (context) => {
		const document = requireDocument(context.state, requiredText(context.query, 'doc_id'));
		context.state.watchExported.add(document.doc_id);
		return json({ success: true, doc_id: document.doc_id, watch_export_status: 'exported' });
	},
};
