// A failing test must point at its own line (jest.config.js: ts-jest with source maps). The
// type-only lines below are gone from the transpiled code, so without source maps the line an
// error names here is several lines too early.
import type { INodeProperties } from 'n8n-workflow';

interface Located {
	line: number;
}

type Unused = INodeProperties;

/** The line of this file the stack names for the caller. */
function lineOfCaller(): Located {
	const frame = (new Error().stack ?? '').split('\n')[2] ?? '';
	return { line: Number(/sourceMaps\.test\.ts:(\d+):\d+/.exec(frame)?.[1]) };
}

describe('failure lines', () => {
	it('name the line of the test source, not of the transpiled code', () => {
		const unused: Unused[] = [];
		expect(unused).toEqual([]);
		expect(lineOfCaller()).toEqual({ line: 22 });
	});
});
