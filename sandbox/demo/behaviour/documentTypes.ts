// Document types, sub types, field groups and fields (/document_type/...), tables and their
// columns (/document_table/...). State: state.areas.documentSetup.
import { notFound } from '../../contract';
import { defined } from '../../standIn/stores/recordStore';
import { flagInput, optionalText, requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type HandlerContext } from './types';

const setupOf = (context: HandlerContext) => context.state.areas.documentSetup;
const deleted = (what: string, id: number) =>
	json({ success: true, message: `${what} deleted`, id });
const numberOrNull = (value: unknown) =>
	value === undefined || value === null ? null : Number(value);

/** `is_hidden` / `is_deleted` arrive as text; shared with `fieldSetting.updateTableColumn`. */
export function updateTableColumn(context: HandlerContext) {
	const setup = setupOf(context);
	const column = setup.columns.require(requiredText(context.query, 'id'));
	const patch = defined({
		is_hidden: flagInput(context, 'is_hidden'),
		is_deleted: flagInput(context, 'is_deleted'),
	});
	return json({ success: true, column: setup.columns.update(column.id, patch) });
}

export const documentTypesBehaviour: BehaviourTable = {
	'documentType.getMany': (context) => json(setupOf(context).documentTypes.list()),

	'documentType.getManyWithSubTypes': (context) => {
		const setup = setupOf(context);
		return json(
			setup.documentTypes.list().map((type) => ({
				...type,
				sub_types: setup.subTypes.list((sub) => sub.doc_type_key === type.doc_type_name),
			})),
		);
	},

	'documentType.create': (context) => {
		const { body } = context;
		const setup = setupOf(context);
		const name = requiredText(body, 'doc_type_name');
		setup.assertUnique(setup.documentType(name) !== undefined, 'Document type');
		const created = setup.documentTypes.add({
			doc_type_name: name,
			title: requiredText(body, 'title'),
			translation_key: optionalText(body, 'translation_key') ?? null,
			has_table: body.has_table === true,
			sort_order: numberOrNull(body.sort_order),
			is_active: true,
		});
		return json(created);
	},

	'documentType.delete': (context) =>
		deleted('Document type', setupOf(context).deleteDocumentType(context.pathParams.id).id),

	'documentType.getSubTypes': (context) => {
		const key = optionalText(context.query, 'doc_type_key');
		return json(
			setupOf(context).subTypes.list((sub) => key === undefined || sub.doc_type_key === key),
		);
	},

	'documentType.createSubType': (context) => {
		const { body } = context;
		const setup = setupOf(context);
		const docType = setup.requireDocumentType(requiredText(body, 'doc_type_key')).doc_type_name;
		const name = requiredText(body, 'sub_doc_type');
		setup.assertUnique(
			setup.subTypes.find((sub) => sub.sub_doc_type === name) !== undefined,
			'Sub document type',
		);
		const created = setup.subTypes.add({
			doc_type_key: docType,
			sub_doc_type: name,
			title: requiredText(body, 'title'),
			translation_key: optionalText(body, 'translation_key') ?? null,
			is_active: true,
		});
		return json(created);
	},

	'documentType.deleteSubType': (context) =>
		deleted('Sub document type', setupOf(context).subTypes.remove(context.pathParams.id).id),

	'documentType.setActive': (context) => {
		const setup = setupOf(context);
		const type = setup.documentTypes.update(requiredText(context.body, 'id'), {
			is_active: flagInput(context, 'activate'),
		});
		return json({
			success: true,
			id: type.id,
			doc_type_name: type.doc_type_name,
			is_active: type.is_active,
		});
	},

	'documentType.getFieldGroups': (context) => {
		const setup = setupOf(context);
		const name = requiredText(context.query, 'doc_type_name');
		const isSub = flagInput(context, 'is_sub_doc_type', 'query') ?? false;
		setup.requireOwner(name, isSub);
		return json(setup.groupsOf(name, isSub));
	},

	'documentType.createFieldGroup': (context) => {
		const { body } = context;
		const setup = setupOf(context);
		const owner = requiredText(body, 'doc_type_name');
		const isSub = body.is_sub_doc_type_group === true;
		setup.requireOwner(owner, isSub);
		const name = requiredText(body, 'group_name');
		setup.assertUnique(
			setup.groupsOf(owner, isSub).some((group) => group.group_name === name),
			'Field group',
		);
		const created = setup.fieldGroups.add({
			doc_type_name: owner,
			is_sub_doc_type_group: isSub,
			group_name: name,
			title: requiredText(body, 'title'),
			translation_key: requiredText(body, 'translation_key'),
			sort_order: numberOrNull(body.sort_order),
		});
		return json(created);
	},

	'documentType.deleteFieldGroup': (context) => {
		const setup = setupOf(context);
		const group = setup.fieldGroups.remove(context.pathParams.id);
		setup.fields.removeWhere(
			(field) =>
				field.doc_type_name === group.doc_type_name && field.group_name === group.group_name,
		);
		return deleted('Field group', group.id);
	},

	'documentType.createField': (context) => {
		const { body } = context;
		const setup = setupOf(context);
		const owner = requiredText(body, 'doc_type_name');
		const isSub = body.is_sub_doc_type_field === true;
		setup.requireOwner(owner, isSub);
		const groupName = requiredText(body, 'group_name');
		if (!setup.groupsOf(owner, isSub).some((group) => group.group_name === groupName))
			throw notFound('Field group');
		const name = requiredText(body, 'field_name');
		setup.assertUnique(
			setup.fieldsOf(owner, isSub).some((field) => field.field_name === name),
			'Field',
		);
		const created = setup.fields.add({
			...defined(body),
			doc_type_name: owner,
			is_sub_doc_type_field: isSub,
		});
		return json(created);
	},

	'documentType.deleteField': (context) =>
		deleted('Field', setupOf(context).fields.remove(context.pathParams.id).id),

	'table.getAll': (context) => json(setupOf(context).tables.list()),

	'table.getMany': (context) => {
		const docType = requiredText(context.query, 'doc_type');
		return json(setupOf(context).tables.list((table) => table.doc_type_name === docType));
	},

	'table.getManyWithColumns': (context) => {
		const setup = setupOf(context);
		const docType = requiredText(context.query, 'doc_type');
		const tables = setup.tables.list((table) => table.doc_type_name === docType);
		return json(tables.map((table) => ({ ...table, columns: setup.columnsOf(table.table_name) })));
	},

	'table.create': (context) => {
		const { body } = context;
		const setup = setupOf(context);
		const docType = setup.requireDocumentType(requiredText(body, 'doc_type_name')).doc_type_name;
		const name = requiredText(body, 'table_name');
		setup.assertUnique(
			setup.tables.find((table) => table.table_name === name) !== undefined,
			'Table',
		);
		return json(
			setup.tables.add({
				doc_type_name: docType,
				table_name: name,
				is_default: body.is_default === true,
			}),
		);
	},

	'table.delete': (context) =>
		deleted('Table', setupOf(context).deleteTable(context.pathParams.id).id),

	'table.getColumns': (context) => {
		const setup = setupOf(context);
		return json(
			setup.columnsOf(setup.requireTable(requiredText(context.query, 'table_name')).table_name),
		);
	},

	'table.createColumn': (context) => {
		const { body } = context;
		const setup = setupOf(context);
		const table = setup.requireTable(requiredText(body, 'table_name')).table_name;
		const name = requiredText(body, 'column_name');
		setup.assertUnique(
			setup.columnsOf(table).some((column) => column.column_name === name),
			'Column',
		);
		const created = setup.columns.add({
			is_hidden: false,
			...defined(body),
			table_name: table,
			is_deleted: false,
		});
		return json(created);
	},

	'table.deleteColumn': (context) =>
		deleted('Column', setupOf(context).columns.remove(context.pathParams.id).id),

	'table.updateColumn': updateTableColumn,
};
