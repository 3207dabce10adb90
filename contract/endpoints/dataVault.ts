import type { EndpointGroup } from '../types';

export const dataVault = {
	createRecord: {
		group: 'Data vault, auto test, pattern validation, key-value extractor',
		method: 'POST',
		path: '/data_vault/create_record',
		purpose: 'Create a record stored in the data vault',
		body: {
			encoding: 'form',
			fields: [
				{ name: 'main_key', type: 'string', required: true },
				{ name: 'sub_key', type: 'string' },
				{ name: 'str_value_1', type: 'string' },
				{ name: 'str_value_2', type: 'string' },
				{ name: 'str_value_3', type: 'string' },
				{ name: 'str_value_4', type: 'string' },
				{ name: 'str_value_5', type: 'string' },
				{ name: 'int_value_1', type: 'string' },
				{ name: 'int_value_2', type: 'string' },
				{ name: 'bool_value_1', type: 'string' },
				{ name: 'bool_value_2', type: 'string' },
			],
		},
	},
} as const satisfies EndpointGroup;
