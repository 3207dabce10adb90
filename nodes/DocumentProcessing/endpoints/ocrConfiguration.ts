import type { ResourceTable } from './types';

export const ocrConfiguration: ResourceTable = {
	value: 'ocrConfiguration',
	name: 'OCR Configuration',
	endpoints: [
		{ operation: 'getOcrServerTypes', name: 'Get OCR Server Types', action: 'OCR server types', method: 'GET', path: '/ocr_configurations/get_ocr_server_types' },
		{ operation: 'updateOcrConfiguration', name: 'Update OCR Configuration', action: 'Update OCR configurations', method: 'POST', path: '/ocr_configurations/update_ocr_configuration', body: 'form', fields: ['ocr_type:string:required'] },
		{ operation: 'getOcrConfiguration', name: 'Get OCR Configuration', action: 'A specific OCR configuration', method: 'GET', path: '/ocr_configurations/get_ocr_configuration' },
		{ operation: 'updateEtextEnableStatus', name: 'Update Etext Enable Status', action: 'Turn the Etext function on or off', method: 'POST', path: '/ocr_configurations/update_etext_enable_status', body: 'form', fields: ['enabled:boolean:required'] },
		{ operation: 'isEtextEnabled', name: 'Is Etext Enabled', action: 'Whether Etext is on', method: 'GET', path: '/ocr_configurations/is_etext_enabled' },
	],
};
