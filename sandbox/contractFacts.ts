// Facts about the real service that the TSV does not spell out (from its public reference):
// query parameter types, defaults and enums, plus a few body enums. Applied on top of the parsed contract.
import type { Endpoint, FieldType, ParamSpec } from './contract';

// The statuses are the same facts the node knows; one list serves both.
export { DOCUMENT_STATUSES } from '../nodes/DocumentProcessing/transport/documentStatus';

export const LIST_FILTERS = ['today', 'current-week', 'current-month', 'current-year', 'all'] as const;

export const DASHBOARD_STATUSES = [
	'none',
	'exported',
	'error',
	'pending-user-input',
	'validated_pending_approval',
	'approved_pending_second_approval',
	'pending',
	'in-progress',
] as const;

/** The mapping files an export configuration can hold, as `GET /configurations/download/{id}` names them. */
export const MAPPING_FILE_TYPES = ['ION_API', 'IDM_MAPPING', 'BOD_MAPPING', 'FLOW_MAPPING'] as const;

/** The six paged lists: skip/limit default to 0/15. */
export const PAGED_LISTS = [
	'GET /document/list',
	'GET /document/dashboard',
	'GET /vendors/get_vendors_list',
	'POST /fuzzy/get_vendors_list',
	'GET /purchase_order/get_purchase_orders_list',
	'GET /purchase_order/get_purchase_order_lines',
];

interface Fact {
	type?: FieldType;
	default?: unknown;
}

const enumOf = (name: string, values: readonly string[]): FieldType => ({ kind: 'enum', name, values: [...values] });
const INTEGER: FieldType = { kind: 'integer' };
const BOOLEAN: FieldType = { kind: 'boolean' };

/** Query parameters typed the same wherever they appear. */
const QUERY_FACTS_EVERYWHERE: Record<string, Fact> = {
	skip: { type: INTEGER },
	limit: { type: INTEGER },
	improve_quality: { type: BOOLEAN },
	assigned_to_me_only: { type: BOOLEAN },
};

const DOCUMENT_LIST_QUERY: Record<string, Fact> = {
	filter: { type: enumOf('FilterType', LIST_FILTERS), default: 'current-month' },
	start_date: { type: { kind: 'date' } },
};

/** Per endpoint (`METHOD path`), by parameter or field name. */
const QUERY_FACTS: Record<string, Record<string, Fact>> = {
	'GET /document/list': DOCUMENT_LIST_QUERY,
	'GET /document/dashboard': {
		...DOCUMENT_LIST_QUERY,
		status: { type: enumOf('DashboardStatus', DASHBOARD_STATUSES), default: 'none' },
		order_by_direction: { type: enumOf('OrderDirection', ['none', 'asc', 'desc']), default: 'none' },
	},
	'GET /users/get_users_who_can_approve': {
		first_approval: { type: BOOLEAN, default: false },
		second_approval: { type: BOOLEAN, default: false },
	},
	'GET /configurations/download/{id}': { type: { type: enumOf('MappingFileType', MAPPING_FILE_TYPES) } },
};

const BODY_FACTS: Record<string, Record<string, Fact>> = {
	'POST /document/approve_or_reject/{doc_id}': { request_type: { type: enumOf('RequestType', ['approve', 'reject']) } },
};

/**
 * The custom model label endpoints take the label's fields as query parameters; the TSV only
 * says so in prose ("fields of the label table above"). Required on create, optional on update.
 */
const LABEL_FIELDS: Array<{ name: string; type: FieldType; requiredOnCreate: boolean }> = [
	{ name: 'model_name', type: { kind: 'string' }, requiredOnCreate: true },
	{ name: 'label_name', type: { kind: 'string' }, requiredOnCreate: true },
	{ name: 'associated_doc_type', type: { kind: 'string' }, requiredOnCreate: false },
	{ name: 'associated_sub_doc_type', type: { kind: 'string' }, requiredOnCreate: false },
	{ name: 'further_classification_model', type: { kind: 'string' }, requiredOnCreate: false },
	{ name: 'further_classification_model_version', type: { kind: 'string' }, requiredOnCreate: false },
	{ name: 'priority', type: INTEGER, requiredOnCreate: false },
	{ name: 'is_default', type: BOOLEAN, requiredOnCreate: false },
];

const ADDED_QUERY_PARAMS: Record<string, ParamSpec[]> = {
	'POST /custom_model_label/create': LABEL_FIELDS.map(({ name, type, requiredOnCreate }) => ({
		name,
		in: 'query',
		required: requiredOnCreate,
		type,
	})),
	'PUT /custom_model_label/{id}': LABEL_FIELDS.map(({ name, type }) => ({ name, in: 'query', required: false, type })),
};

function apply<T extends { name: string; type: FieldType; default?: unknown }>(spec: T, fact: Fact | undefined): void {
	if (!fact) return;
	if (fact.type) spec.type = fact.type;
	if (fact.default !== undefined) spec.default = fact.default;
}

export function applyContractFacts(endpoints: Endpoint[]): Endpoint[] {
	// A fact for an endpoint the contract does not have is a typo: fail loudly at startup.
	const keys = new Set(endpoints.map((endpoint) => endpoint.key));
	const unknown = [...PAGED_LISTS, ...Object.keys(QUERY_FACTS), ...Object.keys(BODY_FACTS), ...Object.keys(ADDED_QUERY_PARAMS)].filter((key) => !keys.has(key));
	if (unknown.length > 0) throw new Error(`Contract facts name unknown endpoints: ${unknown.join(', ')}`);
	for (const endpoint of endpoints) {
		endpoint.params.push(...(ADDED_QUERY_PARAMS[endpoint.key] ?? []).map((param) => ({ ...param })));
		for (const param of endpoint.params.filter((p) => p.in === 'query')) {
			// TSV attributes (e.g. the workflow listing's `integer, default 100`) win over name-based facts.
			if (param.type.kind === 'string') apply(param, QUERY_FACTS_EVERYWHERE[param.name]);
			apply(param, QUERY_FACTS[endpoint.key]?.[param.name]);
			if (PAGED_LISTS.includes(endpoint.key) && param.default === undefined) {
				if (param.name === 'skip') param.default = 0;
				if (param.name === 'limit') param.default = 15;
			}
		}
		for (const field of endpoint.bodyFields) apply(field, BODY_FACTS[endpoint.key]?.[field.name]);
	}
	return endpoints;
}
