// Classification rules (/doc_classification_rules/...): CRUD on state.areas.classificationRules.
import { notFound } from '../../contract';
import type { ClassificationRuleRecord } from '../stores/configuration';
import { crud } from './crud';
import { optionalText, requiredText } from '../../standIn/behaviour/inputValues';
import { type BehaviourTable, type HandlerContext } from './types';

function ruleFields(context: HandlerContext): Omit<ClassificationRuleRecord, 'id'> {
	const { body } = context;
	const docType = optionalText(body, 'doc_type_key');
	if (docType !== undefined) context.state.areas.documentSetup.requireDocumentType(docType);
	const subType = optionalText(body, 'sub_doc_type_key');
	if (
		subType !== undefined &&
		!context.state.areas.documentSetup.subTypes.find((sub) => sub.sub_doc_type === subType)
	) {
		throw notFound('Sub document type');
	}
	return {
		rule_value_1: requiredText(body, 'rule_value_1'),
		rule_type: requiredText(body, 'rule_type'),
		sub_org_id: optionalText(body, 'sub_org_id') ?? null,
		doc_type_key: docType ?? null,
		sub_doc_type_key: subType ?? null,
	};
}

const rules = crud<ClassificationRuleRecord>({
	store: (context) => context.state.areas.classificationRules,
	fields: ruleFields,
});

export const classificationRulesBehaviour: BehaviourTable = {
	'classificationRule.getMany': rules.list(),
	'classificationRule.create': rules.create,
	'classificationRule.update': rules.update,
	'classificationRule.delete': rules.remove,
};
