// OCR configuration: which OCR server type the organisation uses (one of the listed types) and
// whether the Etext function (reading embedded PDF text instead of OCR) is on.
import { issue, ValidationError } from '../../contract';
import { requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable } from './types';

const SERVER_TYPES = [
	{ ocr_type: 'tesseract', name: 'Tesseract' },
	{ ocr_type: 'abbyy', name: 'ABBYY FineReader Server' },
	{ ocr_type: 'azure', name: 'Azure Document Intelligence' },
	{ ocr_type: 'google', name: 'Google Document AI' },
];
const TYPE_NAMES = SERVER_TYPES.map((type) => type.ocr_type);

const configurationView = (ocrType: string) =>
	SERVER_TYPES.find((type) => type.ocr_type === ocrType) ?? { ocr_type: ocrType };

export const ocrConfigurationsBehaviour: BehaviourTable = {
	'ocrConfiguration.getServerTypes': () => json(SERVER_TYPES),
	'ocrConfiguration.update': ({ body, state }) => {
		const ocrType = requiredText(body, 'ocr_type');
		if (!TYPE_NAMES.includes(ocrType))
			throw new ValidationError([issue.enum(['body', 'ocr_type'], TYPE_NAMES)]);
		state.account.ocr.ocr_type = ocrType;
		return json(configurationView(ocrType));
	},
	'ocrConfiguration.get': ({ state }) => json(configurationView(state.account.ocr.ocr_type)),
	'ocrConfiguration.setEtext': ({ body, state }) => {
		state.account.ocr.etext_enabled = body.enabled === true;
		return json({ enabled: state.account.ocr.etext_enabled });
	},
	'ocrConfiguration.getEtextStatus': ({ state }) =>
		json({ enabled: state.account.ocr.etext_enabled }),
};
