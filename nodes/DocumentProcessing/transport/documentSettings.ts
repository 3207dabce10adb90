import {
	NodeOperationError,
	type IDataObject,
	type IExecutePaginationFunctions,
} from 'n8n-workflow';

import type { Operation } from '../resources/types';
import type { FileFilters } from './inputFiles';
import { parameter } from './parameter';
import { readWait, type WaitSettings } from './waitForStatus';

/** What an operation that answers documents does after the request, read once per item. */
export interface DocumentSettings extends FileFilters {
	simplified: boolean;
	confidenceThreshold: number;
	lineItemsAsItems: boolean;
	skipDuplicates: boolean;
	allFiles: boolean;
	wait?: WaitSettings;
}

export const DEFAULT_CONFIDENCE_THRESHOLD = 0.8;

/** The settings, checked before anything is sent. */
export function readDocumentSettings(
	context: IExecutePaginationFunctions,
	operation: Operation,
): DocumentSettings {
	const options = (
		operation.documentResult ? parameter(context, 'options', {}) : {}
	) as IDataObject;
	const threshold = options.confidenceThreshold ?? DEFAULT_CONFIDENCE_THRESHOLD;
	if (typeof threshold !== 'number' || !(threshold >= 0 && threshold <= 1)) {
		throw new NodeOperationError(
			context.getNode(),
			`Parameter "Confidence Threshold" must be a number from 0 to 1, got "${String(threshold)}"`,
			{ itemIndex: context.getItemIndex() },
		);
	}
	return {
		simplified:
			operation.documentResult === true && parameter(context, 'output', 'raw') === 'simplified',
		confidenceThreshold: threshold,
		lineItemsAsItems: options.lineItemsAsItems === true,
		skipDuplicates: operation.uploads !== undefined && options.skipDuplicates === true,
		allFiles:
			operation.uploads !== undefined && parameter(context, 'inputFiles', 'named') === 'all',
		fileNameFilter: options.fileNameFilter as string | undefined,
		mimeTypeFilter: options.mimeTypeFilter as string | undefined,
		wait: readWait(context, operation.waits),
	};
}
