/** Runs the package's node through n8n's engine against a sandbox. */
import { DirectoryLoader } from 'n8n-core';
import type {
	IDataObject,
	INodeExecutionData,
	INodeParameters,
	WorkflowExecuteMode,
} from 'n8n-workflow';

import { DocumentProcessingApi } from '../../credentials/DocumentProcessingApi.credentials';
import { DocumentProcessing } from '../../nodes/DocumentProcessing/DocumentProcessing.node';
import { forgetUploadsOfThisProcess } from '../../nodes/DocumentProcessing/transport/uploadMemory';
import { forgetServiceLimiters } from '../../nodes/shared/http/concurrency';
import {
	startSandbox,
	type DemoState,
	type Sandbox,
	type SandboxOptions,
	type SandboxState,
} from '../../sandbox';
import { runNode, type RunNodeResult } from '../engine';
import { recordExercised } from './exercised';

export function credentialsFor(
	sandbox: Sandbox,
	overrides: IDataObject = {},
): Record<string, IDataObject> {
	return {
		documentProcessingApi: {
			apiKey: sandbox.apiKey,
			environment: 'production',
			// A trailing slash, as users paste it: the credential must cope.
			productionUrl: `${sandbox.url}/`,
			workflowHost: sandbox.url,
			workflowApiKey: sandbox.workflowApiKey,
			...overrides,
		},
	};
}

/**
 * The node as n8n loads it: n8n adds its common request options (timeout, batching, proxy) to
 * each version's description (n8n-core's DirectoryLoader.loadNodeFromFile).
 */
export function loadedNode(): DocumentProcessing {
	const node = new DocumentProcessing();
	for (const version of Object.values(node.nodeVersions))
		DirectoryLoader.applyDeclarativeNodeOptionParameters(version);
	return node;
}

export interface RunOptions {
	input?: INodeExecutionData[];
	continueOnFail?: boolean;
	/** The node's Settings → On Error (e.g. 'continueErrorOutput'). */
	onError?: 'stopWorkflow' | 'continueRegularOutput' | 'continueErrorOutput';
	credentials?: IDataObject;
	/** 'filesystem' keeps binary data on disk, as n8n does by default. */
	binaryDataMode?: 'default' | 'filesystem';
	/** The node version a saved workflow uses (default: the newest). */
	typeVersion?: number;
	workflowId?: string;
	/** The workflow's static data as n8n loaded it (what earlier executions saved). */
	workflowStaticData?: IDataObject;
	/** How the execution was started (default 'manual'; 'retry' as Executions → Retry does). */
	mode?: WorkflowExecuteMode;
}

export interface NodeUnderTest<S extends SandboxState = SandboxState> {
	sandbox: Sandbox<S>;
	run(
		resource: string,
		operation: string,
		parameters?: INodeParameters,
		options?: RunOptions,
	): Promise<RunNodeResult>;
}

/**
 * Starts a sandbox for the test file (closed after all tests) and runs the node against it: the
 * stand-in; `demo: true` adds the invented world, only in a file that says why (a comment
 * `Demo test: <why>`, checked by test/standInOnly.test.ts).
 */
export function useNodeAgainstSandbox(
	options: SandboxOptions & { demo: true },
): NodeUnderTest<DemoState>;
export function useNodeAgainstSandbox(options?: SandboxOptions): NodeUnderTest;
export function useNodeAgainstSandbox(options: SandboxOptions = {}): NodeUnderTest {
	const harness = {} as NodeUnderTest;
	beforeAll(async () => {
		harness.sandbox = await startSandbox(options);
	});
	afterAll(async () => {
		await harness.sandbox.close();
	});
	// Each test as a fresh n8n process: Skip Duplicates (on in new nodes) remembers uploads per
	// process, and a test's sandbox is reset, its document ids given out again. The limit of
	// requests in flight one test's 429s lowered is not the next test's either.
	beforeEach(() => {
		forgetUploadsOfThisProcess();
		forgetServiceLimiters();
	});
	harness.run = async (resource, operation, parameters = {}, runOptions = {}) => {
		const result = await runNode({
			node: loadedNode(),
			credentialTypes: [new DocumentProcessingApi()],
			credentials: credentialsFor(harness.sandbox, runOptions.credentials),
			parameters: { resource, operation, ...parameters },
			input: runOptions.input,
			continueOnFail: runOptions.continueOnFail,
			onError: runOptions.onError,
			binaryDataMode: runOptions.binaryDataMode,
			typeVersion: runOptions.typeVersion,
			workflowId: runOptions.workflowId,
			workflowStaticData: runOptions.workflowStaticData,
			mode: runOptions.mode,
		});
		if (!result.error) recordExercised(resource, operation);
		return result;
	};
	return harness;
}
