import type { ResourceTable } from './types';

export const keyValueExtractor: ResourceTable = {
	value: 'keyValueExtractor',
	name: 'Key-Value Extractor',
	endpoints: [
		{ operation: 'getData', name: 'Get Data', action: 'Data extracted by the key-value extractor', method: 'GET', path: '/kvextractor/get_data/{url}' },
		{ operation: 'postData', name: 'Post Data', action: 'Posts a URL at which the retrieved data can be viewed', method: 'POST', path: '/kvextractor/post_data/{url}', body: 'form', fields: ['data:string:required'] },
	],
};
