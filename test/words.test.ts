/**
 * Words a newcomer reads in the editor: operations they can place, fields in plain words (not the
 * service's spellings), the trigger's canvas subtitle in words. Values stay as they were (saved
 * workflows rely on them); only what is shown changed.
 */
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { DocumentProcessingTrigger } from '../nodes/DocumentProcessingTrigger/DocumentProcessingTrigger.node';
import { NODE_VERSIONS } from '../nodes/DocumentProcessing/resources/versions';
import { operationOptions, shownIn } from './support/versions';

const named = (version: number, resource: string, operation: string, name: string) =>
	shownIn(version, resource, operation).find((property) => property.name === name);

describe.each(NODE_VERSIONS)('version %i', (version) => {
	it('operations say what they are, under their old values', () => {
		const document = Object.fromEntries(
			operationOptions(version, 'document').map((option) => [option.value, option]),
		);
		const exports = Object.fromEntries(
			operationOptions(version, 'export').map((option) => [option.value, option]),
		);
		expect(document.getDashboard.name).toBe('Search');
		expect(document.processLandingDocument.name).toBe('Upload to Landing Area');
		expect(document.restartMany.action).toBe('Restart the documents listed by ID');
		expect(exports.getDataV1.name).toBe('Get Data in Version 1 Format');
		expect(exports.saveExtractionRules.name).toBe('Save All Extraction Rules');
	});

	it('Get Many points to Search for status, type and keyword', () => {
		expect(named(version, 'document', 'getMany', 'operationNotice')).toMatchObject({
			type: 'notice',
			displayName: 'To find documents by status, document type or keyword, use Search.',
		});
	});

	it('fields in plain words, saying what they take', () => {
		const label = (resource: string, operation: string, name: string) =>
			named(version, resource, operation, name)?.displayName;
		expect(label('exportConfiguration', 'configureZugferd', 'fileaccess')).toBe('File Access');
		expect(label('exportConfiguration', 'configureErp', 'on_permise')).toBe('On Premises');
		const apiKey = named(version, 'emailInbox', 'createOrUpdate', 'api_key') as INodeProperties;
		expect(apiKey.displayName).toBe('Service API Key');
		expect(apiKey.description).toContain('Document Processing credential');
		expect(label('document', 'assignByEmail', 'assign_to')).toBe('User E-Mail');
		// From version 5 the user is picked from a list, which names the thing, not its key.
		expect(label('document', 'assign', 'assign_to')).toBe(version >= 5 ? 'User' : 'User ID');
		expect(named(version, 'document', 'update', 'bodyOptions')?.displayName).toBe(
			'Advanced Body Options',
		);
	});
});

it("the polling trigger's canvas subtitle names the event as Trigger On does", () => {
	const { description } = new DocumentProcessingTrigger();
	const event = description.properties.find((property) => property.name === 'event')!;
	const words = JSON.parse(/\{\{ (\{.*?\})\[/.exec(String(description.subtitle))![1]) as Record<
		string,
		string
	>;
	for (const option of event.options as INodePropertyOptions[])
		expect(words[String(option.value)]).toBe(option.name);
});
