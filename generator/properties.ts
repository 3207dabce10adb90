import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import type { Operation, ResourceTable } from '../nodes/DocumentProcessing/resources/types';
import type { NodeVersion } from '../nodes/DocumentProcessing/resources/versions';
import { hook } from './code';
import { operationFields } from './operationFields';
import { requestOptionsProperty } from './requestOptions';

/** The hook (nodes/DocumentProcessing/routingHooks.ts) that sends an operation's requests. */
function hookOf(operation: Operation) {
	if (operation.paging) return hook('readAllPages');
	if (operation.documentResult) return hook('processDocuments');
	return hook('sendRequest');
}

function operationOption(endpoint: Operation): INodePropertyOptions {
	return {
		name: endpoint.name,
		value: endpoint.operation,
		action: endpoint.action,
		// Plain words: the endpoint is in the README's operations table, not in the dropdown.
		description: endpoint.action,
		// Why every operation, Delete too, is sent through n8n's pagination hook: `send.paginate`
		// makes n8n's routing hand `operations.pagination` the request it prepared (credential, the
		// node's Request Options: timeout, proxy, batching) to send itself. It is the one place a
		// declarative node's code sends: the hook checks every input before anything is sent,
		// builds path, query and body from the contract entry (multipart uploads included), reads
		// any paging style, waits for processing and reads answers by their content type; preSend
		// can only change the one request and postReceive only read its answer. A value the node
		// does not know has no hook: the resource's preSend refuses it (requireKnownOperation).
		routing: {
			request: { method: endpoint.method },
			send: { paginate: true },
			operations: { pagination: hookOf(endpoint) },
		},
	};
}

function operationProperty(resource: ResourceTable): INodeProperties {
	const options = resource.operations
		.map(operationOption)
		.sort((a, b) => a.name.localeCompare(b.name));
	const firstOperation = String(options[0].value);
	return {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [resource.value] } },
		default: firstOperation,
		options,
	};
}

interface SharedField {
	property: INodeProperties;
	operationsByResource: Map<string, string[]>;
}

/** Fields with the same definition, whichever operations of whichever resources show them. */
function sharedFields(resources: ResourceTable[], version: NodeVersion): SharedField[] {
	const shared = new Map<string, SharedField>();
	for (const resource of resources) {
		for (const endpoint of resource.operations) {
			for (const property of operationFields(endpoint, version)) {
				const key = JSON.stringify(property);
				const entry = shared.get(key) ?? { property, operationsByResource: new Map() };
				entry.operationsByResource.set(resource.value, [
					...(entry.operationsByResource.get(resource.value) ?? []),
					endpoint.operation,
				]);
				shared.set(key, entry);
			}
		}
	}
	return [...shared.values()];
}

function shownFor(
	property: INodeProperties,
	resources: string[],
	operations: string[],
): INodeProperties {
	const shown: INodeProperties = { ...property };
	shown.displayOptions = {
		show: { ...property.displayOptions?.show, resource: resources, operation: operations },
	};
	return shown;
}

/**
 * The fields of all operations. A field that several operations share with the same definition
 * is one property: across resources too, grouping resources whose resources × operations show
 * it nowhere else. Fewer properties keep the description small, and n8n's routing, which reads
 * every property by name for every item, fast.
 */
/** Where a property stands among an operation's fields: its inputs first, Body Options last. */
const PLACE: Record<string, number> = {
	returnAll: 1,
	limit: 1,
	skipDuplicates: 1,
	waitForProcessing: 1,
	waitForReview: 1,
	waitOptions: 1,
	output: 1,
	selectedFields: 1,
	additionalFields: 2,
	sort: 2,
	options: 2.5,
	binaryPropertyName: 3,
	bodyOptions: 4,
};

function fieldProperties(resources: ResourceTable[], version: NodeVersion): INodeProperties[] {
	const operationsOf = new Map(
		resources.map((resource) => [
			resource.value,
			new Set(resource.operations.map((e) => e.operation)),
		]),
	);
	const inPlace = sharedFields(resources, version).sort(
		(a, b) => (PLACE[a.property.name] ?? 0) - (PLACE[b.property.name] ?? 0),
	);
	return inPlace.flatMap(({ property, operationsByResource }) => {
		// A group may take a resource when no resource of it has an operation of the other that lacks the field.
		const fits = (group: string[], resource: string) => {
			const members = [...group, resource];
			const operations = members.flatMap((member) => operationsByResource.get(member) ?? []);
			return members.every((member) =>
				operations.every(
					(operation) =>
						!operationsOf.get(member)?.has(operation) ||
						operationsByResource.get(member)?.includes(operation),
				),
			);
		};
		const groups: string[][] = [];
		for (const resource of operationsByResource.keys()) {
			const group = groups.find((candidate) => fits(candidate, resource));
			if (group) group.push(resource);
			else groups.push([resource]);
		}
		return groups.map((group) =>
			shownFor(property, group, [
				...new Set(group.flatMap((resource) => operationsByResource.get(resource) ?? [])),
			]),
		);
	});
}

/** The parameters one version of the node shows. */
export function nodeProperties(
	resources: ResourceTable[],
	version: NodeVersion,
): INodeProperties[] {
	const resourceOptions = resources
		.map((resource) => ({ name: resource.name, value: resource.value }))
		.sort((a, b) => a.name.localeCompare(b.name));
	return [
		{
			displayName: 'Resource',
			name: 'resource',
			type: 'options',
			noDataExpression: true,
			options: resourceOptions,
			default: 'document',
			routing: { send: { preSend: [hook('requireKnownOperation')] } },
		},
		...resources.map(operationProperty),
		...fieldProperties(resources, version),
		requestOptionsProperty,
	];
}
