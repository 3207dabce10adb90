import { endpoints, type Area, type EndpointGroup, type Endpoints } from '../../../contract';
import { defineResource } from './defineResource';
import type { Operation, ResourceOverlay, ResourceTable } from './types';
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

/**
 * The node's side of every contract area, by area: tsc refuses a missing or an unknown one, so
 * the list of resources is the contract's.
 */
const OVERLAYS: { [A in Area]: ResourceOverlay<Endpoints[A]> } = {
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

/** Every resource of the node, in the contract's order. */
export const resources: ResourceTable[] = (Object.keys(endpoints) as Area[]).map((area) =>
	defineResource(
		endpoints[area] as EndpointGroup,
		OVERLAYS[area] as ResourceOverlay<EndpointGroup>,
	),
);

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
