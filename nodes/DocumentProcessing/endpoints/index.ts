import type { ResourceTable } from './types';
import { autoTest } from './autoTest';
import { bodImport } from './bodImport';
import { classificationRule } from './classificationRule';
import { classifier } from './classifier';
import { customClassifier } from './customClassifier';
import { customModel } from './customModel';
import { customModelLabel } from './customModelLabel';
import { dataVault } from './dataVault';
import { document } from './document';
import { documentType } from './documentType';
import { emailInbox } from './emailInbox';
import { documentExport } from './documentExport';
import { exportConfiguration } from './exportConfiguration';
import { extraction } from './extraction';
import { fieldSetting } from './fieldSetting';
import { file } from './file';
import { flow } from './flow';
import { group } from './group';
import { keyValueExtractor } from './keyValueExtractor';
import { layoutTemplate } from './layoutTemplate';
import { masterData } from './masterData';
import { ocrConfiguration } from './ocrConfiguration';
import { organisation } from './organisation';
import { partnerIntegration } from './partnerIntegration';
import { pattern } from './pattern';
import { preference } from './preference';
import { purchaseOrder } from './purchaseOrder';
import { statusAlert } from './statusAlert';
import { subOrganisation } from './subOrganisation';
import { system } from './system';
import { table } from './table';
import { tableExtraction } from './tableExtraction';
import { trainer } from './trainer';
import { user } from './user';
import { vendor } from './vendor';
import { workflow } from './workflow';

/** Every resource of the node, in the order the resource list shows them. */
export const resources: ResourceTable[] = [
	autoTest,
	bodImport,
	classificationRule,
	classifier,
	customClassifier,
	customModel,
	customModelLabel,
	dataVault,
	document,
	documentType,
	emailInbox,
	documentExport,
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
];
