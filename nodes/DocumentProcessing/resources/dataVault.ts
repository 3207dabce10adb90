import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const dataVault = defineResource(endpoints.dataVault, {
	value: 'dataVault',
	name: 'Data Vault',
	operations: {
		createRecord: { name: 'Create Record', action: 'Create a record stored in the data vault' },
	},
});
