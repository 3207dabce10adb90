/**
 * The declarative engine by itself: a node of our shape with one resource, one operation (Get
 * Status) and one field, whose operation hook sends the same request through n8n's routing
 * (makeRoutingRequest, our credential) and reads the JSON answer. What it costs per item is what
 * n8n's RoutingNode costs for a declarative node, whatever the node adds on top.
 */
import { DirectoryLoader } from 'n8n-core';
import type {
	DeclarativeRestApiSettings,
	IExecutePaginationFunctions,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
	INodeType,
} from 'n8n-workflow';

async function hook(
	this: IExecutePaginationFunctions,
	requestData: DeclarativeRestApiSettings.ResultOptions,
): Promise<INodeExecutionData[]> {
	const id = String(this.getNodeParameter('doc_id', '', { skipValidation: true }));
	const url = `/document/status/${encodeURIComponent(id)}`;
	return await this.makeRoutingRequest({
		...requestData,
		options: { ...requestData.options, url },
	});
}

async function readJson(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const json = JSON.parse(Buffer.from(response.body as ArrayBuffer).toString('utf8'));
	return [{ json, pairedItem: { item: this.getItemIndex() } }];
}

export function minimalDeclarativeNode(): INodeType {
	const node: INodeType = {
		description: {
			displayName: 'Minimal declarative node',
			name: 'minimalDeclarative',
			group: ['transform'],
			version: 1,
			description: 'The declarative engine by itself',
			defaults: { name: 'Minimal' },
			inputs: ['main'],
			outputs: ['main'],
			credentials: [{ name: 'documentProcessingApi', required: true }],
			requestDefaults: { encoding: 'arraybuffer', json: false, ignoreHttpStatusErrors: true },
			properties: [
				{
					displayName: 'Resource',
					name: 'resource',
					type: 'options',
					noDataExpression: true,
					options: [{ name: 'Document', value: 'document' }],
					default: 'document',
				},
				{
					displayName: 'Operation',
					name: 'operation',
					type: 'options',
					noDataExpression: true,
					displayOptions: { show: { resource: ['document'] } },
					default: 'getStatus',
					options: [
						{
							name: 'Get Status',
							value: 'getStatus',
							action: 'Get the status of a document',
							routing: {
								request: { method: 'GET' },
								send: { paginate: true },
								operations: { pagination: hook },
								output: { postReceive: [readJson] },
							},
						},
					],
				},
				{
					displayName: 'Document ID',
					name: 'doc_id',
					type: 'string',
					required: true,
					default: '',
					displayOptions: { show: { resource: ['document'], operation: ['getStatus'] } },
				},
			],
		},
	};
	DirectoryLoader.applyDeclarativeNodeOptionParameters(node);
	return node;
}
