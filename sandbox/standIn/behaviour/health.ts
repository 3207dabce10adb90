// Root, health and logs group. Logs are the sandbox's own document log entries, so a client can
// page through something meaningful: `system.getLogs` answers a page and a next_url to POST to `system.getNextLogs`.
import { pathOf } from '../../contract';
import type { SandboxState } from '../state';
import { textList } from './inputValues';
import { json, type BehaviourTable, type HandlerContext } from './types';

interface LogQuery {
	org_id?: string;
	doc_id?: string;
	log_level?: string;
	source_filters: string[];
	filter_days: number;
	batch_size: number;
	offset: number;
}

const DAY_MS = 86_400_000;

function logLines(state: SandboxState, query: LogQuery) {
	const since = state.now() - query.filter_days * DAY_MS;
	return [...state.documents.values()]
		.flatMap((document) =>
			document.log.map((entry, index) => ({
				timestamp: entry.created_on,
				level: 'INFO',
				source: document.source,
				message: `${entry.action_type}: ${entry.action_description}`,
				doc_id: document.doc_id,
				org_id: document.org_id,
				request_id: `${document.doc_id}-${index + 1}`,
			})),
		)
		.filter(
			(line) =>
				Date.parse(line.timestamp) >= since &&
				(query.org_id === undefined || line.org_id === query.org_id) &&
				(query.doc_id === undefined || line.doc_id === query.doc_id) &&
				(query.log_level === undefined || line.level === query.log_level.toUpperCase()) &&
				(query.source_filters.length === 0 || query.source_filters.includes(line.source)),
		)
		.sort((a, b) => b.timestamp.localeCompare(a.timestamp));
}

function answerPage(context: HandlerContext, query: LogQuery) {
	const lines = logLines(context.state, query);
	const logs = lines.slice(query.offset, query.offset + query.batch_size);
	const rest = { ...query, offset: query.offset + logs.length };
	const next_url =
		rest.offset < lines.length
			? `${context.origin}${pathOf('system.getNextLogs', {})}?cursor=${Buffer.from(JSON.stringify(rest)).toString('base64url')}`
			: null;
	return json({
		success: true,
		message: `${logs.length} logs retrieved`,
		log_count: logs.length,
		logs,
		next_url,
	});
}

/** The cursor travels inside next_url; an unknown url simply has no further logs. */
function queryFromNextUrl(url: string): LogQuery | undefined {
	try {
		const cursor = new URL(url).searchParams.get('cursor');
		return cursor
			? (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as LogQuery)
			: undefined;
	} catch {
		return undefined;
	}
}

const optional = (value: unknown) =>
	value === undefined || value === null ? undefined : String(value);
const healthy = () => json({ status: 'ok' });

export const healthBehaviour: BehaviourTable = {
	'system.root': () => json({ message: 'Document processing service (sandbox)', docs: '/docs' }),
	'system.getSystemHealth': healthy,
	'system.getApiHealth': healthy,
	'system.getServicesHealth': () =>
		json({
			services: ['ocr', 'classification', 'extraction', 'export'].map((name) => ({
				name,
				online: true,
			})),
		}),

	'system.getLogs': (context) => {
		const { body } = context;
		return answerPage(context, {
			org_id: optional(body.org_id),
			doc_id: optional(body.doc_id),
			log_level: optional(body.log_level),
			source_filters: textList(body, 'source_filters'),
			filter_days: Number(body.filter_days),
			batch_size: Math.max(1, Number(body.batch_size)),
			offset: 0,
		});
	},

	'system.getNextLogs': (context) => {
		const query = queryFromNextUrl(String(context.body.url));
		if (!query)
			return json({
				success: true,
				message: 'No more logs',
				log_count: 0,
				logs: [],
				next_url: null,
			});
		return answerPage(context, query);
	},
};
