/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Starts children/sandboxProcess in its own process and calls its commands.
import { fork, type ChildProcess } from 'node:child_process';
import type { SandboxCommands } from '../children/sandboxProcess';
import { childScript } from './paths';

type Args<K extends keyof SandboxCommands> = Parameters<SandboxCommands[K]>[0];
type Result<K extends keyof SandboxCommands> = ReturnType<SandboxCommands[K]>;

export interface SandboxProcess {
	url: string;
	apiKey: string;
	pid: number;
	call<K extends keyof SandboxCommands>(
		command: K,
		...args: Args<K> extends undefined ? [] : [Args<K>]
	): Promise<Result<K>>;
	close(): Promise<void>;
}

export async function startSandboxProcess(): Promise<SandboxProcess> {
	const child: ChildProcess = fork(childScript('children/sandboxProcess'), [], {
		stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
		// Room for a 100 MB upload and 100,000 records.
		execArgv: ['--max-old-space-size=4096'],
	});
	let nextId = 1;
	const pending = new Map<
		number,
		{ resolve: (value: unknown) => void; reject: (error: Error) => void }
	>();
	const started = new Promise<{ url: string; apiKey: string }>((resolve, reject) => {
		pending.set(0, {
			resolve: (value) => resolve(value as { url: string; apiKey: string }),
			reject,
		});
	});
	child.on('message', (message: { id: number; result?: unknown; error?: string }) => {
		const waiter = pending.get(message.id);
		if (!waiter) return;
		pending.delete(message.id);
		if (message.error) waiter.reject(new Error(`sandbox: ${message.error}`));
		else waiter.resolve(message.result);
	});
	child.on('exit', (code) => {
		for (const waiter of pending.values())
			waiter.reject(new Error(`sandbox process exited (${code})`));
		pending.clear();
	});
	const { url, apiKey } = await started;
	return {
		url,
		apiKey,
		pid: child.pid ?? 0,
		call: (command, ...args) =>
			new Promise((resolve, reject) => {
				const id = nextId++;
				pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
				child.send({ id, command, args: args[0] });
			}),
		close: () =>
			new Promise<void>((resolve) => {
				if (child.exitCode !== null) return resolve();
				child.once('exit', () => resolve());
				child.disconnect();
			}),
	};
}
