// Evaluates the master data XML import's field mappings: `{ target_key: XPath }` on an XML file,
// one record per matched header element. Supported XPath: absolute `/A/B/C` or `//B/C` (B anywhere),
// element steps, an optional last `@attribute` or `text()` step. An absolute path may leave out the
// root element (BOD mappings start at `/DataArea/...` under the verb element).
// Namespace prefixes are ignored. The header element is the deepest element all mappings share
// (for one mapping, the parent of its last step); each mapping is then read relative to it, first match.
// The interface's example (`customer_address`: seven mappings under
// /DataArea/ShippingAddress/ShippingAddressHeader, or the same with `//`) gives one record per
// ShippingAddress of a SyncShippingAddress BOD. Values are the elements' text as the file has it.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

type XmlNode = Record<string, unknown>;

export class XmlError extends Error {}

/** Mappings whose XPath matches nothing anywhere in the file (target key → XPath). */
export class UnmatchedMappingsError extends XmlError {
	constructor(readonly unmatched: Array<[string, string]>) {
		super(
			`Nothing in the file matches ${unmatched.map(([key, path]) => `"${key}" (${path})`).join(', ')}`,
		);
	}
}

interface ParsedPath {
	descendant: boolean;
	steps: string[];
}

const parser = new XMLParser({
	ignoreAttributes: false,
	attributeNamePrefix: '@',
	removeNSPrefix: true,
	parseTagValue: false,
	parseAttributeValue: false,
	trimValues: true,
	// Character references (`&#252;`, `&#xFC;`) are XML; the parser decodes them only with this on.
	htmlEntities: true,
});

const ENCODING_LABEL = /^<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/;

/** The text of an XML file: BOMs (UTF-8, UTF-16) and the declared encoding (e.g. ISO-8859-1) respected. */
export function decodeXml(data: Buffer): string {
	if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf)
		return data.subarray(3).toString('utf8');
	if (data[0] === 0xff && data[1] === 0xfe)
		return new TextDecoder('utf-16le').decode(data.subarray(2));
	if (data[0] === 0xfe && data[1] === 0xff)
		return new TextDecoder('utf-16be').decode(data.subarray(2));
	const declared = ENCODING_LABEL.exec(data.subarray(0, 200).toString('latin1'))?.[1];
	if (declared === undefined || /^utf-?8$/i.test(declared)) return data.toString('utf8');
	try {
		return new TextDecoder(declared).decode(data);
	} catch {
		return data.toString('utf8');
	}
}

/** The document as nested objects (repeated elements as arrays); XmlError when not well-formed. */
export function parseXml(text: string): XmlNode {
	const valid = XMLValidator.validate(text);
	if (valid !== true) throw new XmlError(`${valid.err.msg} (line ${valid.err.line})`);
	return parser.parse(text) as XmlNode;
}

export function parsePath(path: string): ParsedPath {
	const trimmed = path.trim();
	const descendant = trimmed.startsWith('//');
	const steps = trimmed
		.replace(/^\/+/, '')
		.split('/')
		.map((step) => step.trim().replace(/^[\w.-]+:(?!:)/, ''))
		.filter((step) => step !== '' && step !== 'text()');
	if (steps.length === 0) throw new XmlError(`Not a path: ${path}`);
	return { descendant, steps };
}

const asList = (value: unknown): unknown[] =>
	value === undefined ? [] : Array.isArray(value) ? value : [value];
const isNode = (value: unknown): value is XmlNode =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

function descendants(node: unknown, name: string): unknown[] {
	if (!isNode(node)) return [];
	return Object.entries(node).flatMap(([key, value]) =>
		asList(value).flatMap((child) => [
			...(key === name ? [child] : []),
			...descendants(child, name),
		]),
	);
}

function select(context: unknown, steps: string[], descendant: boolean): unknown[] {
	let current = [context];
	steps.forEach((step, index) => {
		current = current.flatMap((node) =>
			descendant && index === 0 ? descendants(node, step) : isNode(node) ? asList(node[step]) : [],
		);
	});
	return current;
}

/** An absolute path starts at the document, or under the root element when it does not name it. */
function selectPath(document: XmlNode, path: ParsedPath): unknown[] {
	if (path.descendant || document[path.steps[0]] !== undefined)
		return select(document, path.steps, path.descendant);
	const root = Object.keys(document).find((key) => !key.startsWith('?') && !key.startsWith('#'));
	return root === undefined ? [] : select(document[root], path.steps, false);
}

function textOf(value: unknown): string | null {
	if (value === undefined || value === null) return null;
	if (isNode(value)) return value['#text'] === undefined ? null : String(value['#text']);
	return String(value);
}

/** How many leading steps every path shares, leaving each at least its last step (`/A/B` and `//A/B` share theirs). */
function sharedSteps(paths: ParsedPath[]): number {
	const limit = Math.min(...paths.map((path) => path.steps.length - 1));
	let shared = 0;
	while (shared < limit && paths.every((path) => path.steps[shared] === paths[0].steps[shared]))
		shared++;
	return shared;
}

const anyValue = (record: Record<string, string | null>) =>
	Object.values(record).some((value) => value !== null);

/**
 * One record per header element; records where no mapping matched are left out. A mapping whose XPath
 * matches nothing anywhere in the file is an UnmatchedMappingsError (a typo, not an optional value).
 */
export function mapXmlRecords(
	xml: string,
	mappings: Record<string, string>,
): Array<Record<string, string | null>> {
	const document = parseXml(xml);
	const entries = Object.entries(mappings).map(([key, path]) => [key, parsePath(path)] as const);
	if (entries.length === 0) return [];
	const unmatched = entries
		.filter(([, path]) => selectPath(document, path).length === 0)
		.map(([key]): [string, string] => [key, mappings[key]]);
	if (unmatched.length > 0) throw new UnmatchedMappingsError(unmatched);
	const paths = entries.map(([, path]) => path);
	const shared = sharedSteps(paths);
	if (shared === 0)
		return [
			Object.fromEntries(
				entries.map(([key, path]) => [key, textOf(selectPath(document, path)[0])]),
			),
		].filter(anyValue);
	const headers = selectPath(document, {
		descendant: paths.some((path) => path.descendant),
		steps: paths[0].steps.slice(0, shared),
	});
	return headers
		.map((header) =>
			Object.fromEntries(
				entries.map(([key, path]) => [
					key,
					textOf(select(header, path.steps.slice(shared), false)[0]),
				]),
			),
		)
		.filter(anyValue);
}

/** Every element with this (local) name anywhere below `node`. */
export const findElements = (node: unknown, name: string): unknown[] => descendants(node, name);

/** The text of the first element at a relative path like `PartyIDs/ID` (or `@attribute`), or null. */
export function textAt(node: unknown, path: string): string | null {
	return textOf(select(node, path.split('/'), false)[0]);
}
