import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const keyValueExtractor: ResourceOverlay<Endpoints['keyValueExtractor']> = {
	value: 'keyValueExtractor',
	name: 'Key-Value Extractor',
	operations: {
		getData: { name: 'Get Data', action: 'Get key-value data found at a URL' },
		postData: { name: 'Post Data', action: 'Post a URL to view extracted data at' },
	},
};
