import { getDocumentFields } from '../shared/loaders/documentFields';
import { listSearch, loadOptions } from '../shared/loaders/loadOptions';
import { getOutputFields } from '../shared/loaders/outputFields';

/** The option loaders and list searches every version of the node offers. */
export const methods = {
	loadOptions: { ...loadOptions, getDocumentFields, getOutputFields },
	listSearch,
};
