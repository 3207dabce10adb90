// Export configurations: every configure_* call creates a configuration of its type (or changes the
// one `config_id` names), keeping its fields and uploaded mapping files. Validation and the flow
// test check them: URLs must be http(s), e-mail addresses need an @, and the ERP-style exports
// need their mapping files (and the ION API file unless on premise).
import { notFound, type EnumOf } from '../../contract';
import type { SandboxState } from '../state';
import type { ExportConfiguration, StoredFile } from '../stores/exportConfigurations';
import { defined } from '../stores/recordStore';
import { flagInput, optionalText, requiredText } from './inputValues';
import { attachmentDisposition } from './resources';
import { json, type BehaviourTable, type Handler } from './types';

const SHARED_FIELDS = ['config_id', 'title', 'doc_type'];
const SECRET_FIELDS = ['password'];
const TITLES: Record<string, string> = {
	webhook: 'Webhook export',
	workflowtool: 'Workflow tool export',
	zugferd: 'Zugferd export',
	peppol: 'Peppol export',
	dms: 'DMS export',
	bod: 'BOD export',
	bus: 'Message bus export',
	erp: 'ERP export',
};
/** Mapping files a type needs: each inner list is "one of these". */
const NEEDED_FILES: Record<string, string[][]> = {
	dms: [['idm_mapping']],
	bod: [['bod_mapping']],
	bus: [['idm_mapping', 'bod_mapping']],
	erp: [['idm_mapping', 'bod_mapping']],
};
/** Each `type` the download takes (the contract's enum, validated) → the file field it serves. */
const DOWNLOAD_FIELDS: Record<EnumOf<'exportConfiguration.downloadMapping', 'type'>, string> = {
	ION_API: 'ion_api',
	IDM_MAPPING: 'idm_mapping',
	BOD_MAPPING: 'bod_mapping',
	FLOW_MAPPING: 'flow2_mapping',
};
/** Document types every organisation has (the sandbox's classifier knows these). */
const BASE_DOCUMENT_TYPES = [
	'credit_note',
	'delivery_note',
	'invoice',
	'purchase_order',
	'receipt',
];

export function configurationView(configuration: ExportConfiguration) {
	const settings = Object.fromEntries(
		Object.entries(configuration.settings).filter(([name]) => !SECRET_FIELDS.includes(name)),
	);
	const files = Object.fromEntries(
		Object.entries(configuration.files).map(([name, file]) => [
			name,
			{ file_name: file.filename, content_type: file.contentType, size: file.data.length },
		]),
	);
	return { ...configuration, settings, files };
}

function isHttpUrl(text: string): boolean {
	try {
		return ['http:', 'https:'].includes(new URL(text).protocol);
	} catch {
		return false;
	}
}

export function configurationProblems(configuration: ExportConfiguration): string[] {
	const { settings, files, type } = configuration;
	const problems: string[] = [];
	for (const name of ['export_url', 'flow2_url']) {
		if (settings[name] !== undefined && !isHttpUrl(String(settings[name])))
			problems.push(`${name} is not an http(s) URL`);
	}
	if (settings.email !== undefined && !String(settings.email).includes('@'))
		problems.push('email is not an e-mail address');
	for (const oneOf of NEEDED_FILES[type] ?? []) {
		if (!oneOf.some((name) => files[name])) problems.push(`a ${oneOf.join(' or ')} file is needed`);
	}
	if (NEEDED_FILES[type] && settings.on_permise === false && !files.ion_api)
		problems.push('an ion_api file is needed unless on_permise');
	return problems;
}

/** Active configurations that apply to a document type (a configuration without one applies to all). */
export function configurationsFor(
	state: SandboxState,
	docType?: string | null,
): ExportConfiguration[] {
	return state.exportConfigurations.list(
		(configuration) =>
			configuration.is_active &&
			(!docType || configuration.doc_type === null || configuration.doc_type === docType),
	);
}

const configure =
	(type: string): Handler =>
	({ body, endpoint, files, state }) => {
		const store = state.exportConfigurations;
		const settings = Object.fromEntries(
			endpoint.bodyFields
				.filter(
					(field) =>
						field.type !== 'file' &&
						!SHARED_FIELDS.includes(field.name) &&
						body[field.name] !== undefined,
				)
				.map((field) => [field.name, body[field.name]]),
		);
		const uploaded: Record<string, StoredFile> = Object.fromEntries(
			Object.entries(files).map(([name, [file]]) => [
				name,
				{ filename: file.filename, contentType: file.contentType, data: file.data },
			]),
		);
		const title = optionalText(body, 'title');
		const docType = optionalText(body, 'doc_type');
		if (body.config_id === undefined) {
			return json(
				configurationView(
					store.add({
						type,
						title: title ?? TITLES[type],
						doc_type: docType ?? null,
						is_active: true,
						settings,
						files: uploaded,
						created_on: state.nowIso(),
					}),
				),
			);
		}
		// The configuration config_id names takes the type of the endpoint that changes it.
		const existing = store.require(String(body.config_id));
		return json(
			configurationView(
				store.update(
					existing.id,
					defined({
						type,
						title,
						doc_type: docType,
						settings,
						files: { ...existing.files, ...uploaded },
					}),
				),
			),
		);
	};

function documentTypeNames(state: SandboxState): string[] {
	const seen = [
		...BASE_DOCUMENT_TYPES,
		...state.listDocuments().map((document) => document.doc_type),
		...state.exportConfigurations.list().map((configuration) => configuration.doc_type),
	];
	return [...new Set(seen.filter((name): name is string => Boolean(name)))].sort();
}

export const exportConfigurationsBehaviour: BehaviourTable = {
	'exportConfiguration.configureWebhook': configure('webhook'),
	'exportConfiguration.configureWorkflowTool': configure('workflowtool'),
	'exportConfiguration.configureZugferd': configure('zugferd'),
	'exportConfiguration.configurePeppol': configure('peppol'),
	'exportConfiguration.configureDms': configure('dms'),
	'exportConfiguration.configureBod': configure('bod'),
	'exportConfiguration.configureBus': configure('bus'),
	'exportConfiguration.configureErp': configure('erp'),

	'exportConfiguration.getMany': ({ state }) =>
		json(state.exportConfigurations.list().map(configurationView)),
	'exportConfiguration.getOldest': ({ state }) => {
		const [oldest] = state.exportConfigurations.list();
		if (!oldest) throw notFound('Configuration');
		return json(configurationView(oldest));
	},
	'exportConfiguration.delete': ({ body, state }) => {
		const removed = state.exportConfigurations.remove(String(body.id));
		return json({ success: true, message: 'Configuration removed', id: removed.id });
	},

	/** `is_active` sets the state, its absence toggles it; without `id` every configuration changes. */
	'exportConfiguration.setVisibility': (context) => {
		const { body, state } = context;
		const store = state.exportConfigurations;
		const isActive = flagInput(context, 'is_active');
		const targets = body.id === undefined ? store.list() : [store.require(String(body.id))];
		const updated = targets.map((configuration) =>
			configurationView(
				store.update(configuration.id, { is_active: isActive ?? !configuration.is_active }),
			),
		);
		return json(body.id === undefined ? updated : updated[0]);
	},

	'exportConfiguration.validate': ({ body, state }) => {
		const docType = optionalText(body, 'doc_type');
		const configurations = configurationsFor(state, docType).map((configuration) => {
			const problems = configurationProblems(configuration);
			return {
				id: configuration.id,
				type: configuration.type,
				title: configuration.title,
				valid: problems.length === 0,
				problems,
			};
		});
		const problems =
			configurations.length === 0
				? [`No active export configuration${docType ? ` for ${docType}` : ''}`]
				: [];
		return json({
			valid: problems.length === 0 && configurations.every((configuration) => configuration.valid),
			doc_type: docType ?? null,
			problems,
			configurations,
		});
	},

	'exportConfiguration.getDocumentTypeNames': ({ state }) => json(documentTypeNames(state)),
	'exportConfiguration.getDocumentTypes': ({ state }) =>
		json(
			documentTypeNames(state).map((docType) => {
				const applying = state.exportConfigurations.list(
					(configuration) => configuration.doc_type === null || configuration.doc_type === docType,
				);
				return {
					doc_type: docType,
					export_configurations: applying.length,
					active_export_configurations: applying.filter((configuration) => configuration.is_active)
						.length,
				};
			}),
		),

	'exportConfiguration.downloadMapping': ({ pathParams, query, state }) => {
		const field = DOWNLOAD_FIELDS[requiredText(query, 'type') as keyof typeof DOWNLOAD_FIELDS];
		const file = state.exportConfigurations.require(pathParams.id).files[field];
		if (!file) throw notFound('File');
		return {
			body: file.data,
			contentType: file.contentType,
			headers: { 'content-disposition': attachmentDisposition(file.filename) },
		};
	},
};
