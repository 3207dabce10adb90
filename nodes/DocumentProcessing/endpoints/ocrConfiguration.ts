import type { ResourceTable } from './types';

export const ocrConfiguration: ResourceTable = {
	value: 'ocrConfiguration',
	name: 'OCR Configuration',
	endpoints: [
		{ operation: 'getServerTypes', name: 'Get Server Types', action: 'List the OCR server types', method: 'GET', path: '/ocr_configurations/get_ocr_server_types' },
		{ operation: 'update', name: 'Update', action: 'Update an OCR configuration', method: 'POST', path: '/ocr_configurations/update_ocr_configuration', body: 'form', fields: ['ocr_type:string:required'] },
		{ operation: 'get', name: 'Get', action: 'Get an OCR configuration', method: 'GET', path: '/ocr_configurations/get_ocr_configuration' },
		{ operation: 'setEtext', name: 'Turn Etext On or Off', action: 'Turn the Etext function on or off', method: 'POST', path: '/ocr_configurations/update_etext_enable_status', body: 'form', fields: ['enabled:boolean:required'] },
		{ operation: 'getEtextStatus', name: 'Get Etext Status', action: 'Tell whether the Etext function is on', method: 'GET', path: '/ocr_configurations/is_etext_enabled' },
	],
};
