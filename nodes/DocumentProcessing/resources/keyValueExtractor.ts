import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const keyValueExtractor: ResourceOverlay<Endpoints['keyValueExtractor']> = {
	value: 'keyValueExtractor',
	name: 'Key-Value Extractor',
	operations: {
		getData: { name: 'Get Data', action: 'Get the data the key value extractor found at a URL' },
		postData: { name: 'Post Data', action: 'Post a URL at which the extracted data can be viewed' },
	},
};
