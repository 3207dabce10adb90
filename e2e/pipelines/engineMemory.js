'use strict';
// `npm run measure:engine-memory`: what n8n 2.41's default expression engine (`vm`: an isolate
// per running execution, from n8n's own @n8n/expression-runtime) holds by itself, outside n8n and
// outside our templates. It runs "executions" as n8n does (acquire an isolate, evaluate
// expressions, release it), a few at once, and prints each setting's peak and end RSS beside a
// process that evaluated nothing. docs/backlog.md quotes it: the memory a backlog adds in n8n 2.41
// beyond n8n 2.8 is this engine's, and neither concurrency nor the allocator takes it away.
// Runs on the Node.js of N8N_VERSION (default the newest tested n8n), which it installs if needed.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const MB = 1048576;

/** One setting, in a child process of its own on n8n's Node.js: its figures as one JSON line. */
async function measureOne() {
	const modules = path.join(process.env.ENGINE_N8N_HOME, 'node_modules');
	const runtime = require(path.join(modules, '@n8n', 'expression-runtime'));
	const executions = Number(process.env.ENGINE_EXECUTIONS);
	const atOnce = Number(process.env.ENGINE_AT_ONCE);
	const evaluations = Number(process.env.ENGINE_EVALUATIONS);
	// n8n 2.41's defaults (@n8n/config, ExpressionEngineConfig): pool 1, 5 s, 128 MB.
	const evaluator = new runtime.ExpressionEvaluator({
		createBridge: () =>
			new runtime.IsolatedVmBridge({
				timeout: 5000,
				memoryLimit: 128,
				compileCache: process.env.ENGINE_COMPILE_CACHE === 'true',
			}),
		maxCodeCacheSize: 1024,
		poolSize: 1,
	});
	const rest = process.memoryUsage().rss;
	await evaluator.initialize();
	const started = process.memoryUsage().rss;
	// The shape of the template's look-ups: a mail's fields, and its files' rows searched per item.
	const rows = Array.from({ length: 60 }, (_, i) => ({
		json: { mail_id: `m${i % 20}`, done: i % 3 === 0, file_name: `invoice-${i}.pdf` },
	}));
	let peak = started;
	const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
	const runOne = async () => {
		const caller = {};
		await evaluator.acquire(caller);
		for (let i = 0; i < evaluations; i++) {
			const data = { $json: { mailId: `m${i % 20}`, files: 3 }, rows };
			evaluator.evaluate('{{ $json.mailId + " " + $json.files }}', data, caller);
			if (i % 10 === 0)
				evaluator.evaluate(
					'{{ rows.filter((row) => row.json.mail_id === $json.mailId).length < $json.files }}',
					data,
					caller,
				);
			// Executions interleave, as n8n's do between their nodes.
			if (i % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
		}
		await evaluator.release(caller);
	};
	let begun = 0;
	const lane = async () => {
		while (begun < executions) {
			begun++;
			await runOne();
		}
	};
	await Promise.all(Array.from({ length: atOnce }, lane));
	clearInterval(sampler);
	await evaluator.dispose();
	global.gc?.();
	await new Promise((resolve) => setTimeout(resolve, 1000));
	const end = process.memoryUsage().rss;
	console.log(
		JSON.stringify({ rest: rest / MB, started: started / MB, peak: peak / MB, end: end / MB }),
	);
}

function main() {
	const n8n = require('../../scripts/n8n/common');
	const { ensureN8n } = require('../../scripts/n8n/install');
	ensureN8n({ quiet: true });
	const runtime = n8n.n8nRuntime();
	// Many short executions, then as many executions as figure 11's 500-mail drain ran, each with
	// many evaluations (a 20-mail execution evaluates its ~70 nodes' expressions for every item).
	const settings = [
		{ label: 'no execution', executions: 0 },
		{ label: '200 executions, 1 at once' },
		{ label: '200 executions, 3 at once', atOnce: 3 },
		{ label: '200 executions, 5 at once (the backlog advice)', atOnce: 5 },
		{
			label: '200 executions, 5 at once, compile cache on',
			atOnce: 5,
			env: { ENGINE_COMPILE_CACHE: 'true' },
		},
		{
			label: '200 executions, 5 at once, glibc MALLOC_ARENA_MAX=2',
			atOnce: 5,
			env: { MALLOC_ARENA_MAX: '2' },
		},
		{
			label: '25 executions (as many as a 500-mail drain has), 5 at once, 50,000 evaluations each',
			atOnce: 5,
			executions: 25,
			evaluations: 50000,
		},
	];
	console.log(
		`n8n ${n8n.N8N_VERSION}'s expression engine \`vm\` alone (Node.js ${runtime.version}), n8n's defaults; 2000 evaluations an execution unless the row says otherwise`,
	);
	console.log(
		'| setting | Node.js alone | engine started | peak | at the end, isolates released |',
	);
	console.log('| --- | --- | --- | --- | --- |');
	for (const setting of settings) {
		const child = spawnSync(runtime.execPath, ['--expose-gc', __filename, '--child'], {
			env: {
				...process.env,
				...setting.env,
				ENGINE_N8N_HOME: n8n.N8N_HOME,
				ENGINE_EXECUTIONS: String(setting.executions ?? 200),
				ENGINE_AT_ONCE: String(setting.atOnce ?? 1),
				ENGINE_EVALUATIONS: String(setting.evaluations ?? 2000),
			},
			encoding: 'utf8',
			timeout: 900000,
		});
		const line = child.stdout.trim().split('\n').pop();
		if (child.status !== 0 || !line) {
			console.log(`| ${setting.label} | failed: ${child.stderr.trim().split('\n').pop()} | | | |`);
			process.exitCode = 1;
			continue;
		}
		const figures = JSON.parse(line);
		const cells = ['rest', 'started', 'peak', 'end'].map((key) => `${Math.round(figures[key])} MB`);
		console.log(`| ${setting.label} | ${cells.join(' | ')} |`);
	}
}

if (process.argv.includes('--child')) {
	measureOne().catch((error) => {
		console.error(error);
		process.exit(1);
	});
} else {
	main();
}
