// Everything the stand-in remembers between requests: documents and what their lifecycle touches
// (export configurations a webhook export needs, the watch export list, status history, webhook
// deliveries, faults). Tests may read and seed it directly. The demo's state (demo/state.ts)
// extends it with the invented world.
import {
	Faults,
	type EndpointId,
	type FailNextOptions,
	type Fault,
	type FaultOptions,
} from '../contract';
import { fileNameReader, type DocumentReader } from './documentReader';
import { beginProcessing, enterStatus, settle, type DocumentStatus } from './documentLifecycle';
import { countPages, placeholderPdf, sniffContentType } from './fakeExtraction';
import { RecordStore } from './stores/recordStore';
import type { ExportConfiguration } from './stores/exportConfigurations';
import { StatusWatch } from './stores/statusWatch';
import { WebhookDeliveries } from './stores/webhookDeliveries';

export type { DocumentStatus } from './documentLifecycle';

export interface DocumentLogEntry {
	action_type: string;
	action_description: string;
	user: string;
	created_on: string;
}

export interface SandboxDocument {
	doc_id: string;
	file_name: string;
	content_type: string;
	size: number;
	/** The uploaded bytes, served back by `file.downloadDocument`. */
	content: Buffer;
	pages: number;
	status: DocumentStatus;
	/** A status the document moves to once `at` (epoch ms) has passed. */
	next_status?: { status: DocumentStatus; at: number };
	doc_type: string | null;
	sub_doc_type: string | null;
	doc_language: string | null;
	org_id: string;
	sub_org_id: string | null;
	source: string;
	priority: number | null;
	metadata: unknown;
	assigned_to: string | null;
	assignment_type: string | null;
	parent_doc_id: string | null;
	created_on: string;
	last_saved_on: string;
	extracted_data: Record<string, unknown>;
	/** Per-field scores from 0 to 1 (extraction/confidence.ts); a field a person set scores 1. */
	field_confidence: Record<string, number>;
	tables: unknown[];
	error_message: string | null;
	log: DocumentLogEntry[];
	/** What the reader found in the file's text at upload (documentReader.ts); absent for seeds and files without text. */
	text_facts?: object;
	/** The item lines of the file's text, found at upload (documentReader.ts). */
	text_line_items?: object[];
}

/** What a test may pass to `addDocument`; everything is optional. Without `status` the document starts processing. */
export type DocumentSeed = Partial<
	Omit<SandboxDocument, 'content' | 'created_on' | 'last_saved_on'>
> & {
	content?: Buffer | string;
	created_on?: string | Date;
	last_saved_on?: string | Date;
};

export interface SandboxUser {
	id: number;
	email: string;
	name: string;
}

export interface SandboxWorkflow {
	id: string;
	name: string;
	active: boolean;
	createdAt: string;
	updatedAt: string;
	tags: Array<{ id: string; name: string }>;
}

const toIso = (value: string | Date) => new Date(value).toISOString();

function defaultWorkflows(): SandboxWorkflow[] {
	const stamp = '2024-01-01T00:00:00.000Z';
	return [
		{
			id: 'wf_1',
			name: 'Invoice intake',
			active: true,
			createdAt: stamp,
			updatedAt: stamp,
			tags: [],
		},
		{
			id: 'wf_2',
			name: 'Approval reminders',
			active: true,
			createdAt: stamp,
			updatedAt: stamp,
			tags: [],
		},
		{
			id: 'wf_3',
			name: 'Archive export (draft)',
			active: false,
			createdAt: stamp,
			updatedAt: stamp,
			tags: [],
		},
	];
}

export class SandboxState {
	readonly documents = new Map<string, SandboxDocument>();
	/** Org preference "approval required": validated documents wait for approval instead of exporting. */
	approvalRequired = false;
	readonly orgId = 'sandbox-org';
	/** The user the API key belongs to ("me" in assigned_to_me_only, author of log entries). */
	readonly currentUser: SandboxUser = {
		id: 1,
		email: 'sandbox.user@example.com',
		name: 'Sandbox User',
	};
	workflows: SandboxWorkflow[] = defaultWorkflows();
	/** Current time in epoch ms; tests may replace it to pin "today". */
	clock: () => number = () => Date.now();
	/** Export configurations (`configure_*`): the webhook trigger registers one (stores/exportConfigurations.ts). */
	readonly exportConfigurations = new RecordStore<ExportConfiguration>('Configuration');
	/** Documents marked as handled by update_pending_watch_export_status. */
	readonly watchExported = new Set<string>();
	/** Status changes: stamp last_saved_on, keep a history, start webhook exports (stores/statusWatch.ts). */
	readonly statusWatch = new StatusWatch();
	/** Webhook export deliveries; tests `await state.deliveries.flush()` (stores/webhookDeliveries.ts). */
	readonly deliveries = new WebhookDeliveries();
	/** Failures injected by tests (contract/faults.ts, applied by the contract layer); see failNext. */
	readonly faults = new Faults();
	private documentCounter = 0;
	/**
	 * How long after the moment a status move is stamped (`last_saved_on`) answers show it: 0, as
	 * a service that stamps and shows at once; more stands in for one that stamps first.
	 */
	statusShownLateMs = 0;
	/** What reset() restores `processingDelayMs` to. */
	private readonly initialDelayMs: number;

	/** `processingDelayMs`: how long uploads stay `processing` and exports stay pending. */
	constructor(
		public processingDelayMs = 0,
		/** How uploads are read and what processing extracts (documentReader.ts). */
		readonly reader: DocumentReader = fileNameReader,
	) {
		this.initialDelayMs = processingDelayMs;
	}

	now(): number {
		return this.clock();
	}

	nowIso(): string {
		return new Date(this.now()).toISOString();
	}

	nextDocumentId(): string {
		let id: string;
		do id = `doc_${++this.documentCounter}`;
		while (this.documents.has(id));
		return id;
	}

	addDocument(seed: DocumentSeed = {}): SandboxDocument {
		const docId = seed.doc_id ?? this.nextDocumentId();
		const fileName = seed.file_name ?? `${docId}.pdf`;
		const content =
			seed.content === undefined
				? placeholderPdf(fileName)
				: Buffer.isBuffer(seed.content)
					? seed.content
					: Buffer.from(seed.content);
		const contentType = seed.content_type ?? sniffContentType(content).contentType;
		const createdOn = toIso(seed.created_on ?? new Date(this.now()));
		const { status, ...rest } = seed;
		const document: SandboxDocument = {
			file_name: fileName,
			content_type: contentType,
			pages: countPages(content, contentType),
			status: 'processing',
			doc_type: null,
			sub_doc_type: null,
			doc_language: null,
			org_id: this.orgId,
			sub_org_id: null,
			source: 'api',
			priority: null,
			metadata: null,
			assigned_to: null,
			assignment_type: null,
			parent_doc_id: null,
			extracted_data: {},
			field_confidence: {},
			tables: [],
			error_message: null,
			log: [],
			...rest,
			doc_id: docId,
			content,
			size: content.length,
			created_on: createdOn,
			last_saved_on: toIso(seed.last_saved_on ?? createdOn),
		};
		if (status === undefined)
			beginProcessing(document, this.now(), this.processingDelayMs, seed.doc_type);
		else this.enterStatus(document, status);
		if (document.log.length === 0) this.log(document, 'upload', `Uploaded ${fileName}`);
		this.documents.set(docId, document);
		this.statusWatch.note(document, this.now());
		return document;
	}

	/** The document with any due status change applied, or undefined. */
	getDocument(docId: string): SandboxDocument | undefined {
		const document = this.documents.get(docId);
		if (document) this.settleAndNote(document, this.now());
		return document;
	}

	/** All documents, settled, newest first (ties: most recently added first). */
	listDocuments(): SandboxDocument[] {
		const now = this.now();
		const all = [...this.documents.values()];
		all.forEach((document) => this.settleAndNote(document, now));
		return all
			.map((document, index) => ({ document, index }))
			.sort(
				(a, b) => b.document.created_on.localeCompare(a.document.created_on) || b.index - a.index,
			)
			.map(({ document }) => document);
	}

	/** Applies a due status move and notes the status; a move counts from when it was due. */
	private settleAndNote(document: SandboxDocument, now: number): void {
		const due = document.next_status?.at;
		settle(document, now - this.statusShownLateMs, this.reader);
		this.statusWatch.note(document, due !== undefined && due <= now ? due : now);
	}

	/** Sets a document's status and whatever comes with reaching it (documentLifecycle.ts). */
	enterStatus(document: SandboxDocument, status: DocumentStatus): void {
		enterStatus(document, status, this.reader);
	}

	/** Notes the status of every document (after each request), so action changes are seen too. */
	noteStatuses(): void {
		const now = this.now();
		for (const document of this.documents.values()) this.statusWatch.note(document, now);
	}

	/**
	 * The next request(s) to `endpoint` (its contract id, e.g. `document.getDashboard`) answer
	 * `status`, with `Retry-After` when `options.retryAfter` is given (contract/faults.ts).
	 */
	failNext(endpoint: EndpointId, status = 500, options: FailNextOptions = {}): void {
		this.faults.failNext(endpoint, status, options);
	}

	/** The next request(s) to `endpoint` suffer `fault`: a status, a reset mid-body, truncated JSON, a delay (contract/faults.ts). */
	fault(endpoint: EndpointId, fault: Fault, options: FaultOptions = {}): void {
		this.faults.inject(endpoint, fault, options);
	}

	deleteDocument(docId: string): boolean {
		this.statusWatch.forget(docId);
		return this.documents.delete(docId);
	}

	log(document: SandboxDocument, actionType: string, description = ''): DocumentLogEntry {
		const entry = {
			action_type: actionType,
			action_description: description,
			user: this.currentUser.email,
			created_on: this.nowIso(),
		};
		document.log.push(entry);
		return entry;
	}

	/** Marks a user edit. */
	touch(document: SandboxDocument): void {
		document.last_saved_on = this.nowIso();
	}

	reset(): void {
		this.documents.clear();
		this.documentCounter = 0;
		this.approvalRequired = false;
		this.processingDelayMs = this.initialDelayMs;
		this.statusShownLateMs = 0;
		this.workflows = defaultWorkflows();
		this.clock = () => Date.now();
		this.exportConfigurations.clear();
		this.watchExported.clear();
		this.statusWatch.reset();
		this.deliveries.reset();
		this.faults.reset();
	}
}
