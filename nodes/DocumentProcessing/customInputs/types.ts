import type { IExecuteSingleFunctions, INodeProperties } from 'n8n-workflow';

import type { Field } from '../../../contract';
import type { Checked } from '../../shared/inputValues';
import type { FieldOverlay } from '../resources/types';
import type { NodeVersion } from '../resources/versions';

/**
 * A field the user gives in a richer way than one parameter (an XML file or text, mappings as
 * pairs or JSON). It shows its own parameters and reads them into the one value sent.
 */
export interface CustomInput {
	/** The first node version that shows it (earlier versions show the field's plain property). */
	since?: NodeVersion;
	properties(field: Field, overlay?: FieldOverlay): INodeProperties[];
	read(context: IExecuteSingleFunctions, field: Field, overlay?: FieldOverlay): Promise<Checked>;
}

/** A file made in the node (not taken from an input binary property). */
export interface FileContent {
	kind: 'fileContent';
	data: Buffer;
	fileName: string;
	mimeType: string;
}

export function isFileContent(value: unknown): value is FileContent {
	return (
		typeof value === 'object' && value !== null && (value as FileContent).kind === 'fileContent'
	);
}
