// Export Configuration and Flow through n8n's engine against the sandbox.
import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { binaryBuffer, binaryFrom } from '../engine';
import { useAreaHarness } from '../support/areaHarness';

const area = useAreaHarness();
const { harness, last, run } = area;
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

describe('Export Configuration', () => {
	it('webhook: configure → list → change by config_id → oldest → deactivate → delete → 404', async () => {
		const [created] = await run('exportConfiguration', 'configureWebhook', {
			export_url: 'https://erp.example.com/hook',
			additionalFields: { doc_type: 'invoice' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/configure_webhook_export',
			body: { export_url: 'https://erp.example.com/hook', doc_type: 'invoice' },
			status: 200,
		});
		expect(created).toMatchObject({
			id: 1,
			type: 'webhook',
			title: 'Webhook export',
			doc_type: 'invoice',
			is_active: true,
			settings: { export_url: 'https://erp.example.com/hook' },
		});
		expect(await run('exportConfiguration', 'getMany')).toEqual([created]);
		expect(last()).toMatchObject({ method: 'POST', path: '/configurations/get_configurations' });

		await run('exportConfiguration', 'configureWebhook', {
			export_url: 'https://erp.example.com/v2',
			additionalFields: { config_id: 1, title: 'ERP hook' },
		});
		expect(last().body).toEqual({
			export_url: 'https://erp.example.com/v2',
			config_id: '1',
			title: 'ERP hook',
		});
		await run('exportConfiguration', 'configurePeppol', {
			doc_type: 'invoice',
			fileaccess: 'sftp',
		});
		const [oldest] = await run('exportConfiguration', 'getOldest');
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/configurations/get_configuration',
			status: 200,
		});
		expect(oldest).toMatchObject({
			id: 1,
			title: 'ERP hook',
			doc_type: 'invoice',
			settings: { export_url: 'https://erp.example.com/v2' },
		});

		const [hidden] = await run('exportConfiguration', 'setVisibility', {
			additionalFields: { id: 1, is_active: 'false' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/configurations/update_configuration_visibility',
			body: { id: '1', is_active: 'false' },
		});
		expect(hidden).toMatchObject({ id: 1, is_active: false });

		const [removed] = await run('exportConfiguration', 'delete', { id: 1 });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/configurations/remove_configuration',
			body: { id: '1' },
			status: 200,
		});
		expect(removed).toMatchObject({ success: true, id: 1 });
		expect(await fails('exportConfiguration', 'delete', { id: 1 })).toContain(
			'Configuration not found',
		);
		expect(
			(await run('exportConfiguration', 'getMany')).map((configuration) => configuration.id),
		).toEqual([2]);
		await run('exportConfiguration', 'delete', { id: 2 });
		expect(await fails('exportConfiguration', 'getOldest')).toContain('Configuration not found');
	});

	it('every configure operation creates a configuration of its type, with its mapping files', async () => {
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
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/configurations/configure_workflowtool_export',
			status: 200,
		});
		expect(last().contentType).toMatch(/^multipart\/form-data/);
		expect(last().body).toMatchObject({
			flow2_url: 'https://flow.example.com',
			cabinet_id: '3',
			password: 'secret',
		});
		expect(last().files).toEqual([
			expect.objectContaining({
				field: 'flow2_mapping',
				filename: 'flow.json',
				size: flowMapping.length,
			}),
		]);

		await run('exportConfiguration', 'configureZugferd', {
			doc_type: 'invoice',
			fileaccess: 'email',
			format: 'EN16931',
			additionalFields: { email: 'ap@example.com' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/configurations/configure_zugferd_export',
			body: {
				doc_type: 'invoice',
				fileaccess: 'email',
				format: 'EN16931',
				email: 'ap@example.com',
			},
		});
		await run('exportConfiguration', 'configurePeppol', { doc_type: 'invoice', fileaccess: 'api' });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/configurations/configure_peppol_export',
			status: 200,
		});
		await run(
			'exportConfiguration',
			'configureDms',
			{ ...erpStyle, additionalFields: { ion_api: 'ion', idm_mapping: 'idm' } },
			{ input: mappingFiles },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/configurations/configure_dms_export',
			body: { on_permise: 'false', zugferd: 'true' },
		});
		expect(last().files.map((file) => [file.field, file.filename])).toEqual([
			['ion_api', 'tenant.ionapi'],
			['idm_mapping', 'idm.xml'],
		]);
		await run(
			'exportConfiguration',
			'configureBod',
			{ ...erpStyle, additionalFields: { ion_api: 'ion', bod_mapping: 'bod' } },
			{ input: mappingFiles },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/configurations/configure_bod_export',
			status: 200,
		});
		await run(
			'exportConfiguration',
			'configureBus',
			{ ...erpStyle, additionalFields: { ion_api: 'ion', bod_mapping: 'bod' } },
			{ input: mappingFiles },
		);
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/configurations/configure_bus_export',
			status: 200,
		});
		const [erp] = await run(
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
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/configurations/configure_erp_export',
			status: 200,
		});
		expect(last().files.map((file) => file.field)).toEqual([
			'ion_api',
			'idm_mapping',
			'bod_mapping',
		]);
		expect(erp).toMatchObject({
			type: 'erp',
			settings: { on_permise: false, zugferd: true },
			files: { idm_mapping: { file_name: 'idm.xml', size: idmMapping.length } },
		});

		const all = await run('exportConfiguration', 'getMany');
		expect(all.map((configuration) => configuration.type)).toEqual([
			'workflowtool',
			'zugferd',
			'peppol',
			'dms',
			'bod',
			'bus',
			'erp',
		]);
		expect(all[0].settings).not.toHaveProperty('password');
		expect((await run('exportConfiguration', 'validate')).at(0)).toMatchObject({
			valid: true,
			problems: [],
		});
	});

	it('download mapping returns the uploaded file as binary data; a missing file is a 404', async () => {
		await run(
			'exportConfiguration',
			'configureErp',
			{
				on_permise: false,
				zugferd: false,
				additionalFields: { ion_api: 'ion', idm_mapping: 'idm' },
			},
			{ input: mappingFiles },
		);
		const { items, error } = await harness.run('exportConfiguration', 'downloadMapping', {
			id: '1',
			type: 'IDM_MAPPING',
		});
		expect(error).toBeUndefined();
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/configurations/download/1',
			query: { type: 'IDM_MAPPING' },
			status: 200,
		});
		expect(items[0].binary?.data).toMatchObject({
			fileName: 'idm.xml',
			mimeType: 'application/xml',
		});
		expect(await binaryBuffer(items[0])).toEqual(idmMapping);
		const ion = await harness.run('exportConfiguration', 'downloadMapping', {
			id: '1',
			type: 'ION_API',
		});
		expect(await binaryBuffer(ion.items[0])).toEqual(ionApi);
		expect(
			await fails('exportConfiguration', 'downloadMapping', { id: '1', type: 'BOD_MAPPING' }),
		).toContain('File not found');
		expect(
			await fails('exportConfiguration', 'downloadMapping', { id: '9', type: 'ION_API' }),
		).toContain('Configuration not found');
	});

	it('visibility toggles without is_active and changes every configuration without an id', async () => {
		await run('exportConfiguration', 'configureWebhook', { export_url: 'https://a.example.com' });
		await run('exportConfiguration', 'configureWebhook', { export_url: 'https://b.example.com' });
		expect(
			(await run('exportConfiguration', 'setVisibility', { additionalFields: { id: 2 } }))[0],
		).toMatchObject({ id: 2, is_active: false });
		expect(
			(await run('exportConfiguration', 'setVisibility', { additionalFields: { id: 2 } }))[0],
		).toMatchObject({ id: 2, is_active: true });
		const all = await run('exportConfiguration', 'setVisibility', {
			additionalFields: { is_active: 'false' },
		});
		expect(last().body).toEqual({ is_active: 'false' });
		expect(all.map((configuration) => [configuration.id, configuration.is_active])).toEqual([
			[1, false],
			[2, false],
		]);
	});

	it('validate reports what would keep an export from working', async () => {
		await run('exportConfiguration', 'configureWebhook', {
			export_url: 'ftp://files.example.com',
			additionalFields: { doc_type: 'invoice' },
		});
		await run('exportConfiguration', 'configureDms', {
			on_permise: false,
			zugferd: false,
			additionalFields: { doc_type: 'invoice' },
		});
		const [report] = await run('exportConfiguration', 'validate', {
			additionalFields: { doc_type: 'invoice' },
		});
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/configurations/validate_export_configuration',
			body: { doc_type: 'invoice' },
			status: 200,
		});
		expect(report).toMatchObject({
			valid: false,
			doc_type: 'invoice',
			configurations: [
				{ id: 1, valid: false, problems: ['export_url is not an http(s) URL'] },
				{
					id: 2,
					valid: false,
					problems: ['a idm_mapping file is needed', 'an ion_api file is needed unless on_permise'],
				},
			],
		});
		const [none] = await run('exportConfiguration', 'validate', {
			additionalFields: { doc_type: 'receipt' },
		});
		expect(none).toMatchObject({
			valid: false,
			problems: ['No active export configuration for receipt'],
			configurations: [],
		});
	});

	it('document type names and the list with export configurations per type', async () => {
		harness.sandbox.state.addDocument({
			status: 'ready_for_validation',
			doc_type: 'customs_declaration',
		});
		await run('exportConfiguration', 'configurePeppol', { doc_type: 'invoice', fileaccess: 'api' });
		const names = await run('exportConfiguration', 'getDocumentTypeNames');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/configurations/document_types',
			status: 200,
		});
		expect(names.map((name) => name.value)).toEqual([
			'credit_note',
			'customs_declaration',
			'delivery_note',
			'invoice',
			'purchase_order',
			'receipt',
		]);
		const list = await run('exportConfiguration', 'getDocumentTypes');
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/configurations/document_types_list',
			status: 200,
		});
		expect(list).toContainEqual({
			doc_type: 'invoice',
			export_configurations: 1,
			active_export_configurations: 1,
		});
		expect(list).toContainEqual({
			doc_type: 'receipt',
			export_configurations: 0,
			active_export_configurations: 0,
		});
	});
});

describe('Flow', () => {
	it('get shows the steps of a document and the exports for its type; test checks those exports', async () => {
		const { doc_id } = harness.sandbox.state.addDocument({
			status: 'ready_for_validation',
			doc_type: 'invoice',
		});
		await run('exportConfiguration', 'configureWebhook', {
			export_url: 'https://erp.example.com/hook',
			additionalFields: { doc_type: 'invoice' },
		});
		await run('exportConfiguration', 'configureWebhook', {
			export_url: 'https://other.example.com',
			additionalFields: { doc_type: 'receipt' },
		});

		const [flow] = await run('flow', 'get', { doc_id });
		expect(last()).toMatchObject({
			method: 'GET',
			path: `/flow/get_document_flow/${doc_id}`,
			status: 200,
		});
		expect(flow).toMatchObject({
			doc_id,
			status: 'ready_for_validation',
			exports: [{ id: 1, type: 'webhook' }],
		});
		expect((flow.steps as IDataObject[]).map((step) => `${step.step}:${step.state}`)).toEqual([
			'upload:done',
			'ocr:done',
			'classification:done',
			'extraction:done',
			'validation:current',
			'approval:pending',
			'export:pending',
		]);

		const [test] = await run('flow', 'test', { doc_id });
		expect(last()).toMatchObject({ method: 'GET', path: `/flow/test_flow/${doc_id}`, status: 200 });
		expect(test).toMatchObject({
			success: true,
			exports: [{ configuration_id: 1, would_export: true, problems: [] }],
		});
		expect(harness.sandbox.state.getDocument(doc_id)?.status).toBe('ready_for_validation');
	});

	it('an unknown document is a 404 for both operations', async () => {
		expect(await fails('flow', 'get', { doc_id: 'doc_404' })).toContain('Document not found');
		expect(await fails('flow', 'test', { doc_id: 'doc_404' })).toContain('Document not found');
		expect(last()).toMatchObject({ path: '/flow/test_flow/doc_404', status: 404 });
	});
});
