// Field settings and layouts per document type and profile (/field/...): the fields of
// state.areas.documentSetup with the settings a profile changed on top. Restore drops the changes.
import { ValidationError } from '../../contract';
import {
	DEFAULT_PROFILE,
	settingsKey,
	type DocumentSetupStore,
	type FieldSettings,
} from '../stores/documentSetup';
import { withoutId } from '../../standIn/stores/recordStore';
import { updateTableColumn } from './documentTypes';
import {
	flagInput,
	jsonInput,
	optionalText,
	requiredText,
} from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type HandlerContext } from './types';

interface Scope {
	docType: string;
	isSub: boolean;
	profile: string;
	key: string;
}

const setupOf = (context: HandlerContext) => context.state.areas.documentSetup;
const profileOf = (context: HandlerContext) =>
	optionalText(context.query, 'profile') ?? DEFAULT_PROFILE;

/** doc_type, is_sub_doc_type and profile from the query; the document type must exist. */
function scopeOf(context: HandlerContext, docTypeParam = 'doc_type'): Scope {
	const docType = requiredText(context.query, docTypeParam);
	const isSub = flagInput(context, 'is_sub_doc_type', 'query') ?? false;
	setupOf(context).requireOwner(docType, isSub);
	const profile = profileOf(context);
	return { docType, isSub, profile, key: settingsKey(docType, isSub, profile) };
}

/** What a field's settings are where it sets none (the first four every field has). */
const FIELD_SETTING_DEFAULTS = {
	field_name: null,
	title: null,
	field_type: null,
	group_name: null,
	sort_order: null,
	is_required: false,
	is_readonly: false,
	is_hidden: false,
};

/** What a column's validation rules are where it sets none (name and type every column has). */
const COLUMN_RULE_DEFAULTS = {
	column_name: null,
	column_type: null,
	is_required: false,
	force_validation: false,
	validation_pattern: null,
	column_length: null,
};

/** The record's value of each key of `defaults`, in that order, the default where it has none. */
function withDefaults(record: Record<string, unknown>, defaults: Record<string, unknown>) {
	return Object.fromEntries(
		Object.entries(defaults).map(([key, fallback]) => [key, record[key] ?? fallback]),
	);
}

function effectiveFields(setup: DocumentSetupStore, scope: Scope) {
	const changed = setup.settings.get(scope.key) ?? {};
	return setup.fieldsOf(scope.docType, scope.isSub).map((field) => ({
		...withDefaults(field, FIELD_SETTING_DEFAULTS),
		...changed[field.field_name],
	}));
}

function settingsView(setup: DocumentSetupStore, scope: Scope) {
	return {
		doc_type: scope.docType,
		is_sub_doc_type: scope.isSub,
		profile: scope.profile,
		customised: setup.settings.has(scope.key),
		fields: effectiveFields(setup, scope),
	};
}

function layoutView(setup: DocumentSetupStore, scope: Scope, visibleOnly: boolean) {
	const fields = effectiveFields(setup, scope).filter(
		(field) => !visibleOnly || field.is_hidden !== true,
	);
	const groups = setup.groupsOf(scope.docType, scope.isSub).map((group) => ({
		group_name: group.group_name,
		title: group.title,
		sort_order: group.sort_order,
		fields: fields.filter((field) => field.group_name === group.group_name),
	}));
	const tables = scope.isSub
		? []
		: setup.tables
				.list((table) => table.doc_type_name === scope.docType)
				.map((table) => ({
					table_name: table.table_name,
					columns: setup
						.columnsOf(table.table_name)
						.filter((column) => !visibleOnly || !column.is_hidden),
				}));
	return {
		doc_type: scope.docType,
		is_sub_doc_type: scope.isSub,
		profile: scope.profile,
		groups,
		tables,
	};
}

/** `data`: an object keyed by field name, or a list of objects naming their `field_name`. */
function settingsFromData(context: HandlerContext, fieldNames: string[]): FieldSettings {
	const data = jsonInput(context, 'data', 'objectOrArray');
	const entries = Array.isArray(data)
		? data.map(
				(entry) =>
					[String((entry as { field_name?: unknown } | null)?.field_name ?? ''), entry] as const,
			)
		: Object.entries(data);
	const problems = entries
		.filter(
			([name, value]) => !fieldNames.includes(name) || typeof value !== 'object' || value === null,
		)
		.map(([name]) => ({
			loc: ['body', 'data', name],
			msg: `Unknown field or settings not an object: ${name}`,
			type: 'value_error',
		}));
	if (problems.length > 0) throw new ValidationError(problems);
	return Object.fromEntries(entries.map(([name, value]) => [name, { ...(value as object) }]));
}

/** Both document types of a clone or copy, which must exist. */
function pairOf(context: HandlerContext) {
	const setup = setupOf(context);
	const from = setup.requireDocumentType(
		requiredText(context.query, 'copy_from_doc_type'),
	).doc_type_name;
	const to = setup.requireDocumentType(
		requiredText(context.query, 'copy_to_doc_type'),
	).doc_type_name;
	if (from === to)
		throw new ValidationError([
			{
				loc: ['query', 'copy_to_doc_type'],
				msg: 'must differ from copy_from_doc_type',
				type: 'value_error',
			},
		]);
	return { setup, from, to, profile: profileOf(context) };
}

export const fieldSettingsBehaviour: BehaviourTable = {
	'fieldSetting.get': (context) => json(settingsView(setupOf(context), scopeOf(context))),

	'fieldSetting.getAll': (context) => {
		const setup = setupOf(context);
		const profile = profileOf(context);
		return json(
			setup.documentTypes.list().map((type) =>
				settingsView(setup, {
					docType: type.doc_type_name,
					isSub: false,
					profile,
					key: settingsKey(type.doc_type_name, false, profile),
				}),
			),
		);
	},

	'fieldSetting.update': (context) => {
		const setup = setupOf(context);
		const scope = scopeOf(context);
		const changes = settingsFromData(
			context,
			setup.fieldsOf(scope.docType, scope.isSub).map((field) => field.field_name),
		);
		const current = setup.settings.get(scope.key) ?? {};
		for (const [name, settings] of Object.entries(changes))
			current[name] = { ...current[name], ...settings, field_name: name };
		setup.settings.set(scope.key, current);
		return json({ success: true, ...settingsView(setup, scope) });
	},

	'fieldSetting.restoreDefaults': (context) => {
		const setup = setupOf(context);
		const scope = scopeOf(context);
		setup.settings.delete(scope.key);
		return json({ success: true, ...settingsView(setup, scope) });
	},

	'fieldSetting.getUiLayout': (context) =>
		json(layoutView(setupOf(context), scopeOf(context), true)),

	'fieldSetting.getLayout': (context) =>
		json(layoutView(setupOf(context), scopeOf(context), false)),

	'fieldSetting.getCustomLabels': (context) => {
		const setup = setupOf(context);
		const scope = scopeOf(context);
		const changed = setup.settings.get(scope.key) ?? {};
		const labels = setup
			.fieldsOf(scope.docType, false)
			.filter((field) => changed[field.field_name]?.title !== undefined)
			.map((field) => ({
				field_name: field.field_name,
				default_label: field.title,
				custom_label: changed[field.field_name].title,
			}));
		return json(labels);
	},

	/** Copies the fields (and their groups) the target does not have yet. */
	'fieldSetting.cloneFields': (context) => {
		const { setup, from, to } = pairOf(context);
		const groups = setup
			.groupsOf(from, false)
			.filter(
				(group) => !setup.groupsOf(to, false).some((own) => own.group_name === group.group_name),
			);
		groups.forEach((group) => setup.fieldGroups.add({ ...withoutId(group), doc_type_name: to }));
		const fields = setup
			.fieldsOf(from, false)
			.filter(
				(field) => !setup.fieldsOf(to, false).some((own) => own.field_name === field.field_name),
			);
		fields.forEach((field) => setup.fields.add({ ...withoutId(field), doc_type_name: to }));
		return json({
			success: true,
			copy_from_doc_type: from,
			copy_to_doc_type: to,
			groups_copied: groups.length,
			fields_copied: fields.length,
		});
	},

	/** Copies the profile's changed settings of the fields both document types have. */
	'fieldSetting.copySettings': (context) => {
		const { setup, from, to, profile } = pairOf(context);
		const source = setup.settings.get(settingsKey(from, false, profile)) ?? {};
		const targetNames = setup.fieldsOf(to, false).map((field) => field.field_name);
		const copied = Object.entries(source).filter(([name]) => targetNames.includes(name));
		const targetKey = settingsKey(to, false, profile);
		if (copied.length > 0)
			setup.settings.set(targetKey, {
				...setup.settings.get(targetKey),
				...Object.fromEntries(copied.map(([name, value]) => [name, { ...value }])),
			});
		return json({
			success: true,
			copy_from_doc_type: from,
			copy_to_doc_type: to,
			profile,
			settings_copied: copied.length,
		});
	},

	'fieldSetting.getTableValidationRules': (context) => {
		const setup = setupOf(context);
		const table = setup.requireTable(requiredText(context.query, 'table_name'));
		return json(
			setup.columnsOf(table.table_name).map((column) => ({
				table_name: table.table_name,
				...withDefaults(column, COLUMN_RULE_DEFAULTS),
			})),
		);
	},

	'fieldSetting.updateTableColumn': updateTableColumn,
};
