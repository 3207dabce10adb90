// System through n8n's engine: the request each operation sends (health checks, the log tail as JSON).
import { request, useAreaHarness } from '../support/areaHarness';

const { harness, last, sent, answer, run } = useAreaHarness();

describe('System', () => {
	it.each([
		['root', '/'],
		['getSystemHealth', '/healthz'],
		['getApiHealth', '/api/health/'],
		['getServicesHealth', '/api/health/services'],
		['getMigrationVersion', '/migration/get_migration_version'],
	])('%s calls GET %s with the key', async (operation, path) => {
		expect(await run('system', operation)).toHaveLength(1);
		expect(sent()).toEqual(request('GET', path));
		expect(last()).toMatchObject({ status: 200, authenticated: true });
	});

	it('get logs sends its filters as JSON', async () => {
		await run('system', 'getLogs', {
			returnAll: true,
			additionalFields: {
				log_level: 'info',
				filter_days: 3,
				group_by: 'doc_id',
				source_filters: 'api, email',
			},
		});
		expect(sent()).toEqual(
			request('POST', '/logtail', {
				body: {
					log_level: 'info',
					filter_days: 3,
					group_by: 'doc_id',
					source_filters: ['api', 'email'],
				},
			}),
		);
		expect(last().contentType).toContain('application/json');
	});

	it('get logs with no field set still sends a JSON body, {}: the service answers 422 without one', async () => {
		await run('system', 'getLogs', { returnAll: true });
		expect(sent()).toEqual(request('POST', '/logtail'));
		expect(last().contentType).toContain('application/json');
	});

	it('get next logs posts a next URL; the answer is the item', async () => {
		answer('system.getNextLogs', { logs: [] });
		const url = `${harness.sandbox.url}/logtail/next?cursor=none`;
		expect(await run('system', 'getNextLogs', { url })).toEqual([{ logs: [] }]);
		expect(sent()).toEqual(request('POST', '/logtail/next', { body: { url } }));
	});
});
