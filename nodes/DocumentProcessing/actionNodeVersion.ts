import type { INodeType, INodeTypeDescription } from 'n8n-workflow';

import { methodsOnDemand } from './methodsOnDemand';
import { methodNames } from './generated/parameters';
import { LISTS_N8N_EXTENDS } from './listsN8nExtends';

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

/** The description with its own copy of each list n8n extends. */
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
