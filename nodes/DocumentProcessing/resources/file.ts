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
			action: 'Download the page image of a given resource type',
		},
		checkStorage: { name: 'Check Storage', action: 'Check that a file exists in online storage' },
		checkStorageMany: {
			name: 'Check Storage Many',
			action: 'Check several files in online storage',
		},
		getErrors: {
			name: 'Get Errors',
			action: 'Get the error message and cause stored for documents',
		},
	},
};
