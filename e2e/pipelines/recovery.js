'use strict';
// After a crash: what the user is told to do, done exactly so by the backlog lane (./backlog.js):
// the executions the crash stopped are found (n8n marks them crashed) and each is retried as the
// editor's Retry does. That is all with the Data tables template (it redoes a mail whose files
// are not all logged); with the PostgreSQL variant their mails are first let go in the intake
// log with the SQL of docs/after-a-crash.md (linked from the README's mailbox recipe).
const fs = require('node:fs');
const path = require('node:path');
const n8n = require('../../scripts/n8n/common');
const { eventually } = require('./harness');
const { MAILBOX } = require('./intake');

const AFTER_A_CRASH = path.join(n8n.ROOT, 'docs', 'after-a-crash.md');
/** What n8n says of a queue-mode execution whose worker was lost (docs/after-a-crash.md). */
const STALLED = 'This execution failed to be processed too many times';
/** The execution IDs the page's statement names as an example; replaced by the real ones. */
const EXAMPLE_IDS = "'1041', '1042'";

/** The page's statement that lets the crashed executions' mails go, for these executions. */
function recoverySql(executionIds) {
	const page = fs.readFileSync(AFTER_A_CRASH, 'utf8');
	const sql = /```sql\n([\s\S]*?)```/.exec(page)?.[1];
	if (!sql || !sql.includes(EXAMPLE_IDS))
		throw new Error(`docs/after-a-crash.md: no sql block naming the executions (${EXAMPLE_IDS})`);
	return sql.split(EXAMPLE_IDS).join(executionIds.map((id) => `'${id}'`).join(', '));
}

/**
 * The steps after a crash (docs/after-a-crash.md), for the workflow `workflowId`: waits until n8n has marked
 * the stopped executions crashed (it does as it starts; in queue mode once the main notices the
 * lost worker, and those may end as Error with STALLED), runs the page's SQL for them, and
 * retries each (POST /rest/executions/<id>/retry, the editor's Retry with the original
 * workflow). n8n answers a Retry only when the retried execution has ended: the answers are
 * awaited by `retried` (resolves to the answers' status codes, or "no answer (…)"). Only the
 * executions up to `madeBefore` (the highest ID before the crash) are waited for: the ones the
 * trigger starts after the restart may run on, as a clerk's Retry does not wait for them either.
 */
async function recoverAfterCrash({ rest, postgres }, workflowId, { madeBefore = Infinity } = {}) {
	const { crashed } = await eventually(
		'n8n to mark the executions the crash stopped',
		async () => {
			const executions = await rest.executions(workflowId);
			const unfinished = executions.filter(
				(e) => Number(e.id) <= madeBefore && ['running', 'new'].includes(e.status),
			);
			const crashed = [];
			for (const execution of executions) {
				if (execution.retryOf || execution.retrySuccessId) continue;
				if (execution.status === 'crashed') crashed.push(execution.id);
				// Queue mode: a lost worker's execution may end as Error with n8n's stalled-job words.
				else if (
					execution.status === 'error' &&
					JSON.stringify(await rest.execution(execution.id)).includes(STALLED)
				)
					crashed.push(execution.id);
			}
			return { done: unfinished.length === 0, crashed, state: { unfinished: unfinished.length } };
		},
		{ timeoutMs: 300000, intervalMs: 2000 },
	);
	let mailsLetGo = 0;
	if (MAILBOX.kind === 'postgres') {
		const before = postgres.query('select count(*) from intake_mails')[0][0];
		if (crashed.length > 0) postgres.query(recoverySql(crashed));
		mailsLetGo = Number(before) - Number(postgres.query('select count(*) from intake_mails')[0][0]);
	}
	// A Retry that runs longer than Node's fetch waits for an answer (300 s) goes on in n8n: its
	// answer is then "no answer", and the end systems tell whether it did its work.
	const retried = Promise.all(
		crashed.map(async (id) => {
			try {
				return (
					await rest.request(
						'POST',
						`/rest/executions/${id}/retry`,
						{ loadWorkflow: false },
						{ allowError: true, timeoutMs: 30 * 60000 },
					)
				).status;
			} catch (error) {
				return `no answer (${error.cause?.code ?? error.message})`;
			}
		}),
	);
	return { crashed: crashed.length, mailsLetGo, retried };
}

module.exports = { recoverAfterCrash, recoverySql };
