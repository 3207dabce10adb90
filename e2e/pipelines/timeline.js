'use strict';
// Where one mail's time went on an idle pipeline (figure 8a): each step's start after the mail was
// handed to SMTP and how long it ran, read from n8n's execution data (its own startTime and
// executionTime per node run), for the template's execution and any workflow it called.
/**
 * The step runs of the executions in `executions` (n8n's list of them, all workflows: the
 * template's and those it called) that started within `[sentAt, until)`, each
 * `{ step, startMs, ms }` with `startMs` from `sentAt`; a step of a called workflow is named
 * "workflow › step".
 */
async function stepsOfMail(rest, executions, templateId, sentAt, until) {
	const steps = [];
	for (const summary of executions) {
		const startedAt = Date.parse(summary.startedAt ?? '');
		if (!(startedAt >= sentAt && startedAt < until)) continue;
		const called = summary.workflowId === templateId ? '' : `${summary.workflowId ?? '?'} › `;
		const runData = (await rest.executionRun(summary.id))?.resultData?.runData ?? {};
		steps.push({ step: `${called}(execution starts)`, startMs: startedAt - sentAt, ms: 0 });
		for (const [step, runs] of Object.entries(runData))
			(runs ?? []).forEach((run, index) =>
				steps.push({
					step: `${called}${step}${index === 0 ? '' : ` #${index + 1}`}`,
					startMs: run.startTime - sentAt,
					ms: run.executionTime ?? 0,
				}),
			);
	}
	return steps;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Each step's median start and duration over the mails (`perMail`: one `stepsOfMail` answer a
 * mail), in the order they start: `{ step, startMs, ms, mails }`.
 */
function medianSteps(perMail) {
	const byStep = new Map();
	for (const steps of perMail)
		for (const { step, startMs, ms } of steps) {
			if (!byStep.has(step)) byStep.set(step, { starts: [], durations: [] });
			byStep.get(step).starts.push(startMs);
			byStep.get(step).durations.push(ms);
		}
	return [...byStep.entries()]
		.map(([step, { starts, durations }]) => ({
			step,
			startMs: median(starts),
			ms: median(durations),
			mails: starts.length,
		}))
		.sort((a, b) => a.startMs - b.startMs);
}

/** `medianSteps` as lines for the console. */
const timelineLines = (steps, mails) =>
	steps.map(
		({ step, startMs, ms, mails: seen }) =>
			`${(startMs / 1000).toFixed(2).padStart(7)} s  ${String(ms).padStart(5)} ms  ${step}${seen < mails ? ` (${seen} of ${mails} mails)` : ''}`,
	);

const secondsOf = (ms) => `${(ms / 1000).toFixed(2)} s`;

/**
 * `medianSteps` in a sentence for the figure: when the template's execution started after the
 * SMTP hand-over, its steps of 50 ms or more, the others together, and when its last step began.
 */
function timelineSentence(steps) {
	const own = steps.filter(({ step }) => !step.includes(' › '));
	const started = own.find(({ step }) => step === '(execution starts)');
	const ran = own.filter(({ step }) => step !== '(execution starts)');
	const long = ran.filter(({ ms }) => ms >= 50);
	const rest = ran.filter(({ ms }) => ms < 50).reduce((sum, { ms }) => sum + ms, 0);
	const last = ran[ran.length - 1];
	return `its execution started ${secondsOf(started?.startMs ?? NaN)} after the SMTP hand-over; ${long.map(({ step, ms }) => `${step} ${secondsOf(ms)}`).join(', ')}; the other ${ran.length - long.length} steps ${secondsOf(rest)} together; ${last?.step} began at ${secondsOf(last?.startMs ?? NaN)}`;
}

module.exports = { stepsOfMail, medianSteps, timelineLines, timelineSentence };
