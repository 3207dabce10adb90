import type {
	INodeProperties,
	INodePropertyOptions,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';

import { DocumentProcessing } from '../../nodes/DocumentProcessing/DocumentProcessing.node';
import { NODE_VERSIONS } from '../../nodes/DocumentProcessing/resources/versions';

const node = new DocumentProcessing();

/** What one version of the action node shows (its generated description). */
export function descriptionOf(version: number): INodeTypeDescription {
	return node.nodeVersions[version].description;
}

/** The operations a version offers for a resource, in the order the editor lists them. */
export function operationOptions(version: number, resource: string): INodePropertyOptions[] {
	return descriptionOf(version).properties.find(
		(property) =>
			property.name === 'operation' && property.displayOptions?.show?.resource?.includes(resource),
	)?.options as INodePropertyOptions[];
}

/** Every version's parameters, each once per version that shows it. */
export function allVersionsProperties(): INodeProperties[] {
	return NODE_VERSIONS.flatMap((version) => descriptionOf(version).properties);
}

/** The parameters a version shows for a resource and operation. */
export function shownIn(version: number, resource: string, operation: string): INodeProperties[] {
	return descriptionOf(version).properties.filter(
		(property) =>
			property.displayOptions?.show?.resource?.includes(resource) &&
			property.displayOptions?.show?.operation?.includes(operation),
	);
}

/** The option loaders and list searches one version offers. */
export function methodsOf(version: number): NonNullable<INodeType['methods']> {
	return node.nodeVersions[version].methods ?? {};
}
