import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const ocrConfiguration: ResourceOverlay<Endpoints['ocrConfiguration']> = {
	value: 'ocrConfiguration',
	name: 'OCR Configuration',
	settings: true,
	operations: {
		getServerTypes: { name: 'Get Server Types', action: 'List the OCR server types' },
		update: { name: 'Update', action: 'Update an OCR configuration' },
		get: { name: 'Get', action: 'Get an OCR configuration' },
		setEtext: { name: 'Turn Etext On or Off', action: 'Turn the etext function on or off' },
		getEtextStatus: { name: 'Get Etext Status', action: 'Get whether the etext function is on' },
	},
};
