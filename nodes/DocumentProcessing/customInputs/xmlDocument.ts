import type { IExecuteSingleFunctions, INodeProperties } from 'n8n-workflow';

import type { Field } from '../../../contract';
import type { Checked } from '../../shared/inputValues';
import type { CustomInput, FileContent } from './types';
import { parameter } from '../../shared/parameter';

const XML_SOURCE: INodeProperties = {
	displayName: 'XML Source',
	name: 'xmlSource',
	type: 'options',
	options: [
		{ name: 'Binary Field', value: 'binary', description: 'An XML file on the input item' },
		{ name: 'Text', value: 'text', description: 'XML given as text, e.g. from an expression' },
	],
	default: 'binary',
};

const XML_BINARY_FIELD: INodeProperties = {
	displayName: 'Input Binary Field',
	name: 'xmlBinaryField',
	type: 'string',
	default: 'data',
	required: true,
	description: 'The name of the input binary field that holds the XML file',
	displayOptions: { show: { xmlSource: ['binary'] } },
};

const XML_TEXT: INodeProperties = {
	displayName: 'XML',
	name: 'xmlText',
	type: 'string',
	typeOptions: { rows: 8 },
	default: '',
	required: true,
	placeholder: '<?xml version="1.0"?>…',
	description: 'The XML document as text',
	displayOptions: { show: { xmlSource: ['text'] } },
};

const problem = (text: string): Checked => ({ problem: text });

/**
 * An XML business document from a binary field or from text, sent the way the endpoint expects:
 * as a file part (file fields) or as the text of a body field (the `_xml` endpoints).
 */
export const xmlDocument: CustomInput = {
	properties: () => [XML_SOURCE, XML_BINARY_FIELD, XML_TEXT],

	async read(context: IExecuteSingleFunctions, field: Field): Promise<Checked> {
		const source = parameter(context, 'xmlSource', 'binary') as string;
		if (source === 'binary') {
			const property = String(parameter(context, 'xmlBinaryField', 'data')).trim();
			if (!context.getInputData().binary?.[property]) {
				return problem(
					`Parameter "Input Binary Field": the input item has no binary field "${property}"`,
				);
			}
			// A file field streams the binary as it is; a text field gets its content.
			if (field.type === 'file') return { value: property };
			return { value: (await context.helpers.getBinaryDataBuffer(property)).toString('utf8') };
		}
		const text = String(parameter(context, 'xmlText', '')).trim();
		if (text === '') return problem('Parameter "XML" is required but empty');
		if (field.type !== 'file') return { value: text };
		const file: FileContent = {
			kind: 'fileContent',
			data: Buffer.from(text, 'utf8'),
			fileName: 'document.xml',
			mimeType: 'text/xml',
		};
		return { value: file };
	},
};
