import { VersionedNodeType, type INodeTypeBaseDescription } from 'n8n-workflow';

import { NodeVersion } from './nodeVersion';
import { NEWEST_VERSION } from './resources/versions';
import { version1 } from './v1/version1';
import { version2 } from './v2/version2';
import { version3 } from './v3/version3';
import { version4 } from './v4/version4';
import { version5 } from './v5/version5';

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
 * (v<N>/version<N>.ts), holding only that version's parameters; a saved workflow keeps the
 * version it was made with. What the versions changed: resources/versions.ts.
 */
export class DocumentProcessing extends VersionedNodeType {
	constructor() {
		super(
			{
				1: new NodeVersion({ ...baseDescription, ...version1 }),
				2: new NodeVersion({ ...baseDescription, ...version2 }),
				3: new NodeVersion({ ...baseDescription, ...version3 }),
				4: new NodeVersion({ ...baseDescription, ...version4 }),
				5: new NodeVersion({ ...baseDescription, ...version5 }),
			},
			baseDescription,
		);
	}
}
