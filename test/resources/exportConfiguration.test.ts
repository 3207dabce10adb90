// Export Configuration and Flow through n8n's engine: the requests each operation sends (fields as a
// form, mapping files as multipart parts), a mapping file answered as binary data, the service's
// 404s as the node reports them.
import type { INodeExecutionData } from 'n8n-workflow';

import { binaryBuffer, binaryFrom } from '../engine';
import { request, useAreaHarness } from '../support/areaHarness';

const area = useAreaHarness();
const { harness, last, sent, answer, script, refuse, run } = area;
/** Runs an operation that must fail and returns the error message with its description. */
const fails = async (...args: Parameters<typeof area.fails>) => (await area.fails(...args)).message;

const ionApi = Buffer.from('{"ti":"tenant","ci":"client"}');
const idmMapping = Buffer.from('<mapping type="idm"/>');
const bodMapping = Buffer.from('<mapping type="bod"/>');
const flowMapping = Buffer.from('{"fields":[]}');
/** One input item carrying every mapping file as its own binary property. */
const mappingFiles: INodeExecutionData[] = [
	{
		json: {},
		binary: {
			// .ionapi files are JSON, but n8n does not know the extension and types them octet-stream.
			ion: binaryFrom(ionApi, 'tenant.ionapi', 'application/octet-stream'),
			idm: binaryFrom(idmMapping, 'idm.xml', 'application/xml'),
			bod: binaryFrom(bodMapping, 'bod.xml', 'application/xml'),
			flow: binaryFrom(flowMapping, 'flow.json', 'application/json'),
		},
	},
];

const WEBHOOK = { id: 1, type: 'webhook', is_active: true };

describe('Export Configuration', () => {
	it('webhook: configure, change by config_id, list, oldest, deactivate, delete; a 404 is the error', async () => {
		answer('exportConfiguration.configureWebhook', WEBHOOK);
		expect(
			await run('exportConfiguration', 'configureWebhook', {
				export_url: 'https://erp.example.com/hook',
				additionalFields: { doc_type: 'invoice' },
			}),
		).toEqual([WEBHOOK]);
		expect(sent()).toEqual(
			request('POST', '/configure_webhook_export', {
				body: { export_url: 'https://erp.example.com/hook', doc_type: 'invoice' },
			}),
		);
		await run('exportConfiguration', 'configureWebhook', {
			export_url: 'https://erp.example.com/v2',
			additionalFields: { config_id: 1, title: 'ERP hook' },
		});
		expect(sent()).toEqual(
			request('POST', '/configure_webhook_export', {
				body: { export_url: 'https://erp.example.com/v2', config_id: '1', title: 'ERP hook' },
			}),
		);

		answer('exportConfiguration.getMany', [WEBHOOK, { ...WEBHOOK, id: 2 }]);
		expect(await run('exportConfiguration', 'getMany')).toEqual([WEBHOOK, { ...WEBHOOK, id: 2 }]);
		expect(sent()).toEqual(request('POST', '/configurations/get_configurations'));

		answer('exportConfiguration.getOldest', WEBHOOK);
		expect(await run('exportConfiguration', 'getOldest')).toEqual([WEBHOOK]);
		expect(sent()).toEqual(request('POST', '/configurations/get_configuration'));

		answer('exportConfiguration.setVisibility', { ...WEBHOOK, is_active: false });
		await run('exportConfiguration', 'setVisibility', {
			additionalFields: { id: 1, is_active: 'false' },
		});
		expect(sent()).toEqual(
			request('POST', '/configurations/update_configuration_visibility', {
				body: { id: '1', is_active: 'false' },
			}),
		);

		answer('exportConfiguration.delete', { success: true, id: 1 });
		await run('exportConfiguration', 'delete', { id: 1 });
		expect(sent()).toEqual(
			request('POST', '/configurations/remove_configuration', { body: { id: '1' } }),
		);
		refuse('exportConfiguration.delete', 404, 'Configuration not found');
		expect(await fails('exportConfiguration', 'delete', { id: 1 })).toContain(
			'Configuration not found',
		);
	});

	it('every configure operation sends its fields, and its mapping files as multipart parts', async () => {
		const erpStyle = { on_permise: false, zugferd: true };
		await run(
			'exportConfiguration',
			'configureWorkflowTool',
			{
				flow2_url: 'https://flow.example.com',
				doc_type: 'invoice',
				doc_type_id: 'INV',
				cabinet_id: 3,
				username: 'svc',
				password: 'secret',
				additionalFields: { flow2_mapping: 'flow' },
			},
			{ input: mappingFiles },
		);
		expect(sent()).toEqual(
			request('POST', '/configurations/configure_workflowtool_export', {
				body: {
					flow2_url: 'https://flow.example.com',
					doc_type: 'invoice',
					doc_type_id: 'INV',
					cabinet_id: '3',
					username: 'svc',
					password: 'secret',
				},
				files: ['flow2_mapping: flow.json'],
			}),
		);
		expect(last().contentType).toMatch(/^multipart\/form-data/);
		expect(last().files[0].size).toBe(flowMapping.length);

		await run('exportConfiguration', 'configureZugferd', {
			doc_type: 'invoice',
			fileaccess: 'email',
			format: 'EN16931',
			additionalFields: { email: 'ap@example.com' },
		});
		expect(sent()).toEqual(
			request('POST', '/configurations/configure_zugferd_export', {
				body: {
					doc_type: 'invoice',
					fileaccess: 'email',
					format: 'EN16931',
					email: 'ap@example.com',
				},
			}),
		);
		await run('exportConfiguration', 'configurePeppol', { doc_type: 'invoice', fileaccess: 'api' });
		expect(sent()).toEqual(
			request('POST', '/configurations/configure_peppol_export', {
				body: { doc_type: 'invoice', fileaccess: 'api' },
			}),
		);
		const erpStyleBody = { on_permise: 'false', zugferd: 'true' };
		await run(
			'exportConfiguration',
			'configureDms',
			{ ...erpStyle, additionalFields: { ion_api: 'ion', idm_mapping: 'idm' } },
			{ input: mappingFiles },
		);
		expect(sent()).toEqual(
			request('POST', '/configurations/configure_dms_export', {
				body: erpStyleBody,
				files: ['ion_api: tenant.ionapi', 'idm_mapping: idm.xml'],
			}),
		);
		for (const [operation, path] of [
			['configureBod', '/configurations/configure_bod_export'],
			['configureBus', '/configurations/configure_bus_export'],
		]) {
			await run(
				'exportConfiguration',
				operation,
				{ ...erpStyle, additionalFields: { ion_api: 'ion', bod_mapping: 'bod' } },
				{ input: mappingFiles },
			);
			expect(sent()).toEqual(
				request('POST', path, {
					body: erpStyleBody,
					files: ['ion_api: tenant.ionapi', 'bod_mapping: bod.xml'],
				}),
			);
		}
		await run(
			'exportConfiguration',
			'configureErp',
			{
				...erpStyle,
				additionalFields: {
					ion_api: 'ion',
					idm_mapping: 'idm',
					bod_mapping: 'bod',
					doc_type: 'invoice',
				},
			},
			{ input: mappingFiles },
		);
		expect(sent()).toEqual(
			request('POST', '/configurations/configure_erp_export', {
				body: { ...erpStyleBody, doc_type: 'invoice' },
				files: ['ion_api: tenant.ionapi', 'idm_mapping: idm.xml', 'bod_mapping: bod.xml'],
			}),
		);
	});

	it('download mapping returns the file the service answers as binary data; a missing file is a 404', async () => {
		script('exportConfiguration.downloadMapping', () => ({
			body: idmMapping,
			contentType: 'application/xml',
			headers: { 'content-disposition': 'attachment; filename="idm.xml"' },
		}));
		const { items, error } = await harness.run('exportConfiguration', 'downloadMapping', {
			id: '1',
			type: 'IDM_MAPPING',
		});
		expect(error).toBeUndefined();
		expect(sent()).toEqual(
			request('GET', '/configurations/download/1', { query: { type: 'IDM_MAPPING' } }),
		);
		expect(items[0].binary?.data).toMatchObject({
			fileName: 'idm.xml',
			mimeType: 'application/xml',
		});
		expect(await binaryBuffer(items[0])).toEqual(idmMapping);

		refuse('exportConfiguration.downloadMapping', 404, 'File not found');
		expect(
			await fails('exportConfiguration', 'downloadMapping', { id: '1', type: 'BOD_MAPPING' }),
		).toContain('File not found');
		expect(sent()).toEqual(
			request('GET', '/configurations/download/1', { query: { type: 'BOD_MAPPING' } }),
		);
	});

	it('visibility: an id alone, or is_active alone (every configuration): a list answer is one item each', async () => {
		const changed = [
			{ id: 1, is_active: false },
			{ id: 2, is_active: false },
		];
		answer('exportConfiguration.setVisibility', changed);
		await run('exportConfiguration', 'setVisibility', { additionalFields: { id: 2 } });
		expect(sent()).toEqual(
			request('POST', '/configurations/update_configuration_visibility', { body: { id: '2' } }),
		);
		expect(
			await run('exportConfiguration', 'setVisibility', {
				additionalFields: { is_active: 'false' },
			}),
		).toEqual(changed);
		expect(sent()).toEqual(
			request('POST', '/configurations/update_configuration_visibility', {
				body: { is_active: 'false' },
			}),
		);
	});

	it('validate sends the document type; the report is the item', async () => {
		const report = { valid: false, doc_type: 'invoice', configurations: [] };
		answer('exportConfiguration.validate', report);
		expect(
			await run('exportConfiguration', 'validate', { additionalFields: { doc_type: 'invoice' } }),
		).toEqual([report]);
		expect(sent()).toEqual(
			request('POST', '/configurations/validate_export_configuration', {
				body: { doc_type: 'invoice' },
			}),
		);
		await run('exportConfiguration', 'validate');
		expect(sent()).toEqual(request('POST', '/configurations/validate_export_configuration'));
	});

	it('document type names and the list with export configurations per type', async () => {
		await run('exportConfiguration', 'getDocumentTypeNames');
		expect(sent()).toEqual(request('GET', '/configurations/document_types'));
		const perType = [{ doc_type: 'invoice', export_configurations: 1 }];
		answer('exportConfiguration.getDocumentTypes', perType);
		expect(await run('exportConfiguration', 'getDocumentTypes')).toEqual(perType);
		expect(sent()).toEqual(request('GET', '/configurations/document_types_list'));
	});
});

describe('Flow', () => {
	it('get and test put the doc_id in the path; the answer is the item', async () => {
		const flow = { doc_id: 'doc_1', steps: [], exports: [] };
		answer('flow.get', flow);
		expect(await run('flow', 'get', { doc_id: 'doc_1' })).toEqual([flow]);
		expect(sent()).toEqual(request('GET', '/flow/get_document_flow/doc_1'));

		answer('flow.test', { success: true, exports: [] });
		await run('flow', 'test', { doc_id: 'doc_1' });
		expect(sent()).toEqual(request('GET', '/flow/test_flow/doc_1'));
	});

	it("the service's 404 is the error for both operations", async () => {
		refuse('flow.get', 404, 'Document not found');
		refuse('flow.test', 404, 'Document not found');
		expect(await fails('flow', 'get', { doc_id: 'doc_404' })).toContain('Document not found');
		expect(sent()).toEqual(request('GET', '/flow/get_document_flow/doc_404'));
		expect(await fails('flow', 'test', { doc_id: 'doc_404' })).toContain('Document not found');
		expect(sent()).toEqual(request('GET', '/flow/test_flow/doc_404'));
	});
});
