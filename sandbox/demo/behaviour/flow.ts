// A document's flow: the steps from upload to export with where the document stands, and the export
// configurations that apply to its type. test_flow checks those exports without changing anything.
import type { SandboxDocument } from '../../standIn/state';
import { requireDocument } from '../../standIn/behaviour/documents';
import {
	configurationProblems,
	configurationsFor,
} from '../../standIn/behaviour/exportConfigurations';
import { json, type BehaviourTable, type HandlerContext } from './types';

const STEPS = [
	'upload',
	'ocr',
	'classification',
	'extraction',
	'validation',
	'approval',
	'export',
] as const;

/** The step a status waits in; finished is past every step. */
const CURRENT_STEP: Record<string, (typeof STEPS)[number]> = {
	processing: 'ocr',
	error: 'ocr',
	ready_for_validation: 'validation',
	validated_pending_approval: 'approval',
	approved_pending_second_approval: 'approval',
	rejected: 'approval',
	validated_pending_export: 'export',
	approved_pending_export: 'export',
};

function steps(document: SandboxDocument) {
	const current = CURRENT_STEP[document.status];
	const at = current === undefined ? STEPS.length : STEPS.indexOf(current);
	const failed = document.status === 'error' || document.status === 'rejected';
	return STEPS.map((name, index) => ({
		step: name,
		state: index < at ? 'done' : index > at ? 'pending' : failed ? 'failed' : 'current',
	}));
}

const flowDocument = (context: HandlerContext) =>
	requireDocument(context.state, context.pathParams.doc_id);

export const flowBehaviour: BehaviourTable = {
	'flow.get': (context) => {
		const document = flowDocument(context);
		const exports = configurationsFor(context.state, document.doc_type).map(
			({ id, type, title }) => ({ id, type, title }),
		);
		return json({
			doc_id: document.doc_id,
			doc_type: document.doc_type,
			status: document.status,
			steps: steps(document),
			exports,
		});
	},
	'flow.test': (context) => {
		const document = flowDocument(context);
		const exports = configurationsFor(context.state, document.doc_type).map((configuration) => {
			const problems = configurationProblems(configuration);
			return {
				configuration_id: configuration.id,
				type: configuration.type,
				would_export: problems.length === 0,
				problems,
			};
		});
		return json({
			doc_id: document.doc_id,
			doc_type: document.doc_type,
			success: exports.length > 0 && exports.every((item) => item.would_export),
			exports,
		});
	},
};
