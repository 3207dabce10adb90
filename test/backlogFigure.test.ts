/**
 * BENCHMARKS.md figure 11 kept rows of a template no longer shipped beside the new ones, with
 * nothing saying so (issue 52): a row remembers its template's fingerprint and is marked
 * superseded once the template has changed.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { superseded, templateHash } = require('../e2e/pipelines/backlogFigure') as {
	superseded: (run: { template?: string; templateHash?: string }, current?: string) => boolean;
	templateHash: (kind?: string) => string;
};

describe("figure 11's rows and the template they measured", () => {
	it('a row of the shipped template is current; one of another, or without a fingerprint, is superseded', () => {
		const shipped = templateHash('datatables');
		expect(shipped).toMatch(/^[0-9a-f]{12}$/);
		expect(templateHash('postgres')).not.toBe(shipped);
		expect(superseded({ templateHash: shipped })).toBe(false);
		expect(superseded({ template: 'datatables', templateHash: shipped })).toBe(false);
		expect(superseded({ template: 'postgres', templateHash: shipped })).toBe(true);
		expect(superseded({ template: 'postgres', templateHash: templateHash('postgres') })).toBe(
			false,
		);
		expect(superseded({})).toBe(true);
	});
});
