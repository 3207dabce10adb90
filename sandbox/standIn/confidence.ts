// Per-field confidence, deterministic so tests and examples can predict it. Fields read from a
// text layer are sure (0.90–0.99), unless the amounts do not add up (net + tax ≠ total): then the
// amounts are doubtful. Fields of documents without text (scans: the file-name fake) range from
// 0.60 to 0.99, so some fall below the usual thresholds.
import { createHash } from 'node:crypto';

const AMOUNT_FIELDS = ['net_amount', 'tax_amount', 'total_amount'];
/** What a doubtful amount scores: well below any usual threshold. */
export const DOUBTFUL_AMOUNT = { net_amount: 0.66, tax_amount: 0.61, total_amount: 0.48 };

function spread(text: string, range: number): number {
	return createHash('sha256').update(text).digest().readUInt32BE(0) % range;
}

function amountsAddUp(fields: Record<string, unknown>): boolean {
	const [net, tax, total] = AMOUNT_FIELDS.map((name) => fields[name]);
	if (typeof net !== 'number' || typeof tax !== 'number' || typeof total !== 'number') return true;
	return Math.abs(net + tax - total) < 0.015;
}

export function fieldConfidence(
	fileName: string,
	fields: Record<string, unknown>,
	readFromText: boolean,
): Record<string, number> {
	const doubtful = readFromText && !amountsAddUp(fields);
	return Object.fromEntries(
		Object.keys(fields).map((name) => {
			if (doubtful && name in DOUBTFUL_AMOUNT)
				return [name, DOUBTFUL_AMOUNT[name as keyof typeof DOUBTFUL_AMOUNT]];
			const score = readFromText
				? 0.9 + spread(`${fileName}:${name}`, 10) / 100
				: 0.6 + spread(`${fileName}:${name}`, 40) / 100;
			return [name, Math.round(score * 100) / 100];
		}),
	);
}
