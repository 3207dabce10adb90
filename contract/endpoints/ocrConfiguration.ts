import type { EndpointGroup } from '../types';

export const ocrConfiguration = {
	getServerTypes: {
		group: 'Status alerts, OCR configuration, flow',
		method: 'GET',
		path: '/ocr_configurations/get_ocr_server_types',
		purpose: 'OCR server types',
	},
	update: {
		group: 'Status alerts, OCR configuration, flow',
		method: 'POST',
		path: '/ocr_configurations/update_ocr_configuration',
		purpose: 'Update OCR configurations',
		body: {
			encoding: 'form',
			fields: [{ name: 'ocr_type', type: 'string', required: true }],
		},
	},
	get: {
		group: 'Status alerts, OCR configuration, flow',
		method: 'GET',
		path: '/ocr_configurations/get_ocr_configuration',
		purpose: 'A specific OCR configuration',
	},
	setEtext: {
		group: 'Status alerts, OCR configuration, flow',
		method: 'POST',
		path: '/ocr_configurations/update_etext_enable_status',
		purpose: 'Turn the Etext function on or off',
		body: {
			encoding: 'form',
			fields: [{ name: 'enabled', type: 'boolean', required: true }],
		},
	},
	getEtextStatus: {
		group: 'Status alerts, OCR configuration, flow',
		method: 'GET',
		path: '/ocr_configurations/is_etext_enabled',
		purpose: 'Whether Etext is on',
	},
} as const satisfies EndpointGroup;
