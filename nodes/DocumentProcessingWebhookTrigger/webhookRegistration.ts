import { randomBytes } from 'crypto';
import { NodeApiError, type IDataObject, type IHookFunctions, type JsonObject } from 'n8n-workflow';

import { listRecords } from '../shared/records';
import { endpoints } from '../../contract';
import { callEndpoint } from '../shared/callEndpoint';

const { configureWebhook } = endpoints.exportConfiguration;

/**
 * The webhook export configuration the trigger keeps with the service.
 *
 * The interface shows no signing for webhook exports, so the URL registered (contract entry
 * `exportConfiguration.configureWebhook`) is the n8n webhook URL plus a random secret as query parameter
 * (`?secret=`); `webhook()` checks it in constant time. Static data (`configurationId`, `secret`)
 * remembers the registration; the configuration list is the truth: a configuration whose URL is
 * this node's webhook URL is ours, and is adopted (with the secret in its URL) if static data lost
 * it, so a restart never registers twice; deactivation without static data finds it the same way.
 */

export const SECRET_PARAMETER = 'secret';

export interface Registration extends IDataObject {
	configurationId?: string;
	secret?: string;
}

/** The URL without the secret parameter, normalised; undefined if it is not a URL. */
function withoutSecret(url: string): { base: string; secret?: string } | undefined {
	try {
		const parsed = new URL(url);
		const secret = parsed.searchParams.get(SECRET_PARAMETER) ?? undefined;
		parsed.searchParams.delete(SECRET_PARAMETER);
		return { base: parsed.toString(), secret };
	} catch {
		return undefined;
	}
}

export function urlWithSecret(webhookUrl: string, secret: string): string {
	const url = new URL(webhookUrl);
	url.searchParams.set(SECRET_PARAMETER, secret);
	return url.toString();
}

function exportUrlOf(configuration: IDataObject): string | undefined {
	const settings = configuration.settings as IDataObject | undefined;
	const url = configuration.export_url ?? settings?.export_url ?? configuration.url;
	return typeof url === 'string' ? url : undefined;
}

function docTypeOf(configuration: IDataObject): string {
	const docType =
		configuration.doc_type ?? (configuration.settings as IDataObject | undefined)?.doc_type;
	return docType === undefined || docType === null ? '' : String(docType);
}

interface OwnConfiguration {
	id: string;
	secret: string;
	docType: string;
}

function webhookUrlOf(context: IHookFunctions): string {
	const url = context.getNodeWebhookUrl('default');
	if (!url)
		throw new NodeApiError(context.getNode(), {} as JsonObject, {
			message: 'n8n gave no webhook URL for this node',
		});
	return url;
}

/** The webhook export configurations whose URL is this node's webhook URL (with a secret). */
async function ownConfigurations(
	context: IHookFunctions,
	webhookUrl: string,
): Promise<OwnConfiguration[]> {
	const answer = await callEndpoint(context, endpoints.exportConfiguration.getMany);
	const wanted = withoutSecret(webhookUrl)?.base;
	return (listRecords(answer) ?? []).flatMap((record): OwnConfiguration[] => {
		if (!record || typeof record !== 'object') return [];
		const configuration = record as IDataObject;
		if (configuration.type !== undefined && configuration.type !== 'webhook') return [];
		const exportUrl = exportUrlOf(configuration);
		const parts = exportUrl === undefined ? undefined : withoutSecret(exportUrl);
		const id = configuration.id ?? configuration.config_id;
		if (!parts?.secret || parts.base !== wanted || id === undefined || id === null) return [];
		return [{ id: String(id), secret: parts.secret, docType: docTypeOf(configuration) }];
	});
}

async function removeConfiguration(context: IHookFunctions, id: string): Promise<void> {
	// Already gone (404): nothing is left behind either way.
	await callEndpoint(context, endpoints.exportConfiguration.delete, {
		body: { id },
		notFoundIsFine: true,
	});
}

function wantedDocType(context: IHookFunctions): string {
	return String(context.getNodeParameter('documentType', '') ?? '').trim();
}

/** Whether the service still has this node's configuration (adopting it if static data lost it). */
export async function checkRegistration(this: IHookFunctions): Promise<boolean> {
	const registration = this.getWorkflowStaticData('node') as Registration;
	const own = await ownConfigurations(this, webhookUrlOf(this));
	const found =
		own.find((configuration) => configuration.id === registration.configurationId) ?? own[0];
	if (!found) {
		delete registration.configurationId;
		delete registration.secret;
		return false;
	}
	if (found.docType !== wantedDocType(this)) {
		// Registered for another document type: replace it (create() registers anew).
		await removeConfiguration(this, found.id);
		delete registration.configurationId;
		delete registration.secret;
		return false;
	}
	registration.configurationId = found.id;
	registration.secret = found.secret;
	return true;
}

/** Registers the webhook URL, with a new secret, as a webhook export configuration. */
export async function createRegistration(this: IHookFunctions): Promise<boolean> {
	const registration = this.getWorkflowStaticData('node') as Registration;
	const secret = randomBytes(32).toString('hex');
	const docType = wantedDocType(this);
	const options = this.getNodeParameter('options', {}) as IDataObject;
	const workflow = this.getWorkflow();
	const title =
		String(options.title ?? '').trim() || `n8n: ${workflow.name ?? workflow.id ?? 'workflow'}`;
	const answer = await callEndpoint(this, configureWebhook, {
		body: {
			export_url: urlWithSecret(webhookUrlOf(this), secret),
			title,
			...(docType ? { doc_type: docType } : {}),
		},
	});
	const record = (answer && typeof answer === 'object' ? answer : {}) as IDataObject;
	const id = record.id ?? record.config_id ?? record.configuration_id;
	if (id === undefined || id === null) {
		throw new NodeApiError(this.getNode(), record as JsonObject, {
			message: 'The service registered the webhook but answered no configuration ID',
			description: `${configureWebhook.method} ${configureWebhook.path} answered without an id, so the trigger could not remove it later.`,
		});
	}
	registration.configurationId = String(id);
	registration.secret = secret;
	return true;
}

/**
 * Removes this node's configuration, and no other. Without static data (n8n lost or never saved
 * it), the configurations registered for this node's webhook URL are found at the service instead,
 * so deactivation never leaves a registration behind.
 */
export async function deleteRegistration(this: IHookFunctions): Promise<boolean> {
	const registration = this.getWorkflowStaticData('node') as Registration;
	const ids =
		registration.configurationId === undefined
			? (await ownConfigurations(this, webhookUrlOf(this))).map(({ id }) => id)
			: [registration.configurationId];
	for (const id of ids) await removeConfiguration(this, id);
	delete registration.configurationId;
	delete registration.secret;
	return true;
}
