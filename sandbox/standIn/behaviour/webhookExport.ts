// What happens after every request: status changes are noted (stores/statusWatch.ts), and a
// document that enters export (validated or approved, pending export) is delivered to every active
// webhook export configuration for its type (stores/webhookDeliveries.ts). Entering export again
// (restart_export) also puts it back on the pending watch export list.
import type { SandboxDocument, SandboxState } from '../state';
import type { StatusChange } from '../stores/statusWatch';
import { detailsView } from './documentViews';
import { configurationsFor } from './exportConfigurations';
import type { ExportConfiguration } from '../stores/exportConfigurations';
import type { Handler, HandlerContext } from './types';

/** Entering one of these starts the document's export run. */
const EXPORT_STATUSES = ['validated_pending_export', 'approved_pending_export'];

/** The JSON a webhook export delivers: the document (as `document.get` shows it) and its data. */
export function exportPayload(
	document: SandboxDocument,
	configuration: ExportConfiguration,
	origin: string,
) {
	return {
		event: 'document_exported',
		configuration_id: configuration.id,
		exported_on: new Date().toISOString(),
		...detailsView(document, origin),
	};
}

function startExport(state: SandboxState, change: StatusChange, origin: string): void {
	if (!EXPORT_STATUSES.includes(change.to)) return;
	const document = state.documents.get(change.doc_id);
	if (!document) return;
	state.watchExported.delete(document.doc_id);
	const webhooks = configurationsFor(state, document.doc_type).filter(
		(configuration) => configuration.type === 'webhook',
	);
	for (const configuration of webhooks) {
		const url = configuration.settings.export_url;
		if (typeof url !== 'string' || url === '') continue;
		state.deliveries.send({
			configurationId: configuration.id,
			url,
			docId: document.doc_id,
			payload: exportPayload(document, configuration, origin),
			file: {
				fileName: document.file_name,
				contentType: document.content_type,
				data: document.content,
			},
		});
	}
}

/** Notes the status of every document and reacts to the changes since the last request. */
export function afterRequest(context: HandlerContext): void {
	const { state } = context;
	state.noteStatuses();
	for (const change of state.statusWatch.takeChanges()) startExport(state, change, context.origin);
}

/** Wraps a row's handler: status changes are handled after it (injected faults come before, in the dispatcher). */
export function withSideEffects<S extends SandboxState>(handler: Handler<S>): Handler<S> {
	return async (context) => {
		const result = await handler(context);
		afterRequest(context);
		return result;
	};
}
