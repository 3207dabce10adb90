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

/** One version of the action node: its description, and the option loaders every version has. */
export class ActionNodeVersion implements INodeType {
	methods = methodsOnDemand(methodNames);

	constructor(readonly description: INodeTypeDescription) {}
}
