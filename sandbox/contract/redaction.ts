// Keeps API keys out of everything the sandbox hands back (responses, recorded requests).
export const REDACTED = '***';

/** Deep copy with every occurrence of a secret inside a string replaced by `***`. */
export function redactSecrets<T>(value: T, secrets: string[]): T {
	const active = secrets.filter((secret) => secret !== '');
	const walk = (item: unknown): unknown => {
		if (typeof item === 'string')
			return active.reduce((text, secret) => text.split(secret).join(REDACTED), item);
		if (Array.isArray(item)) return item.map(walk);
		if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
			return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
		}
		return item;
	};
	return walk(value) as T;
}
