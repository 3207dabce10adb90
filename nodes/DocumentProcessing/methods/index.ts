import { getDocumentFields } from './documentFields';
import { listSearch, loadOptions } from './loadOptions';
import { getOutputFields } from './outputFields';

/** The option loaders and list searches every version of the node offers. */
export const methods = {
	loadOptions: { ...loadOptions, getDocumentFields, getOutputFields },
	listSearch,
};
