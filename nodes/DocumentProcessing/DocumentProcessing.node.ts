import { VersionedNodeType, type INodeTypeBaseDescription } from 'n8n-workflow';

import { ActionNodeVersion } from './actionNodeVersion';
import { NEWEST_VERSION } from './resources/versions';
import { version1 } from './generated/version1';
import { version2 } from './generated/version2';
import { version3 } from './generated/version3';
import { version4 } from './generated/version4';
import { version5 } from './generated/version5';
import { version6 } from './generated/version6';
import { version7 } from './generated/version7';

const baseDescription: INodeTypeBaseDescription = {
	displayName: 'Document Processing',
	name: 'documentProcessing',
	icon: {
		light: 'file:../../icons/documentProcessing.svg',
		dark: 'file:../../icons/documentProcessing.dark.svg',
	},
	group: ['transform'],
	// The trigger node has the same text: n8n lists the two as one entry and shows the trigger's.
	description:
		'Upload invoices, receipts and other scanned documents, extract their data with OCR, then review and export them',
	usableAsTool: true,
	defaultVersion: NEWEST_VERSION,
};

/**
 * The action node. What each version shows is data written by `npm run generate`
 * (generated/version<N>.ts), holding only that version's parameters; a saved workflow keeps the
 * version it was made with. What the versions changed: resources/versions.ts.
 */
export class DocumentProcessing extends VersionedNodeType {
	constructor() {
		super(
			{
				1: new ActionNodeVersion({ ...baseDescription, ...version1 }),
				2: new ActionNodeVersion({ ...baseDescription, ...version2 }),
				3: new ActionNodeVersion({ ...baseDescription, ...version3 }),
				4: new ActionNodeVersion({ ...baseDescription, ...version4 }),
				5: new ActionNodeVersion({ ...baseDescription, ...version5 }),
				6: new ActionNodeVersion({ ...baseDescription, ...version6 }),
				7: new ActionNodeVersion({ ...baseDescription, ...version7 }),
			},
			baseDescription,
		);
	}
}
