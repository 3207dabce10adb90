/* eslint-disable @n8n/community-nodes/require-node-api-error -- dev-only code, never published; eslint.dev.config.mjs lints it */
// Amounts written the way a locale writes them (`1.234,56` in de-DE, `1,234.56` in en-US),
// for the formatted-amount endpoint and the endpoints that take an amount format.
import { issue, ValidationError } from '../contract';

/** `de_DE`, `de-DE`, `de` → a BCP 47 tag Intl accepts; 422 naming `loc` when it is not a locale. */
export function localeTag(text: string, loc: Array<string | number>): string {
	const tag = text.trim().replace(/_/g, '-');
	try {
		return Intl.getCanonicalLocales(tag)[0];
	} catch {
		throw new ValidationError([{ loc, msg: `unknown locale: ${text}`, type: 'value_error' }]);
	}
}

function separators(locale: string): { group: string; decimal: string } {
	const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
	return {
		group: parts.find((part) => part.type === 'group')?.value ?? ',',
		decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
	};
}

/** Reads an amount as `locale` writes it; 422 naming `loc` when it is not one. */
export function parseAmount(text: string, locale: string, loc: Array<string | number>): number {
	const { group, decimal } = separators(locale);
	const cleaned = text
		.trim()
		.replace(/[\s\u00a0\u202f]/g, '')
		.split(group)
		.join('')
		.replace(decimal, '.')
		.replace(/[^\d.+-]/g, '');
	const value = Number(cleaned);
	if (cleaned === '' || !Number.isFinite(value))
		throw new ValidationError([{ ...issue.number(loc), msg: 'value is not a valid amount' }]);
	return value;
}

export function formatAmount(value: number, locale: string): string {
	return new Intl.NumberFormat(locale, {
		minimumFractionDigits: 2,
		maximumFractionDigits: 2,
	}).format(value);
}
