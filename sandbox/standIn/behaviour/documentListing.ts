// Filtering, ordering and paging for `document.getMany`, `document.getDashboard` and `document.getNext`.
// Periods are computed in UTC; weeks start on Monday (ISO).
import type { EnumOf } from '../../contract';
import type { DocumentStatus } from '../documentLifecycle';
import type { SandboxDocument, SandboxState } from '../state';
import { summaryView, type DocumentSummary } from './documentViews';

const DAY_MS = 86_400_000;

/** The list's and the dashboard's `filter` values, as the contract lists them. */
type Period = EnumOf<'document.getMany' | 'document.getDashboard', 'filter'>;
/** The dashboard's `status` values, as the contract lists them. */
type DashboardStatus = EnumOf<'document.getDashboard', 'status'>;

/** Start of the period a `filter` value selects, or undefined for `all`. */
export function periodStart(filter: Period, nowMs: number): number | undefined {
	const now = new Date(nowMs);
	const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
	switch (filter) {
		case 'today':
			return today;
		case 'current-week':
			return today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
		case 'current-month':
			return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
		case 'current-year':
			return Date.UTC(now.getUTCFullYear(), 0, 1);
		case 'all':
			return undefined;
	}
}

/** Dashboard `status` values are groups of document statuses; `none` means no filter. */
const DASHBOARD_STATUS_GROUPS: Record<Exclude<DashboardStatus, 'none'>, DocumentStatus[]> = {
	exported: ['finished'],
	error: ['error'],
	'pending-user-input': ['ready_for_validation'],
	validated_pending_approval: ['validated_pending_approval'],
	approved_pending_second_approval: ['approved_pending_second_approval'],
	pending: ['validated_pending_export', 'approved_pending_export'],
	'in-progress': ['processing'],
};

export type DocumentFilter = (document: SandboxDocument) => boolean;

/** `filter` period and `start_date` lower bound, shared by list and dashboard. */
export function dateFilter(query: Record<string, unknown>, nowMs: number): DocumentFilter {
	// Validated against the contract's values, which also give the default.
	const from = periodStart(query.filter as Period, nowMs);
	const startDate =
		query.start_date === undefined
			? undefined
			: Date.parse(`${String(query.start_date)}T00:00:00Z`);
	return (document) => {
		const created = Date.parse(document.created_on);
		return (
			(from === undefined || created >= from) && (startDate === undefined || created >= startDate)
		);
	};
}

export function dashboardFilter(
	query: Record<string, unknown>,
	state: SandboxState,
): DocumentFilter {
	const keyword = query.keyword === undefined ? undefined : String(query.keyword).toLowerCase();
	const status = query.status as DashboardStatus;
	const statuses = status === 'none' ? undefined : DASHBOARD_STATUS_GROUPS[status];
	const me = [state.currentUser.email, String(state.currentUser.id)];
	const equalsIfGiven = (name: string, actual: string | null) =>
		query[name] === undefined || String(query[name]) === actual;
	const byDate = dateFilter(query, state.now());
	return (document) =>
		byDate(document) &&
		equalsIfGiven('org_id', document.org_id) &&
		equalsIfGiven('sub_org_id', document.sub_org_id) &&
		equalsIfGiven('doc_type', document.doc_type) &&
		(statuses === undefined || statuses.includes(document.status)) &&
		(query.assigned_to_me_only !== true || me.includes(document.assigned_to ?? '')) &&
		(keyword === undefined || searchableText(document).includes(keyword));
}

function searchableText(document: SandboxDocument): string {
	const values = [
		document.doc_id,
		document.file_name,
		document.doc_type,
		document.status,
		document.assigned_to,
	];
	return [...values, ...Object.values(document.extracted_data)]
		.map((value) => String(value ?? ''))
		.join('\n')
		.toLowerCase();
}

/** Orders summaries by a field; the input is already newest first, which breaks ties. */
export function orderBy(
	rows: DocumentSummary[],
	field: string,
	direction: string,
): DocumentSummary[] {
	if (!(field in (rows[0] ?? {})) || (field === 'created_on' && direction !== 'asc')) return rows;
	const sign = direction === 'asc' ? 1 : -1;
	const key = (row: DocumentSummary) => (row as Record<string, unknown>)[field];
	return [...rows].sort((a, b) => {
		const [x, y] = [key(a), key(b)];
		if (x === y) return 0;
		if (x === null || x === undefined) return 1;
		if (y === null || y === undefined) return -1;
		return (
			(typeof x === 'number' && typeof y === 'number'
				? x - y
				: String(x).localeCompare(String(y))) * sign
		);
	});
}

/** Exactly `limit` rows after skipping `skip`, with the total before paging. */
export function page(rows: DocumentSummary[], skip: unknown, limit: unknown) {
	const start = Math.max(0, Number(skip ?? 0));
	const count = Math.max(0, Number(limit ?? 15));
	return { documents: rows.slice(start, start + count), total: rows.length };
}

export function listSummaries(state: SandboxState, filter: DocumentFilter): DocumentSummary[] {
	return state.listDocuments().filter(filter).map(summaryView);
}
