/* eslint-disable @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
// The nodes under measurement, loaded as n8n loads them: ours from the built package (dist/),
// n8n's HTTP Request from n8n-nodes-base (bench/.deps), run through n8n-core's WorkflowExecute
// with the test harness (test/engine.ts).
import path from 'node:path';
import { DirectoryLoader } from 'n8n-core';
import {
	NodeHelpers,
	type ICredentialType,
	type IDataObject,
	type INodeExecutionData,
	type INodeParameters,
	type INodeType,
	type IVersionedNodeType,
} from 'n8n-workflow';
import { runNode, type BinaryDataMode, type RunNodeResult } from '../../test/engine';
import { DIST, NODES_BASE_DIR } from './paths';

export interface Service {
	url: string;
	apiKey: string;
}

type Constructor<T> = new () => T;

function load<T>(file: string, exportName: string): Constructor<T> {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const loaded = require(file) as Record<string, Constructor<T>>;
	const type = loaded[exportName];
	if (!type) throw new Error(`${file} exports no ${exportName}`);
	return type;
}

export const OUR_NODE_FILE = path.join(DIST, 'nodes/DocumentProcessing/DocumentProcessing.node.js');
export const OUR_TRIGGER_FILE = path.join(
	DIST,
	'nodes/DocumentProcessingTrigger/DocumentProcessingTrigger.node.js',
);
export const OUR_CREDENTIAL_FILE = path.join(
	DIST,
	'credentials/DocumentProcessingApi.credentials.js',
);

/** Our node with n8n's declarative request options applied, as n8n's loader does. */
/** The newest version of our node as n8n runs it (n8n adds its request options to each version). */
export function ourNode(): INodeType {
	const node = NodeHelpers.getVersionedNodeType(
		new (load<IVersionedNodeType>(OUR_NODE_FILE, 'DocumentProcessing'))(),
	);
	DirectoryLoader.applyDeclarativeNodeOptionParameters(node);
	return node;
}

export function ourTrigger(): INodeType {
	return new (load<INodeType>(OUR_TRIGGER_FILE, 'DocumentProcessingTrigger'))();
}

export function ourCredential(): ICredentialType {
	return new (load<ICredentialType>(OUR_CREDENTIAL_FILE, 'DocumentProcessingApi'))();
}

export function credentialsFor(service: Service): Record<string, IDataObject> {
	return {
		documentProcessingApi: {
			apiKey: service.apiKey,
			environment: 'production',
			productionUrl: service.url,
		},
	};
}

/**
 * Diagnostic only: our node with every `doc_id` property that the Document resource does not show
 * renamed in memory (`doc_id_<resource>`), so that, as with one name per resource, only the property
 * shown has a value and n8n's RoutingNode evaluates a `doc_id` expression once per item instead of
 * once per same-named property. Document operations behave exactly as built. Undefined when the
 * built node has no such property (nothing to show).
 */
export function ourNodeWithOneDocId(): INodeType | undefined {
	const node = ourNode();
	let renamed = 0;
	for (const property of node.description.properties) {
		const resources = property.displayOptions?.show?.resource ?? [];
		if (property.name === 'doc_id' && !resources.includes('document')) {
			property.name = `doc_id_${String(resources[0])}`;
			renamed++;
		}
	}
	return renamed > 0 ? node : undefined;
}

export interface OurRun {
	resource: string;
	operation: string;
	parameters?: INodeParameters;
	input?: INodeExecutionData[];
	continueOnFail?: boolean;
	binaryDataMode?: BinaryDataMode;
	/** Another build of our node (diagnostics); default: as built. */
	node?: INodeType;
}

let cachedNode: INodeType | undefined;
let cachedCredential: ICredentialType | undefined;

/** One run of our node over `input` in n8n's engine. */
export async function runOurs(service: Service, run: OurRun): Promise<RunNodeResult> {
	cachedNode ??= ourNode();
	cachedCredential ??= ourCredential();
	return await runNode({
		node: run.node ?? cachedNode,
		credentialTypes: [cachedCredential],
		credentials: credentialsFor(service),
		parameters: { resource: run.resource, operation: run.operation, ...run.parameters },
		input: run.input,
		continueOnFail: run.continueOnFail,
		binaryDataMode: run.binaryDataMode,
	});
}

export const HTTP_REQUEST_VERSION = 4.2;
let cachedHttpRequest: IVersionedNodeType | undefined;

/** n8n's HTTP Request node (all versions; runs use 4.2). Throws when bench/.deps lacks it. */
export function httpRequestNode(): IVersionedNodeType {
	cachedHttpRequest ??= new (load<IVersionedNodeType>(
		path.join(NODES_BASE_DIR, 'dist/nodes/HttpRequest/HttpRequest.node.js'),
		'HttpRequest',
	))();
	return cachedHttpRequest;
}

/** n8n-nodes-base nodes by file and export name, for description sizes. */
export function nodesBaseNode(file: string, exportName: string): INodeType | IVersionedNodeType {
	return new (load<INodeType | IVersionedNodeType>(
		path.join(NODES_BASE_DIR, 'dist/nodes', file),
		exportName,
	))();
}

/**
 * The HTTP Request node (v4.2) as a user would set it up for the same call: GET, the URL with an
 * expression, the key as a header parameter, everything else at its default.
 */
export async function runHttpRequest(
	service: Service,
	urlExpression: string,
	input: INodeExecutionData[],
	continueOnFail = false,
): Promise<RunNodeResult> {
	return await runNode({
		node: httpRequestNode() as unknown as INodeType,
		typeVersion: HTTP_REQUEST_VERSION,
		parameters: {
			method: 'GET',
			url: urlExpression,
			sendHeaders: true,
			specifyHeaders: 'keypair',
			headerParameters: { parameters: [{ name: 'X-API-KEY', value: service.apiKey }] },
			options: {},
		},
		input,
		continueOnFail,
	});
}

/** Items that came out as errors (Continue On Fail). */
export function failedItems(items: INodeExecutionData[]): number {
	return items.filter((item) => item.json.error !== undefined).length;
}
