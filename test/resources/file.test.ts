// File through n8n's engine: the requests each operation sends (ids, file names and pages in the
// path, encoded), what the service answers as binary data with its name and type, the service's 404s.
import { binaryBuffer } from '../engine';
import { pdfWithPages, request, useAreaHarness } from '../support/areaHarness';

const { sent, answer, script, items, run, fails, refuse } = useAreaHarness();
const PDF = pdfWithPages(2);
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');
const attachment = (body: Buffer, contentType: string, fileName: string) => () => ({
	body,
	contentType,
	headers: { 'content-disposition': `inline; filename="${fileName}"` },
});

describe('File', () => {
	it('downloads the document file as binary data (its name encoded in the path)', async () => {
		script('file.downloadDocument', attachment(PDF, 'application/pdf', 'invoice 1.pdf'));
		const [file] = await items('file', 'downloadDocument', {
			doc_id: 'doc_1',
			filename: 'invoice 1.pdf',
		});
		expect(sent()).toEqual(request('GET', '/resource/document/doc_1/invoice%201.pdf'));
		expect(file.json).toMatchObject({ fileName: 'invoice 1.pdf', mimeType: 'application/pdf' });
		expect((await binaryBuffer(file)).equals(PDF)).toBe(true);
	});

	it('page images: the page in the path, the PNG as binary data; a 404 is the error', async () => {
		script('file.downloadPageImage', attachment(PNG, 'image/png', 'doc_1_page_2.png'));
		const [image] = await items('file', 'downloadPageImage', { doc_id: 'doc_1', page: '2' });
		expect(sent()).toEqual(request('GET', '/resource/image/doc_1/2'));
		expect(image.json).toMatchObject({ fileName: 'doc_1_page_2.png', mimeType: 'image/png' });
		expect((await binaryBuffer(image)).equals(PNG)).toBe(true);

		refuse('file.downloadPageImage', 404, 'Page not found');
		expect(
			(await fails('file', 'downloadPageImage', { doc_id: 'doc_1', page: '3' })).message,
		).toContain('Page not found');
		expect(sent()).toEqual(request('GET', '/resource/image/doc_1/3'));
	});

	it('resource images: type, id and page in the path', async () => {
		script('file.downloadResourceImage', attachment(PNG, 'image/png', 'sample_1_page_1.png'));
		const [document] = await items('file', 'downloadResourceImage', {
			type: 'document',
			id: 'doc_1',
			page: '3',
		});
		expect(sent()).toEqual(request('GET', '/resource/document/doc_1/image/3'));
		expect(document.binary?.data.mimeType).toBe('image/png');

		const [sample] = await items('file', 'downloadResourceImage', {
			type: 'sample',
			id: '1',
			page: '1',
		});
		expect(sent()).toEqual(request('GET', '/resource/sample/1/image/1'));
		expect(sample.json).toMatchObject({ fileName: 'sample_1_page_1.png' });
	});

	it('storage checks: one file (query), several documents (ids joined by commas); a 404 is the error', async () => {
		const found = { doc_id: 'doc_1', filename: 'a.pdf', exists: true };
		answer('file.checkStorage', found);
		expect(await run('file', 'checkStorage', { doc_id: 'doc_1', filename: 'a.pdf' })).toEqual([
			found,
		]);
		expect(sent()).toEqual(
			request('GET', '/resource/check_storage', { query: { doc_id: 'doc_1', filename: 'a.pdf' } }),
		);

		const many = [
			{ doc_id: 'doc_1', exists: true },
			{ doc_id: 'doc_2', exists: false },
		];
		answer('file.checkStorageMany', many);
		expect(await run('file', 'checkStorageMany', { id: 'doc_1,doc_2' })).toEqual(many);
		expect(sent()).toEqual(
			request('POST', '/resource/mass_check_storage', { query: { id: 'doc_1,doc_2' } }),
		);

		refuse('file.checkStorageMany', 404, 'Document not found: doc_404');
		const missing = await fails('file', 'checkStorageMany', { id: 'doc_1,doc_404' });
		expect(missing).toMatchObject({ status: 404 });
		expect(missing.message).toContain('doc_404');
	});

	it('stored errors of documents: one item per document', async () => {
		const errors = [
			{ doc_id: 'doc_1', status: 'error', error_message: 'unreadable' },
			{ doc_id: 'doc_2', status: 'ready_for_validation', error_message: null },
		];
		answer('file.getErrors', errors);
		expect(await run('file', 'getErrors', { doc_id: 'doc_1, doc_2' })).toEqual(errors);
		expect(sent()).toEqual(
			request('GET', '/resource/get_errors', { query: { doc_id: 'doc_1, doc_2' } }),
		);
	});
});
