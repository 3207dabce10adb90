/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * Engine-level test harness: runs n8n nodes through n8n-core's own engine
 * (WorkflowExecute + RoutingNode, PollContext, HookContext) so tests speak real HTTP.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';

import { Container } from '@n8n/di';
import {
	BinaryDataConfig,
	BinaryDataService,
	Credentials,
	ExecutionLifecycleHooks,
	ExternalSecretsProxy,
	HookContext,
	LoadOptionsContext,
	getAdditionalKeys,
	PollContext,
	WebhookContext,
	WorkflowExecute,
} from 'n8n-core';
import { SSHClientsManager } from 'n8n-core/dist/execution-engine/ssh-clients-manager';
import {
	BINARY_ENCODING,
	ICredentialsHelper,
	NodeHelpers,
	Workflow,
	createRunExecutionData,
	deepCopy,
	fileTypeFromMimeType,
} from 'n8n-workflow';
import type {
	ExecutionError,
	IBinaryData,
	IConnections,
	ICredentialDataDecryptedObject,
	ICredentialType,
	ICredentials,
	IDataObject,
	IHttpRequestHelper,
	IHttpRequestOptions,
	INode,
	INodeCredentialsDetails,
	INodeExecutionData,
	INodeParameters,
	INodeProperties,
	INodeListSearchResult,
	INodePropertyOptions,
	INodeType,
	INodeTypes,
	IRequestOptionsSimplified,
	IRunData,
	IVersionedNodeType,
	IWebhookData,
	IWebhookResponseData,
	IWorkflowExecuteAdditionalData,
	WorkflowExecuteMode,
} from 'n8n-workflow';

export interface RunNodeOptions {
	node: INodeType | IVersionedNodeType;
	credentialTypes?: ICredentialType[];
	credentials?: Record<string, IDataObject>;
	parameters: INodeParameters;
	input?: INodeExecutionData[];
	continueOnFail?: boolean;
	/** The node's Settings → On Error, as the editor saves it (overrides continueOnFail). */
	onError?: INode['onError'];
	typeVersion?: number;
	nodeName?: string;
	/**
	 * Harness extension. 'default' (the default): binary data stays inline base64 in the items.
	 * 'filesystem': like a stock n8n 2.x instance — binaries get an `id` and live on disk (under
	 * N8N_USER_FOLDER), inline input binaries are stored first, so `helpers.getBinaryStream(id)` works.
	 */
	binaryDataMode?: BinaryDataMode;
	/** Harness extension: the workflow's id (default `test-workflow`). */
	workflowId?: string;
	/** Harness extension: the workflow's static data as n8n loaded it from its database. */
	workflowStaticData?: IDataObject;
	/** Harness extension: how the execution was started (default 'manual'). */
	mode?: WorkflowExecuteMode;
}

export type BinaryDataMode = 'default' | 'filesystem';

export interface RunNodeResult {
	items: INodeExecutionData[];
	/** The items of the error output (On Error → Continue (using error output)). */
	errorItems: INodeExecutionData[];
	error?: ExecutionError;
	runData: unknown;
	/** The workflow's static data after the run (what n8n saves after a non-manual execution). */
	staticData: IDataObject;
}

interface ContextOptions {
	node: INodeType | IVersionedNodeType;
	credentialTypes?: ICredentialType[];
	credentials?: Record<string, IDataObject>;
	parameters: INodeParameters;
	staticData?: IDataObject;
	typeVersion?: number;
	nodeName?: string;
	continueOnFail?: boolean;
	onError?: INode['onError'];
	webhookBaseUrl?: string;
	binaryDataMode?: BinaryDataMode;
	workflowId?: string;
	workflowStaticData?: IDataObject;
}

const BASE_URL = 'http://localhost:5678';

let engineReady = false;
let binaryMode: BinaryDataMode = 'default';
let executionCounter = 0;

/** One-time (per jest module registry) setup of n8n-core's DI singletons. */
export function initEngine(): void {
	if (engineReady) return;
	engineReady = true;
	// n8n-core's InstanceSettings writes an encryption key into <N8N_USER_FOLDER>/.n8n/config.
	if (!process.env.N8N_USER_FOLDER) {
		process.env.N8N_USER_FOLDER = mkdtempSync(join(tmpdir(), 'n8n-harness-'));
	}
	// Every ExecuteContext resolves SSHClientsManager, whose constructor starts a ref'd 60 s
	// setInterval: without unref() jest never exits ("Jest did not exit one second after...").
	const ssh = Container.get(SSHClientsManager) as unknown as { cleanupTimer?: NodeJS.Timeout };
	ssh.cleanupTimer?.unref();
}

/**
 * BinaryDataService without init() has no manager for its mode and keeps data inline (base64),
 * which is what 'default' means here; 'filesystem' re-inits it with the file-system manager.
 */
async function useBinaryDataMode(mode: BinaryDataMode = 'default'): Promise<void> {
	initEngine();
	if (mode === binaryMode) return;
	Container.get(BinaryDataConfig).mode = mode;
	await Container.get(BinaryDataService).init();
	binaryMode = mode;
}

/** In 'filesystem' mode, stores inline input binaries like a previous n8n node would have. */
async function storeInputBinaries(
	items: INodeExecutionData[],
	workflowId: string,
	executionId: string,
): Promise<INodeExecutionData[]> {
	if (binaryMode === 'default') return items;
	const service = Container.get(BinaryDataService);
	return await Promise.all(
		items.map(async (item) => {
			if (!item.binary) return item;
			const binary: Record<string, IBinaryData> = {};
			for (const [key, value] of Object.entries(item.binary)) {
				binary[key] = value.id
					? value
					: await service.store(
							{ type: 'execution', workflowId, executionId },
							Buffer.from(value.data, BINARY_ENCODING),
							{ ...value },
						);
			}
			return { ...item, binary };
		}),
	);
}

function highestVersion(type: INodeType | IVersionedNodeType): number {
	if ('nodeVersions' in type) return type.currentVersion;
	const { version } = type.description;
	return Array.isArray(version) ? Math.max(...version) : version;
}

class TestNodeTypes implements INodeTypes {
	constructor(private readonly types: Record<string, INodeType | IVersionedNodeType>) {}

	getByName(name: string): INodeType | IVersionedNodeType {
		const type = this.types[name];
		if (!type) throw new Error(`Unknown node type "${name}"`);
		return type;
	}

	getByNameAndVersion(name: string, version?: number): INodeType {
		return NodeHelpers.getVersionedNodeType(this.getByName(name), version);
	}

	getKnownTypes(): IDataObject {
		return {};
	}
}

/**
 * The credentials helper n8n-core calls, as n8n's own CredentialsHelper behaves. It implements
 * what each tested n8n-core's ICredentialsHelper requires (scripts/test-core.js): n8n-core 2.41
 * adds `isCredentialUsableByNode` and `runPreAuthentication`, and makes ICredentials.setData async.
 */
class TestCredentialsHelper extends ICredentialsHelper {
	workflow?: Workflow;
	node?: INode;
	private readonly types: Record<string, ICredentialType>;
	private readonly data: Record<string, IDataObject>;
	private readonly nodeTypes: INodeTypes;

	constructor(types: ICredentialType[], data: Record<string, IDataObject>, nodeTypes: INodeTypes) {
		super();
		this.types = Object.fromEntries(types.map((t) => [t.name, t]));
		this.data = deepCopy(data);
		this.nodeTypes = nodeTypes;
	}

	/**
	 * As n8n: false only when the credential type sets `restrictToSupportedNodes` and the node
	 * type does not list it among its credentials; true for an unknown credential type.
	 */
	isCredentialUsableByNode(credentialType: string, nodeType: string): boolean {
		const type = this.types[credentialType] as
			| (ICredentialType & { restrictToSupportedNodes?: boolean })
			| undefined;
		if (!type?.restrictToSupportedNodes) return true;
		let credentials: Array<{ name: string }> = [];
		try {
			credentials = this.nodeTypes.getByNameAndVersion(nodeType).description.credentials ?? [];
		} catch {
			return false;
		}
		return credentials.some((credential) => credential.name === credentialType);
	}

	getParentTypes(name: string): string[] {
		const parents = this.types[name]?.extends ?? [];
		return parents.flatMap((p) => [p, ...this.getParentTypes(p)]);
	}

	getCredentialsProperties(type: string): INodeProperties[] {
		const own = this.types[type]?.properties ?? [];
		const inherited = (this.types[type]?.extends ?? []).flatMap((p) =>
			this.getCredentialsProperties(p),
		);
		return [...inherited.filter((p) => !own.some((o) => o.name === p.name)), ...own];
	}

	async getCredentials(
		nodeCredentials: INodeCredentialsDetails,
		type: string,
	): Promise<ICredentials> {
		const credentials = new Credentials(
			{ id: nodeCredentials.id, name: nodeCredentials.name },
			type,
		);
		// Synchronous up to n8n-core 2.x, a promise in 2.41 (it encrypts): awaited either way.
		await Promise.resolve(
			credentials.setData(this.rawData(type) as ICredentialDataDecryptedObject),
		);
		return credentials;
	}

	/**
	 * As n8n's CredentialsHelper.applyDefaultsAndOverwrites: property defaults are filled in, keys
	 * that are not a (displayed) property of the type are dropped, expressions are resolved (`$self`).
	 * Without a registered credential type the data is returned as given.
	 */
	async getDecrypted(
		additionalData: IWorkflowExecuteAdditionalData,
		_nodeCredentials: INodeCredentialsDetails,
		type: string,
		mode: WorkflowExecuteMode,
		_executeData?: unknown,
		raw?: boolean,
	): Promise<ICredentialDataDecryptedObject> {
		const original = deepCopy(this.rawData(type)) as ICredentialDataDecryptedObject;
		if (raw || !this.types[type] || !this.workflow || !this.node) return original;
		const properties = this.getCredentialsProperties(type);
		const data = (NodeHelpers.getNodeParameters(
			properties,
			original as INodeParameters,
			true,
			false,
			null,
			null,
		) ?? {}) as ICredentialDataDecryptedObject;
		if (original.oauthTokenData !== undefined) data.oauthTokenData = original.oauthTokenData;
		const additionalKeys = getAdditionalKeys(additionalData, mode, null);
		return this.workflow.expression.getComplexParameterValue(
			this.node,
			data as INodeParameters,
			mode,
			additionalKeys,
			undefined,
			undefined,
			data,
		) as ICredentialDataDecryptedObject;
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions | IRequestOptionsSimplified,
		workflow: Workflow,
		node: INode,
	): Promise<IHttpRequestOptions> {
		const authenticate = this.types[typeName]?.authenticate;
		if (typeof authenticate === 'function') {
			return await authenticate(credentials, requestOptions as IHttpRequestOptions);
		}
		if (authenticate?.type === 'generic') {
			const target = requestOptions as unknown as Record<string, IDataObject | undefined>;
			const resolve = (value: string): string => {
				if (typeof value !== 'string' || !value.startsWith('=')) return value;
				const resolved = workflow.expression.getSimpleParameterValue(
					node,
					value,
					'internal',
					{ $credentials: credentials },
					undefined,
					'',
				);
				return resolved === undefined || resolved === null ? '' : String(resolved);
			};
			for (const [outerKey, outerValue] of Object.entries(authenticate.properties)) {
				for (const [key, value] of Object.entries(outerValue as Record<string, string>)) {
					target[outerKey] = { ...(target[outerKey] ?? {}), [resolve(key)]: resolve(value) };
				}
			}
		}
		return requestOptions as IHttpRequestOptions;
	}

	/** Like n8n: calls the credential's preAuthentication when its expirable token is empty/expired. */
	async preAuthentication(
		helpers: IHttpRequestHelper,
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		_node: INode,
		credentialsExpired: boolean,
	): Promise<ICredentialDataDecryptedObject | undefined> {
		const type = this.types[typeName];
		const expirable = type?.properties.find(
			(p) => p.type === 'hidden' && p.typeOptions?.expirable === true,
		);
		if (typeof type?.preAuthentication !== 'function' || !expirable) return undefined;
		if (credentials[expirable.name] !== '' && !credentialsExpired) return undefined;
		const output = await type.preAuthentication.call(helpers, credentials);
		if (output[expirable.name] === undefined) return undefined;
		// n8n persists the fresh token (updateCredentials); here it lives for the rest of this run.
		this.data[typeName] = { ...this.rawData(typeName), ...output };
		return Object.assign(credentials, output);
	}

	/** As n8n (OAuth token refresh): the type's preAuthentication, whatever the token's state. */
	async runPreAuthentication(
		helpers: IHttpRequestHelper,
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
	): Promise<ICredentialDataDecryptedObject | undefined> {
		const type = this.types[typeName];
		if (typeof type?.preAuthentication !== 'function') return undefined;
		const output = await type.preAuthentication.call(helpers, credentials);
		return (output as ICredentialDataDecryptedObject | undefined) ?? undefined;
	}

	async updateCredentials(): Promise<void> {}

	async updateCredentialsOauthTokenData(): Promise<void> {}

	private rawData(type: string): IDataObject {
		const data = this.data[type];
		if (!data) throw new Error(`Test harness: no credentials given for type "${type}"`);
		return data;
	}
}

interface Engine {
	workflow: Workflow;
	node: INode;
	additionalData: IWorkflowExecuteAdditionalData;
}

/**
 * What n8n-core asks of n8n around an execution of `workflow` (its `nodes`): lifecycle hooks,
 * URLs, the credentials helper. A fresh execution ID each time.
 */
function engineAdditionalData(
	workflow: Workflow,
	nodes: INode[],
	mode: WorkflowExecuteMode,
	{
		credentialsHelper,
		webhookBaseUrl,
	}: { credentialsHelper: ICredentialsHelper; webhookBaseUrl?: string },
): IWorkflowExecuteAdditionalData {
	const executionId = `test-${++executionCounter}`;
	return {
		credentialsHelper,
		hooks: new ExecutionLifecycleHooks(mode, executionId, {
			id: workflow.id,
			name: workflow.name ?? '',
			active: false,
			isArchived: false,
			nodes,
			connections: {},
			createdAt: new Date(),
			updatedAt: new Date(),
			activeVersionId: null,
		}),
		executionId,
		currentNodeExecutionIndex: 0,
		restApiUrl: `${BASE_URL}/rest`,
		instanceBaseUrl: `${BASE_URL}/`,
		formWaitingBaseUrl: `${BASE_URL}/form-waiting`,
		webhookBaseUrl: webhookBaseUrl ?? `${BASE_URL}/webhook`,
		webhookWaitingBaseUrl: `${BASE_URL}/webhook-waiting`,
		webhookTestBaseUrl: `${BASE_URL}/webhook-test`,
		userId: 'test-user',
		variables: {},
		externalSecretsProxy: new ExternalSecretsProxy(),
		executeWorkflow: async () => {
			throw new Error('Test harness: executeWorkflow is not supported');
		},
		getRunExecutionData: async () => undefined,
		logAiEvent: () => {},
		startRunnerTask: async () => {
			throw new Error('Test harness: task runners are not supported');
		},
	} as IWorkflowExecuteAdditionalData;
}

function createEngine(options: ContextOptions, mode: WorkflowExecuteMode): Engine {
	initEngine();
	const type = options.node;
	const typeName = type.description.name;
	const typeVersion = options.typeVersion ?? highestVersion(type);
	const node: INode = {
		id: 'node-under-test',
		name: options.nodeName ?? 'Node',
		type: typeName,
		typeVersion,
		position: [0, 0],
		parameters: options.parameters,
		webhookId: 'test-webhook-id',
		credentials: Object.fromEntries(
			Object.keys(options.credentials ?? {}).map((name) => [name, { id: name, name }]),
		),
	};
	if (options.continueOnFail) node.onError = 'continueRegularOutput';
	if (options.onError) node.onError = options.onError;

	const nodeTypes = new TestNodeTypes({ [typeName]: type });
	const credentialsHelper = new TestCredentialsHelper(
		options.credentialTypes ?? [],
		options.credentials ?? {},
		nodeTypes,
	);
	// The Workflow constructor fills in parameter defaults from the node type, as n8n does.
	const workflow = new Workflow({
		id: options.workflowId ?? 'test-workflow',
		name: 'Test workflow',
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes,
		staticData: {
			...deepCopy(options.workflowStaticData ?? {}),
			...(options.staticData ? { [`node:${node.name}`]: deepCopy(options.staticData) } : {}),
		},
		settings: { executionOrder: 'v1' },
	});
	credentialsHelper.workflow = workflow;
	credentialsHelper.node = node;

	const additionalData = engineAdditionalData(workflow, [node], mode, {
		credentialsHelper,
		webhookBaseUrl: options.webhookBaseUrl,
	});
	return { workflow, node, additionalData };
}

function nodeStaticData(workflow: Workflow, node: INode): IDataObject {
	return deepCopy(workflow.getStaticData('node', node)) as IDataObject;
}

/** Runs a node (programmatic or declarative) once over `input`, through WorkflowExecute. */
export async function runNode(options: RunNodeOptions): Promise<RunNodeResult> {
	await useBinaryDataMode(options.binaryDataMode);
	const mode = options.mode ?? 'manual';
	const { workflow, node, additionalData } = createEngine(options, mode);
	const input = await storeInputBinaries(
		options.input ?? [{ json: {} }],
		workflow.id,
		additionalData.executionId!,
	);
	const runExecutionData = createRunExecutionData({
		executionData: { nodeExecutionStack: [{ node, data: { main: [input] }, source: null }] },
	});
	const run = await new WorkflowExecute(
		additionalData,
		mode,
		runExecutionData,
	).processRunExecutionData(workflow);
	const runData = run.data.resultData.runData;
	const task = runData[node.name]?.[0];
	const error = task?.error ?? run.data.resultData.error;
	const staticData = deepCopy(workflow.staticData) as IDataObject;
	delete staticData.__dataChanged;
	const main = error ? [] : (task?.data?.main ?? []);
	return {
		items: main[0] ?? [],
		errorItems: node.onError === 'continueErrorOutput' ? (main[1] ?? []) : [],
		error,
		runData,
		staticData,
	};
}

/**
 * Runs a workflow of `nodes` (their types by name in `types`) from `start` through n8n-core's
 * WorkflowExecute, with execution order v1 as the examples have it; answers its run data.
 */
export async function runWorkflow(options: {
	nodes: INode[];
	connections: IConnections;
	types: Record<string, INodeType>;
	start: string;
}): Promise<IRunData> {
	initEngine();
	const nodeTypes = new TestNodeTypes(options.types);
	const workflow = new Workflow({
		id: 'test-workflow-run',
		name: 'Test workflow',
		nodes: options.nodes,
		connections: options.connections,
		active: false,
		nodeTypes,
		staticData: {},
		settings: { executionOrder: 'v1' },
	});
	const additionalData = engineAdditionalData(workflow, options.nodes, 'manual', {
		credentialsHelper: new TestCredentialsHelper([], {}, nodeTypes),
	});
	const runExecutionData = createRunExecutionData({
		executionData: {
			nodeExecutionStack: [
				{ node: workflow.getNode(options.start)!, data: { main: [[{ json: {} }]] }, source: null },
			],
		},
	});
	const run = await new WorkflowExecute(
		additionalData,
		'manual',
		runExecutionData,
	).processRunExecutionData(workflow);
	return run.data.resultData.runData;
}

/** Calls `node.poll` once with n8n's PollContext. Pass `staticData` back in to simulate the next poll. */
export async function runPoll(options: {
	node: INodeType;
	credentials?: Record<string, IDataObject>;
	credentialTypes?: ICredentialType[];
	parameters: INodeParameters;
	staticData?: IDataObject;
	mode?: 'manual' | 'trigger';
	typeVersion?: number;
	nodeName?: string;
	binaryDataMode?: BinaryDataMode;
}): Promise<{ items: INodeExecutionData[][] | null; staticData: IDataObject }> {
	await useBinaryDataMode(options.binaryDataMode);
	const mode = options.mode ?? 'trigger';
	const { workflow, node, additionalData } = createEngine(options, mode);
	const nodeType = workflow.nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
	if (!nodeType.poll) throw new Error(`Node type "${node.type}" has no poll method`);
	const context = new PollContext(
		workflow,
		node,
		additionalData,
		mode,
		mode === 'manual' ? 'manual' : 'activate',
	);
	const items = await nodeType.poll.call(context);
	return { items, staticData: nodeStaticData(workflow, node) };
}

/** Calls `node.webhookMethods.default[method]` with n8n's HookContext. */
export async function runHook(options: {
	node: INodeType;
	method: 'checkExists' | 'create' | 'delete';
	credentials?: Record<string, IDataObject>;
	credentialTypes?: ICredentialType[];
	parameters: INodeParameters;
	staticData?: IDataObject;
	webhookBaseUrl: string;
	typeVersion?: number;
	nodeName?: string;
}): Promise<{ result: boolean; staticData: IDataObject }> {
	const { workflow, node, additionalData } = createEngine(options, 'trigger');
	const nodeType = workflow.nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
	const method = nodeType.webhookMethods?.default?.[options.method];
	if (!method)
		throw new Error(`Node type "${node.type}" has no webhookMethods.default.${options.method}`);
	const context = new HookContext(workflow, node, additionalData, 'trigger', 'activate');
	const result = await method.call(context);
	return { result, staticData: nodeStaticData(workflow, node) };
}

/**
 * The request n8n's webhook server hands a node: the incoming message with `body` already parsed
 * (JSON object; multipart as `{ data: fields, files: { <field>: { filepath, originalFilename,
 * mimetype, size } } }`, formidable's shape) and `query` from the URL.
 */
export interface WebhookRequestLike {
	method: string;
	url: string;
	headers: Record<string, string | string[] | undefined>;
	query: Record<string, unknown>;
	params?: Record<string, string>;
	body: unknown;
}

/** The express-like response a node may answer on itself (`status(...).json(...)` / `.send(...)`). */
export interface WebhookResponseLike {
	status(code: number): WebhookResponseLike;
	json(body: unknown): WebhookResponseLike;
	send(body: unknown): WebhookResponseLike;
}

/**
 * Calls `node.webhook` with n8n's WebhookContext for one request, as n8n's webhook server does
 * after parsing the body. Pass the static data the hooks (`runHook`) left behind.
 */
export async function runWebhook(options: {
	node: INodeType;
	request: WebhookRequestLike;
	response: WebhookResponseLike;
	credentials?: Record<string, IDataObject>;
	credentialTypes?: ICredentialType[];
	parameters: INodeParameters;
	staticData?: IDataObject;
	webhookBaseUrl?: string;
	webhookName?: 'default' | 'setup';
	mode?: 'trigger' | 'manual';
	typeVersion?: number;
	nodeName?: string;
	binaryDataMode?: BinaryDataMode;
}): Promise<{ result: IWebhookResponseData; staticData: IDataObject }> {
	await useBinaryDataMode(options.binaryDataMode);
	const mode = options.mode ?? 'trigger';
	const { workflow, node, additionalData } = createEngine(options, mode);
	const nodeType = workflow.nodeTypes.getByNameAndVersion(node.type, node.typeVersion);
	if (!nodeType.webhook) throw new Error(`Node type "${node.type}" has no webhook method`);
	const webhookDescription = nodeType.description.webhooks?.find(
		(hook) => hook.name === (options.webhookName ?? 'default'),
	);
	if (!webhookDescription)
		throw new Error(
			`Node type "${node.type}" has no "${options.webhookName ?? 'default'}" webhook`,
		);
	additionalData.httpRequest =
		options.request as unknown as IWorkflowExecuteAdditionalData['httpRequest'];
	additionalData.httpResponse =
		options.response as unknown as IWorkflowExecuteAdditionalData['httpResponse'];
	const webhookData: IWebhookData = {
		httpMethod: options.request.method as IWebhookData['httpMethod'],
		node: node.name,
		path: String(webhookDescription.path),
		webhookDescription,
		workflowId: workflow.id,
		workflowExecuteAdditionalData: additionalData,
		webhookId: node.webhookId,
	};
	const context = new WebhookContext(workflow, node, additionalData, mode, webhookData, [], null);
	const result = await nodeType.webhook.call(context);
	return { result, staticData: nodeStaticData(workflow, node) };
}

/** Makes n8n binary data (inline base64, as n8n does without a binary-data mode) from a Buffer. */
export function binaryFrom(data: Buffer, fileName: string, mimeType: string): IBinaryData {
	const fileExtension = extname(fileName).slice(1);
	return {
		data: data.toString(BINARY_ENCODING),
		mimeType,
		fileName,
		fileType: fileTypeFromMimeType(mimeType),
		...(fileExtension ? { fileExtension } : {}),
		fileSize: `${data.length} B`,
		bytes: data.length,
	};
}

/** Reads the bytes of an output item's binary property, whether inline or stored by n8n's binary data service. */
export async function binaryBuffer(item: INodeExecutionData, property = 'data'): Promise<Buffer> {
	const binary = item.binary?.[property];
	if (!binary) throw new Error(`Item has no binary property "${property}"`);
	if (!binary.id) return Buffer.from(binary.data, BINARY_ENCODING);
	initEngine();
	return await Container.get(BinaryDataService).getAsBuffer(binary);
}

/** Calls one of the node's `methods.loadOptions` with n8n's LoadOptionsContext, as the editor does. */
export async function runLoadOptions(options: {
	node: INodeType | IVersionedNodeType;
	method: string;
	credentials?: Record<string, IDataObject>;
	credentialTypes?: ICredentialType[];
	parameters: INodeParameters;
	nodeName?: string;
}): Promise<INodePropertyOptions[]> {
	const { workflow, node, additionalData } = createEngine(options, 'internal');
	// As n8n does: the methods of the node's version.
	const loader = NodeHelpers.getVersionedNodeType(options.node, node.typeVersion).methods
		?.loadOptions?.[options.method];
	if (!loader) throw new Error(`Node has no loadOptions method "${options.method}"`);
	// The editor sends the node's parameters as they are set (expressions unresolved).
	additionalData.currentNodeParameters = options.parameters;
	return await loader.call(new LoadOptionsContext(workflow, node, additionalData, 'parameters'));
}

/** Runs a resource locator's list search as the editor does (n8n's LoadOptionsContext). */
export async function runListSearch(options: {
	node: INodeType | IVersionedNodeType;
	method: string;
	filter?: string;
	credentials?: Record<string, IDataObject>;
	credentialTypes?: ICredentialType[];
	parameters: INodeParameters;
}): Promise<INodeListSearchResult> {
	const { workflow, node, additionalData } = createEngine(options, 'internal');
	const search = NodeHelpers.getVersionedNodeType(options.node, node.typeVersion).methods
		?.listSearch?.[options.method];
	if (!search) throw new Error(`Node has no listSearch method "${options.method}"`);
	additionalData.currentNodeParameters = options.parameters;
	return await search.call(
		new LoadOptionsContext(workflow, node, additionalData, 'parameters'),
		options.filter,
	);
}
