// The state of the configuration areas (document types through partner integration): one object on
// DemoState (`state.areas`, demo/state.ts) so tests can seed and inspect it, cleared by state.reset().
import {
	PartnerRecords,
	type BlockedSupplierRecord,
	type ClassificationRuleRecord,
	type LayoutTemplateRecord,
	type TableRules,
} from './configuration';
import { DocumentSetupStore } from './documentSetup';
import { MasterDataStore } from './masterData';
import { ProcurementStores } from './procurement';
import { RecordStore } from '../../standIn/stores/recordStore';
import { TrainingStores } from './training';

export class AreaStores {
	readonly documentSetup = new DocumentSetupStore();
	readonly layoutTemplates = new RecordStore<LayoutTemplateRecord>('Layout template');
	readonly classificationRules = new RecordStore<ClassificationRuleRecord>('Classification rule');
	readonly blockedSuppliers = new RecordStore<BlockedSupplierRecord>('Blocked supplier');
	/** Table extraction rules by doc_id. */
	readonly tableRules = new Map<string, TableRules>();
	/** The last rules saved through `extraction.saveSpecialRules` and `export.saveExtractionRules`. */
	extractionRules: { special?: unknown; export?: unknown } = {};
	readonly procurement = new ProcurementStores();
	readonly training = new TrainingStores();
	readonly masterData = new MasterDataStore();
	readonly partnerRecords = new PartnerRecords();

	reset(): void {
		this.documentSetup.reset();
		for (const store of [
			this.layoutTemplates,
			this.classificationRules,
			this.blockedSuppliers,
			this.partnerRecords,
		])
			store.clear();
		this.tableRules.clear();
		this.extractionRules = {};
		this.procurement.reset();
		this.training.reset();
		this.masterData.reset();
	}
}
