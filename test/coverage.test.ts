import { NodeHelpers, type INodePropertyOptions } from 'n8n-workflow';

import { operationFields } from '../nodes/DocumentProcessing/description/operationFields';

import { DocumentProcessing } from '../nodes/DocumentProcessing/DocumentProcessing.node';
import { resources } from '../nodes/DocumentProcessing/resources';
import { operationInputs } from '../nodes/DocumentProcessing/resources/inputs';
import { loadContract } from '../sandbox/contract';
import { applyContractFacts } from '../sandbox/contractFacts';

/** Every operation of the node as resource, operation, method and path, read from its description. */
function nodeOperations() {
	const { properties } = new DocumentProcessing().description;
	return properties
		.filter((property) => property.name === 'operation')
		.flatMap((property) =>
			(property.options as INodePropertyOptions[]).map((option) => ({
				resource: String(property.displayOptions?.show?.resource?.[0]),
				operation: String(option.value),
				method: String(option.routing?.request?.method),
				path: String(option.routing?.request?.url),
			})),
		);
}

/** The contract as the sandbox enforces it. */
const rows = applyContractFacts(loadContract());
const operations = nodeOperations();
const key = (method: string, path: string) => `${method} ${path}`;

describe('coverage of the endpoint table', () => {
	const byKey = new Map<string, typeof operations>();
	for (const operation of operations) {
		const list = byKey.get(key(operation.method, operation.path)) ?? [];
		byKey.set(key(operation.method, operation.path), [...list, operation]);
	}
	const uncovered = rows.filter((row) => !byKey.has(key(row.method, row.path)));
	const covered = rows.length - uncovered.length;

	afterAll(() => {
		// The figure the issues ask for, printed with every test run.
		console.log(
			`Coverage: ${covered}/${rows.length} endpoints have an operation with the same method and path` +
				(uncovered.length ? `\nNot covered:\n${uncovered.map((row) => `  ${row.method} ${row.path}`).join('\n')}` : ''),
		);
	});

	it('covers every Document endpoint', () => {
		const documentRows = rows.filter((row) => row.group === 'Documents');
		expect(documentRows).toHaveLength(30);
		expect(documentRows.filter((row) => !byKey.has(key(row.method, row.path)))).toEqual([]);
	});

	it('maps each endpoint to exactly one operation', () => {
		const shared = [...byKey.entries()].filter(([, list]) => list.length > 1).map(([name]) => name);
		expect(shared).toEqual([]);
	});

	it('gives every operation of a resource its own value', () => {
		const values = operations.map((operation) => `${operation.resource}:${operation.operation}`);
		expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
	});

	it('has no operation whose method and path are not in the contract', () => {
		const known = new Set(rows.map((row) => key(row.method, row.path)));
		expect(operations.filter((operation) => !known.has(key(operation.method, operation.path)))).toEqual([]);
	});
});

/** Fields the contract lists that the node must never send (the interface says so). */
const NEVER_SENT: Record<string, string[]> = {
	'POST /partner/extract_table': ['output_format'],
};

describe('the table agrees with the contract on inputs', () => {
	const endpoints = resources.flatMap((resource) => resource.operations);
	const rowFor = (method: string, path: string) => rows.find((row) => row.method === method && row.path === path);

	it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
		'%s',
		(_, endpoint) => {
			const row = rowFor(endpoint.method, endpoint.path);
			expect(row).toBeDefined();
			const inputs = operationInputs(endpoint);
			const body = inputs
				.filter((input) => input.location === 'body')
				.map(({ field }) => `${field.name}:${field.required === true}`);
			const neverSent = NEVER_SENT[`${endpoint.method} ${endpoint.path}`] ?? [];
			expect(body).toEqual(
				row!.bodyFields.filter((field) => !neverSent.includes(field.name)).map((field) => `${field.name}:${field.required}`),
			);
			const query = inputs
				.filter((input) => input.location === 'query')
				.map(({ field }) => `${field.name}:${field.required === true}`)
				.sort();
			const contractQuery = row!.params
				.filter((parameter) => parameter.in === 'query')
				.map((parameter) => `${parameter.name}:${parameter.required}`)
				.sort();
			expect(query).toEqual(contractQuery);
			expect(endpoint.body?.encoding ?? 'none').toBe(row!.bodyKind);
		},
	);
});

describe('what the editor shows for each operation', () => {
	const node = new DocumentProcessing();
	const { properties } = node.description;
	const endpoints = resources.flatMap((resource) => resource.operations.map((endpoint) => ({ resource: resource.value, endpoint })));

	it.each(endpoints.map(({ resource, endpoint }) => [`${resource}:${endpoint.operation}`, resource, endpoint] as const))(
		'%s shows exactly its own fields',
		(_, resource, endpoint) => {
			const values = { resource, operation: endpoint.operation };
			const nodeStub = { id: 'n', name: 'n', type: 'documentProcessing', typeVersion: 1, position: [0, 0] as [number, number], parameters: values };
			const shown = properties
				.filter((property) => !['resource', 'operation', 'requestOptions'].includes(property.name))
				.filter((property) => property.displayOptions?.show?.resource && property.displayOptions?.show?.operation)
				.filter((property) => NodeHelpers.displayParameter(values, { ...property, displayOptions: { show: { resource: property.displayOptions?.show?.resource, operation: property.displayOptions?.show?.operation } } }, nodeStub, node.description))
				.map((property) => JSON.stringify({ ...property, displayOptions: { show: { ...property.displayOptions?.show, resource: undefined, operation: undefined } } }));
			const own = operationFields(endpoint).map((property) =>
				JSON.stringify({ ...property, displayOptions: { show: { ...property.displayOptions?.show, resource: undefined, operation: undefined } } }),
			);
			expect(shown.sort()).toEqual(own.sort());
		},
	);
});
