/** A response body read by its content type: parsed JSON, text, or the raw bytes. */
export type DecodedBody =
	| { kind: 'json'; value: unknown }
	/** Said to be JSON but cut off or garbled: never passed on as if it were data. */
	| { kind: 'invalidJson'; value: string }
	| { kind: 'text'; value: string }
	| { kind: 'binary'; value: Buffer };

function isTextual(contentType: string): boolean {
	return /^text\/|[/+](xml|csv|html|plain)\b/.test(contentType);
}

export function headerValue(headers: object | undefined, name: string): string | undefined {
	const entry = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name);
	return entry === undefined ? undefined : String(entry[1]);
}

/** The raw bytes of a body read as an array buffer; undefined when it was already parsed. */
export function bodyBytes(body: unknown): Buffer | undefined {
	if (Buffer.isBuffer(body)) return body;
	return body instanceof ArrayBuffer ? Buffer.from(body) : undefined;
}

export function decodeBody(body: unknown, contentType: string): DecodedBody {
	const buffer = bodyBytes(body);
	if (!buffer) return { kind: 'json', value: body };
	const type = contentType.toLowerCase();
	if (type.includes('json')) {
		const text = buffer.toString('utf8');
		if (text.trim() === '') return { kind: 'json', value: {} };
		try {
			return { kind: 'json', value: JSON.parse(text) };
		} catch {
			return { kind: 'invalidJson', value: text };
		}
	}
	if (isTextual(type)) return { kind: 'text', value: buffer.toString('utf8') };
	return { kind: 'binary', value: buffer };
}
