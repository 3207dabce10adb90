#!/usr/bin/env node
'use strict';
// `npm run demo`: headless. Imports the invoice intake example into a real n8n (CLI), with its
// "Invoice PDF" node giving a PDF made right now with pdf-lib (a new invoice number each run),
// executes it against the sandbox, and prints what came back: document id, status, the
// extracted fields next to what the PDF says, and the zugferd export file.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const n8n = require('./n8n/common');
const { ensureN8n } = require('./n8n/install');
const { randomInvoice, expectedFields, invoicePdf } = require('./lib/invoicePdf');

const INVOICE_EXAMPLE = path.join(n8n.EXAMPLES_DIR, 'invoice-intake.json');
const PDF_NODE = 'Invoice PDF';
const OUTPUT_NODE = 'Invoice Data and XML';

/** The invoice example with its PDF node returning `pdf` instead of the PDF it builds itself. */
function exampleWithPdf(pdf, fileName) {
	const workflow = n8n.readWorkflow(INVOICE_EXAMPLE);
	const node = workflow.nodes.find((candidate) => candidate.name === PDF_NODE);
	if (!node) throw new Error(`examples/invoice-intake.json has no node "${PDF_NODE}"`);
	node.parameters.jsCode = [
		'// Set by npm run demo: a PDF made with pdf-lib.',
		`return [{ json: { fileName: ${JSON.stringify(fileName)} }, binary: { data: { data: ${JSON.stringify(pdf.toString('base64'))}, mimeType: 'application/pdf', fileName: ${JSON.stringify(fileName)}, fileExtension: 'pdf' } } }];`,
	].join('\n');
	return workflow;
}

/**
 * Runs the demo against `sandbox` in `userFolder` (n8n installed, package staged by the caller or here).
 * Answers what was sent, what came back and whether they agree.
 */
async function runDemo({ userFolder, sandbox, brokerPort, outputDir }) {
	const invoice = randomInvoice();
	const fileName = `invoice-${invoice.invoice_number}.pdf`;
	const pdf = await invoicePdf(invoice);
	const env = n8n.n8nEnv({
		userFolder,
		port: await n8n.freePort(),
		brokerPort: brokerPort ?? (await n8n.freePort()),
		logLevel: 'info',
	});
	n8n.stagePackage(userFolder);
	await n8n.importCredential(
		env,
		{ url: sandbox.url, apiKey: sandbox.apiKey, workflowApiKey: sandbox.workflowApiKey },
		userFolder,
	);
	const workflow = exampleWithPdf(pdf, fileName);
	const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dp-demo-')), 'invoice-intake.json');
	fs.writeFileSync(file, JSON.stringify(workflow));
	try {
		await n8n.importWorkflows(env, [file], userFolder);
	} finally {
		fs.rmSync(path.dirname(file), { recursive: true, force: true });
	}
	const execution = await n8n.executeWorkflow(env, workflow.id);
	const [result] = n8n.nodeItems(execution.runData, OUTPUT_NODE) ?? [];
	const binary = n8n.nodeBinary(execution.runData, OUTPUT_NODE);
	const xml = n8n.readBinary(userFolder, binary);
	const expected = expectedFields(invoice);
	const mismatches = Object.entries(expected).filter(([key, value]) => result?.[key] !== value);
	let saved;
	if (outputDir && xml) {
		fs.mkdirSync(outputDir, { recursive: true });
		saved = { pdf: path.join(outputDir, fileName), xml: path.join(outputDir, binary.fileName) };
		fs.writeFileSync(saved.pdf, pdf);
		fs.writeFileSync(saved.xml, xml);
	}
	return {
		invoice,
		fileName,
		pdfBytes: pdf.length,
		execution,
		result,
		binary,
		xml,
		expected,
		mismatches,
		saved,
	};
}

function printSummary(demo) {
	const { execution, result, binary, xml, expected, mismatches, fileName, pdfBytes, saved } = demo;
	const lines = [
		'',
		`Sent ${fileName} (${pdfBytes} bytes, made with pdf-lib) through the invoice intake example in n8n ${n8n.N8N_VERSION} (${(execution.ms / 1000).toFixed(1)} s).`,
	];
	if (!result) {
		lines.push(`The workflow did not finish: ${execution.error ?? 'no output'}`);
		console.log(lines.join('\n'));
		return;
	}
	lines.push(
		'',
		`  Document ID:   ${result.doc_id}`,
		`  Document type: ${result.doc_type}`,
		`  Status:        ${result.status}`,
		'',
		'  Extracted fields:',
	);
	const width = Math.max(...Object.keys(expected).map((key) => key.length));
	for (const [key, value] of Object.entries(expected)) {
		const got = result[key];
		lines.push(
			`    ${key.padEnd(width)}  ${JSON.stringify(got) ?? '(missing)'}${got === value ? '' : `   ≠ PDF says ${JSON.stringify(value)}`}`,
		);
	}
	lines.push(
		'',
		`  Export file:   ${binary?.fileName ?? '(none)'} (${binary?.mimeType ?? '?'}, ${xml ? `${xml.length} bytes` : 'not readable'})`,
	);
	if (xml) {
		const text = xml.toString('utf8');
		const id = /<rsm:ExchangedDocument>\s*<ram:ID>([^<]*)<\/ram:ID>/.exec(text);
		const total = /<ram:GrandTotalAmount[^>]*>([^<]*)</.exec(text);
		if (id)
			lines.push(
				`                 zugferd (CII) invoice ${id[1]}${total ? `, grand total ${total[1]}` : ''}`,
			);
	}
	if (saved)
		lines.push(
			`  Saved:         ${path.relative(process.cwd(), saved.pdf)}, ${path.relative(process.cwd(), saved.xml)}`,
		);
	lines.push(
		'',
		mismatches.length === 0
			? 'Every field the PDF states was extracted.'
			: `${mismatches.length} field(s) differ from the PDF.`,
		'',
	);
	console.log(lines.join('\n'));
}

async function main() {
	ensureN8n();
	const userFolder = path.join(n8n.N8N_HOME, 'demo-user');
	fs.mkdirSync(userFolder, { recursive: true });
	const { startSandbox } = require(path.join(n8n.ROOT, 'build', 'sandbox', 'index.js'));
	const sandbox = await startSandbox({
		demo: true,
		processingDelayMs: Number(process.env.PROCESSING_DELAY_MS || 1500),
	});
	n8n.log(
		`sandbox on ${sandbox.url}; importing the invoice intake example and running it with n8n execute ...`,
	);
	try {
		const demo = await runDemo({
			userFolder,
			sandbox,
			outputDir: path.join(n8n.N8N_HOME, 'demo-output'),
		});
		printSummary(demo);
		if (!demo.result || demo.mismatches.length > 0 || !demo.xml) {
			if (!demo.result) console.error(demo.execution.output.split('\n').slice(-30).join('\n'));
			process.exitCode = 1;
		}
	} finally {
		await sandbox.close();
	}
}

module.exports = { runDemo, printSummary, exampleWithPdf };

if (require.main === module) {
	main().catch((error) => {
		console.error(`[demo] ${error.message}`);
		process.exit(1);
	});
}
