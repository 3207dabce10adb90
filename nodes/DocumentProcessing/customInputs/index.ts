import type { CustomInput } from './types';
import type { CustomInputName } from '../resources/types';
import type { NodeVersion } from '../resources/versions';
import { documentFields } from './documentFields';
import { xmlDocument } from './xmlDocument';
import { xpathMappings } from './xpathMappings';

/** The custom inputs a table row can name for its fields (see `Endpoint.customInputs`). */
export const CUSTOM_INPUTS = { documentFields, xmlDocument, xpathMappings } satisfies Record<
	CustomInputName,
	CustomInput
>;

/** The custom input a field is given with in a node of this version, if any. */
export function customInputFor(
	name: CustomInputName | undefined,
	version: NodeVersion,
): CustomInput | undefined {
	const input = name ? CUSTOM_INPUTS[name] : undefined;
	return input && (input.since ?? 1) <= version ? input : undefined;
}
