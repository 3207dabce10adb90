// The demo's state: the stand-in's (documents and their lifecycle, standIn/state.ts) plus the
// invented world around them, which tests may seed and inspect: `state.account` (users, groups,
// settings… stores/account.ts) and `state.areas` (document types, vendors, purchase orders, master
// data, models… stores/areas.ts). Uploads are read by the demo's PDF text reader (extraction/).
import { SandboxState } from '../standIn/state';
import { pdfTextReader } from './extraction';
import { AccountStores } from './stores/account';
import { AreaStores } from './stores/areas';

export class DemoState extends SandboxState {
	/** Users, groups, settings, configurations… around the documents (stores/account.ts). */
	readonly account = new AccountStores(this.currentUser, () => this.nowIso());
	/** Document types, vendors, purchase orders, master data, models… (stores/areas.ts). */
	readonly areas = new AreaStores();

	constructor(processingDelayMs = 0) {
		super(processingDelayMs, pdfTextReader);
	}

	override reset(): void {
		super.reset();
		this.account.reset();
		this.areas.reset();
	}
}
