import type { INodeType, INodeTypeDescription } from 'n8n-workflow';

import { methodsOnDemand } from './methodsOnDemand';
import { methodNames } from './parameters';

/** What a version adds to the node's base description: the generated v<N>/version<N>.ts. */
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

/** One version of the action node: its description, and the option loaders every version has. */
export class NodeVersion implements INodeType {
	methods = methodsOnDemand(methodNames);

	constructor(readonly description: INodeTypeDescription) {}
}
