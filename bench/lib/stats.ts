// Medians and formatting: every figure is a median of repetitions; ratios are taken per repetition.

export function median(values: number[]): number {
	const finite = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
	if (finite.length === 0) return NaN;
	const middle = Math.floor(finite.length / 2);
	return finite.length % 2 ? finite[middle] : (finite[middle - 1] + finite[middle]) / 2;
}

export function min(values: number[]): number {
	return Math.min(...values);
}

export function max(values: number[]): number {
	return Math.max(...values);
}

/** `n` decimals, thousands separated. */
export function fmt(value: number, decimals = 2): string {
	if (!Number.isFinite(value)) return String(value);
	return value.toLocaleString('en-US', {
		minimumFractionDigits: decimals,
		maximumFractionDigits: decimals,
	});
}

export const ratio = (value: number, decimals = 2) => `${fmt(value, decimals)}×`;

export function mb(bytes: number, decimals = 1): string {
	return `${fmt(bytes / 1e6, decimals)} MB`;
}

export function kb(bytes: number, decimals = 1): string {
	return `${fmt(bytes / 1000, decimals)} KB`;
}

/** Milliseconds since `start` (from performance.now()). */
export function since(start: number): number {
	return performance.now() - start;
}

/** Runs `variants` in a rotating order per repetition (a, b, c; b, c, a; …), so drift hits each alike. */
export async function interleaved<K extends string, T>(
	repetitions: number,
	variants: Record<K, () => Promise<T>>,
	onResult?: (name: K, repetition: number, result: T) => void,
): Promise<Record<K, T[]>> {
	const names = Object.keys(variants) as K[];
	const results = Object.fromEntries(names.map((name) => [name, [] as T[]])) as unknown as Record<
		K,
		T[]
	>;
	for (let repetition = 0; repetition < repetitions; repetition++) {
		for (let step = 0; step < names.length; step++) {
			const name = names[(repetition + step) % names.length];
			const result = await variants[name]();
			results[name].push(result);
			onResult?.(name, repetition, result);
		}
	}
	return results;
}

/** Per-repetition ratios a[i] / b[i], then their median. */
export function medianRatio(a: number[], b: number[]): number {
	return median(a.map((value, index) => value / b[index]));
}

/** A ratio next to its goal: three decimals where two would round it onto the goal. */
export const goalRatio = (value: number, goal: number) =>
	ratio(value, Math.abs(value - goal) < 0.005 ? 3 : 2);
