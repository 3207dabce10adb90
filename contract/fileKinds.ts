/** Kinds of file an upload field of the service takes, by MIME type or file extension. */
export const FILE_KINDS = {
	pdf: { label: 'a PDF', mimeTypes: ['application/pdf'], extensions: ['pdf'] },
	xml: { label: 'an XML file', mimeTypes: ['text/xml', 'application/xml'], extensions: ['xml'] },
	csv: {
		label: 'a CSV file',
		mimeTypes: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
		extensions: ['csv', 'txt'],
	},
	batch: {
		label: 'a zip or XML batch',
		mimeTypes: ['application/zip', 'application/x-zip-compressed', 'text/xml', 'application/xml'],
		extensions: ['zip', 'xml'],
	},
} as const;

export type FileKind = keyof typeof FILE_KINDS;

/**
 * Why a file does not fit the kind an endpoint takes, or undefined when it fits. A file fits by
 * its MIME type or by its extension, so a PDF that n8n labelled application/octet-stream passes.
 */
export function fileKindProblem(
	kind: FileKind,
	fileName: string,
	mimeType: string,
): string | undefined {
	const { label, mimeTypes, extensions } = FILE_KINDS[kind];
	const extension = /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
	const type = mimeType.split(';')[0].trim().toLowerCase();
	if (
		(mimeTypes as readonly string[]).includes(type) ||
		(extensions as readonly string[]).includes(extension)
	)
		return undefined;
	return `"${fileName}" is ${type || 'of unknown type'}, but this operation takes ${label}`;
}
