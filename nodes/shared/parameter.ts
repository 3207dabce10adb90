import {
	isResourceLocatorValue,
	type IExecuteSingleFunctions,
	type NodeParameterValueType,
} from 'n8n-workflow';

/**
 * A parameter of the node as the user set it: expressions resolved, a resource locator's value.
 * n8n's own value check and extractValue each look the property up among every property of the
 * description, for every read of every item; the node checks each input itself
 * (shared/inputValues) and its locator modes extract nothing, so it reads the value plainly.
 */
export function parameter(
	context: IExecuteSingleFunctions,
	name: string,
	fallback?: unknown,
): NodeParameterValueType | object {
	const value = context.getNodeParameter(name, fallback, { skipValidation: true });
	return isResourceLocatorValue(value) ? value.value : value;
}
