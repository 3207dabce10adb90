import type {
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';

import { loadedOnce, onFirstCall } from './onDemand';

type LoadOptions = (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>;
type ListSearch = (
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
) => Promise<INodeListSearchResult>;

interface Methods {
	loadOptions: Record<string, LoadOptions>;
	listSearch: Record<string, ListSearch>;
}

/** Their code: the service's lists and the contract. */
const methods = loadedOnce(async () => (await import('./methods')).methods as Methods);

/**
 * The node's option loaders and list searches by name, loaded the first time the editor asks for
 * one (onDemand.ts). The names are written into the generated descriptions from methods.ts.
 */
export function methodsOnDemand(names: { loadOptions: string[]; listSearch: string[] }): Methods {
	return {
		loadOptions: Object.fromEntries(
			names.loadOptions.map((name) => [
				name,
				onFirstCall(methods, name, (loaded) => loaded.loadOptions[name]),
			]),
		),
		listSearch: Object.fromEntries(
			names.listSearch.map((name) => [
				name,
				onFirstCall(methods, name, (loaded) => loaded.listSearch[name]),
			]),
		),
	};
}
