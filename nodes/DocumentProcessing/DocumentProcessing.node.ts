import { VersionedNodeType, type INodeTypeBaseDescription } from 'n8n-workflow';

import { NEWEST_VERSION } from './resources/versions';
import { DocumentProcessingV1 } from './v1/DocumentProcessingV1.node';
import { DocumentProcessingV2 } from './v2/DocumentProcessingV2.node';
import { DocumentProcessingV3 } from './v3/DocumentProcessingV3.node';

/**
 * The action node. Each version's description is data written by `npm run generate`
 * (v<N>/DocumentProcessingV<N>.node.ts), holding only what that version shows; a saved workflow
 * keeps the version it was made with. What the versions changed: resources/versions.ts.
 */
export class DocumentProcessing extends VersionedNodeType {
	constructor() {
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
			defaultVersion: NEWEST_VERSION,
		};
		super(
			{
				1: new DocumentProcessingV1(baseDescription),
				2: new DocumentProcessingV2(baseDescription),
				3: new DocumentProcessingV3(baseDescription),
			},
			baseDescription,
		);
	}
}
