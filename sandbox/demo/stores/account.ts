// What the sandbox remembers about the account around the documents: users, groups and
// sub-organisations, organisation settings, the e-mail inbox, preferences, status alerts, OCR
// configuration, data vault records, auto test documents and key-value extractor data.
// Plain data; the rules live in behaviour/<area>.ts. Reachable as `state.account`.
import { RecordStore, type StoredRecord } from '../../standIn/stores/recordStore';

export interface AccountUser extends StoredRecord {
	first_name: string | null;
	last_name: string;
	email: string;
	/** Kept so a user can be created realistically; never answered. */
	password: string;
	is_admin: boolean;
}

/** A group or a sub-organisation: a named set of users. */
export interface Team extends StoredRecord {
	name: string;
	description: string | null;
	user_ids: number[];
}

export interface StatusAlert extends StoredRecord {
	name: string;
	doc_type_key: string;
	doc_status: string;
	email_address: string | null;
	send_to_assigned_user: boolean;
	delta_type: string;
	delay_delta_value: number;
}

export interface VaultRecord extends StoredRecord {
	created_on: string;
	main_key: string;
	sub_key: string | null;
	/** str_value_1…5, int_value_1…2, bool_value_1…2 as given (typed). */
	values: Record<string, string | number | boolean>;
}

/** One organisation preference or OCR configuration entry (`main_key` / `sub_key`). */
export interface KeyedSetting {
	main_key: string;
	sub_key: string | null;
	bool_value_1: boolean | null;
	updated_on: string;
}

export class KeyedSettings {
	private readonly entries = new Map<string, KeyedSetting>();

	constructor(private readonly now: () => string) {}

	/** Creates or changes an entry; an absent bool_value_1 keeps the current value. */
	upsert(mainKey: string, subKey: string | null, boolValue: boolean | undefined): KeyedSetting {
		const key = JSON.stringify([mainKey, subKey]);
		const entry = this.entries.get(key) ?? {
			main_key: mainKey,
			sub_key: subKey,
			bool_value_1: null,
			updated_on: '',
		};
		if (boolValue !== undefined) entry.bool_value_1 = boolValue;
		entry.updated_on = this.now();
		this.entries.set(key, entry);
		return entry;
	}

	/** Entries of a main key, optionally only the one with the given sub key. */
	find(mainKey: string, subKey?: string): KeyedSetting[] {
		return [...this.entries.values()].filter(
			(entry) => entry.main_key === mainKey && (subKey === undefined || entry.sub_key === subKey),
		);
	}

	clear(): void {
		this.entries.clear();
	}
}

export interface EmailAccount {
	id: number;
	username: string;
	email: string;
	password: string;
	server: string;
	port: string;
	encryption: string;
	protocol: string;
	folder: string | null;
	api_key: string;
	active: boolean;
	created_on: string;
	updated_on: string;
}

/** A mail waiting in the configured inbox; tests push these, fetch_emails imports the PDFs. */
export interface IncomingMail {
	sender: string;
	subject: string;
	attachments: Array<{ file_name: string; content: Buffer | string; content_type?: string }>;
}

export interface EmailImport {
	doc_id: string;
	file_name: string;
	sender: string;
	subject: string;
	imported_on: string;
}

export interface AutoTestDocument {
	doc_id: string;
	file_name: string;
	doc_type: string | null;
	/** The document's extracted data when it was copied: what a test run should find again. */
	expected_data: Record<string, unknown>;
	tables: unknown[];
	created_on: string;
	updated_on: string;
}

export interface KeyValueData {
	url: string;
	data: unknown;
	posted_on: string;
}

export interface OrganisationSettings {
	details: Record<string, unknown> | null;
	profile: string | null;
	ocr_settings: Record<string, string> | null;
}

/** Preferences a fresh organisation has ("settings that can be switched on and off"). */
const DEFAULT_PREFERENCES: Array<[string, string]> = [
	['auto_export', 'false'],
	['duplicate_check', 'true'],
	['line_item_extraction', 'true'],
];

export class AccountStores {
	readonly users: RecordStore<AccountUser>;
	readonly groups: RecordStore<Team>;
	readonly subOrganisations: RecordStore<Team>;
	/** Permissions by group id, as set (a JSON object). */
	readonly groupPermissions = new Map<number, Record<string, unknown>>();
	organisation: OrganisationSettings = { details: null, profile: null, ocr_settings: null };
	readonly email: {
		account: EmailAccount | null;
		inbox: IncomingMail[];
		imports: EmailImport[];
		lastId: number;
	} = {
		account: null,
		inbox: [],
		imports: [],
		lastId: 0,
	};
	readonly preferences = new Map<string, string | null>(DEFAULT_PREFERENCES);
	readonly organisationPreferences: KeyedSettings;
	readonly ocrPreferences: KeyedSettings;
	readonly statusAlerts: RecordStore<StatusAlert>;
	ocr = { ocr_type: 'tesseract', etext_enabled: false };
	readonly dataVault: RecordStore<VaultRecord>;
	/** By the doc_id of the document they were copied from. */
	readonly autoTests = new Map<string, AutoTestDocument>();
	/** By the URL they were posted for. */
	readonly keyValueData = new Map<string, KeyValueData>();

	/** `currentUser` becomes user 1, the admin the API key belongs to. */
	constructor(
		private readonly currentUser: { id: number; email: string; name: string },
		now: () => string,
	) {
		this.users = new RecordStore('User');
		this.groups = new RecordStore('Group');
		this.subOrganisations = new RecordStore('Sub-organisation');
		this.statusAlerts = new RecordStore('Status alert');
		this.dataVault = new RecordStore('Record');
		this.organisationPreferences = new KeyedSettings(now);
		this.ocrPreferences = new KeyedSettings(now);
		this.seedCurrentUser();
	}

	private seedCurrentUser(): void {
		const [firstName, ...rest] = this.currentUser.name.split(' ');
		const user = this.users.add({
			first_name: firstName,
			last_name: rest.join(' '),
			email: this.currentUser.email,
			password: '',
			is_admin: true,
		});
		if (user.id !== this.currentUser.id) throw new Error('The current user must be the first user');
	}

	reset(): void {
		for (const store of [
			this.users,
			this.groups,
			this.subOrganisations,
			this.statusAlerts,
			this.dataVault,
		])
			store.clear();
		this.groupPermissions.clear();
		this.organisation = { details: null, profile: null, ocr_settings: null };
		Object.assign(this.email, { account: null, inbox: [], imports: [], lastId: 0 });
		this.preferences.clear();
		DEFAULT_PREFERENCES.forEach(([key, value]) => this.preferences.set(key, value));
		this.organisationPreferences.clear();
		this.ocrPreferences.clear();
		this.ocr = { ocr_type: 'tesseract', etext_enabled: false };
		this.autoTests.clear();
		this.keyValueData.clear();
		this.seedCurrentUser();
	}
}
