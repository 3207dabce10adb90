// Custom models (/custom_model/..., JSON bodies) and their labels (/custom_model_label/..., fields
// as query parameters) in state.areas.training. One default model; a label's model must exist.
import { HttpError, notFound } from '../../contract';
import { defined } from '../../standIn/stores/recordStore';
import type { CustomModelLabelRecord, CustomModelRecord } from '../stores/training';
import { crud } from './crud';
import { optionalText, requiredText } from '../../standIn/behaviour/inputValues';
import { type BehaviourTable, type HandlerContext } from './types';

const trainingOf = (context: HandlerContext) => context.state.areas.training;

function modelFields({ body }: HandlerContext): Omit<CustomModelRecord, 'id'> {
	return {
		model_name: requiredText(body, 'model_name'),
		model_path: optionalText(body, 'model_path') ?? null,
		model_version: optionalText(body, 'model_version') ?? null,
		model_type: requiredText(body, 'model_type'),
		min_confidence: Number(body.min_confidence),
		first_page_classification_only: body.first_page_classification_only === true,
		is_default: body.is_default === true,
	};
}

const models = crud<CustomModelRecord>({
	store: (context) => trainingOf(context).customModels,
	fields: modelFields,
	check: (context, values, existing) => {
		const { customModels } = trainingOf(context);
		if (
			customModels.find(
				(model) => model.model_name === values.model_name && model.id !== existing?.id,
			)
		) {
			throw new HttpError(400, 'Custom model already exists');
		}
		// Only one model is the default.
		if (values.is_default)
			customModels
				.list((model) => model.id !== existing?.id)
				.forEach((model) => (model.is_default = false));
	},
});

const LABEL_TEXT_FIELDS = [
	'model_name',
	'label_name',
	'associated_doc_type',
	'associated_sub_doc_type',
	'further_classification_model',
	'further_classification_model_version',
] as const;

/** The label fields the client sent, as query parameters (validated and typed by the contract). */
function sentLabelFields({ query }: HandlerContext): Partial<Omit<CustomModelLabelRecord, 'id'>> {
	const texts = Object.fromEntries(
		LABEL_TEXT_FIELDS.map((name) => [name, optionalText(query, name)]),
	);
	return defined({
		...texts,
		priority: query.priority as number | undefined,
		is_default: query.is_default as boolean | undefined,
	});
}

const labels = crud<CustomModelLabelRecord>({
	store: (context) => trainingOf(context).customModelLabels,
	fields: (context) => ({
		associated_doc_type: null,
		associated_sub_doc_type: null,
		further_classification_model: null,
		further_classification_model_version: null,
		priority: null,
		is_default: false,
		...sentLabelFields(context),
		model_name: requiredText(context.query, 'model_name'),
		label_name: requiredText(context.query, 'label_name'),
	}),
	patch: sentLabelFields,
	check: (context, values) => {
		if (
			values.model_name !== undefined &&
			!trainingOf(context).customModels.find((model) => model.model_name === values.model_name)
		) {
			throw notFound('Custom model');
		}
	},
});

export const customModelsBehaviour: BehaviourTable = {
	'customModel.getMany': models.list(),
	'customModel.create': models.create,
	'customModel.get': models.get,
	/** A renamed model keeps its labels. */
	'customModel.update': async (context) => {
		const { customModels, customModelLabels } = trainingOf(context);
		const before = customModels.require(context.pathParams.id).model_name;
		const answer = await models.update(context);
		const after = customModels.require(context.pathParams.id).model_name;
		customModelLabels
			.list((label) => label.model_name === before)
			.forEach((label) => (label.model_name = after));
		return answer;
	},
	'customModel.delete': (context) => {
		const { customModels, customModelLabels } = trainingOf(context);
		const model = customModels.require(context.pathParams.id);
		customModelLabels.removeWhere((label) => label.model_name === model.model_name);
		return models.remove(context);
	},

	'customModelLabel.getMany': labels.list((context) => {
		const modelName = optionalText(context.query, 'model_name');
		return (label) => modelName === undefined || label.model_name === modelName;
	}),
	'customModelLabel.create': labels.create,
	'customModelLabel.get': labels.get,
	'customModelLabel.update': labels.update,
	'customModelLabel.delete': labels.remove,
};
