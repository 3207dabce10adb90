import { parseField, splitFieldList } from '../nodes/DocumentProcessing/endpoints/fieldSpec';
import { fallbackFileName, fileNameFromDisposition } from '../nodes/DocumentProcessing/transport/fileName';
import { checkInput, encodePathSegment, toList } from '../nodes/DocumentProcessing/transport/inputValues';
import type { ParsedField } from '../nodes/DocumentProcessing/endpoints/fieldSpec';

/** The value to send, or the problem as a thrown error (so expectations read naturally). */
function toWireValue(field: ParsedField, value: unknown) {
	const checked = checkInput(field, value);
	if (checked.problem !== undefined) throw new Error(checked.problem);
	return checked.value;
}

describe('field notation', () => {
	it('reads types, presence, defaults and enums', () => {
		expect(parseField('limit:integer=15:optional')).toEqual({ name: 'limit', type: 'integer', required: false, default: 15 });
		expect(parseField('doc_ids:array<string>:required')).toEqual({ name: 'doc_ids', type: 'stringArray', required: true });
		expect(parseField('group_by:GroupByChoice{doc_id|org_id|request_id}=\'request_id\':optional')).toEqual({
			name: 'group_by', type: 'enum', required: false, values: ['doc_id', 'org_id', 'request_id'], default: 'request_id',
		});
		expect(parseField('field_mappings:string(JSON object):required').type).toBe('json');
		expect(parseField('file:binary(text/xml):required').type).toBe('file');
	});

	it('keeps ";" inside enum braces when splitting a list', () => {
		expect(splitFieldList('file:file:required;delimiter:X{;|,}:optional')).toEqual(['file:file:required', 'delimiter:X{;|,}:optional']);
	});

	it('rejects notation it cannot read', () => {
		expect(() => parseField('nonsense')).toThrow('Cannot read field spec');
		expect(() => parseField('a:weird:required')).toThrow('Unknown field type');
	});
});

describe('input values', () => {
	const field = (spec: string) => parseField(spec);

	it('drops blank optional values and refuses blank required ones', () => {
		expect(toWireValue(field('a:string:optional'), '')).toBeUndefined();
		expect(toWireValue(field('a:integer:optional'), undefined)).toBeUndefined();
		expect(() => toWireValue(field('a:string:required'), '  ')).toThrow('is required but empty');
	});

	it('checks numbers, booleans, dates and JSON', () => {
		expect(toWireValue(field('a:integer:required'), '42')).toBe(42);
		expect(() => toWireValue(field('a:integer:required'), '4.5')).toThrow('whole number');
		expect(() => toWireValue(field('a:number:required'), 'abc')).toThrow('must be a number');
		expect(toWireValue(field('a:boolean:required'), 'TRUE')).toBe(true);
		expect(() => toWireValue(field('a:boolean:required'), 'yes please')).toThrow('true or false');
		expect(toWireValue(field('a:date:optional'), '2026-11-21T10:00:00Z')).toBe('2026-11-21');
		expect(() => toWireValue(field('a:date:optional'), '21.11.2026')).toThrow('YYYY-MM-DD');
		expect(toWireValue(field('a:json:required'), '{"x":1}')).toEqual({ x: 1 });
		expect(() => toWireValue(field('a:json:required'), '{x:1}')).toThrow('not valid JSON');
		expect(() => toWireValue(field('a:json:required'), '"text"')).toThrow('JSON object or array');
	});

	it('reads lists from text or arrays', () => {
		expect(toList('a, b\nc,,')).toEqual(['a', 'b', 'c']);
		expect(toWireValue(field('ids:array<string>:required'), ['x', 'y'])).toEqual(['x', 'y']);
		expect(() => toWireValue(field('ids:array<string>:required'), ' , ')).toThrow('required');
	});

	it('refuses "." and ".." as path values', () => {
		expect(checkInput(parseField('id:string:required'), '..', 'path')).toEqual({ problem: 'cannot be ".."' });
		expect(checkInput(parseField('id:string:required'), ' . ', 'path')).toEqual({ problem: 'cannot be "."' });
		expect(checkInput(parseField('id:string:required'), '..', 'body')).toEqual({ value: '..' });
	});

	it('encodes a path value as exactly one segment', () => {
		expect(encodePathSegment('../users/delete/1')).toBe('..%2Fusers%2Fdelete%2F1');
		expect(encodePathSegment('a?x=1#y')).toBe('a%3Fx%3D1%23y');
		expect(encodePathSegment('%2F')).toBe('%252F');
	});
});

describe('file names of downloads', () => {
	const endpoint = { operation: 'x', name: 'X', action: 'x', method: 'GET' as const, path: '/resource/image/{doc_id}/{page}' };

	it('come from Content-Disposition, the encoded form first', () => {
		expect(fileNameFromDisposition('attachment; filename="a b.pdf"')).toBe('a b.pdf');
		expect(fileNameFromDisposition('attachment; filename="x.pdf"; filename*=UTF-8\'\'Gr%C3%BC%C3%9Fe.pdf')).toBe('Grüße.pdf');
		expect(fileNameFromDisposition(undefined)).toBeUndefined();
	});

	it('are built from the path and the ids when the service sends none', () => {
		expect(fallbackFileName(endpoint, ['doc_1', '2'], 'image/png')).toBe('image-doc_1-2.png');
		expect(fallbackFileName(endpoint, ['a/b'], 'application/x-unknown')).toBe('image-a_b.bin');
	});
});
