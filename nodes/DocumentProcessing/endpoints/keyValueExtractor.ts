import type { ResourceTable } from './types';

export const keyValueExtractor: ResourceTable = {
	value: 'keyValueExtractor',
	name: 'Key-Value Extractor',
	endpoints: [
		{ operation: 'getData', name: 'Get Data', action: 'Get the data the key-value extractor found at a URL', method: 'GET', path: '/kvextractor/get_data/{url}' },
		{ operation: 'postData', name: 'Post Data', action: 'Post a URL at which the extracted data can be viewed', method: 'POST', path: '/kvextractor/post_data/{url}', body: 'form', fields: ['data:json:required'] },
	],
};
