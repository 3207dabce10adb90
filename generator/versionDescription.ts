import { resources } from '../nodes/DocumentProcessing/resources';
import type { NodeVersion } from '../nodes/DocumentProcessing/resources/versions';
import { MAIN_CONNECTION } from './code';
import { nodeProperties } from './properties';

/**
 * The subtitle under the node on the canvas, in words ("Upload: Document"): operation values
 * (`getExtractionResult`) are looked up by resource and operation in a table of their names.
 */
function operationSubtitle(): string {
	const names: Record<string, string> = {};
	for (const resource of resources)
		for (const operation of resource.operations)
			names[`${resource.value}:${operation.operation}`] =
				`${operation.name}: ${resource.shortName}`;
	return `={{ ${JSON.stringify(names)}[$parameter["resource"] + ":" + $parameter["operation"]] || $parameter["operation"] }}`;
}

/** What one version adds to the node's base description (DocumentProcessing.node.ts). */
export function versionDescription(version: NodeVersion): Record<string, unknown> {
	return {
		version,
		subtitle: operationSubtitle(),
		defaults: { name: 'Document Processing' },
		inputs: [MAIN_CONNECTION],
		outputs: [MAIN_CONNECTION],
		credentials: [{ name: 'documentProcessingApi', required: true }],
		requestDefaults: {
			// Answers are decoded by content type in shapeResponse, failures mapped there too.
			encoding: 'arraybuffer',
			json: false,
			ignoreHttpStatusErrors: true,
		},
		properties: nodeProperties(resources, version),
	};
}
