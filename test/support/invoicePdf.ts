/** Invoice PDFs with a text layer, laid out as the sandbox reads them (one fact a line, items in rows). */
import type { INodeExecutionData } from 'n8n-workflow';
import { PDFDocument, StandardFonts } from 'pdf-lib';

import { binaryFrom } from '../engine';

export interface TestInvoice {
	number: string;
	/** description, quantity, amount */
	items: Array<[string, string, string]>;
	net: string;
	tax: string;
	total: string;
}

export async function invoicePdf(invoice: TestInvoice): Promise<Buffer> {
	const pdf = await PDFDocument.create();
	const font = await pdf.embedFont(StandardFonts.Helvetica);
	const page = pdf.addPage([595, 842]);
	const lines: Array<Array<[number, string]>> = [
		[[50, 'ACME Supplies GmbH']],
		[[50, 'VAT ID: DE123456789']],
		[[50, 'INVOICE']],
		[[50, `Invoice number: ${invoice.number}`]],
		[[50, 'Invoice date: 2024-03-15']],
		...invoice.items.map(
			([text, quantity, amount]): Array<[number, string]> => [
				[50, text],
				[300, quantity],
				[450, amount],
			],
		),
		[
			[50, 'Net amount:'],
			[450, `${invoice.net} EUR`],
		],
		[
			[50, 'VAT 19%:'],
			[450, `${invoice.tax} EUR`],
		],
		[
			[50, 'Total:'],
			[450, `${invoice.total} EUR`],
		],
	];
	lines.forEach((cells, index) => {
		for (const [x, text] of cells) page.drawText(text, { x, y: 790 - index * 18, size: 10, font });
	});
	return Buffer.from(await pdf.save());
}

/** Two lines whose amounts add up. */
export const CLEAN_INVOICE: TestInvoice = {
	number: 'INV-100',
	items: [
		['Office chairs', '3 pcs', '300.00'],
		['Standing desk', '1 pcs', '700.00'],
	],
	net: '1,000.00',
	tax: '190.00',
	total: '1,190.00',
};

/** Three lines; the total does not add up, so the service doubts the amounts. */
export const DOUBTFUL_INVOICE: TestInvoice = {
	number: 'INV-200',
	items: [
		['Consulting', '10 h', '1,000.00'],
		['Travel', '1', '250.00'],
		['Licence', '2', '500.00'],
	],
	net: '1,750.00',
	tax: '332.50',
	total: '2,100.00',
};

/**
 * The clean invoice as an input item with the file in binary field `data`, made once for the
 * test file (`items()` answers fresh items after its beforeAll).
 */
export function useCleanInvoiceItem(fileName = 'invoice.pdf'): {
	items: () => INodeExecutionData[];
	bytes: () => Buffer;
} {
	let clean: Buffer;
	beforeAll(async () => {
		clean = await invoicePdf(CLEAN_INVOICE);
	});
	return {
		items: () => [{ json: {}, binary: { data: binaryFrom(clean, fileName, 'application/pdf') } }],
		bytes: () => clean,
	};
}
