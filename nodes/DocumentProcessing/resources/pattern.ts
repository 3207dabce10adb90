import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const pattern: ResourceOverlay<Endpoints['pattern']> = {
	value: 'pattern',
	name: 'Pattern Validation',
	settings: true,
	operations: {
		checkRe: { name: 'Check RE', action: 'Check a regular expression in RE syntax' },
		checkRegex: {
			name: 'Check Regex',
			action: 'Check a regular expression (regex syntax)',
		},
		validateRePatterns: {
			name: 'Validate RE Patterns',
			action: 'Validate values against RE patterns',
		},
		validateRegexPatterns: {
			name: 'Validate Regex Patterns',
			action: 'Validate values against regex patterns',
		},
	},
};
