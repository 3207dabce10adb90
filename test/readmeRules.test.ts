/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-restricted-globals -- dev-only code, never published; eslint.dev.config.mjs lints it */
// What `npm run docs:check` refuses in a README (scripts/lib/readmeRules.js), and that this
// README passes with the editor facts the e2e recorded.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { anchors, linkProblems, namedPathProblems, slug } from '../scripts/lib/docLinks';
import { versionProblems } from '../scripts/lib/docVersions';
import { NODE_VERSIONS } from '../nodes/DocumentProcessing/resources/versions';
import {
	editorProblems,
	frontDoorProblems,
	frontDoorWords,
	installProblems,
	MAX_FRONT_DOOR_WORDS,
	readmeProblems,
	searchWordsClaimed,
	testCommandProblems,
	type EditorFacts,
} from '../scripts/lib/readmeRules';

const ROOT = path.join(__dirname, '..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const recorded = JSON.parse(
	fs.readFileSync(path.join(ROOT, 'docs', 'editor-facts.json'), 'utf8'),
) as EditorFacts;

const facts: EditorFacts = {
	n8n: '2.41.1',
	nodesPanel: { search: { invoice: 1, upload: 2, 'upload document': 0 } },
	actionsPanel: { searchField: false },
};

const install = (body: string) => `# Package\n\n## Install in n8n\n\n${body}\n\n## Credentials\n`;
const TARBALL_FIRST = install(
	'The package is **not on npm yet**. Build a tarball (`npm pack`) and install it.\n\nOnce it is on npm: **Settings → Community Nodes → Install**.',
);
const BY_NAME_FIRST = install(
	'Open **Settings → Community Nodes → Install** and enter the name.\n\nOr build a tarball with `npm pack`.',
);

/** The pages in docs/, as `docs/<name>.md`. */
const DOC_PAGES = fs
	.readdirSync(path.join(ROOT, 'docs'))
	.filter((file) => file.endsWith('.md'))
	.map((file) => `docs/${file}`);

describe('install paths', () => {
	it('this README gives the tarball first and says the package is not on npm yet', () => {
		expect(installProblems(readme, { published: false })).toEqual([]);
	});

	it('refuses Community Nodes → Install first while the package is not on npm', () => {
		expect(installProblems(BY_NAME_FIRST, { published: false })).toEqual([
			'the install section names Community Nodes → Install before the tarball, but the package is not on npm: that path fails',
			'the install section does not say the package is not on npm yet',
		]);
	});

	it('once on npm, the README no longer says it is not', () => {
		expect(installProblems(TARBALL_FIRST, { published: true })).toEqual([
			'the install section says the package is not on npm yet, but it is',
		]);
		expect(installProblems(BY_NAME_FIRST, { published: true })).toEqual([]);
	});
});

describe("claims about n8n's editor", () => {
	it('this README claims only what the e2e recorded in the editor', () => {
		expect(editorProblems(readme, recorded)).toEqual([]);
	});

	it('reads the words the README tells users to search for', () => {
		expect(
			searchWordsClaimed(
				'In the nodes panel, search for invoice, receipt, OCR or purchase order to find the node. In the Tools, search for Agents.',
			),
		).toEqual(['invoice', 'receipt', 'OCR', 'purchase order']);
	});

	it('refuses a search word that finds nothing, or that was never tried', () => {
		expect(
			editorProblems(
				'In the nodes panel, search for upload document or scanner to find the node.',
				facts,
			),
		).toEqual([
			'"search for upload document": n8n 2.41.1\'s nodes panel does not list the node for it',
			'"search for scanner": the e2e did not record what n8n 2.41.1 lists for it',
		]);
	});

	it('refuses a search box in the actions panel that the editor does not show', () => {
		const claim = 'The actions panel has a search box that finds any action.';
		expect(editorProblems(claim, facts)).toEqual([
			`claims a search in the actions panel, which n8n 2.41.1 does not show: "${claim.slice(0, -1)}"`,
		]);
		expect(editorProblems(claim, { ...facts, actionsPanel: { searchField: true } })).toEqual([]);
	});

	it('refuses to pass without a record of the editor', () => {
		expect(readmeProblems(TARBALL_FIRST, { published: false })).toContain(
			'no record of what the editor shows (docs/editor-facts.json): run npm run test:e2e',
		);
	});
});

describe('the front door', () => {
	const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
	const page = (front: string) => `# Package\n\n${front}\n\n## All operations\n\n${words(5000)}\n`;

	it(`this README has at most ${MAX_FRONT_DOOR_WORDS} words before the operations table`, () => {
		expect(frontDoorWords(readme)).toBeLessThanOrEqual(MAX_FRONT_DOOR_WORDS);
		expect(frontDoorProblems(readme)).toEqual([]);
	});

	it('counts only what comes before the operations table', () => {
		expect(frontDoorWords(page(words(10)))).toBe(12);
		expect(frontDoorProblems(page(words(1998)))).toEqual([]);
	});

	it('refuses a longer front door, or one without an end', () => {
		expect(frontDoorProblems(page(words(1999)))).toEqual([
			'2001 words before "## All operations": the front door is at most 2000 (move details to a page in docs/)',
		]);
		expect(frontDoorProblems(words(10))).toEqual([
			'no "## All operations" section: the front door has no end',
		]);
	});
});

describe('links between the pages', () => {
	it('makes the anchors GitHub makes', () => {
		expect(slug('Try it without an account (`npm start`)')).toBe(
			'try-it-without-an-account-npm-start',
		);
		expect(slug('Recipe: Mailbox → ERP and DMS')).toBe('recipe-mailbox--erp-and-dms');
		expect([...anchors('# A\n## Part\n```\n# not a heading\n```\n## Part\n')]).toEqual([
			'a',
			'part',
			'part-1',
		]);
	});

	it('refuses a link to a missing page or heading, and passes the ones that lead somewhere', () => {
		const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
		fs.mkdirSync(path.join(folder, 'docs'));
		fs.writeFileSync(path.join(folder, 'docs', 'crash.md'), '# After a crash\n\n## Why\n');
		fs.writeFileSync(
			path.join(folder, 'README.md'),
			[
				'# Package',
				'## Try it',
				'[ok](docs/crash.md) [ok](docs/crash.md#why) [ok](#try-it) [web](https://n8n.io/x#y)',
				'[gone](docs/scale.md) [moved](docs/crash.md#after-a-crash-1) [here](#recipes)',
				'`[in code](nowhere.md)`',
			].join('\n\n'),
		);
		expect(linkProblems(path.join(folder, 'README.md'))).toEqual([
			'links to docs/scale.md: no such file',
			'links to docs/crash.md#after-a-crash-1: no heading with that anchor there',
			'links to #recipes: no heading with that anchor there',
		]);
		fs.rmSync(folder, { recursive: true });
	});

	// docs/triggers.md named `nodes/DocumentProcessingTrigger/shared/` long after it was gone.
	it('a path named in code that does not exist is named; one from the page or the root is not', () => {
		const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-paths-'));
		fs.mkdirSync(path.join(folder, 'nodes', 'shared'), { recursive: true });
		fs.mkdirSync(path.join(folder, 'sandbox', 'contract'), { recursive: true });
		// A top-level contract/ without server.ts: the page's own folder has it.
		fs.mkdirSync(path.join(folder, 'contract'));
		fs.writeFileSync(path.join(folder, 'sandbox', 'contract', 'server.ts'), '');
		fs.writeFileSync(
			path.join(folder, 'sandbox', 'README.md'),
			'`contract/server.ts` and `nodes/shared/`, not `nodes/Trigger/shared/` or `nodes/<area>.ts`; `npm run x`',
		);
		expect(
			namedPathProblems(path.join(folder, 'sandbox', 'README.md'), folder, (named) =>
				named.startsWith('bench/'),
			),
		).toEqual(['names `nodes/Trigger/shared/`: no such file or folder']);
		fs.rmSync(folder, { recursive: true });
	});

	it('every link of the README, CONTRIBUTING and the pages in docs/ leads somewhere', () => {
		const pages = ['README.md', 'CONTRIBUTING.md', ...DOC_PAGES];
		expect(
			pages.flatMap((page) => linkProblems(path.join(ROOT, page)).map((p) => `${page}: ${p}`)),
		).toEqual([]);
	});
});

describe("the README's test command", () => {
	const ci = fs.readFileSync(path.join(ROOT, '.ci', 'run'), 'utf8');

	it('is what .ci/run runs', () => {
		expect(testCommandProblems(readme, ci)).toEqual([]);
	});

	it('refuses a command CI does not run, or one only in a comment, or none', () => {
		expect(testCommandProblems('Run `npm ci && npm run test:unit`.', ci)).toEqual([
			"the README's test command `npm run test:unit` is not what .ci/run runs",
		]);
		expect(testCommandProblems('Run `npm ci && npm test`.', '# npm test\nnpx jest\n')).toEqual([
			"the README's test command `npm test` is not what .ci/run runs",
		]);
		expect(testCommandProblems('No tests here.', ci)).toEqual([
			'the README gives no test command (`npm ci && npm test`)',
		]);
	});
});

// After a node version 7 in a scratch branch, docs/using-the-node.md still said "New nodes are
// version 6" with a table ending at 6, and docs/mailbox-to-erp.md "(node version 6)" (issue 52).
describe('what the docs say of the node versions', () => {
	const page = [
		'**Node versions.** New nodes are version 6.',
		'| | Version 1 | Version 2 | Version 6 (new nodes) |',
		'- **Upload Documents** (node version 6) takes PDFs',
		'From node version 6, a document that ends so is an error.',
	].join('\n');

	it('names a stale newest version, and a version table that leaves one out', () => {
		expect(versionProblems(page, [1, 2, 6, 7])).toEqual([
			'says "New nodes are version 6": new nodes are version 7',
			'says "(node version 6)": the templates use version 7',
			'its version table has columns for 1, 2, 6, the node has 1, 2, 6, 7',
			"its version table does not mark version 7 as new nodes'",
		]);
		expect(versionProblems(page, [1, 2, 6])).toEqual([]);
	});

	it('holds for the README and every page in docs/', () => {
		const pages = ['README.md', ...DOC_PAGES];
		expect(
			pages.flatMap((name) =>
				versionProblems(fs.readFileSync(path.join(ROOT, name), 'utf8'), NODE_VERSIONS).map(
					(problem) => `${name}: ${problem}`,
				),
			),
		).toEqual([]);
	});
});
