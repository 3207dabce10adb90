// One request to a running sandbox with its key, for the demo world's own tests (areas.test.ts,
// xmlImport.test.ts): they test what the demo answers over HTTP, without the node.
export interface Call {
	query?: Record<string, string>;
	form?: Record<string, string>;
	json?: unknown;
	fields?: Record<string, string>;
	file?: [name: string, content: string | Buffer, type: string];
}

export interface CallAnswer {
	status: number;
	/** The answer parsed as JSON; empty when it is not JSON. */
	body: Record<string, unknown>;
	/** The answer as text. */
	text: string;
}

/** `call(method, path, { query, form, json, fields, file, parts })` against `sandbox` (read at each call: useSandbox's). */
export const callerFor =
	(sandbox: { url: string; apiKey: string }) =>
	async (method: string, path: string, { query, form, json, fields, file }: Call = {}) => {
		const { url: base, apiKey } = sandbox;
		const url = new URL(path, base);
		for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value);
		const headers: Record<string, string> = { 'x-api-key': apiKey };
		let body: string | URLSearchParams | FormData | undefined;
		if (form) body = new URLSearchParams(form);
		if (json !== undefined) {
			body = JSON.stringify(json);
			headers['content-type'] = 'application/json';
		}
		if (file) {
			const data = new FormData();
			for (const [name, value] of Object.entries(fields ?? {})) data.append(name, value);
			data.append('file', new Blob([file[1]], { type: file[2] }), file[0]);
			body = data;
		}
		const response = await fetch(url, { method, headers, body });
		const text = await response.text();
		const isJson = response.headers.get('content-type')?.includes('json') ?? false;
		return {
			status: response.status,
			body: isJson && text ? (JSON.parse(text) as Record<string, unknown>) : {},
			text,
		} satisfies CallAnswer;
	};
