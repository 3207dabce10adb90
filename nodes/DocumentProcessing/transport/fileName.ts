import type { Endpoint } from '../../../contract';

const EXTENSIONS: Record<string, string> = {
	'application/json': 'json',
	'application/pdf': 'pdf',
	'application/xml': 'xml',
	'application/zip': 'zip',
	'image/jpeg': 'jpg',
	'image/png': 'png',
	'image/tiff': 'tif',
	'text/csv': 'csv',
	'text/plain': 'txt',
	'text/xml': 'xml',
};

/** The file name a Content-Disposition header gives (RFC 5987 `filename*` first), if any. */
export function fileNameFromDisposition(disposition: string | undefined): string | undefined {
	if (!disposition) return undefined;
	const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
	if (encoded) return decodeURIComponent(encoded[1].trim());
	const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
	return plain?.[1].trim();
}

/**
 * A name for a file the service sent without one: the last literal segment of the path and the
 * ids it was asked for, e.g. `image-doc_1-2.png` for /resource/image/{doc_id}/{page}.
 */
export function fallbackFileName(
	endpoint: Pick<Endpoint, 'path'>,
	ids: string[],
	mimeType: string,
): string {
	const stem =
		endpoint.path
			.split('/')
			.filter((segment) => segment && !segment.startsWith('{'))
			.pop() ?? 'file';
	const extension = EXTENSIONS[mimeType.toLowerCase()] ?? 'bin';
	const safe = [stem, ...ids].map((part) => part.replace(/[^\w.-]+/g, '_')).join('-');
	return `${safe}.${extension}`;
}
