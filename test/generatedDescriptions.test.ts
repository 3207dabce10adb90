/**
 * Each version's description is generated source, committed (nodes/DocumentProcessing/generated/):
 * the reviewed snapshot of what that version shows. A change to the contract, an overlay or a
 * shared generator that alters what a version shows fails here until `npm run generate` writes
 * the file again, and its diff shows a reviewer what a saved workflow of that version would see.
 * (`npm run generate -- --check` in .ci/run compares the files' text as well.)
 */
import { versionDescription } from '../generator/versionDescription';
import { Code } from '../generator/code';
import { methods } from '../nodes/DocumentProcessing/methods';
import { NODE_VERSIONS } from '../nodes/DocumentProcessing/resources/versions';
import { descriptionOf, methodsOf } from './support/versions';

/** JSON of a description: functions by name, generator code as the value it stands for. */
function comparable(value: unknown): unknown {
	return JSON.parse(
		JSON.stringify(value, (_key, entry: unknown) => {
			const resolved = entry instanceof Code ? entry.value : entry;
			return typeof resolved === 'function' ? `function ${resolved.name}` : resolved;
		}),
	);
}

describe('generated descriptions', () => {
	it.each(NODE_VERSIONS.map((version) => [version]))(
		'version %i shows what the generator writes (npm run generate)',
		(version) => {
			const loaded = descriptionOf(version);
			const generated = versionDescription(version);
			for (const key of Object.keys(generated))
				expect([key, comparable(loaded[key as keyof typeof loaded])]).toEqual([
					key,
					comparable(generated[key]),
				]);
		},
	);

	it.each(NODE_VERSIONS.map((version) => [version]))(
		'version %i offers every option loader and list search by name',
		(version) => {
			const offered = methodsOf(version);
			expect(Object.keys(offered.loadOptions ?? {}).sort()).toEqual(
				Object.keys(methods.loadOptions).sort(),
			);
			expect(Object.keys(offered.listSearch ?? {}).sort()).toEqual(
				Object.keys(methods.listSearch).sort(),
			);
		},
	);
});
