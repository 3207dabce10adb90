// Figure 5: the polling trigger over 10,000 documents: requests and time per poll when nothing is
// new, then after 1,000 status changes and in the quiet polls a minute apart that follow.
import type { IDataObject } from 'n8n-workflow';
import { runPoll } from '../../test/engine';
import { credentialsFor, ourCredential, ourTrigger, type Service } from '../lib/nodes';
import { table, type Log, type Section } from '../lib/report';
import type { SandboxProcess } from '../lib/sandboxClient';
import { fmt, median, medianRatio, ratio, since } from '../lib/stats';

const DOCUMENTS = 10_000;
const CHANGES = 1000;
const QUIET_POLLS = 5;
const CHANGE_ROUNDS = 3;
const MINUTE = 60_000;

interface Poll {
	ms: number;
	requests: number;
	emitted: number;
	staticData: IDataObject;
}

export async function poll(sandbox: SandboxProcess, log: Log): Promise<Section> {
	const service: Service = sandbox;
	const trigger = ourTrigger();
	const credential = ourCredential();
	// The sandbox's clock is pinned and moved on by hand, so rounds do not share the trigger's overlap window.
	let now = Date.parse('2024-05-15T12:00:00.000Z');
	await sandbox.call('reset');
	await sandbox.call('setClock', { at: now });
	// One document a minute: the newest 5 minutes ago, the oldest about a week before.
	await sandbox.call('seedDocuments', {
		count: DOCUMENTS,
		status: 'ready_for_validation',
		newestAt: now - 5 * MINUTE,
		spacingMs: MINUTE,
	});

	const pollOnce = async (staticData?: IDataObject): Promise<Poll> => {
		await sandbox.call('clearRequests');
		const started = performance.now();
		const result = await runPoll({
			node: trigger,
			credentialTypes: [credential],
			credentials: credentialsFor(service),
			parameters: { event: 'statusChanged' },
			staticData,
		});
		const ms = since(started);
		const { byRoute } = await sandbox.call('requestCounts');
		return {
			ms,
			requests: byRoute['document.getDashboard'] ?? 0,
			emitted: result.items?.[0]?.length ?? 0,
			staticData: result.staticData,
		};
	};
	const onePage = async (): Promise<number> => {
		const started = performance.now();
		const response = await fetch(
			`${service.url}/document/dashboard?filter=all&order_by_field=last_saved_on&order_by_direction=desc&skip=0&limit=100`,
			{ headers: { 'X-API-KEY': service.apiKey } },
		);
		await response.json();
		return since(started);
	};

	try {
		const activation = await pollOnce();
		let state = activation.staticData;
		log(`  5. activation: ${activation.requests} requests, ${fmt(activation.ms, 0)} ms`);
		const quiet: Poll[] = [];
		const pageMs: number[] = [];
		for (let index = 0; index < QUIET_POLLS; index++) {
			now += MINUTE;
			await sandbox.call('setClock', { at: now });
			const result = await pollOnce(state);
			state = result.staticData;
			quiet.push(result);
			pageMs.push(await onePage());
			log(
				`  5. nothing new: ${result.requests} requests, ${result.emitted} emitted, ${fmt(result.ms, 0)} ms`,
			);
		}
		const changed: Poll[] = [];
		const afterChange: Poll[] = [];
		const later: Poll[] = [];
		for (let round = 0; round < CHANGE_ROUNDS; round++) {
			now += 10 * MINUTE;
			await sandbox.call('setClock', { at: now });
			await sandbox.call('changeStatuses', {
				offset: round * CHANGES,
				count: CHANGES,
				status: round % 2 === 0 ? 'validated_pending_approval' : 'error',
			});
			const result = await pollOnce(state);
			state = result.staticData;
			changed.push(result);
			// Then polls a minute apart, as n8n's "Every Minute" schedule runs the trigger.
			now += MINUTE;
			await sandbox.call('setClock', { at: now });
			const next = await pollOnce(state);
			state = next.staticData;
			afterChange.push(next);
			now += MINUTE;
			await sandbox.call('setClock', { at: now });
			const quietAgain = await pollOnce(state);
			state = quietAgain.staticData;
			later.push(quietAgain);
			log(
				`  5. ${CHANGES} changes: ${result.requests} requests, ${result.emitted} emitted, ${fmt(result.ms, 0)} ms; next poll ${next.requests} requests (${next.emitted} emitted); 2 min later ${quietAgain.requests}`,
			);
		}
		for (const result of changed)
			if (result.emitted !== CHANGES)
				throw new Error(`figure 5: a poll after ${CHANGES} changes emitted ${result.emitted}`);
		for (const result of [...quiet, ...afterChange, ...later])
			if (result.emitted !== 0)
				throw new Error(`figure 5: a poll with nothing new emitted ${result.emitted}`);

		const requests = (polls: Poll[]) => polls.map((result) => result.requests).join(', ');
		const ms = (polls: Poll[]) => median(polls.map((result) => result.ms));
		const minimumAfterChanges = Math.ceil((CHANGES + 1) / 100);
		const quietMax = Math.max(...quiet.map((result) => result.requests));
		const laterMax = Math.max(...later.map((result) => result.requests));
		const body = [
			`${DOCUMENTS.toLocaleString('en-US')} documents in the sandbox (one a minute, newest first on \`GET /document/dashboard\` ordered by \`last_saved_on\`), Document Processing Trigger on "Document Status Changed", run through n8n's PollContext with its static data carried from poll to poll. The sandbox's clock is pinned and moved on between polls. Time per poll includes the sandbox answering (it sorts all ${DOCUMENTS.toLocaleString('en-US')} documents for every page); "one page" is a plain fetch of the first dashboard page, the least any poll can cost.`,
			'',
			...table(
				['poll', 'dashboard requests per poll', 'emitted', 'ms (median)', 'vs one page fetched'],
				[
					[
						'first activation (remembers where it is, emits nothing)',
						activation.requests,
						0,
						fmt(activation.ms, 0),
						'–',
					],
					[
						`nothing new (${QUIET_POLLS} polls, a minute apart)`,
						requests(quiet),
						0,
						fmt(ms(quiet), 0),
						ratio(
							medianRatio(
								quiet.map((result) => result.ms),
								pageMs,
							),
						),
					],
					[
						`after ${CHANGES.toLocaleString('en-US')} status changes (${CHANGE_ROUNDS} rounds)`,
						requests(changed),
						CHANGES,
						fmt(ms(changed), 0),
						'–',
					],
					[
						'nothing new: the next poll, 1 minute after the changes',
						requests(afterChange),
						0,
						fmt(ms(afterChange), 0),
						'–',
					],
					[
						'nothing new: the poll after, 2 minutes after the changes',
						requests(later),
						0,
						fmt(ms(later), 0),
						'–',
					],
				],
			),
			'',
			`After ${CHANGES.toLocaleString('en-US')} changes the least a poll can read is ${minimumAfterChanges} pages of 100: the ${CHANGES.toLocaleString('en-US')} changed documents and the first unchanged one that shows it has reached the cursor. ` +
				(Math.max(...changed.map((result) => result.requests)) > minimumAfterChanges
					? `Rounds after the first read ${Math.max(...changed.map((result) => result.requests))}: the previous round's burst is read again.`
					: 'Every round read just that.'),
			'',
			"The trigger reads back 60 s before the previous poll, for changes the service shows later than their timestamp; it knows the previous poll's time in the timestamps' terms as its cursor (the newest timestamp read) plus how long the service has been quiet since, by the service's Date headers. So the poll a minute after the changes reads them again (the previous poll was within 60 s of them), and " +
				(laterMax <= 2
					? 'the poll after it is back to one request.'
					: `the poll after it still reads ${laterMax} pages.`),
		];
		return {
			figure: 5,
			title: 'Trigger poll over 10,000 documents',
			body,
			goals: [
				{
					figure: 5,
					what: 'trigger poll, nothing new: requests per poll',
					target: '≤ 2',
					measured: `${requests(quiet)} (${fmt(ms(quiet), 0)} ms)`,
					met: quietMax <= 2,
				},
				{
					figure: 5,
					what: `trigger poll, nothing new after a burst of ${CHANGES.toLocaleString('en-US')} changes: requests per poll`,
					target: '≤ 2',
					measured: `${requests(later)} (2 minutes after the burst, polls a minute apart; the poll 1 minute after: ${requests(afterChange)})`,
					met: laterMax <= 2,
					note:
						laterMax <= 2
							? undefined
							: `polls a minute apart still read the burst 2 minutes after it (${laterMax} pages): the read-back window did not move with the service's Date headers while it was quiet.`,
				},
				{
					figure: 5,
					what: `trigger poll after ${CHANGES.toLocaleString('en-US')} changes: requests`,
					target: `(no goal set; least possible ${minimumAfterChanges})`,
					measured: `${requests(changed)} (${fmt(ms(changed), 0)} ms)`,
					met: true,
				},
			],
		};
	} finally {
		await sandbox.call('setClock', { at: null });
	}
}
