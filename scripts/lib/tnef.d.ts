// Types of tnef.js for the tests.
export function tnefOf(files: Array<{ fileName: string; data: Buffer }>): Buffer;
