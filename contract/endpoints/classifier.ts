import type { EndpointGroup } from '../types';

export const classifier = {
	classify: {
		group: 'Master data and classifier v2',
		method: 'POST',
		path: '/classifier_v2/classify_document',
		purpose: 'Upload a document and test its classification',
		body: {
			encoding: 'multipart',
			fields: [{ name: 'file', type: 'file', required: true, accepts: 'pdf' }],
		},
	},
} as const satisfies EndpointGroup;
