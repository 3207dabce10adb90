/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- dev-only code, never published; eslint.dev.config.mjs lints it */
/**
 * The interface of record as a table (`contract/interface.tsv`: one row per endpoint the service's
 * interface documents, with the group it sits in; copied from the service's reference, never
 * generated from the contract). Completeness checks compare the contract with it, so nothing in a
 * test counts endpoints by hand: a new endpoint is a new row there and a new contract entry.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface InterfaceRow {
	readonly group: string;
	readonly method: string;
	/** As the contract writes it: the workflow host's `{host}` prefix left out (`host: 'workflow'`). */
	readonly path: string;
}

const TABLE = join(__dirname, '..', '..', 'contract', 'interface.tsv');

export const interfaceRows: readonly InterfaceRow[] = (() => {
	const [header, ...lines] = readFileSync(TABLE, 'utf8').trim().split('\n');
	const columns = header.split('\t');
	const at = (cells: string[], name: string) => cells[columns.indexOf(name)];
	return lines.map((line) => {
		const cells = line.split('\t');
		return {
			group: at(cells, 'group'),
			method: at(cells, 'method'),
			path: at(cells, 'path').replace(/^\{host\}/, ''),
		};
	});
})();

/** `GET /document/status/{doc_id}`: how rows and contract entries are matched. */
export const routeOf = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

/** The interface's routes in one group (e.g. `Documents`). */
export const interfaceRoutesIn = (group: string) =>
	interfaceRows.filter((row) => row.group === group).map(routeOf);
