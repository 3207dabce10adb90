import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const organisation: ResourceOverlay<Endpoints['organisation']> = {
	value: 'organisation',
	name: 'Organisation',
	settings: true,
	operations: {
		setDetails: { name: 'Set Details', action: 'Set the details of the organisation' },
		getDetails: { name: 'Get Details', action: 'Get the details of the organisation' },
		setProfile: { name: 'Set Profile', action: 'Set the profile of the organisation' },
		getProfile: { name: 'Get Profile', action: 'Get the profile of the organisation' },
		setOcrSettings: {
			name: 'Set OCR Settings',
			action: 'Set the OCR settings of the organisation',
		},
		getOcrSettings: {
			name: 'Get OCR Settings',
			action: 'Get the OCR settings of the organisation',
		},
	},
};
