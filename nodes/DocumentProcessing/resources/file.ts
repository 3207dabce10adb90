import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const file: ResourceOverlay<Endpoints['file']> = {
	value: 'file',
	name: 'File',
	operations: {
		downloadDocument: { name: 'Download Document File', action: 'Download a file of a document' },
		downloadPageImage: {
			name: 'Download Page Image',
			action: 'Download the image of a document page',
		},
		downloadResourceImage: {
			name: 'Download Resource Image',
			action: 'Download a page image of a resource type',
		},
		checkStorage: { name: 'Check Storage', action: 'Check that a file is in online storage' },
		checkStorageMany: {
			name: 'Check Storage Many',
			action: 'Check several files in online storage',
		},
		getErrors: {
			name: 'Get Errors',
			action: 'Get the stored errors of documents',
		},
	},
};
