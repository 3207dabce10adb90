import type { EndpointGroup } from '../types';

export const keyValueExtractor = {
	getData: {
		group: 'Data vault, auto test, pattern validation, key-value extractor',
		method: 'GET',
		path: '/kvextractor/get_data/{url}',
		purpose: 'Data extracted by the key-value extractor',
	},
	postData: {
		group: 'Data vault, auto test, pattern validation, key-value extractor',
		method: 'POST',
		path: '/kvextractor/post_data/{url}',
		purpose: 'Posts a URL at which the retrieved data can be viewed',
		body: {
			encoding: 'form',
			fields: [{ name: 'data', type: 'json', required: true }],
		},
	},
} as const satisfies EndpointGroup;
