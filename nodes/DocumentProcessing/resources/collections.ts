import type { Field } from '../../../contract';
import type { NodeVersion } from './versions';

/** Query fields that order a list: in their own Sort collection from version 3. */
const SORTING = new Set(['order_by_field', 'order_by_direction', 'sort_attr']);

/** The collections an operation's optional inputs are in. */
export type OptionalCollection = 'additionalFields' | 'sort';

/** Where an optional input is set in a node of the given version. */
export function collectionOf(field: Field, version: NodeVersion): OptionalCollection {
	return version >= 3 && SORTING.has(field.name) ? 'sort' : 'additionalFields';
}
