import { NodeOperationError, type INode } from 'n8n-workflow';

import { STATUS_OPTIONS, type DocumentPollSettings } from './settings';

/**
 * Fetch Test Event (a manual run) that finds nothing: an error saying what it looked for and what
 * to do, as n8n's own polling triggers fail a test run that finds nothing (Google Drive, Google
 * Calendar), instead of the editor's bare "No trigger output".
 */

/** What the test run read of the dashboard, newest first. */
export interface TestEventSearch {
	/** Documents read. */
	count: number;
	/** Epoch ms of the oldest of them (by the event's timestamp), if any had one. */
	oldest?: number;
	/** Whether that was every document the service answered (not cut off by the test run's limit). */
	complete: boolean;
}

function orList(values: string[]): string {
	return values.length < 2
		? values.join('')
		: `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

function statusNames(statuses: string[]): string {
	return orList(
		statuses.map(
			(status) => STATUS_OPTIONS.find((option) => option.value === status)?.name ?? status,
		),
	);
}

function lookedFor({ event, statuses, documentTypes }: DocumentPollSettings): string {
	const ofType = documentTypes.length > 0 ? ` of type ${orList(documentTypes)}` : '';
	if (event === 'newDocument') return 'the latest new document';
	if (event === 'reachedStatus')
		return `the latest document${ofType} with status ${statusNames(statuses)}`;
	return statuses.length > 0
		? `the latest document${ofType} whose status changed to ${statusNames(statuses)}`
		: `the latest changed document${ofType}`;
}

function searched({ event, documentTypes }: DocumentPollSettings, search: TestEventSearch): string {
	if (search.count === 0)
		// One type is filtered by the service itself, so it answered only documents of that type.
		return documentTypes.length === 1
			? `The service has no documents of type ${documentTypes[0]} yet.`
			: 'The service has no documents yet.';
	const stamp = event === 'newDocument' ? 'created' : 'changed';
	const since = (words: string) =>
		search.oldest === undefined ? '' : ` (${words}since ${new Date(search.oldest).toISOString()})`;
	const read = search.complete
		? `${search.count} document${search.count === 1 ? '' : 's'}${since(`${stamp} `)}`
		: `the ${search.count} most recently ${stamp} documents${since('')}`;
	return `It read ${read}, and none matches.`;
}

function whatToDo({ event, statuses }: DocumentPollSettings): string {
	if (event === 'newDocument') return 'Upload a document, then fetch again.';
	const move =
		statuses.length > 0 ? `move one to ${statusNames(statuses)}` : "change a document's status";
	return `Upload a document or ${move} in the service, then fetch again, or change Statuses or Document Type Names or IDs.`;
}

export function noMatchingDocument(
	node: INode,
	settings: DocumentPollSettings,
	search: TestEventSearch,
): NodeOperationError {
	return new NodeOperationError(node, 'No document matches this trigger yet', {
		description: [
			`Fetch Test Event shows ${lookedFor(settings)}.`,
			searched(settings, search),
			whatToDo(settings),
		].join(' '),
	});
}

export function noPendingExport(node: INode, documentTypes: string[]): NodeOperationError {
	return new NodeOperationError(node, 'No document is on the pending watch export list', {
		description: [
			`Fetch Test Event shows the first document on the pending watch export list of ${orList(documentTypes)}, and the service lists none.`,
			'A document is listed there once it has been exported (Validate and Export) and not yet marked as handled.',
			'Export a document of these types, then fetch again, or change Document Type Names or IDs.',
		].join(' '),
	});
}
