// Status changes of documents, as the service would see them: a change stamps `last_saved_on` with
// the time it happened (so lists ordered by last_saved_on show it, which is what polling triggers
// read), is kept in a history, and is queued for whatever reacts to it (webhook exports).
//
// Statuses change in two ways: actions set them (validate, approve, restart…) and delayed moves
// apply lazily when a document is read (documentLifecycle.ts). The state notes the status of each
// document it settles, and the behaviour layer sweeps every document after each request, so both
// ways are seen without timers.

export interface WatchedDocument {
	doc_id: string;
	status: string;
	last_saved_on: string;
}

export interface StatusChange {
	doc_id: string;
	/** null when the document was first seen (created). */
	from: string | null;
	to: string;
	/** ISO time of the change. */
	at: string;
}

export class StatusWatch {
	/** Every change seen, oldest first. */
	readonly history: StatusChange[] = [];
	private readonly known = new Map<string, string>();
	private pending: StatusChange[] = [];

	/**
	 * Notes a document's current status. The first sighting only records it; a different status
	 * than last time is a change at `atMs`, which moves `last_saved_on` forward to that time.
	 */
	note(document: WatchedDocument, atMs: number): StatusChange | undefined {
		const before = this.known.get(document.doc_id);
		if (before === document.status) return undefined;
		this.known.set(document.doc_id, document.status);
		if (before === undefined) return undefined;
		const at = new Date(atMs).toISOString();
		if (at > document.last_saved_on) document.last_saved_on = at;
		const change: StatusChange = { doc_id: document.doc_id, from: before, to: document.status, at };
		this.history.push(change);
		this.pending.push(change);
		return change;
	}

	/** The changes not taken yet, oldest first. */
	takeChanges(): StatusChange[] {
		const changes = this.pending;
		this.pending = [];
		return changes;
	}

	forget(docId: string): void {
		this.known.delete(docId);
	}

	reset(): void {
		this.history.length = 0;
		this.known.clear();
		this.pending = [];
	}
}
