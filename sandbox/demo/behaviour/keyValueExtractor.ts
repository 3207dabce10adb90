// Key-value extractor: data posted for a URL (one percent-encoded path segment) is served back for
// that URL. `data` is kept parsed when it is JSON, else as text.
import { notFound, pathOf } from '../../contract';
import { requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable } from './types';

function parsed(text: string): unknown {
	try {
		return JSON.parse(text);
	} catch {
		return text;
	}
}

export const keyValueExtractorBehaviour: BehaviourTable = {
	'keyValueExtractor.postData': ({ body, origin, pathParams, state }) => {
		const { url } = pathParams;
		state.account.keyValueData.set(url, {
			url,
			data: parsed(requiredText(body, 'data')),
			posted_on: state.nowIso(),
		});
		return json({
			success: true,
			url,
			view_url: `${origin}${pathOf('keyValueExtractor.getData', { url })}`,
		});
	},
	'keyValueExtractor.getData': ({ pathParams, state }) => {
		const stored = state.account.keyValueData.get(pathParams.url);
		if (!stored) throw notFound('Data for this URL');
		return json(stored);
	},
};
