import type { EndpointGroup } from '../types';

export const pattern = {
	checkRe: {
		group: 'Data vault, auto test, pattern validation, key-value extractor',
		method: 'POST',
		path: '/regex_and_patterns/re/is_valid',
		purpose: 'Check that an RE is valid',
		body: {
			encoding: 'form',
			fields: [{ name: 'pattern', type: 'string', required: true }],
		},
	},
	checkRegex: {
		group: 'Data vault, auto test, pattern validation, key-value extractor',
		method: 'POST',
		path: '/regex_and_patterns/regex/is_valid',
		purpose: 'Check that a regex is valid',
		body: {
			encoding: 'form',
			fields: [{ name: 'pattern', type: 'string', required: true }],
		},
	},
	validateRePatterns: {
		group: 'Data vault, auto test, pattern validation, key-value extractor',
		method: 'POST',
		path: '/regex_and_patterns/re/validate_patterns',
		purpose: 'Validate RE patterns',
		body: {
			encoding: 'form',
			fields: [{ name: 'patterns', type: 'json', required: true }],
		},
	},
	validateRegexPatterns: {
		group: 'Data vault, auto test, pattern validation, key-value extractor',
		method: 'POST',
		path: '/regex_and_patterns/regex/validate_patterns',
		purpose: 'Validate regex patterns',
		body: {
			encoding: 'form',
			fields: [{ name: 'patterns', type: 'json', required: true }],
		},
	},
} as const satisfies EndpointGroup;
