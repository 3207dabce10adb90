/**
 * A credential's Test as n8n runs it when the credential declares no `test` of its own (n8n's
 * CredentialsTester: getCredentialTestFunction, testCredentials): the nodes that use the
 * credential are asked in turn; the first whose description names a test (`testedBy`) gives
 * it from `methods.credentialTest`, and it is called with n8n-core's CredentialTestContext.
 */
import { CredentialTestContext } from 'n8n-core';
import type {
	ICredentialDataDecryptedObject,
	ICredentialTestFunction,
	ICredentialType,
	INodeCredentialTestResult,
	INodeType,
	IVersionedNodeType,
} from 'n8n-workflow';

import { initEngine } from '../engine';

/** What n8n's getCredentialTestFunction answers for a node-defined test: the function, if any. */
export function credentialTestFunction(
	credential: ICredentialType,
	nodes: Array<INodeType | IVersionedNodeType>,
): ICredentialTestFunction | undefined {
	if (credential.test) throw new Error('the credential declares a test: n8n runs that one');
	for (const node of nodes) {
		const versions = 'nodeVersions' in node ? Object.values(node.nodeVersions) : [node];
		for (const version of versions) {
			const entry = version.description.credentials?.find(({ name }) => name === credential.name);
			if (typeof entry?.testedBy !== 'string') continue;
			// As n8n does: the first node naming a test answers, even without the function.
			const named = entry.testedBy;
			if ('nodeVersions' in node) {
				const offering = Object.values(node.nodeVersions).find(
					(candidate) => candidate.methods?.credentialTest?.[named],
				);
				return offering?.methods?.credentialTest?.[named];
			}
			return node.methods?.credentialTest?.[named];
		}
	}
	return undefined;
}

/** The credential's Test with `data`, as n8n's credential dialog runs it. */
export async function runCredentialTest(
	credential: ICredentialType,
	nodes: Array<INodeType | IVersionedNodeType>,
	data: ICredentialDataDecryptedObject,
): Promise<INodeCredentialTestResult> {
	const test = credentialTestFunction(credential, nodes);
	if (!test) return { status: 'Error', message: 'No testing function found for this credential.' };
	initEngine();
	return await test.call(new CredentialTestContext(), {
		id: 'credential',
		name: 'Document Processing API',
		type: credential.name,
		data,
	});
}
