import type { INodePropertyOptions } from 'n8n-workflow';

import { DOCUMENT_STATUSES } from '../shared/document';
import { toList } from '../shared/inputValues';

export type DocumentEvent = 'statusChanged' | 'reachedStatus' | 'newDocument';

/** Which documents an event is emitted for, by whether a person is assigned to them. */
export type Assignment = 'any' | 'assigned' | 'unassigned';

/** What a document poll looks for, as the trigger's parameters say. */
export interface DocumentPollSettings {
	event: DocumentEvent;
	/** Empty: every type. */
	documentTypes: string[];
	/** Empty: every status. */
	statuses: string[];
	includeExisting: boolean;
	/** Checked on the dashboard's row, before anything else is read; absent: any. */
	assignment?: Assignment;
}

/** `ready_for_validation` → `Ready for Validation`. */
function statusLabel(status: string): string {
	const small = new Set(['for', 'of', 'and']);
	return status
		.split('_')
		.map((word, index) =>
			index > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
		)
		.join(' ');
}

/** The statuses the service documents, as choices (sorted by label). */
export const STATUS_OPTIONS: INodePropertyOptions[] = DOCUMENT_STATUSES.map((status) => ({
	name: statusLabel(status),
	value: status,
})).sort((a, b) => a.name.localeCompare(b.name));

/**
 * Values of a multi-choice parameter plus a free-text one: a list, or text separated by commas
 * or new lines (expressions may give either). Duplicates and blanks are dropped.
 */
export function choiceList(...values: unknown[]): string[] {
	const all = values.flatMap((value) =>
		value === undefined || value === null || value === '' ? [] : toList(value),
	);
	return [...new Set(all)];
}
