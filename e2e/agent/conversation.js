'use strict';
// One chat completions request as the scripted model reads it: the user's message, the tools the
// agent offers (name, description, JSON schema of the arguments) and the answers of the tools
// called so far (the `role: "tool"` messages, paired with the calls they answer). A script calls
// a tool only by a name the agent offers, with arguments its schema accepts.

function text(content) {
	if (typeof content === 'string') return content;
	if (Array.isArray(content)) return content.map((part) => part.text ?? '').join('');
	return '';
}

function parsed(content) {
	try {
		return JSON.parse(content);
	} catch {
		return undefined;
	}
}

/** What a JSON schema of n8n's $fromAI types (string, number, boolean, json) says of a value. */
function schemaProblem(schema, value) {
	if (Array.isArray(schema.anyOf))
		return schema.anyOf.some((option) => schemaProblem(option, value) === undefined)
			? undefined
			: `matches none of ${JSON.stringify(schema.anyOf)}`;
	const types = [schema.type].flat().filter(Boolean);
	const typeOf = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
	const fits = (type) => (type === 'integer' ? Number.isInteger(value) : type === typeOf);
	if (types.length > 0 && !types.some(fits)) return `is ${typeOf}, the schema says ${types}`;
	if (
		typeOf === 'object' &&
		schema.minProperties &&
		Object.keys(value).length < schema.minProperties
	)
		return `has fewer than ${schema.minProperties} properties`;
	if (Array.isArray(schema.enum) && !schema.enum.includes(value))
		return `is not one of ${schema.enum.join(', ')}`;
	return undefined;
}

class Conversation {
	constructor(body) {
		this.messages = body.messages ?? [];
		this.tools = (body.tools ?? [])
			.filter((tool) => tool.type === 'function')
			.map(({ function: fn }) => ({
				name: fn.name,
				description: fn.description ?? '',
				parameters: fn.parameters ?? {},
			}));
		const calls = new Map();
		for (const message of this.messages)
			for (const call of message.tool_calls ?? []) {
				// n8n's agent replays earlier calls with their call id added to the arguments.
				const { id, ...args } = parsed(call.function.arguments) ?? {};
				calls.set(call.id, {
					name: call.function.name,
					arguments: id === undefined || id === call.id ? args : { id, ...args },
				});
			}
		this.results = this.messages
			.filter((message) => message.role === 'tool')
			.map((message) => {
				const content = text(message.content);
				const json = parsed(content);
				return {
					id: message.tool_call_id,
					...calls.get(message.tool_call_id),
					content,
					bytes: Buffer.byteLength(content),
					json,
					// n8n answers a tool's output items as a JSON list.
					items: Array.isArray(json) ? json : undefined,
				};
			});
	}

	/** The text of the last user message. */
	get userText() {
		return text(this.messages.filter((message) => message.role === 'user').at(-1)?.content);
	}

	/**
	 * Every answer of the tool `name` so far, oldest first. A script decides from all answers, not
	 * from the last round: n8n's agent replays calls made together as one assistant message each.
	 */
	answersOf(name) {
		return this.results.filter((result) => result.name === name);
	}

	/**
	 * The items of all answers of `name`; an answer that is no list (an error) fails the script.
	 * A tool that output no items (a search that found nothing) is answered `""` by n8n's agent.
	 */
	itemsOf(name) {
		return this.answersOf(name).flatMap((answer) => {
			if (answer.json === '') return [];
			if (!answer.items)
				throw new Error(`${answer.name} answered no items: ${answer.content.slice(0, 500)}`);
			return answer.items;
		});
	}

	/** The offered tool of that name; a script asking for a tool the agent does not offer fails. */
	tool(name) {
		const tool = this.tools.find((candidate) => candidate.name === name);
		if (!tool)
			throw new Error(
				`the agent offers no tool "${name}" (offered: ${this.tools.map((t) => t.name).join(', ') || 'none'})`,
			);
		return tool;
	}

	/** A call of `name` with `args`, checked against the tool's schema as an API would. */
	call(name, args) {
		const { properties = {}, required = [] } = this.tool(name).parameters;
		const problems = [
			...required.filter((key) => !(key in args)).map((key) => `${key} is required`),
			...Object.keys(args)
				.filter((key) => !(key in properties))
				.map((key) => `${key} is not in the schema`),
			...Object.entries(args)
				.filter(([key]) => key in properties)
				.map(([key, value]) => [key, schemaProblem(properties[key], value)])
				.filter(([, problem]) => problem)
				.map(([key, problem]) => `${key} ${problem}`),
		];
		if (problems.length > 0)
			throw new Error(`arguments for ${name} do not fit its schema: ${problems.join('; ')}`);
		return { name, arguments: args };
	}
}

module.exports = { Conversation };
