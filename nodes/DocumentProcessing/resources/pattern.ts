import { endpoints } from '../../../contract';
import { defineResource } from './defineResource';

export const pattern = defineResource(endpoints.pattern, {
	value: 'pattern',
	name: 'Pattern Validation',
	operations: {
		checkRe: { name: 'Check RE', action: 'Check that a regular expression (re syntax) is valid' },
		checkRegex: {
			name: 'Check Regex',
			action: 'Check that a regular expression (regex syntax) is valid',
		},
		validateRePatterns: {
			name: 'Validate RE Patterns',
			action: 'Validate values against patterns (re syntax)',
		},
		validateRegexPatterns: {
			name: 'Validate Regex Patterns',
			action: 'Validate values against patterns (regex syntax)',
		},
	},
});
