import type { Endpoints } from '../../../contract';
import type { ResourceOverlay } from './types';

export const documentType: ResourceOverlay<Endpoints['documentType']> = {
	value: 'documentType',
	name: 'Document Type',
	settings: true,
	operations: {
		getMany: { name: 'Get Many', action: 'List document types' },
		getManyWithSubTypes: {
			name: 'Get Many With Sub Types',
			action: 'List document types with their sub-types',
		},
		create: {
			name: 'Create',
			action: 'Create a document type',
			fields: { doc_type_name: { newName: true } },
		},
		delete: { name: 'Delete', action: 'Delete a document type' },
		getSubTypes: { name: 'Get Sub Types', action: 'List sub document types' },
		createSubType: {
			name: 'Create Sub Type',
			action: 'Create a sub document type',
			fields: { sub_doc_type: { newName: true } },
		},
		deleteSubType: { name: 'Delete Sub Type', action: 'Delete a sub document type' },
		setActive: { name: 'Activate or Deactivate', action: 'Activate or deactivate a document type' },
		getFieldGroups: {
			name: 'Get Field Groups',
			action: 'List the field groups of a document type',
		},
		createFieldGroup: { name: 'Create Field Group', action: 'Create a field group' },
		deleteFieldGroup: { name: 'Delete Field Group', action: 'Delete a field group' },
		createField: { name: 'Create Field', action: 'Create a field' },
		deleteField: { name: 'Delete Field', action: 'Delete a field' },
	},
};
