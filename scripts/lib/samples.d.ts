// Types of samples.js for the tests (test/samples.test.ts).
export interface Sample {
	file: string;
	what: string;
	make: () => Promise<Buffer>;
}
export const SAMPLES: Sample[];
export function writeSamples(
	folder: string,
): Promise<Array<{ file: string; what: string; written: boolean }>>;
export function receiptJpeg(): Buffer;
