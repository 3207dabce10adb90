// Types of heartbeat.js for the tests (test/heartbeat.test.ts).
export function progressLine(what: string, seconds: number, packages: number): string;
export function startHeartbeat(what: string, folder: string, everyMs?: number): () => void;
