import type { ResourceTable } from './types';

export const pattern: ResourceTable = {
	value: 'pattern',
	name: 'Pattern Validation',
	endpoints: [
		{ operation: 'checkRe', name: 'Check RE', action: 'Check that a regular expression (re syntax) is valid', method: 'POST', path: '/regex_and_patterns/re/is_valid', body: 'form', fields: ['pattern:string:required'] },
		{ operation: 'checkRegex', name: 'Check Regex', action: 'Check that a regular expression (regex syntax) is valid', method: 'POST', path: '/regex_and_patterns/regex/is_valid', body: 'form', fields: ['pattern:string:required'] },
		{ operation: 'validateRePatterns', name: 'Validate RE Patterns', action: 'Validate values against patterns (re syntax)', method: 'POST', path: '/regex_and_patterns/re/validate_patterns', body: 'form', fields: ['patterns:json:required'] },
		{ operation: 'validateRegexPatterns', name: 'Validate Regex Patterns', action: 'Validate values against patterns (regex syntax)', method: 'POST', path: '/regex_and_patterns/regex/validate_patterns', body: 'form', fields: ['patterns:json:required'] },
	],
};
