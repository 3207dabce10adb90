/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Standalone sandbox: `npm run sandbox`. Settings from flags or environment:
//   --port / PORT (5680), --host / HOST (127.0.0.1), --api-key / API_KEY (sandbox-key),
//   --wf-api-key / WF_API_KEY (sandbox-wf-key), --delay / PROCESSING_DELAY_MS (3000), --log / LOG=1
import { pathOf } from './contract';
import { startSandbox } from './index';

function flag(name: string): string | undefined {
	const args = process.argv.slice(2);
	const inline = args.find((arg) => arg.startsWith(`--${name}=`));
	if (inline) return inline.slice(name.length + 3);
	const index = args.indexOf(`--${name}`);
	return index !== -1 ? args[index + 1] : undefined;
}

function numberSetting(value: string | undefined, fallback: number, name: string): number {
	if (value === undefined || value === '') return fallback;
	const parsed = Number(value);
	if (!Number.isInteger(parsed) || parsed < 0)
		throw new Error(`${name} must be a non-negative integer, got "${value}"`);
	return parsed;
}

async function main(): Promise<void> {
	const sandbox = await startSandbox({
		demo: true,
		port: numberSetting(flag('port') ?? process.env.PORT, 5680, 'PORT'),
		host: flag('host') ?? process.env.HOST ?? '127.0.0.1',
		apiKey: flag('api-key') ?? process.env.API_KEY ?? 'sandbox-key',
		workflowApiKey: flag('wf-api-key') ?? process.env.WF_API_KEY ?? 'sandbox-wf-key',
		processingDelayMs: numberSetting(
			flag('delay') ?? process.env.PROCESSING_DELAY_MS,
			3000,
			'PROCESSING_DELAY_MS',
		),
		logger: process.argv.includes('--log') || process.env.LOG === '1',
	});
	console.log(`Document-processing sandbox listening on ${sandbox.url}`);
	console.log(`  X-API-KEY:    ${sandbox.apiKey}`);
	console.log(
		`  X-WF-API-KEY: ${sandbox.workflowApiKey} (workflow listing: ${sandbox.url}${pathOf('workflow.getMany', { version_number: 1 })})`,
	);
	console.log(`  Processing delay: ${sandbox.state.processingDelayMs} ms. Stop with Ctrl+C.`);

	let closing = false;
	const shutdown = (signal: string) => {
		if (closing) return;
		closing = true;
		console.log(`${signal} received, shutting down`);
		sandbox.close().then(
			() => process.exit(0),
			(error: unknown) => {
				console.error(error);
				process.exit(1);
			},
		);
	};
	process.once('SIGINT', () => shutdown('SIGINT'));
	process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
	console.error(error instanceof Error ? error.message : error);
	process.exit(1);
});
