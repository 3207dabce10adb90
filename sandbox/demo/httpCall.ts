// One request to a running sandbox with its key, for the demo world's own tests (areas.test.ts,
// xmlImport.test.ts, extraction/pdfUploads.test.ts): what the demo answers over HTTP, without the node.

export interface Call {
	query?: Record<string, string>;
	form?: Record<string, string>;
	json?: unknown;
	fields?: Record<string, string>;
	file?: [name: string, content: string | Buffer, type: string];
	/** File parts beside `fields`, each under its own field name (several may share one). */
	parts?: Array<[field: string, name: string, content: string | Buffer, type: string]>;
}

export interface CallAnswer {
	status: number;
	/** The answer parsed as JSON; empty when it is not JSON. */
	body: Record<string, unknown>;
	/** The answer as text. */
	text: string;
	headers: Record<string, string>;
}

/** `call(method, path, { query, form, json, fields, file, parts })` against `sandbox` (read at each call: useSandbox's). */
export const callerFor =
	(sandbox: { url: string; apiKey: string }) =>
	async (
		method: string,
		path: string,
		{ query, form, json, fields, file, parts }: Call = {},
	): Promise<CallAnswer> => {
		const url = new URL(path, sandbox.url);
		for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
		const headers: Record<string, string> = { 'x-api-key': sandbox.apiKey };
		let body: string | URLSearchParams | FormData | undefined;
		if (form) body = new URLSearchParams(form);
		if (json !== undefined) {
			body = JSON.stringify(json);
			headers['content-type'] = 'application/json';
		}
		const fileParts = [...(file ? [['file', ...file] as const] : []), ...(parts ?? [])];
		if (fileParts.length) {
			const data = new FormData();
			for (const [name, value] of Object.entries(fields ?? {})) data.append(name, value);
			for (const [field, name, content, type] of fileParts)
				data.append(field, new Blob([content], { type }), name);
			body = data;
		}
		const response = await fetch(url, { method, headers, body });
		const text = await response.text();
		const isJson = response.headers.get('content-type')?.includes('json') ?? false;
		return {
			status: response.status,
			body: isJson && text ? (JSON.parse(text) as Record<string, unknown>) : {},
			text,
			headers: Object.fromEntries(response.headers),
		};
	};
