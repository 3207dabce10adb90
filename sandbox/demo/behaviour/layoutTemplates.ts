// Layout templates (/document_layout_template/...): CRUD on state.areas.layoutTemplates, a sample
// file per template. The document type (and sub type, when given) must exist.
import { notFound } from '../../contract';
import type { LayoutTemplateRecord } from '../stores/configuration';
import { defined } from '../../standIn/stores/recordStore';
import { crud } from './crud';
import { optionalJsonInput, optionalText, requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type HandlerContext } from './types';

function templateFields(context: HandlerContext) {
	const setup = context.state.areas.documentSetup;
	const docType = setup.requireDocumentType(
		requiredText(context.body, 'doc_type_key'),
	).doc_type_name;
	const subType = optionalText(context.body, 'sub_doc_type_key');
	if (
		subType !== undefined &&
		!setup.subTypes.find((sub) => sub.sub_doc_type === subType && sub.doc_type_key === docType)
	) {
		throw notFound('Sub document type');
	}
	return {
		doc_type_key: docType,
		sub_doc_type_key: subType ?? null,
		title: requiredText(context.body, 'title'),
		layout_json: optionalJsonInput(context, 'layout_json') ?? null,
		sample: null,
		updated_on: context.state.nowIso(),
	};
}

const templates = crud<LayoutTemplateRecord>({
	store: (context) => context.state.areas.layoutTemplates,
	fields: templateFields,
	// A form cannot send null: optional inputs left out keep their value; the sample stays.
	patch: (context) => {
		const fields = templateFields(context);
		return defined({
			...fields,
			sample: undefined,
			sub_doc_type_key: optionalText(context.body, 'sub_doc_type_key'),
			layout_json: optionalJsonInput(context, 'layout_json'),
		});
	},
});

export const layoutTemplatesBehaviour: BehaviourTable = {
	'layoutTemplate.getMany': templates.list((context) => {
		const docType = optionalText(context.query, 'doc_type_key');
		const subType = optionalText(context.query, 'sub_doc_type_key');
		return (template) =>
			(docType === undefined || template.doc_type_key === docType) &&
			(subType === undefined || template.sub_doc_type_key === subType);
	}),
	'layoutTemplate.create': templates.create,
	'layoutTemplate.get': templates.get,
	'layoutTemplate.update': templates.update,
	'layoutTemplate.delete': templates.remove,

	'layoutTemplate.uploadSample': (context) => {
		const store = context.state.areas.layoutTemplates;
		const template = store.require(requiredText(context.body, 'id'));
		const [file] = context.files.file;
		const sample = {
			file_name: file.filename,
			content_type: file.contentType,
			size: file.data.length,
			uploaded_on: context.state.nowIso(),
		};
		return json({ success: true, ...store.update(template.id, { sample }) });
	},
};
