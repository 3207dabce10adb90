import type { ResourceTable } from './types';

export const pattern: ResourceTable = {
	value: 'pattern',
	name: 'Pattern Validation',
	endpoints: [
		{ operation: 'isValid', name: 'Is Valid', action: 'Check that an RE is valid', method: 'POST', path: '/regex_and_patterns/re/is_valid', body: 'form', fields: ['pattern:string:required'] },
		{ operation: 'regexIsValidPost', name: 'Regex Is Valid Post', action: 'Check that a regex is valid', method: 'POST', path: '/regex_and_patterns/regex/is_valid', body: 'form', fields: ['pattern:string:required'] },
		{ operation: 'validatePatterns', name: 'Validate Patterns', action: 'Validate RE patterns', method: 'POST', path: '/regex_and_patterns/re/validate_patterns', body: 'form', fields: ['patterns:string:required'] },
		{ operation: 'regexValidatePatternsPost', name: 'Regex Validate Patterns Post', action: 'Validate regex patterns', method: 'POST', path: '/regex_and_patterns/regex/validate_patterns', body: 'form', fields: ['patterns:string:required'] },
	],
};
