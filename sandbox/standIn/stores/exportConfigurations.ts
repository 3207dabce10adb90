// Export configurations as the `configure_*` endpoints store them (standIn/behaviour/exportConfigurations.ts):
// the webhook trigger registers one, and webhook exports are delivered to them. Reachable as
// `state.exportConfigurations`.
import type { StoredRecord } from './recordStore';

export interface StoredFile {
	filename: string;
	contentType: string;
	data: Buffer;
}

export interface ExportConfiguration extends StoredRecord {
	created_on: string;
	/** Which configure_* endpoint made it: webhook, workflowtool, zugferd, peppol, dms, bod, bus, erp. */
	type: string;
	title: string;
	doc_type: string | null;
	is_active: boolean;
	/** The other fields as sent (typed), e.g. export_url, on_permise, zugferd. */
	settings: Record<string, unknown>;
	/** Uploaded mapping files by field name (ion_api, idm_mapping, bod_mapping, flow2_mapping). */
	files: Record<string, StoredFile>;
}
