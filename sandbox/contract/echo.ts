// What an endpoint without behaviour answers: 200 and an echo of what was received, so a client can
// see that its request reached the right endpoint with the right (validated) inputs.
import type { Responder } from './responder';

export const echo: Responder = (request) => ({
	body: {
		success: true,
		endpoint: request.endpoint.path,
		method: request.endpoint.method,
		received: {
			path_params: request.pathParams,
			query: Object.fromEntries(
				Object.entries(request.query).filter(([, value]) => value !== undefined),
			),
			body: request.body,
			files: Object.values(request.files)
				.flat()
				.map((file) => ({
					field: file.field,
					filename: file.filename,
					content_type: file.contentType,
					size: file.data.length,
				})),
		},
	},
});
