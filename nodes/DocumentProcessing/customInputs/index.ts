import type { CustomInput } from './types';
import { xmlDocument } from './xmlDocument';
import { xpathMappings } from './xpathMappings';

/** The custom inputs a table row can name for its fields (see `Endpoint.customInputs`). */
export const CUSTOM_INPUTS = { xmlDocument, xpathMappings } satisfies Record<string, CustomInput>;

export type CustomInputName = keyof typeof CUSTOM_INPUTS;
