/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
import { createServer, request as forward, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A plain HTTP forward proxy on 127.0.0.1 that notes each request's method and URL it passed on. */
export interface RecordingProxy {
	url: string;
	passed: Array<{ method: string; url: string }>;
	close(): Promise<void>;
}

export async function startRecordingProxy(): Promise<RecordingProxy> {
	const passed: RecordingProxy['passed'] = [];
	// Requests passed on and not yet answered: closing the proxy ends them, so the service can close.
	const open = new Set<ClientRequest>();
	// n8n's client (axios) sends "Proxy-Connection: close" and may still reuse the socket for the
	// next request; a strict parser would answer that one 400 where a real proxy serves it.
	const server: Server = createServer({ insecureHTTPParser: true }, (incoming, outgoing) => {
		// A client talking to a proxy names the whole target URL in the request line.
		const target = new URL(incoming.url ?? '');
		passed.push({ method: incoming.method ?? '', url: target.pathname });
		const upstream = forward(
			target,
			{ method: incoming.method, headers: incoming.headers, agent: false },
			(answer) => {
				outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
				answer.pipe(outgoing);
			},
		);
		open.add(upstream);
		upstream.on('close', () => open.delete(upstream));
		upstream.on('error', () => outgoing.writeHead(502).end());
		incoming.pipe(upstream);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		passed,
		close: async () =>
			await new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
				for (const upstream of open) upstream.destroy();
			}),
	};
}
