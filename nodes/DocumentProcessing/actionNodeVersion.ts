import type { INodeType, INodeTypeDescription } from 'n8n-workflow';

import { methodsOnDemand } from './methodsOnDemand';
import { methodNames } from './generated/parameters';

/** What a version adds to the node's base description: the generated generated/version<N>.ts. */
export type VersionDescription = Pick<
	INodeTypeDescription,
	| 'version'
	| 'subtitle'
	| 'defaults'
	| 'inputs'
	| 'outputs'
	| 'credentials'
	| 'requestDefaults'
	| 'properties'
>;

/**
 * The lists n8n adds its own entries to in the version it loads (Custom API Call, the request
 * options): a version written as what changed from the one before (generated/) shares that one's
 * properties, so each version gets its own copy of these lists.
 */
const LISTS_N8N_EXTENDS = new Set(['resource', 'operation', 'requestOptions']);

function withOwnLists(description: INodeTypeDescription): INodeTypeDescription {
	return {
		...description,
		properties: description.properties.map((property) =>
			LISTS_N8N_EXTENDS.has(property.name) && Array.isArray(property.options)
				? { ...property, options: [...property.options] }
				: property,
		),
	};
}

/** One version of the action node: its description, and the option loaders every version has. */
export class ActionNodeVersion implements INodeType {
	methods = methodsOnDemand(methodNames);

	readonly description: INodeTypeDescription;

	constructor(description: INodeTypeDescription) {
		this.description = withOwnLists(description);
	}
}
