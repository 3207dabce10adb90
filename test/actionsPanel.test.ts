/**
 * The order of n8n's actions panel. n8n lists a node's actions resource by resource, in the order
 * of the Resource options (the editor reads the newest version's description), and its linter
 * and community-package scanner require those options alphabetical. So the names decide: the
 * resources a pipeline uses come first, Document leading, and those that set up the service
 * follow as "Settings: …". The e2e (`npm run test:e2e`) checks the panel itself.
 */
import type { INodePropertyOptions } from 'n8n-workflow';

import { NEWEST_VERSION, NODE_VERSIONS } from '../nodes/DocumentProcessing/resources/versions';
import { descriptionOf, operationOptions } from './support/versions';

const resourceOptions = (version: number) =>
	descriptionOf(version).properties.find((property) => property.name === 'resource')
		?.options as INodePropertyOptions[];

/** The panel's sections as the editor builds them: resource name and its actions, in order. */
function panelSections(version: number) {
	return resourceOptions(version).map((resource) => ({
		resource: resource.name,
		actions: operationOptions(version, String(resource.value)).map((option) => option.action),
	}));
}

const isSettings = (name: string) => name.startsWith('Settings: ');

describe.each(NODE_VERSIONS)('version %i', (version) => {
	it('lists its resources alphabetically, as n8n’s linter requires', () => {
		const names = resourceOptions(version).map((option) => option.name);
		expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
	});

	it('lists the resources a pipeline uses first, Document leading, the settings together', () => {
		const names = resourceOptions(version).map((option) => option.name);
		expect(names[0]).toBe('Document');
		const first = names.findIndex(isSettings);
		const last = names.length - 1 - [...names].reverse().findIndex(isSettings);
		expect(names.slice(first, last + 1).every(isSettings)).toBe(true);
		expect(names.slice(0, first)).toEqual(
			expect.arrayContaining(['Document', 'E-Mail Inbox', 'ERP Import', 'Export', 'Master Data']),
		);
	});

	it('keeps every resource value, so saved workflows open as before', () => {
		expect(resourceOptions(version).map((option) => option.value)).toEqual(
			expect.arrayContaining(['bodImport', 'fieldSetting', 'user', 'document', 'autoTest']),
		);
		expect(resourceOptions(version)).toHaveLength(36);
	});

	it('names a resource without its settings prefix in the canvas subtitle', () => {
		const subtitle = String(descriptionOf(version).subtitle);
		expect(subtitle).toContain('"user:getMany":"Get Many: User"');
		expect(subtitle).toContain('"bodImport:importSupplier":"Import Supplier BOD: ERP Import"');
		expect(subtitle).not.toMatch(/: Settings: /);
	});
});

describe(`the actions panel (version ${NEWEST_VERSION}, the one n8n lists)`, () => {
	it('opens with the Document actions users take most', () => {
		const [first] = panelSections(NEWEST_VERSION);
		expect(first.resource).toBe('Document');
		const actions = operationOptions(NEWEST_VERSION, 'document');
		const byValue = (value: string) => actions.find((option) => option.value === value)?.action;
		expect(first.actions).toEqual(
			expect.arrayContaining(
				['upload', 'getExtractionResult', 'validateAndExport', 'assign', 'approveOrReject'].map(
					byValue,
				),
			),
		);
	});
});
