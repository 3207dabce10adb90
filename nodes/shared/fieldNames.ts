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
	// The service's spellings (`fileaccess`, `on_permise`) stay the field names sent.
	fileaccess: 'File Access',
	on_permise: 'On Premises',
	api_key: 'Service API Key',
};

const DESCRIPTIONS: Record<string, string> = {
	rule_value_1: 'The value the rule looks for, e.g. a barcode',
	id: 'The ID of the record to work on',
	label: 'The label the documents are trained as',
	model_name: 'The name of the custom model',
	model_type: 'The kind of custom model, e.g. classification',
	min_confidence:
		"The lowest confidence, above 0 and at most 100, at which the model's answer is used",
	label_name: 'The name of the label',
	main_key: 'The main key of the setting',
	action_type: 'The kind of action to log, e.g. validated',
	doc_type_name: 'The key of the document type, e.g. invoice',
	title: 'The title shown to users',
	has_table: 'Whether documents of this type have a table (line items)',
	sub_doc_type: 'The key of the sub document type',
	activate: 'Whether to activate it (true) or deactivate it (false)',
	group_name: 'The name of the field group',
	translation_key: 'The key used to translate the title',
	field_name: 'The name of the field',
	field_type: 'The kind of value the field holds',
	username: 'The user name to log in to the mailbox with',
	email: 'The e-mail address',
	password: 'The password to log in with',
	server: 'The host name of the mail server, e.g. imap.example.com',
	port: 'The port of the mail server, e.g. 993 for IMAP over SSL',
	encryption: 'The encryption of the connection, e.g. SSL',
	protocol: 'The protocol of the mailbox, e.g. IMAP',
	api_key:
		'The API key of this service that the documents of this inbox are imported with: usually the key in your Document Processing credential, not a mail password',
	active: 'Whether it is active',
	export_url: 'The URL documents are exported to',
	flow2_url: 'The URL of the Flow2 system documents are exported to',
	doc_type_id: 'The ID of the document type in the target system',
	cabinet_id: 'The ID of the cabinet documents are filed in',
	fileaccess: 'How the exported file is handed over, e.g. download',
	format: 'The format of the export file, e.g. XRECHNUNG',
	on_permise: 'Whether the target system runs on premises',
	zugferd: 'Whether to attach zugferd data to the export',
	type: 'The kind of item to work on',
	page: 'The page number, counting from 1',
	x0: 'The left edge of the area, in page coordinates',
	y0: 'The top edge of the area, in page coordinates',
	x1: 'The right edge of the area, in page coordinates',
	y1: 'The bottom edge of the area, in page coordinates',
	table_name: 'The name of the table',
	value: 'The value to set',
	source_locale: 'The locale the values are written in, e.g. de-DE',
	dest_locale: 'The locale to convert the values to, e.g. en-US',
	filter_values: 'The values to filter by',
	filename: 'The name of the file',
	remove_from_other_groups: 'Whether to remove the user from every other group',
	permissions_data: 'The permissions as JSON',
	url: 'The URL to use',
	data_type: 'The name of the master data dataset, e.g. customer_address',
	ocr_type: 'The OCR engine to use',
	enabled: 'Whether the function is on',
	companyname: 'The name of the company',
	streetnum: 'The street and house number',
	postal: 'The postal code',
	city: 'The city of the address',
	country: 'The country of the address',
	company_id: 'The registration number of the company',
	tax_id: 'The tax number of the company',
	commercial_id: 'The commercial register number of the company',
	phone: 'The phone number',
	ocr_percentage: 'The share of documents read with OCR, in percent',
	ocr_todo: 'What the OCR should do',
	ocr_langdetect: 'Whether the OCR detects the language itself',
	ocr_country: 'The country whose documents the OCR expects',
	partner_doc_id: "The partner's ID of the document",
	pattern: 'The regular expression',
	patterns: 'The patterns and values to check, as JSON',
	key: 'The key of the setting',
	purchase_order_number: 'The number of the purchase order',
	doc_status: 'The document status the alert watches',
	delay_delta_value: 'How long a document may stay in the status before the alert',
	remove_from_others: 'Whether to remove the user from every other sub-organisation',
	is_default: 'Whether it becomes the default',
	column_name: 'The name of the column',
	column_type: 'The kind of value the column holds',
	table_extraction_data: 'The table extraction settings as JSON',
	table_data: 'The rows of the table as JSON',
	is_org_specific: 'Whether the setting applies only to this organisation',
	doc_locale: 'The locale the document is written in, e.g. de-DE',
	last_name: 'The last name of the user',
	is_admin: 'Whether the user is an administrator of the organisation',
	version_number: 'The version of the workflow listing API, e.g. 1',
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

/** Help for a field called just `name` (kept out of DESCRIPTIONS, where n8n's lint takes it for an option). */
const NAME_HELP = 'The name to give it';

export function fieldDescription(name: string): string | undefined {
	return name === 'name' ? NAME_HELP : DESCRIPTIONS[name];
}
