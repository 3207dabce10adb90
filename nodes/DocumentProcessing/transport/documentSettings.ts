import {
	NodeOperationError,
	type IDataObject,
	type IExecutePaginationFunctions,
} from 'n8n-workflow';

import type { ViewSettings } from '../../shared/documentView';
import { readSelectedFields } from '../../shared/selectedFieldsProperty';
import { readReviewSettings } from '../../shared/reviewOptions';
import type { Operation } from '../resources/types';
import { versionOf } from '../resources/versions';
import { LOOK_UP_WHEN, shouldLookUp, type LookUpWhen } from './earlierUploads';
import type { FileFilters } from './inputFiles';
import { parameter } from '../../shared/parameter';
import { readWait, type WaitSettings } from './waitForStatus';

/** What an operation that answers documents does after the request, read once per item. */
export interface DocumentSettings extends FileFilters, ViewSettings {
	/** Output Simplified or Selected Fields: both read the document into the simplified view. */
	simplified: boolean;
	lineItemsAsItems: boolean;
	skipDuplicates: boolean;
	/** Skip Duplicates asks the service about files its memory does not know (earlierUploads.ts). */
	lookUpEarlierUploads: boolean;
	allFiles: boolean;
	/** Keep the Files: each document's item carries the file it was uploaded from (uploads). */
	keepFiles: boolean;
	wait?: WaitSettings;
}

const OUTPUTS = ['simplified', 'raw', 'selectedFields'] as const;
type Output = (typeof OUTPUTS)[number];

function readOutput(context: IExecutePaginationFunctions): Output {
	const output = parameter(context, 'output', 'raw');
	if (!OUTPUTS.includes(output as Output)) {
		throw new NodeOperationError(
			context.getNode(),
			`Parameter "Output" must be one of ${OUTPUTS.map((value) => `"${value}"`).join(', ')}, got "${String(output)}"`,
			{ itemIndex: context.getItemIndex() },
		);
	}
	return output as Output;
}

/** The settings, checked before anything is sent. */
export function readDocumentSettings(
	context: IExecutePaginationFunctions,
	operation: Operation,
): DocumentSettings {
	const options = (
		operation.documentResult ? parameter(context, 'options', {}) : {}
	) as IDataObject;
	const review = readReviewSettings(context.getNode(), options, context.getItemIndex());
	const lookUp = options.lookUpEarlierUploads ?? 'retries';
	if (!LOOK_UP_WHEN.includes(lookUp as LookUpWhen)) {
		throw new NodeOperationError(
			context.getNode(),
			`Parameter "Check the Service for Earlier Uploads" must be one of ${LOOK_UP_WHEN.map((value) => `"${value}"`).join(', ')}, got "${String(lookUp)}"`,
			{ itemIndex: context.getItemIndex() },
		);
	}
	// Version 5 has a switch of its own (on by default); earlier versions an option.
	const skipDuplicates =
		operation.uploads !== undefined &&
		parameter(context, 'skipDuplicates', options.skipDuplicates ?? false) === true;
	const output = operation.documentResult === true ? readOutput(context) : 'raw';
	const allFiles =
		operation.uploads !== undefined && parameter(context, 'inputFiles', 'named') === 'all';
	return {
		simplified: output !== 'raw',
		selectedFields:
			output === 'selectedFields'
				? readSelectedFields(
						context.getNode(),
						parameter(context, 'selectedFields', []),
						context.getItemIndex(),
					)
				: undefined,
		...review,
		lineItemsAsItems: options.lineItemsAsItems === true,
		skipDuplicates,
		lookUpEarlierUploads: skipDuplicates && shouldLookUp(context, lookUp as LookUpWhen),
		allFiles,
		fileNameFilter: options.fileNameFilter as string | undefined,
		mimeTypeFilter: options.mimeTypeFilter as string | undefined,
		skipImagesSmallerThanKb: options.skipImagesSmallerThanKb as number | undefined,
		whenNoFileMatches: options.whenNoFileMatches === 'error' ? 'error' : 'skip',
		skipMailExtras: allFiles && options.skipMailExtras === true,
		recognizeByContent: allFiles && options.recognizeByContent === true,
		refuseUnsafe: allFiles && versionOf(context.getNode()) >= 7,
		// Shown with All Binary Fields only (Upload, Upload Many): the filters' companion.
		outputFilesNotTaken: allFiles && options.outputFilesNotTaken === true,
		keepFiles: operation.uploads !== undefined && options.keepFiles === true,
		wait: readWait(context, operation.waits),
	};
}
