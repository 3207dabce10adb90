// For jest tests (not in the sandbox build: sandbox/tsconfig.json): one sandbox for the test file,
// reset before each test, closed after the last.
import { startSandbox, type DemoState, type Sandbox, type SandboxOptions } from './index';

/**
 * The file's sandbox, started in beforeAll: a stand-in for it until then, so a test file can
 * name it at the top (`const sandbox = useSandbox()`) and use it in every test.
 */
export function useSandbox(options: SandboxOptions & { demo: true }): Sandbox<DemoState>;
export function useSandbox(options?: SandboxOptions): Sandbox;
export function useSandbox(options: SandboxOptions = {}): Sandbox {
	let started: Sandbox | undefined;
	beforeAll(async () => {
		started = await startSandbox(options);
	});
	afterAll(async () => {
		await started?.close();
	});
	beforeEach(() => started?.reset());
	const sandbox = () => {
		if (!started) throw new Error('The sandbox starts in beforeAll: use it inside a test or hook');
		return started;
	};
	return new Proxy({} as Sandbox, { get: (_, key) => Reflect.get(sandbox(), key) });
}
