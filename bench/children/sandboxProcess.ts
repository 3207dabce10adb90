/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- dev-only code, never published; eslint.dev.config.mjs lints it */
// The sandbox in a process of its own, so its CPU time and memory (a 100 MB upload, 100,000
// vendors) do not count for the client being measured. Driven over IPC by lib/sandboxClient.ts.
import { startSandbox, type DemoState, type DocumentStatus, type Sandbox } from '../../sandbox';
import type { RateLimitSettings } from '../../sandbox/contract';

export interface SandboxCommands {
	seedDocuments(args: {
		count: number;
		status: DocumentStatus;
		newestAt: number;
		spacingMs: number;
	}): { first: string; last: string };
	seedVendors(args: { count: number }): { total: number };
	/** Moves `count` documents (from the `offset`-th, oldest first) to `status`, as the service would. */
	changeStatuses(args: { offset: number; count: number; status: DocumentStatus }): {
		changed: number;
	};
	/** Forgets recorded requests (not state). */
	clearRequests(): { cleared: number };
	/** Requests recorded since the last clear: total, per route, per status. */
	requestCounts(): {
		total: number;
		byRoute: Record<string, number>;
		byStatus: Record<string, number>;
	};
	rateLimit(args: RateLimitSettings & { resetStats?: boolean }): {
		stats: Sandbox['rateLimit']['stats'];
	};
	reset(): { ok: true };
	memory(): { rss: number };
	/** Size and SHA-256 of the last file the sandbox received. */
	lastUpload(): { size: number; sha256: string } | undefined;
	/** Pins the sandbox's clock (epoch ms), or lets it run again (null). */
	setClock(args: { at: number | null }): { now: number };
	/** CPU time the sandbox process has used, ms (user + system). */
	cpu(): { ms: number };
	/** How long uploads stay `processing` from now on. */
	setProcessingDelay(args: { ms: number }): { ms: number };
	/**
	 * Every document: when processing ended (its `last_saved_on`, the sandbox's clock, here the
	 * machine's), when each of its status checks arrived, and how often its extraction was read.
	 */
	documentTimeline(): DocumentTimeline[];
}

export interface DocumentTimeline {
	docId: string;
	status: string;
	doneAt: number;
	checks: number[];
	extractionReads: number;
}

let sandbox: Sandbox<DemoState>;

const commands: SandboxCommands = {
	seedDocuments({ count, status, newestAt, spacingMs }) {
		let first = '';
		let last = '';
		// Oldest first, so doc_1 is the oldest and the newest is created last.
		for (let index = count - 1; index >= 0; index--) {
			const at = new Date(newestAt - index * spacingMs);
			const document = sandbox.state.addDocument({
				status,
				doc_type: 'invoice',
				created_on: at,
				last_saved_on: at,
			});
			first ||= document.doc_id;
			last = document.doc_id;
		}
		return { first, last };
	},
	seedVendors({ count }) {
		const { procurement } = sandbox.state.areas;
		for (let index = 0; index < count; index++) {
			procurement.addVendor({
				address_type: index % 3 === 0 ? 'Text' : 'Discrete',
				street: `${100 + (index % 900)} Market Street`,
				city: ['Berlin', 'Hamburg', 'München', 'Köln', 'Wien'][index % 5],
				zip: String(10000 + (index % 89999)),
				country: 'DE',
				vat_id: `DE${String(100000000 + index)}`,
				iban: `DE89370400440532${String(index).padStart(6, '0')}`,
			});
		}
		return { total: procurement.vendors.size };
	},
	changeStatuses({ offset, count, status }) {
		const documents = [...sandbox.state.documents.values()].slice(offset, offset + count);
		for (const document of documents) sandbox.state.enterStatus(document, status);
		// The service notes the changes (and moves last_saved_on) as they happen.
		sandbox.state.noteStatuses();
		return { changed: documents.length };
	},
	clearRequests() {
		const cleared = sandbox.requests.length;
		sandbox.requests.length = 0;
		return { cleared };
	},
	requestCounts() {
		const byRoute: Record<string, number> = {};
		const byStatus: Record<string, number> = {};
		for (const request of sandbox.requests) {
			// By contract id (`document.getDashboard`); requests that reached none by method and path.
			const route = request.endpoint ?? `${request.method} ${request.path}`;
			byRoute[route] = (byRoute[route] ?? 0) + 1;
			byStatus[request.status] = (byStatus[request.status] ?? 0) + 1;
		}
		return { total: sandbox.requests.length, byRoute, byStatus };
	},
	rateLimit({ resetStats, ...settings }) {
		sandbox.rateLimit.configure(settings);
		const stats = { ...sandbox.rateLimit.stats };
		if (resetStats) sandbox.rateLimit.resetStats();
		return { stats };
	},
	reset() {
		sandbox.reset();
		return { ok: true };
	},
	memory() {
		return { rss: process.memoryUsage.rss() };
	},
	lastUpload() {
		for (let index = sandbox.requests.length - 1; index >= 0; index--) {
			const file = sandbox.requests[index].files[0];
			if (file) return { size: file.size, sha256: file.sha256 };
		}
		return undefined;
	},
	setClock({ at }) {
		sandbox.state.clock = at === null ? () => Date.now() : () => at;
		return { now: sandbox.state.now() };
	},
	cpu() {
		const { user, system } = process.cpuUsage();
		return { ms: (user + system) / 1000 };
	},
	setProcessingDelay({ ms }) {
		sandbox.state.processingDelayMs = ms;
		return { ms };
	},
	documentTimeline() {
		const documents = sandbox.state.listDocuments();
		return documents.map((document) => {
			const about = sandbox.requests.filter(
				(request) =>
					request.pathParams.doc_id === document.doc_id || request.body.doc_id === document.doc_id,
			);
			return {
				docId: document.doc_id,
				status: document.status,
				doneAt: Date.parse(document.last_saved_on),
				checks: about
					.filter((request) => request.endpoint === 'document.getStatus' && request.status === 200)
					.map((request) => request.at),
				extractionReads: about.filter(
					(request) => request.endpoint === 'document.getExtractionResult',
				).length,
			};
		});
	},
};

interface Request {
	id: number;
	command: keyof SandboxCommands;
	args: unknown;
}

async function main(): Promise<void> {
	sandbox = await startSandbox({ demo: true, processingDelayMs: 0 });
	process.on('message', (message: Request) => {
		let reply: { id: number; result?: unknown; error?: string };
		try {
			const handler = commands[message.command] as (args: unknown) => unknown;
			reply = { id: message.id, result: handler(message.args) };
		} catch (error) {
			reply = {
				id: message.id,
				error: error instanceof Error ? (error.stack ?? error.message) : String(error),
			};
		}
		process.send?.(reply);
	});
	process.send?.({ id: 0, result: { url: sandbox.url, apiKey: sandbox.apiKey } });
	process.on('disconnect', () => {
		void sandbox.close().finally(() => process.exit(0));
	});
}

main().catch((error: unknown) => {
	console.error(error);
	process.exit(1);
});
