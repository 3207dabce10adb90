import type { ResourceTable } from './types';

export const dataVault: ResourceTable = {
	value: 'dataVault',
	name: 'Data Vault',
	endpoints: [
		{ operation: 'createRecord', name: 'Create Record', action: 'Create a record stored in the data vault', method: 'POST', path: '/data_vault/create_record', body: 'form', fields: ['main_key:string:required', 'sub_key:string:optional', 'str_value_1:string:optional', 'str_value_2:string:optional', 'str_value_3:string:optional', 'str_value_4:string:optional', 'str_value_5:string:optional', 'int_value_1:string:optional', 'int_value_2:string:optional', 'bool_value_1:string:optional', 'bool_value_2:string:optional'] },
	],
};
