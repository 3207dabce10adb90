/* eslint-disable no-console -- dev-only code, never published; eslint.dev.config.mjs lints it */
import { NodeHelpers, type INodeProperties, type INodePropertyOptions } from 'n8n-workflow';

import { allEndpoints, type Endpoint } from '../contract';
import { NODE_VERSIONS } from '../nodes/DocumentProcessing/resources/versions';
import { operationFields } from '../generator/operationFields';
import { resources } from '../nodes/DocumentProcessing/resources';
import { operationInputs } from '../nodes/DocumentProcessing/resources/inputs';
import { interfaceRows, routeOf } from './support/interfaceTable';
import { descriptionOf } from './support/versions';

/** Every operation of the newest version as n8n sees it: resource, operation and its routing. */
function nodeOperations() {
	const { properties } = descriptionOf(NODE_VERSIONS[NODE_VERSIONS.length - 1]);
	return properties
		.filter((property) => property.name === 'operation')
		.flatMap((property) =>
			(property.options as INodePropertyOptions[]).map((option) => ({
				resource: String(property.displayOptions?.show?.resource?.[0]),
				operation: String(option.value),
				routing: option.routing,
			})),
		);
}

const operations = nodeOperations();
const byValue = new Map(
	operations.map((operation) => [`${operation.resource}:${operation.operation}`, operation]),
);

describe('coverage of the contract', () => {
	const uncovered = allEndpoints.filter(
		({ area, key, endpoint }) =>
			byValue.get(`${area}:${key}`)?.routing?.request?.method !== endpoint.method,
	);

	afterAll(() => {
		// The figure the issues ask for, printed with every test run.
		console.log(
			`Coverage: ${allEndpoints.length - uncovered.length}/${allEndpoints.length} endpoints of the contract have an operation sending their method` +
				(uncovered.length
					? `\nNot covered:\n${uncovered.map(({ endpoint }) => `  ${endpoint.method} ${endpoint.path}`).join('\n')}`
					: ''),
		);
	});

	it('has one entry for every endpoint of the interface of record, in its group, and no other', () => {
		// contract/interface.tsv, not a count: a failure names the routes that differ.
		const inContract = allEndpoints.map(({ endpoint }) => routeOf(endpoint));
		const inInterface = interfaceRows.map(routeOf);
		expect(inContract.filter((route) => !inInterface.includes(route))).toEqual([]);
		expect(inInterface.filter((route) => !inContract.includes(route))).toEqual([]);
		expect(new Set(inContract).size).toBe(inContract.length);
		const groupOf = new Map(interfaceRows.map((row) => [routeOf(row), row.group]));
		expect(
			allEndpoints
				.filter(({ endpoint }) => groupOf.get(routeOf(endpoint)) !== endpoint.group)
				.map(({ endpoint }) => `${routeOf(endpoint)} in ${endpoint.group}`),
		).toEqual([]);
	});

	it('gives every endpoint an operation that sends its method through a named hook', () => {
		expect(uncovered).toEqual([]);
		for (const { routing } of operations) {
			expect(routing?.send?.paginate).toBe(true);
			expect(typeof routing?.operations?.pagination).toBe('function');
			expect(routing?.request?.url).toBeUndefined();
		}
	});

	it('has no operation that is not in the contract, and no value twice', () => {
		const contractValues = new Set(allEndpoints.map(({ area, key }) => `${area}:${key}`));
		expect(
			operations.filter(
				(operation) => !contractValues.has(`${operation.resource}:${operation.operation}`),
			),
		).toEqual([]);
		expect(byValue.size).toBe(operations.length);
	});
});

/** Fields the contract lists that the node must never send (the interface says so). */
const NEVER_SENT: Record<string, string[]> = {
	'partnerIntegration:extractTable': ['output_format'],
};

describe('every field of the contract is an input of its operation', () => {
	const all = resources.flatMap((resource) =>
		resource.operations.map((operation) => ({ resource: resource.value, operation })),
	);
	const fieldsOf = (endpoint: Endpoint, location: 'query' | 'body') =>
		(location === 'query' ? (endpoint.query ?? []) : (endpoint.body?.fields ?? [])).map(
			(field) => `${field.name}:${field.required === true}`,
		);

	it.each(
		all.map(
			({ resource, operation }) => [`${resource}:${operation.operation}`, operation] as const,
		),
	)('%s', (value, operation) => {
		const inputs = operationInputs(operation);
		const sent = (location: 'query' | 'body') =>
			inputs
				.filter((input) => input.location === location)
				.map(({ field }) => `${field.name}:${field.required === true}`);
		const neverSent = NEVER_SENT[value] ?? [];
		expect(sent('body')).toEqual(
			fieldsOf(operation, 'body').filter((field) => !neverSent.includes(field.split(':')[0])),
		);
		expect(sent('query')).toEqual(fieldsOf(operation, 'query'));
		expect(
			inputs.filter((input) => input.location === 'path').map(({ field }) => field.name),
		).toEqual([...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]));
		expect([...operation.omit]).toEqual(neverSent);
	});
});

describe('what the editor shows for each operation', () => {
	const all = resources.flatMap((resource) =>
		resource.operations.map((operation) => ({ resource: resource.value, operation })),
	);
	const withoutShow = (property: INodeProperties) =>
		JSON.stringify({
			...property,
			displayOptions: {
				show: {
					...property.displayOptions?.show,
					resource: undefined,
					operation: undefined,
				},
			},
		});

	it.each(
		all.flatMap(({ resource, operation }) =>
			NODE_VERSIONS.map(
				(version) =>
					[`${resource}:${operation.operation} v${version}`, resource, operation, version] as const,
			),
		),
	)('%s shows exactly its own fields', (_, resource, operation, version) => {
		const values = { resource, operation: operation.operation };
		const nodeStub = {
			id: 'n',
			name: 'n',
			type: 'documentProcessing',
			typeVersion: version,
			position: [0, 0] as [number, number],
			parameters: values,
		};
		const description = descriptionOf(version);
		const shown = description.properties
			.filter((property) => !['resource', 'operation', 'requestOptions'].includes(property.name))
			.filter(
				(property) =>
					property.displayOptions?.show?.resource && property.displayOptions?.show?.operation,
			)
			.filter((property) => {
				const { resource: resources, operation: operations } = property.displayOptions?.show ?? {};
				const show = { resource: resources, operation: operations };
				return NodeHelpers.displayParameter(
					values,
					{ ...property, displayOptions: { show } },
					nodeStub,
					description,
				);
			})
			.map(withoutShow);
		expect(shown.sort()).toEqual(operationFields(operation, version).map(withoutShow).sort());
	});
});
