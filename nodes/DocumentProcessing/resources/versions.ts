/**
 * The node's versions. A saved workflow keeps the version it was made with. When a change needs a
 * new version: CONTRIBUTING.md, "The version rule" (stated there only; `npm run generate` prints
 * what each version's saved workflows see change). What each version changed:
 * 2: existing things are picked with resource locators (From List or By ID);
 * 3: sorting in its own collection, fixed choices for e-mail and export settings, document
 *    fields as name and value pairs, resource locators inside Additional Fields and Filters;
 * 4: uploads wait for processing by default;
 * 5: every operation that starts processing or an export waits by default (restarts, Validate
 *    and Export), Skip Duplicates is a switch of its own and on, Simplified output keeps the
 *    file name of the document the input item named;
 * 6: a document the service could not read (status `error` after the wait) is an error, routed by
 *    n8n's On Error (Continue, or Continue (using error output)); `duplicate` follows `doc_id` in
 *    the output (transport/unreadable.ts);
 * 7: with Input Files: All Binary Fields, a file whose name or type says a program or script
 *    (`.exe`, `.js`, `invoice.pdf.exe`) is never uploaded, whatever its bytes, and an Outlook
 *    `winmail.dat` (TNEF) is not taken as the PDF inside it (transport/inputFiles.ts).
 */
export const NODE_VERSIONS = [1, 2, 3, 4, 5, 6, 7] as const;

export type NodeVersion = (typeof NODE_VERSIONS)[number];

export const NEWEST_VERSION: NodeVersion = NODE_VERSIONS[NODE_VERSIONS.length - 1];

/** The version of the node being run (a node saved before versions existed is version 1). */
export function versionOf(node: { typeVersion?: number }): NodeVersion {
	const version = node.typeVersion ?? 1;
	return [...NODE_VERSIONS].reverse().find((known) => known <= version) ?? 1;
}
