// Types of protectedPdf.js for the tests.
export function protectedPdf(options: {
	lines: string[];
	userPassword: string;
	ownerPassword?: string;
}): Buffer;
