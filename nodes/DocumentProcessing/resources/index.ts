import type { Operation, ResourceTable } from './types';
import { autoTest } from './autoTest';
import { bodImport } from './bodImport';
import { classificationRule } from './classificationRule';
import { classifier } from './classifier';
import { customClassifier } from './customClassifier';
import { customModel } from './customModel';
import { customModelLabel } from './customModelLabel';
import { dataVault } from './dataVault';
import { document } from './document';
import { documentExport } from './documentExport';
import { documentType } from './documentType';
import { emailInbox } from './emailInbox';
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

/** Every resource of the node. */
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
	documentExport,
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
];

const byOperation = new Map<string, Operation>(
	resources.flatMap((resource) =>
		resource.operations.map(
			(operation) => [`${resource.value}:${operation.operation}`, operation] as const,
		),
	),
);

/** The operation behind a resource and operation value of the node. */
export function findOperation(resource: string, operation: string): Operation | undefined {
	return byOperation.get(`${resource}:${operation}`);
}
