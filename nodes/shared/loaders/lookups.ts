import { endpoints, type Endpoint } from '../../../contract';

/**
 * Lists the service returns, offered as choices for fields that take an ID or key from them.
 * Each lookup names where the list comes from and which record fields hold value and label.
 */
export interface Lookup {
	/** The contract endpoint that lists them. */
	endpoint: Endpoint;
	/** Query of the listing request, where the endpoint needs one. */
	qs?: Record<string, string | number>;
	/** Record fields tried in order for the value sent to the service. */
	value: string[];
	/** Record fields tried in order for the label shown to the user. */
	label: string[];
	/**
	 * Record fields shown after the label, in brackets: what tells records with the same label
	 * apart (two invoices both named scan.pdf).
	 */
	details?: string[];
}

export const LOOKUPS = {
	getDocumentTypes: {
		endpoint: endpoints.documentType.getMany,
		value: ['doc_type_name', 'key', 'doc_type', 'name', 'id'],
		label: ['title', 'display_name', 'name', 'doc_type_name', 'key'],
	},
	getSubDocumentTypes: {
		endpoint: endpoints.documentType.getSubTypes,
		value: ['sub_doc_type_name', 'sub_doc_type_key', 'key', 'sub_doc_type', 'name', 'id'],
		label: ['title', 'display_name', 'name', 'sub_doc_type_name', 'key'],
	},
	getUsers: {
		endpoint: endpoints.user.getMany,
		value: ['id', 'user_id'],
		label: ['email', 'name', 'first_name', 'id'],
	},
	getGroups: {
		endpoint: endpoints.group.getMany,
		value: ['id', 'group_id'],
		label: ['name', 'id'],
	},
	getSubOrganisations: {
		endpoint: endpoints.subOrganisation.getMany,
		value: ['id', 'sub_org_id'],
		label: ['name', 'id'],
	},
	getExportConfigurations: {
		endpoint: endpoints.exportConfiguration.getMany,
		value: ['id', 'config_id'],
		// By title: two configurations of one type would look the same by type.
		label: ['title', 'name', 'type', 'id'],
	},
	getCustomModels: {
		endpoint: endpoints.customModel.getMany,
		value: ['model_name', 'name', 'id'],
		label: ['model_name', 'name', 'id'],
	},
	getDocuments: {
		endpoint: endpoints.document.getMany,
		qs: { filter: 'all', skip: 0, limit: 100 },
		value: ['doc_id', 'id'],
		label: ['file_name', 'doc_id', 'id'],
		details: ['created_on', 'doc_id'],
	},
	getDatasetTypes: {
		endpoint: endpoints.masterData.getDatasetTypes,
		value: ['data_type', 'name', 'id'],
		label: ['name', 'data_type', 'id'],
	},
} satisfies Record<string, Lookup>;

export type LookupName = keyof typeof LOOKUPS;

/** Which fields are picked from which list, by the service's field name. */
export const FIELD_LOOKUPS: Record<string, LookupName> = {
	doc_type: 'getDocumentTypes',
	copy_from_doc_type: 'getDocumentTypes',
	copy_to_doc_type: 'getDocumentTypes',
	doc_type_name: 'getDocumentTypes',
	doc_type_key: 'getDocumentTypes',
	associated_doc_type: 'getDocumentTypes',
	sub_doc_type: 'getSubDocumentTypes',
	sub_doc_type_key: 'getSubDocumentTypes',
	associated_sub_doc_type: 'getSubDocumentTypes',
	user_id: 'getUsers',
	assign_to_user: 'getUsers',
	group_id: 'getGroups',
	sub_org_id: 'getSubOrganisations',
	assign_to_sub_org: 'getSubOrganisations',
	config_id: 'getExportConfigurations',
	model_name: 'getCustomModels',
	// Not data_type: imports and record creation may name a dataset that does not exist yet.
	dataset_name: 'getDatasetTypes',
};

/**
 * Version 2 picks with resource locators at the top level: the same lists, plus datasets (By ID
 * still names a dataset that does not exist yet).
 */
export const LOCATOR_LOOKUPS: Record<string, LookupName> = {
	...FIELD_LOOKUPS,
	data_type: 'getDatasetTypes',
};

/**
 * Version 3 picks documents too. A document ID is usually an expression, and n8n's routing
 * evaluates an expression once per property of that name for every item: the version 3 `doc_id`
 * property is a second one, measured in BENCHMARKS.md (figure 1).
 */
export const LOCATOR_LOOKUPS_V3: Record<string, LookupName> = {
	...LOCATOR_LOOKUPS,
	doc_id: 'getDocuments',
};
