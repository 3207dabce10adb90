// The behaviour tables of the configuration areas, registered together in demo/behaviour/index.ts.
import { bodImportBehaviour } from './bodImport';
import { classificationRulesBehaviour } from './classificationRules';
import { customModelsBehaviour } from './customModels';
import { documentTypesBehaviour } from './documentTypes';
import { exportsBehaviour } from './exports';
import { extractionBehaviour } from './extraction';
import { fieldSettingsBehaviour } from './fieldSettings';
import { layoutTemplatesBehaviour } from './layoutTemplates';
import { masterDataBehaviour } from './masterData';
import { partnerBehaviour } from './partner';
import { purchaseOrdersBehaviour } from './purchaseOrders';
import { storageBehaviour } from './storage';
import { tableExtractionBehaviour } from './tableExtraction';
import { trainingBehaviour } from './training';
import type { BehaviourTable } from './types';
import { vendorsBehaviour } from './vendors';

export const areaBehaviours: BehaviourTable[] = [
	documentTypesBehaviour,
	fieldSettingsBehaviour,
	layoutTemplatesBehaviour,
	classificationRulesBehaviour,
	tableExtractionBehaviour,
	extractionBehaviour,
	vendorsBehaviour,
	purchaseOrdersBehaviour,
	customModelsBehaviour,
	trainingBehaviour,
	masterDataBehaviour,
	exportsBehaviour,
	bodImportBehaviour,
	partnerBehaviour,
	storageBehaviour,
];
