import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const dataVault: ResourceOverlay<Endpoints['dataVault']> = {
	value: 'dataVault',
	name: 'Data Vault',
	settings: true,
	operations: {
		createRecord: { name: 'Create Record', action: 'Create a record stored in the data vault' },
	},
};
