// File through n8n's engine: document files and page images as binary data, storage checks, stored errors.
import { PAGE_IMAGE } from '../../sandbox/demo/behaviour/storage';
import { binaryBuffer } from '../engine';
import { pdfWithPages, useAreaHarness, withFiles } from '../support/areaHarness';

const { last, items, run, fails, state } = useAreaHarness();
const seed = (fileName = 'invoice 1.pdf', pages = 2) =>
	state().addDocument({
		file_name: fileName,
		content: pdfWithPages(pages),
		status: 'ready_for_validation',
	});

describe('File', () => {
	it('downloads the document file as binary data', async () => {
		const document = seed();
		const [file] = await items('file', 'downloadDocument', {
			doc_id: document.doc_id,
			filename: document.file_name,
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: `/resource/document/${document.doc_id}/invoice%201.pdf`,
			status: 200,
		});
		expect(file.json).toMatchObject({ fileName: 'invoice 1.pdf', mimeType: 'application/pdf' });
		expect((await binaryBuffer(file)).equals(document.content)).toBe(true);
	});

	it('page images are PNGs for pages that exist; other pages and documents are 404s', async () => {
		const { doc_id } = seed();
		const [image] = await items('file', 'downloadPageImage', { doc_id, page: '2' });
		expect(last()).toMatchObject({
			method: 'GET',
			path: `/resource/image/${doc_id}/2`,
			status: 200,
		});
		expect(image.json).toMatchObject({ fileName: `${doc_id}_page_2.png`, mimeType: 'image/png' });
		expect((await binaryBuffer(image)).equals(PAGE_IMAGE)).toBe(true);
		expect((await fails('file', 'downloadPageImage', { doc_id, page: '3' })).message).toContain(
			'Page not found',
		);
		expect(
			(await fails('file', 'downloadPageImage', { doc_id: 'doc_404', page: '1' })).status,
		).toBe(404);
		expect((await fails('file', 'downloadPageImage', { doc_id, page: 'first' })).status).toBe(422);
	});

	it('resource images of documents and trainer samples', async () => {
		const { doc_id } = seed('scan.pdf', 3);
		const [image] = await items('file', 'downloadResourceImage', {
			type: 'document',
			id: doc_id,
			page: '3',
		});
		expect(last()).toMatchObject({
			method: 'GET',
			path: `/resource/document/${doc_id}/image/3`,
			status: 200,
		});
		expect(image.binary?.data.mimeType).toBe('image/png');

		await run(
			'trainer',
			'addSample',
			{ doc_type: 'invoice', doc_locale: 'de', file: 'data' },
			{ input: withFiles({ data: ['s.pdf', '%PDF', 'application/pdf'] }) },
		);
		const [sample] = await items('file', 'downloadResourceImage', {
			type: 'sample',
			id: '1',
			page: '1',
		});
		expect(sample.json).toMatchObject({ fileName: 'sample_1_page_1.png' });
		expect(
			(await fails('file', 'downloadResourceImage', { type: 'sample', id: '2', page: '1' }))
				.message,
		).toContain('Resource not found');
		expect(
			(await fails('file', 'downloadResourceImage', { type: 'poster', id: '1', page: '1' }))
				.message,
		).toContain('Resource type not found');
	});

	it('storage checks: one file, several documents; unknown documents are 404s', async () => {
		const first = seed('a.pdf');
		const second = seed('b.pdf');
		const [found] = await run('file', 'checkStorage', { doc_id: first.doc_id, filename: 'a.pdf' });
		expect(last()).toMatchObject({
			method: 'GET',
			path: '/resource/check_storage',
			query: { doc_id: first.doc_id, filename: 'a.pdf' },
		});
		expect(found).toEqual({
			doc_id: first.doc_id,
			filename: 'a.pdf',
			exists: true,
			size: first.size,
		});
		expect(
			(await run('file', 'checkStorage', { doc_id: first.doc_id, filename: 'other.pdf' }))[0],
		).toMatchObject({ exists: false, size: null });

		const many = await run('file', 'checkStorageMany', { id: `${first.doc_id},${second.doc_id}` });
		expect(last()).toMatchObject({
			method: 'POST',
			path: '/resource/mass_check_storage',
			query: { id: `${first.doc_id},${second.doc_id}` },
			status: 200,
		});
		expect(many.map((entry) => [entry.doc_id, entry.file_name, entry.exists])).toEqual([
			[first.doc_id, 'a.pdf', true],
			[second.doc_id, 'b.pdf', true],
		]);
		const missing = await fails('file', 'checkStorageMany', { id: `${first.doc_id},doc_404` });
		expect(missing).toMatchObject({ status: 404 });
		expect(missing.message).toContain('doc_404');
	});

	it('stored errors of documents', async () => {
		const failed = state().addDocument({ file_name: 'error scan.pdf', status: 'error' });
		const fine = seed();
		const errors = await run('file', 'getErrors', { doc_id: `${failed.doc_id}, ${fine.doc_id}` });
		expect(last()).toMatchObject({ method: 'GET', path: '/resource/get_errors', status: 200 });
		expect(errors).toEqual([
			{
				doc_id: failed.doc_id,
				status: 'error',
				error_message: failed.error_message,
				exception_cause: `ProcessingError: ${failed.error_message}`,
			},
			{
				doc_id: fine.doc_id,
				status: 'ready_for_validation',
				error_message: null,
				exception_cause: null,
			},
		]);
		expect((await fails('file', 'getErrors', { doc_id: 'doc_404' })).status).toBe(404);
	});
});
