// Errors in the shapes FastAPI (pydantic v1) produces, so clients see what the real service sends.

export type Location = 'query' | 'path' | 'body';

export interface ValidationIssue {
	loc: Array<string | number>;
	msg: string;
	type: string;
	ctx?: Record<string, unknown>;
}

/** Any non-2xx answer with FastAPI's `{"detail": ...}` body. Handlers throw it; the dispatcher turns it into a reply. */
export class HttpError extends Error {
	constructor(
		readonly status: number,
		readonly detail: unknown,
		readonly headers: Record<string, string> = {},
	) {
		super(typeof detail === 'string' ? detail : `HTTP ${status}`);
	}
}

export class ValidationError extends HttpError {
	constructor(readonly issues: ValidationIssue[]) {
		super(422, issues);
	}
}

export const issue = {
	missing: (loc: Array<string | number>): ValidationIssue => ({
		loc,
		msg: 'field required',
		type: 'value_error.missing',
	}),
	integer: (loc: Array<string | number>): ValidationIssue => ({
		loc,
		msg: 'value is not a valid integer',
		type: 'type_error.integer',
	}),
	number: (loc: Array<string | number>): ValidationIssue => ({
		loc,
		msg: 'value is not a valid float',
		type: 'type_error.float',
	}),
	boolean: (loc: Array<string | number>): ValidationIssue => ({
		loc,
		msg: 'value could not be parsed to a boolean',
		type: 'type_error.bool',
	}),
	date: (loc: Array<string | number>): ValidationIssue => ({
		loc,
		msg: 'invalid date format',
		type: 'value_error.date',
	}),
	enum: (loc: Array<string | number>, values: string[]): ValidationIssue => ({
		loc,
		msg: `value is not a valid enumeration member; permitted: ${values.map((v) => `'${v}'`).join(', ')}`,
		type: 'type_error.enum',
		ctx: { enum_values: values },
	}),
	maximum: (loc: Array<string | number>, limit: number): ValidationIssue => ({
		loc,
		msg: `ensure this value is less than or equal to ${limit}`,
		type: 'value_error.number.not_le',
		ctx: { limit_value: limit },
	}),
	minimum: (loc: Array<string | number>, limit: number): ValidationIssue => ({
		loc,
		msg: `ensure this value is greater than or equal to ${limit}`,
		type: 'value_error.number.not_ge',
		ctx: { limit_value: limit },
	}),
	exclusiveMinimum: (loc: Array<string | number>, limit: number): ValidationIssue => ({
		loc,
		msg: `ensure this value is greater than ${limit}`,
		type: 'value_error.number.not_gt',
		ctx: { limit_value: limit },
	}),
	notAFile: (loc: Array<string | number>): ValidationIssue => ({
		loc,
		msg: "Expected UploadFile, received: <class 'str'>",
		type: 'value_error',
	}),
	string: (loc: Array<string | number>): ValidationIssue => ({
		loc,
		msg: 'str type expected',
		type: 'type_error.str',
	}),
	list: (loc: Array<string | number>): ValidationIssue => ({
		loc,
		msg: 'value is not a valid list',
		type: 'type_error.list',
	}),
	dict: (loc: Array<string | number>): ValidationIssue => ({
		loc,
		msg: 'value is not a valid dict',
		type: 'type_error.dict',
	}),
	none: (loc: Array<string | number>): ValidationIssue => ({
		loc,
		msg: 'none is not an allowed value',
		type: 'type_error.none.not_allowed',
	}),
	invalidJson: (loc: Array<string | number>): ValidationIssue => ({
		loc,
		msg: 'Invalid JSON',
		type: 'value_error.json',
	}),
	jsonDecode: (message: string): ValidationIssue => ({
		loc: ['body', 0],
		msg: message,
		type: 'value_error.jsondecode',
	}),
};

export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found`);
