import {
	fallbackFileName,
	fileNameFromDisposition,
} from '../nodes/DocumentProcessing/transport/fileName';
import { checkInput, encodePathSegment, toList } from '../nodes/shared/inputValues';
import type { Field, FieldType } from '../contract';

/** A field as the contract writes one. */
function field(name: string, type: FieldType, required = false): Field {
	return { name, type, required };
}

/** The value to send, or the problem as a thrown error (so expectations read naturally). */
function toWireValue(field: Field, value: unknown) {
	const checked = checkInput(field, value);
	if (checked.problem !== undefined) throw new Error(checked.problem);
	return checked.value;
}

describe('input values', () => {
	it('drops blank optional values and refuses blank required ones', () => {
		expect(toWireValue(field('a', 'string'), '')).toBeUndefined();
		expect(toWireValue(field('a', 'integer'), undefined)).toBeUndefined();
		expect(() => toWireValue(field('a', 'string', true), '  ')).toThrow('is required but empty');
	});

	it('checks numbers, booleans, dates and JSON', () => {
		expect(toWireValue(field('a', 'integer', true), '42')).toBe(42);
		expect(() => toWireValue(field('a', 'integer', true), '4.5')).toThrow('whole number');
		expect(() => toWireValue(field('a', 'number', true), 'abc')).toThrow('must be a number');
		expect(toWireValue(field('a', 'boolean', true), 'TRUE')).toBe(true);
		expect(() => toWireValue(field('a', 'boolean', true), 'yes please')).toThrow('true or false');
		expect(toWireValue(field('a', 'date'), '2026-11-21T10:00:00Z')).toBe('2026-11-21');
		expect(() => toWireValue(field('a', 'date'), '21.11.2026')).toThrow('YYYY-MM-DD');
		expect(toWireValue(field('a', 'json', true), '{"x":1}')).toEqual({ x: 1 });
		expect(() => toWireValue(field('a', 'json', true), '{x:1}')).toThrow('not valid JSON');
		expect(() => toWireValue(field('a', 'json', true), '"text"')).toThrow('JSON object or array');
	});

	it('reads lists from text or arrays', () => {
		expect(toList('a, b\nc,,')).toEqual(['a', 'b', 'c']);
		expect(toWireValue(field('ids', 'stringArray', true), ['x', 'y'])).toEqual(['x', 'y']);
		expect(() => toWireValue(field('ids', 'stringArray', true), ' , ')).toThrow('required');
	});

	it('refuses "." and ".." as path values', () => {
		expect(checkInput(field('id', 'string', true), '..', 'path')).toEqual({
			problem: 'cannot be ".."',
		});
		expect(checkInput(field('id', 'string', true), ' . ', 'path')).toEqual({
			problem: 'cannot be "."',
		});
		expect(checkInput(field('id', 'string', true), '..', 'body')).toEqual({ value: '..' });
	});

	it('encodes a path value as exactly one segment', () => {
		expect(encodePathSegment('../users/delete/1')).toBe('..%2Fusers%2Fdelete%2F1');
		expect(encodePathSegment('a?x=1#y')).toBe('a%3Fx%3D1%23y');
		expect(encodePathSegment('%2F')).toBe('%252F');
	});
});

describe('file names of downloads', () => {
	const endpoint = { path: '/resource/image/{doc_id}/{page}' };

	it('come from Content-Disposition, the encoded form first', () => {
		expect(fileNameFromDisposition('attachment; filename="a b.pdf"')).toBe('a b.pdf');
		expect(
			fileNameFromDisposition(
				'attachment; filename="x.pdf"; filename*=UTF-8\'\'Gr%C3%BC%C3%9Fe.pdf',
			),
		).toBe('Grüße.pdf');
		expect(fileNameFromDisposition(undefined)).toBeUndefined();
	});

	it('are built from the path and the ids when the service sends none', () => {
		expect(fallbackFileName(endpoint, ['doc_1', '2'], 'image/png')).toBe('image-doc_1-2.png');
		expect(fallbackFileName(endpoint, ['a/b'], 'application/x-unknown')).toBe('image-a_b.bin');
	});
});
