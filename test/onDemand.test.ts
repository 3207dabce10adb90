// The stand-ins that load the node's code on first call (nodes/DocumentProcessing/onDemand.ts).
import { loadedOnce, onFirstCall } from '../nodes/DocumentProcessing/onDemand';

describe('code loaded on first call', () => {
	it('loads the module once, when first called, not before', async () => {
		let loads = 0;
		const module = loadedOnce(async () => {
			loads++;
			return {
				greet(this: { name: string }, greeting: string) {
					return `${greeting}, ${this.name}`;
				},
			};
		});
		const greet = onFirstCall(module, 'greet', (loaded) => loaded.greet);
		expect(loads).toBe(0);
		expect(greet.name).toBe('greet');
		const context = { name: 'n8n' };
		expect(await greet.call(context, 'Hello')).toBe('Hello, n8n');
		expect(await greet.call(context, 'Hi')).toBe('Hi, n8n');
		expect(loads).toBe(1);
	});

	it('passes a failing load on to every caller', async () => {
		const module = loadedOnce(async (): Promise<{ run: () => number }> => {
			throw new Error('not there');
		});
		const run = onFirstCall(module, 'run', (loaded) => loaded.run);
		await expect(run()).rejects.toThrow('not there');
	});
});
