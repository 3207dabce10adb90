/** The contract is data tsc only partly checks: these are the rules it must keep beyond its types. */
import { allEndpoints, FILE_KINDS, type Field } from '../contract';
import { isWorkflowHostPath } from '../contract/hosts';

const placeholders = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
const fieldsOf = (endpoint: (typeof allEndpoints)[number]['endpoint']): Field[] => [
	...(endpoint.pathParams ?? []),
	...(endpoint.query ?? []),
	...(endpoint.body?.fields ?? []),
];

describe('the contract', () => {
	const entries = allEndpoints.map(
		(entry) => [`${entry.area}.${entry.key}`, entry.endpoint] as const,
	);

	// contract/hosts.ts reads only the workflow area to keep the credential small.
	it('only the workflow area is served on the workflow host, and the credential routes it there', () => {
		const onWorkflowHost = allEndpoints.filter(({ endpoint }) => endpoint.host === 'workflow');
		expect(onWorkflowHost.length).toBeGreaterThan(0);
		expect(new Set(onWorkflowHost.map(({ area }) => area))).toEqual(new Set(['workflow']));
		for (const { endpoint } of allEndpoints)
			expect([endpoint.path, isWorkflowHostPath(endpoint.path)]).toEqual([
				endpoint.path,
				endpoint.host === 'workflow',
			]);
	});

	it.each(entries)('%s is well formed', (_, endpoint) => {
		expect(endpoint.path.startsWith('/')).toBe(true);
		expect(endpoint.purpose.trim()).not.toBe('');
		for (const field of fieldsOf(endpoint)) {
			expect(field.name).toMatch(/^[A-Za-z_][\w]*$/);
			// A default has the field's type; an enum's default is one of its values.
			if (field.default !== undefined) {
				const expected =
					{ integer: 'number', number: 'number', boolean: 'boolean' }[field.type as string] ??
					'string';
				expect([field.name, typeof field.default]).toEqual([field.name, expected]);
				if (field.type === 'enum') expect(field.values).toContain(field.default);
			}
			expect([field.name, field.type === 'enum']).toEqual([
				field.name,
				(field.values?.length ?? 0) > 0,
			]);
			if (field.accepts !== undefined) {
				expect(['file', 'files']).toContain(field.type);
				expect(Object.keys(FILE_KINDS)).toContain(field.accepts);
			}
			if (field.max !== undefined) expect(['integer', 'number']).toContain(field.type);
		}
		// Typed placeholders name placeholders of the path; no field name is given twice.
		for (const param of endpoint.pathParams ?? [])
			expect(placeholders(endpoint.path)).toContain(param.name);
		const names = [
			...placeholders(endpoint.path),
			...fieldsOf(endpoint)
				.filter((field) => !endpoint.pathParams?.includes(field))
				.map((field) => field.name),
		];
		expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
		// Files travel only in multipart bodies; only GET answers are marked as changing state.
		if (fieldsOf(endpoint).some((field) => field.type === 'file' || field.type === 'files'))
			expect(endpoint.body?.encoding).toBe('multipart');
		if (endpoint.changesState) expect(endpoint.method).toBe('GET');
	});

	it('pages only lists, and a next-URL list names a POST endpoint of the contract to follow', () => {
		const keys = new Set(allEndpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`));
		for (const { endpoint } of allEndpoints.filter(({ endpoint }) => endpoint.paging)) {
			if (endpoint.paging?.type === 'nextUrl')
				expect(keys.has(`POST ${endpoint.paging.nextPath}`)).toBe(true);
			if (endpoint.paging?.type === 'skipLimit')
				expect((endpoint.query ?? []).map((field) => field.name)).toEqual(
					expect.arrayContaining(['skip', 'limit']),
				);
			if (endpoint.paging?.type === 'cursor')
				expect((endpoint.query ?? []).map((field) => field.name)).toEqual(
					expect.arrayContaining(['cursor', 'limit']),
				);
		}
	});
});
