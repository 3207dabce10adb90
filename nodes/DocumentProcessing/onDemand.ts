/**
 * Code loaded the first time it is called, not when n8n loads the node: n8n loads every
 * installed node when it starts, and most never run in a given process. The routing hooks
 * (routingHooks.ts) and the editor's option loaders (methodsOnDemand.ts) stand in for their code
 * this way.
 */

/** The module `load` answers, loaded once. */
export function loadedOnce<Module>(load: () => Promise<Module>): () => Promise<Module> {
	let loaded: Promise<Module> | undefined;
	return async () => await (loaded ??= load());
}

type AnyFunction = (...args: never[]) => unknown;

/**
 * A function named `name` that, when called, loads its module and calls what `pick` takes from it
 * with the same `this` and arguments.
 */
export function onFirstCall<Module, Picked extends AnyFunction>(
	module: () => Promise<Module>,
	name: string,
	pick: (loaded: Module) => Picked,
): Picked {
	const standIn = async function (this: unknown, ...args: unknown[]): Promise<unknown> {
		const picked = pick(await module()) as unknown as (...args: unknown[]) => unknown;
		return await picked.apply(this, args);
	};
	return Object.defineProperty(standIn, 'name', { value: name }) as unknown as Picked;
}
