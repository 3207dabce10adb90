import { loadedOnce, onFirstCall } from './onDemand';

type Transport = typeof import('./transport/hooks');

/** The code behind the hooks (request building, multipart, paging, waiting, answer reading). */
const transport = loadedOnce(async () => await import('./transport/hooks'));

const hook = <Name extends keyof Transport>(name: Name): Transport[Name] =>
	onFirstCall(transport, name, (loaded) => loaded[name]);

/**
 * The hooks the generated descriptions name in each operation's routing
 * (`routing.operations.pagination`, the resource's `send.preSend`), loaded on first call.
 */
export const sendRequest = hook('sendRequest');
export const readAllPages = hook('readAllPages');
export const processDocuments = hook('processDocuments');
export const requireKnownOperation = hook('requireKnownOperation');
