/**
 * Wait for Processing against the sandbox over HTTP: uploads that wait, counted and timed at the
 * sandbox. Shared by test/waitPace*.test.ts (split by what they prove, so jest runs them side by
 * side: each waits seconds of real time, the pace's own schedule).
 */
import { paceMemory } from '../../nodes/DocumentProcessing/transport/pace';
import type { RecordedRequest } from '../../sandbox/contract';
import { binaryFrom } from '../engine';
import { useNodeAgainstSandbox } from './nodeUnderTest';

const pdf = Buffer.from('%PDF-1.4\n% a tiny test file\n%%EOF\n');
export const withFile = (name = 'invoice.pdf') => [
	{ json: {}, binary: { data: binaryFrom(pdf, name, 'application/pdf') } },
];

export const statusChecks = (requests: RecordedRequest[]) =>
	requests.filter((request) => request.endpoint === 'document.getStatus');
/** An n8n restart, a new queue-mode worker: a process that remembers nothing. */
export const restart = () => paceMemory.forget();
export const endpointsOf = (requests: RecordedRequest[]) =>
	requests.map((request) => request.endpoint);
export const dashboardReads = (requests: RecordedRequest[]) =>
	requests.filter((request) => request.endpoint === 'document.getDashboard');

/** A node against a fresh sandbox, the pace's memory emptied before each test. */
export function useWaitingNode() {
	const harness = useNodeAgainstSandbox();
	beforeEach(() => {
		harness.sandbox.reset();
		paceMemory.forget();
	});
	const since = (from: number) => harness.sandbox.requests.slice(from);

	/** Three documents in one execution, each waited for (Output Raw). */
	const uploadThreeAndWait = async () =>
		await harness.run(
			'document',
			'upload',
			{ file: 'data', waitForProcessing: true, output: 'raw', skipDuplicates: false },
			{ input: [...withFile('a.pdf'), ...withFile('b.pdf'), ...withFile('c.pdf')] },
		);

	/** Uploads one document with Wait for Processing; what it cost and how late it noticed. */
	async function uploadAndWait(waitOptions: Record<string, number> = {}) {
		const from = harness.sandbox.requests.length;
		const startedAt = Date.now();
		const { items, error } = await harness.run(
			'document',
			'upload',
			{
				file: 'data',
				waitForProcessing: true,
				waitOptions,
				output: 'simplified',
				skipDuplicates: false,
			},
			{ input: withFile() },
		);
		const seconds = (Date.now() - startedAt) / 1000;
		expect(error).toBeUndefined();
		const requests = since(from);
		const document = harness.sandbox.state.documents.get(String(items[0].json.doc_id));
		const checks = statusChecks(requests);
		// The service was done at last_saved_on; the first check at or after it saw it.
		const doneAt = Date.parse(document?.last_saved_on ?? '');
		const noticing = checks.find((check) => check.at >= doneAt);
		return {
			items,
			requests,
			checks,
			seconds,
			noticedAfterMs: noticing ? noticing.at - doneAt : undefined,
		};
	}

	/** Documents the service processed in `ms`, done `agoMs` before now, nobody having touched them. */
	function processedEarlier(
		count: number,
		ms: number,
		agoMs = 5000,
		status = 'ready_for_validation',
	) {
		for (let index = 0; index < count; index++) {
			const done = Date.now() - agoMs - index * 1000;
			harness.sandbox.state.addDocument({
				file_name: `earlier-${index}.pdf`,
				status: status as never,
				created_on: new Date(done - ms),
				last_saved_on: new Date(done),
			});
		}
	}

	return { harness, since, uploadAndWait, uploadThreeAndWait, processedEarlier };
}
