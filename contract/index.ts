/** Every endpoint of the service, by area and by key (the node's resource and operation values). */
import type { Endpoint } from './types';
import { autoTest } from './endpoints/autoTest';
import { bodImport } from './endpoints/bodImport';
import { classificationRule } from './endpoints/classificationRule';
import { classifier } from './endpoints/classifier';
import { customClassifier } from './endpoints/customClassifier';
import { customModel } from './endpoints/customModel';
import { customModelLabel } from './endpoints/customModelLabel';
import { dataVault } from './endpoints/dataVault';
import { document } from './endpoints/document';
import { documentExport } from './endpoints/documentExport';
import { documentType } from './endpoints/documentType';
import { emailInbox } from './endpoints/emailInbox';
import { exportConfiguration } from './endpoints/exportConfiguration';
import { extraction } from './endpoints/extraction';
import { fieldSetting } from './endpoints/fieldSetting';
import { file } from './endpoints/file';
import { flow } from './endpoints/flow';
import { group } from './endpoints/group';
import { keyValueExtractor } from './endpoints/keyValueExtractor';
import { layoutTemplate } from './endpoints/layoutTemplate';
import { masterData } from './endpoints/masterData';
import { ocrConfiguration } from './endpoints/ocrConfiguration';
import { organisation } from './endpoints/organisation';
import { partnerIntegration } from './endpoints/partnerIntegration';
import { pattern } from './endpoints/pattern';
import { preference } from './endpoints/preference';
import { purchaseOrder } from './endpoints/purchaseOrder';
import { statusAlert } from './endpoints/statusAlert';
import { subOrganisation } from './endpoints/subOrganisation';
import { system } from './endpoints/system';
import { table } from './endpoints/table';
import { tableExtraction } from './endpoints/tableExtraction';
import { trainer } from './endpoints/trainer';
import { user } from './endpoints/user';
import { vendor } from './endpoints/vendor';
import { workflow } from './endpoints/workflow';

export const endpoints = {
	autoTest,
	bodImport,
	classificationRule,
	classifier,
	customClassifier,
	customModel,
	customModelLabel,
	dataVault,
	document,
	export: documentExport,
	documentType,
	emailInbox,
	exportConfiguration,
	extraction,
	fieldSetting,
	file,
	flow,
	group,
	keyValueExtractor,
	layoutTemplate,
	masterData,
	ocrConfiguration,
	organisation,
	partnerIntegration,
	pattern,
	preference,
	purchaseOrder,
	statusAlert,
	subOrganisation,
	system,
	table,
	tableExtraction,
	trainer,
	user,
	vendor,
	workflow,
};

export type Endpoints = typeof endpoints;
export type Area = keyof Endpoints;

export interface ContractEntry {
	area: Area;
	key: string;
	endpoint: Endpoint;
}

/** Every endpoint as one flat list, in the order of the areas above. */
export const allEndpoints: ContractEntry[] = (Object.keys(endpoints) as Area[]).flatMap((area) =>
	Object.entries(endpoints[area]).map(([key, endpoint]) => ({ area, key, endpoint })),
);

export * from './types';
export * from './fileKinds';
export * from './statuses';
