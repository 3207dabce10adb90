import type { IExecutePaginationFunctions, IExecuteSingleFunctions } from 'n8n-workflow';

type Transport = typeof import('./transport/hooks');

let transport: Promise<Transport> | undefined;

/**
 * The code behind the hooks (request building, multipart, paging, waiting, answer reading) is
 * loaded when the node first runs, not when n8n loads it: n8n loads every installed node when it
 * starts, and most never run in a given process.
 */
async function loadTransport(): Promise<Transport> {
	transport ??= import('./transport/hooks');
	return await transport;
}

/** A hook that loads its code on first call, named like the hook it stands for. */
function onDemand<Name extends keyof Transport>(name: Name): Transport[Name] {
	const hook = async function (
		this: IExecutePaginationFunctions | IExecuteSingleFunctions,
		...args: unknown[]
	): Promise<unknown> {
		const loaded = (await loadTransport())[name] as (...args: unknown[]) => Promise<unknown>;
		return await loaded.apply(this, args);
	};
	return Object.defineProperty(hook, 'name', { value: name }) as unknown as Transport[Name];
}

/**
 * The hooks the generated descriptions name in each operation's routing
 * (`routing.operations.pagination`, the resource's `send.preSend`).
 */
export const sendRequest = onDemand('sendRequest');
export const readAllPages = onDemand('readAllPages');
export const processDocuments = onDemand('processDocuments');
export const requireKnownOperation = onDemand('requireKnownOperation');
