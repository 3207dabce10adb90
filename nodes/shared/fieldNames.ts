/**
 * Display names and help texts of fields. Field values keep the service's own names (stable
 * identifiers); only what the user reads is derived here.
 */
const WORDS: Record<string, string> = {
	api: 'API',
	bod: 'BOD',
	csv: 'CSV',
	doc: 'Document',
	docs: 'Documents',
	id: 'ID',
	ids: 'IDs',
	idm: 'IDM',
	ion: 'ION',
	json: 'JSON',
	ocr: 'OCR',
	org: 'Organisation',
	po: 'PO',
	re: 'RE',
	url: 'URL',
	xml: 'XML',
};

const NAMES: Record<string, string> = {
	doc_ids: 'Document IDs',
	file: 'Input Binary Field',
	files: 'Input Binary Fields',
	file_contents: 'File Contents (Base64)',
	sub_org_id: 'Sub-Organisation ID',
	assign_to_sub_org: 'Assign to Sub-Organisation',
};

const DESCRIPTIONS: Record<string, string> = {
	doc_id: 'The ID of the document',
	doc_ids: 'Document IDs, separated by commas (or an array from an expression)',
	user_ids: 'User IDs, separated by commas (or an array from an expression)',
	doc_type: 'The document type, e.g. invoice',
	file: 'The name of the input binary field that holds the file to send',
	files: 'Names of the input binary fields that hold the files to send, separated by commas',
	file_contents: 'The file content encoded as base64',
	data: 'The field values as a JSON object',
	metadata: 'Free-form metadata stored with the document',
	org_id: 'The ID of the organisation',
	sub_org_id: 'The ID of the sub-organisation',
	priority: 'Processing priority of the document',
	source: 'Where the document comes from, e.g. email or upload',
	start_date: 'Only documents created on or after this date (YYYY-MM-DD)',
	filter: 'The time range of the documents',
	keyword: 'Text to search for',
	request_type: 'Whether to approve or reject the document',
	assign_to: 'Who the document is assigned to',
	assignment_type: 'Whether Assign To names a user or a sub-organisation',
	page_number: 'The page number, counting from 1',
};

/** "doc_type_id" → "Document Type ID". */
export function fieldDisplayName(name: string): string {
	return NAMES[name] ?? titleWords(name);
}

/** "current-week" → "Current Week", "doc_id" → "Document ID": words in Title Case, acronyms kept. */
export function titleWords(text: string, words: Record<string, string> = {}): string {
	return text
		.split(/[-_\s]+/)
		.filter(Boolean)
		.map(
			(word) =>
				words[word] ?? WORDS[word.toLowerCase()] ?? word.charAt(0).toUpperCase() + word.slice(1),
		)
		.join(' ');
}

export function fieldDescription(name: string): string | undefined {
	return DESCRIPTIONS[name];
}
