// What `npm run generate` prints of each version (generator/changes.ts): additions are told apart
// from changes that reach saved workflows, which the version rule sends to a new version.
import type { INodeProperties } from 'n8n-workflow';

import { changeReport } from '../generator/changes';
import { versionDescription } from '../generator/versionDescription';
import { NEWEST_VERSION, type NodeVersion } from '../nodes/DocumentProcessing/resources/versions';

const newest = versionDescription(NEWEST_VERSION).properties as INodeProperties[];
const report = (after: INodeProperties[], before: INodeProperties[] = newest) =>
	changeReport(
		new Map<NodeVersion, INodeProperties[]>([[NEWEST_VERSION, before]]),
		new Map<NodeVersion, INodeProperties[]>([[NEWEST_VERSION, after]]),
		new Set([NEWEST_VERSION]),
	).join('\n');
/** The newest version's properties with the one named `name` for `operation` changed. */
const changed = (
	operation: string,
	name: string,
	change: (p: INodeProperties) => INodeProperties,
) =>
	newest.map((property) =>
		property.name === name && property.displayOptions?.show?.operation?.includes(operation)
			? change(property)
			: property,
	);

describe('the change report of npm run generate', () => {
	it('says no version changed when nothing did', () => {
		expect(report(newest)).toBe('what saved workflows see: no version changed');
	});

	it('an operation or an option of a collection added: saved workflows unchanged', () => {
		const withOperation = newest.map((property) =>
			property.name === 'operation' && property.displayOptions?.show?.resource?.[0] === 'file'
				? { ...property, options: [...property.options!, { name: 'New', value: 'newOne' }] }
				: property,
		);
		expect(report(withOperation)).toContain('saved workflows unchanged: only additions');
		expect(report(withOperation)).toContain('+ operation file:newOne');
		const withOption = changed('searchFuzzy', 'additionalFields', (property) => ({
			...property,
			options: [
				...property.options!,
				{ displayName: 'Country', name: 'country', type: 'string', default: '' },
			],
		}));
		expect(report(withOption)).toContain('+ field vendor:searchFuzzy additionalFields.country');
		expect(report(withOption)).not.toContain('CHANGES SAVED WORKFLOWS');
	});

	it('an operation removed, a default or a type changed: changes saved workflows', () => {
		const withoutOperation = newest.map((property) =>
			property.name === 'operation' && property.displayOptions?.show?.resource?.[0] === 'file'
				? { ...property, options: property.options!.slice(1) }
				: property,
		);
		// The operation and its fields, each a line.
		expect(report(withoutOperation)).toMatch(
			/CHANGES SAVED WORKFLOWS \(\d+\)[^]*- operation file:/,
		);
		const otherDefault = changed('downloadPageImage', 'binaryPropertyName', (property) => ({
			...property,
			default: 'image',
		}));
		expect(report(otherDefault)).toMatch(
			/CHANGES SAVED WORKFLOWS[^]*~ field file:downloadPageImage binaryPropertyName: string = "data" → string = "image"/,
		);
		const otherType = changed('downloadPageImage', 'binaryPropertyName', (property) => ({
			...property,
			type: 'number',
		}));
		expect(report(otherType)).toContain('CHANGES SAVED WORKFLOWS');
	});

	it('a new version is shown against the one before', () => {
		const lines = changeReport(
			new Map(),
			new Map<NodeVersion, INodeProperties[]>([
				[1, newest],
				[
					2,
					changed('downloadPageImage', 'binaryPropertyName', (p) => ({
						...p,
						name: 'outputField',
					})),
				],
			]),
			new Set(),
		).join('\n');
		expect(lines).toContain(
			'version 2:\n  new version (no saved workflow has it yet); against version 1:',
		);
		expect(lines).toContain('+ field file:downloadPageImage outputField');
		expect(lines).toContain('- field file:downloadPageImage binaryPropertyName');
	});
});
