/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Runs a compiled bench child (children/*.ts) in a fresh process and returns what it reports.
import { fork } from 'node:child_process';
import { childScript } from './paths';

export async function runChild<T>(
	name: string,
	args: Record<string, unknown>,
	execArgv: string[] = ['--expose-gc', '--max-old-space-size=4096'],
): Promise<T> {
	return await new Promise<T>((resolve, reject) => {
		const child = fork(childScript(name), [JSON.stringify(args)], {
			stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
			execArgv,
		});
		let result: { ok: true; value: T } | { ok: false; error: string } | undefined;
		child.on('message', (message: typeof result) => {
			result = message;
		});
		child.on('error', reject);
		child.on('exit', (code) => {
			if (result?.ok) resolve(result.value);
			else
				reject(
					new Error(`${name} exited ${code}: ${result && !result.ok ? result.error : 'no result'}`),
				);
		});
	});
}

/** In a child: reads its arguments, runs `main`, reports the result to the parent and exits. */
export function childMain<A, T>(main: (args: A) => Promise<T>): void {
	const args = JSON.parse(process.argv[2] ?? '{}') as A;
	main(args).then(
		(value) => process.send?.({ ok: true, value }, () => process.exit(0)),
		(error: unknown) =>
			process.send?.(
				{
					ok: false,
					error: error instanceof Error ? (error.stack ?? error.message) : String(error),
				},
				() => process.exit(1),
			),
	);
}
