import { useNodeAgainstSandbox } from '../support/nodeUnderTest';

const harness = useNodeAgainstSandbox();
beforeEach(() => harness.sandbox.reset());
const last = () => harness.sandbox.lastRequest()!;

describe('System', () => {
	it.each([
		['root', '/'],
		['getSystemHealth', '/healthz'],
		['getApiHealth', '/api/health/'],
		['getServicesHealth', '/api/health/services'],
		['getMigrationVersion', '/migration/get_migration_version'],
	])('%s calls GET %s', async (operation, path) => {
		const { items, error } = await harness.run('system', operation);
		expect(error).toBeUndefined();
		expect(last()).toMatchObject({ method: 'GET', path, status: 200, authenticated: true });
		expect(items).toHaveLength(1);
	});

	it('get logs sends its filters as JSON', async () => {
		const { error } = await harness.run('system', 'getLogs', {
			returnAll: true,
			additionalFields: {
				log_level: 'info',
				filter_days: 3,
				group_by: 'doc_id',
				source_filters: 'api, email',
			},
		});
		expect(error).toBeUndefined();
		expect(last()).toMatchObject({ method: 'POST', path: '/logtail', status: 200 });
		expect(last().contentType).toContain('application/json');
		expect(last().body).toEqual({
			log_level: 'info',
			filter_days: 3,
			group_by: 'doc_id',
			source_filters: ['api', 'email'],
		});
	});

	it('get logs with no field set still sends a JSON body, {}: the service answers 422 without one', async () => {
		const { error } = await harness.run('system', 'getLogs', { returnAll: true });
		expect(error).toBeUndefined();
		expect(last()).toMatchObject({ method: 'POST', path: '/logtail', status: 200 });
		expect(last().contentType).toContain('application/json');
		expect(last().body).toEqual({});
	});

	it('get next logs posts a next URL', async () => {
		const { items, error } = await harness.run('system', 'getNextLogs', {
			url: `${harness.sandbox.url}/logtail/next?cursor=none`,
		});
		expect(error).toBeUndefined();
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/logtail/next',
			body: { url: `${harness.sandbox.url}/logtail/next?cursor=none` },
		});
		expect(items[0].json).toMatchObject({ logs: [] });
	});
});
