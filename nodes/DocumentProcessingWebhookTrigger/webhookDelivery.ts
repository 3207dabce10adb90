import { createHash, timingSafeEqual } from 'crypto';
import type {
	IBinaryData,
	IDataObject,
	INodeExecutionData,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';

import { deliveryFingerprint, isFirstDelivery } from './repeatedDeliveries';
import { SECRET_PARAMETER, type Registration } from './webhookRegistration';

/** Constant-time comparison of the secret sent with the one registered (hashes have equal length). */
export function secretMatches(sent: unknown, expected: unknown): boolean {
	if (typeof expected !== 'string' || expected === '') return false;
	const given = typeof sent === 'string' ? sent : '';
	const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
	return timingSafeEqual(digest(given), digest(expected)) && given !== '';
}

/** A multipart file as n8n's webhook server hands it over (formidable). */
interface UploadedFile {
	filepath: string;
	originalFilename?: string | null;
	newFilename?: string;
	mimetype?: string | null;
}

function isUploadedFile(value: unknown): value is UploadedFile {
	return (
		!!value && typeof value === 'object' && typeof (value as UploadedFile).filepath === 'string'
	);
}

function parseJsonText(value: unknown): IDataObject | undefined {
	if (typeof value !== 'string') return undefined;
	try {
		const parsed: unknown = JSON.parse(value);
		return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
			? (parsed as IDataObject)
			: undefined;
	} catch {
		return undefined;
	}
}

/** Multipart deliveries: the document as JSON text in the `document` field (other fields are kept as they come). */
function multipartJson(body: IDataObject): IDataObject {
	const fields = (body.data ?? {}) as IDataObject;
	const { document, ...others } = fields;
	return {
		...others,
		...(parseJsonText(document) ?? (document === undefined ? {} : { document })),
	};
}

/** The delivered files (multipart) as binary data: the first in `binaryProperty`, more with `_1`, `_2`… */
async function multipartBinary(
	context: IWebhookFunctions,
	body: IDataObject,
	binaryProperty: string,
): Promise<Record<string, IBinaryData> | undefined> {
	const files = Object.values((body.files ?? {}) as IDataObject)
		.flatMap((value) => (Array.isArray(value) ? value : [value]))
		.filter(isUploadedFile);
	if (files.length === 0) return undefined;
	const binary: Record<string, IBinaryData> = {};
	for (const [index, file] of files.entries()) {
		const name = index === 0 ? binaryProperty : `${binaryProperty}_${index}`;
		binary[name] = await context.nodeHelpers.copyBinaryFile(
			file.filepath,
			file.originalFilename ?? file.newFilename ?? 'document',
			file.mimetype ?? undefined,
		);
	}
	return binary;
}

function isMultipart(context: IWebhookFunctions): boolean {
	return String(context.getHeaderData()['content-type'] ?? '')
		.toLowerCase()
		.startsWith('multipart/form-data');
}

/**
 * A delivery from the service: 401 (and no execution) unless the URL carries the registered
 * secret; otherwise one item with the exported document (JSON, or multipart with the file).
 * With Ignore Repeated Deliveries, a delivery seen before is answered 200 and starts nothing.
 */
export async function receiveExport(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const registration = this.getWorkflowStaticData('node') as Registration;
	const query = this.getQueryData() as IDataObject;
	if (!secretMatches(query[SECRET_PARAMETER], registration.secret)) {
		this.getResponseObject()
			.status(401)
			.json({ message: 'Unauthorized: the webhook secret is missing or wrong' });
		return { noWebhookResponse: true };
	}
	const body = this.getBodyData() ?? {};
	const options = this.getNodeParameter('options', {}) as IDataObject;
	const binaryProperty = String(options.binaryPropertyName ?? 'data') || 'data';
	const multipart = isMultipart(this);
	const json: IDataObject = multipart
		? multipartJson(body)
		: typeof body === 'object' && !Array.isArray(body)
			? body
			: { body };
	// On by default from node version 1.1; version 1 keeps its behaviour unless the option is added.
	const ignoreRepeats = options.ignoreRepeatedDeliveries ?? this.getNode().typeVersion >= 1.1;
	// Checked before any file is stored: a repeat leaves nothing behind.
	if (
		ignoreRepeats === true &&
		!isFirstDelivery(String(this.getWorkflow().id ?? ''), registration, deliveryFingerprint(json))
	) {
		this.getResponseObject()
			.status(200)
			.json({ message: 'Repeated delivery: already received, no new execution' });
		return { noWebhookResponse: true };
	}
	const binary = multipart ? await multipartBinary(this, body, binaryProperty) : undefined;
	const exported: INodeExecutionData = binary ? { json, binary } : { json };
	return { workflowData: [[exported]] };
}
