import type {
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';

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

/**
 * The node's option loaders and list searches by name, their code (the service's lists, the
 * contract) loaded the first time the editor asks for one, not when n8n loads the node. The
 * names are written into the generated descriptions from methods/index.ts.
 */
export function methodsOnDemand(names: { loadOptions: string[]; listSearch: string[] }): Methods {
	const load = async (): Promise<Methods> => (await import('./methods')).methods as Methods;
	return {
		loadOptions: Object.fromEntries(
			names.loadOptions.map((name) => [
				name,
				async function (this: ILoadOptionsFunctions) {
					return await (await load()).loadOptions[name].call(this);
				},
			]),
		),
		listSearch: Object.fromEntries(
			names.listSearch.map((name) => [
				name,
				async function (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
					return await (await load()).listSearch[name].call(this, filter, paginationToken);
				},
			]),
		),
	};
}
