/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * The day's summary (examples/daily-summary.json, issue 51): what **The Day in Numbers** makes of
 * a day's rows of Intake files, evaluated by n8n's own expression engine (n8n-workflow; `npm run
 * test:core` runs it in every tested n8n) with the rows as **Logged Today**'s output. The
 * pipelines lane checks the mail itself against the intake log.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Workflow, createRunExecutionData } from 'n8n-workflow';
import type { IDataObject, INodeExecutionData, INodeTypes } from 'n8n-workflow';

interface Template {
	nodes: Array<{ name: string; parameters: IDataObject }>;
}
const template = JSON.parse(
	readFileSync(join(__dirname, '..', 'examples', 'daily-summary.json'), 'utf8'),
) as Template;
const assignments = (
	template.nodes.find((node) => node.name === 'The Day in Numbers')!.parameters.assignments as {
		assignments: Array<{ name: string; value: string }>;
	}
).assignments;

const nodeTypes = {
	getByName: () => ({ description: { properties: [] } }),
	getByNameAndVersion: () => ({ description: { properties: [] } }),
	getKnownTypes: () => ({}),
} as unknown as INodeTypes;
const node = (name: string, x: number) => ({
	id: name,
	name,
	type: 'node',
	typeVersion: 1,
	position: [x, 0] as [number, number],
	parameters: {},
});
const workflow = new Workflow({
	nodes: [node('Logged Today', 0), node('The Day in Numbers', 200)],
	connections: {
		'Logged Today': { main: [[{ node: 'The Day in Numbers', type: 'main', index: 0 }]] },
	},
	active: false,
	nodeTypes,
	settings: { timezone: 'UTC' },
});

/** Each field of The Day in Numbers for `rows` as Logged Today's items. */
function dayInNumbers(rows: IDataObject[]): Record<string, unknown> {
	const items: INodeExecutionData[] = rows.map((json) => ({ json, pairedItem: { item: 0 } }));
	const runExecutionData = createRunExecutionData({
		resultData: {
			runData: {
				'Logged Today': [
					{
						startTime: 0,
						executionTime: 0,
						executionIndex: 0,
						source: [],
						data: { main: [items] },
					},
				],
			},
		},
	});
	return Object.fromEntries(
		assignments.map(({ name, value }) => [
			name,
			workflow.expression.getParameterValue(
				value,
				runExecutionData,
				0,
				0,
				'The Day in Numbers',
				items.slice(0, 1),
				'manual',
				{},
			),
		]),
	);
}

const row = (mail: string, outcome: string, extra: IDataObject = {}): IDataObject => ({
	mail_id: mail,
	sender: `${mail}@suppliers.test`,
	subject: `Mail ${mail}`,
	file_name: `${mail}.pdf`,
	outcome,
	reason: outcome === 'uploaded' ? 'Uploaded' : `why ${mail}`,
	done: true,
	...extra,
});

describe("the day's summary", () => {
	it("counts a day's rows by what became of them, and names each mail without a file", () => {
		const day = dayInNumbers([
			row('a', 'uploaded'),
			row('a', 'uploaded', { file_name: 'a2.pdf' }),
			row('b', 'uploaded', {
				reason: 'Uploaded, to review: not read: invoice_number',
				doc_id: 'doc_7',
			}),
			row('c', 'uploaded', { done: false }),
			row('d', 'to_person'),
			row('e', 'failed'),
			row('f', 'no_file', { subject: 'Invoice in the text' }),
			row('g', 'sent_before'),
			row('h', 'ignored'),
		]);
		expect(day).toMatchObject({
			mails: 8,
			inErp: 2,
			toReview: 1,
			notDoneYet: 1,
			toPerson: 2,
			withoutFile: 1,
			sentBefore: 1,
			ignored: 1,
		});
		expect(day.withoutFileList).toBe('- f@suppliers.test: Invoice in the text');
		expect(day.toPersonList).toBe(
			'- d.pdf from d@suppliers.test: why d\n- e.pdf from e@suppliers.test: why e',
		);
		expect(day.toReviewList).toBe(
			'- b.pdf from b@suppliers.test (doc_7): not read: invoice_number',
		);
	});

	it('a day with no mail (Logged Today gives one empty item) is a summary of zeros, never nothing', () => {
		expect(dayInNumbers([{}])).toMatchObject({
			mails: 0,
			inErp: 0,
			toPerson: 0,
			withoutFile: 0,
			withoutFileList: '- none',
			toPersonList: '- none',
			toReviewList: '- none',
		});
	});
});
