// Fallback for rows no group has implemented yet: answers 200 and echoes what was received,
// so a client can see that its request reached the right endpoint with the right inputs.
import type { Handler } from './types';

export const genericHandler: Handler = (context) => ({
	body: {
		success: true,
		endpoint: context.endpoint.path,
		method: context.endpoint.method,
		received: {
			path_params: context.pathParams,
			query: Object.fromEntries(Object.entries(context.query).filter(([, value]) => value !== undefined)),
			body: context.body,
			files: Object.values(context.files)
				.flat()
				.map((file) => ({ field: file.field, filename: file.filename, content_type: file.contentType, size: file.data.length })),
		},
	},
});
