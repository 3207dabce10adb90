/* eslint-disable @n8n/community-nodes/require-node-api-error -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Normalises whatever body arrived (urlencoded, multipart, JSON, anything else) into one shape,
// so validation and recording never care which Fastify parser ran.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export interface UploadedFile {
	field: string;
	filename: string;
	contentType: string;
	data: Buffer;
}

export type FormFields = Record<string, string | string[]>;

export type ParsedBody =
	| { kind: 'none' }
	| { kind: 'form' | 'multipart'; fields: FormFields; files: UploadedFile[] }
	| { kind: 'json'; value: unknown }
	| { kind: 'invalid-json'; message: string }
	| { kind: 'other'; contentType: string; size: number };

/** Repeated keys become arrays, as `doc_ids=a&doc_ids=b` must. */
export function addField(fields: FormFields, name: string, value: string): void {
	const existing = fields[name];
	if (existing === undefined) fields[name] = value;
	else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

const isJsonContentType = (contentType: string) =>
	/^application\/([\w.-]+\+)?json$/i.test(contentType);

async function readMultipart(request: FastifyRequest): Promise<ParsedBody> {
	const fields: FormFields = {};
	const files: UploadedFile[] = [];
	try {
		for await (const part of request.parts()) {
			if (part.type === 'file') {
				const data = await part.toBuffer();
				files.push({
					field: part.fieldname,
					filename: part.filename,
					contentType: part.mimetype,
					data,
				});
			} else {
				addField(fields, part.fieldname, String(part.value));
			}
		}
	} catch (error) {
		const status = (error as { statusCode?: number }).statusCode === 413 ? 413 : 400;
		throw new HttpError(
			status,
			status === 413 ? 'Request entity too large' : 'There was an error parsing the body',
		);
	}
	return { kind: 'multipart', fields, files };
}

function readJson(raw: string): ParsedBody {
	try {
		return { kind: 'json', value: JSON.parse(raw) };
	} catch (error) {
		return { kind: 'invalid-json', message: (error as Error).message };
	}
}

export async function readRequestBody(request: FastifyRequest): Promise<ParsedBody> {
	const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
	if (contentType === 'multipart/form-data' && request.isMultipart()) return readMultipart(request);
	const body = request.body;
	if (body === undefined || body === null) return { kind: 'none' };
	if (contentType === 'application/x-www-form-urlencoded') {
		const fields: FormFields = {};
		for (const [name, value] of Object.entries(body as Record<string, string | string[]>)) {
			for (const item of Array.isArray(value) ? value : [value]) addField(fields, name, item);
		}
		return { kind: 'form', fields, files: [] };
	}
	const raw = Buffer.isBuffer(body) ? body : Buffer.from(String(body));
	if (raw.length === 0) return { kind: 'none' };
	if (isJsonContentType(contentType)) return readJson(raw.toString('utf8'));
	return { kind: 'other', contentType, size: raw.length };
}
