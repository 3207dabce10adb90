/**
 * Scripted answers for the lookups the node's pickers read (document types, a type's fields), so
 * node tests run against the stand-in alone and say what the service has instead of the demo.
 */
import type { Sandbox } from '../../sandbox';

/** Field names and titles per document type: `{ invoice: { invoice_number: 'Number' } }`. */
export type FieldsByType = Record<string, Record<string, string>>;

const titled = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ');

/** Until reset, the service has these document types (title: the name, capitalised). */
export function answerDocumentTypes(sandbox: Sandbox, names: string[]): void {
	sandbox.answer('documentType.getMany', () => ({
		body: names.map((name) => ({ doc_type_name: name, title: titled(name) })),
	}));
}

/** Until reset, the service has these document types, each with these fields (field settings). */
export function answerFieldsByType(sandbox: Sandbox, fields: FieldsByType): void {
	answerDocumentTypes(sandbox, Object.keys(fields));
	sandbox.answer('fieldSetting.get', ({ query }) => ({
		body: Object.entries(fields[String(query.doc_type)] ?? {}).map(([field_name, title]) => ({
			field_name,
			title,
		})),
	}));
}
