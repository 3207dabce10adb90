// Organisation details, profile and OCR settings: what was set is what get answers.
import { notFound } from '../../contract';
import { defined } from '../../standIn/stores/recordStore';
import { optionalText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable } from './types';

const DETAIL_FIELDS = [
	'companyname',
	'streetnum',
	'postal',
	'city',
	'country',
	'company_id',
	'tax_id',
	'commercial_id',
	'email',
	'phone',
];
const OCR_FIELDS = ['ocr_percentage', 'ocr_todo', 'ocr_langdetect', 'ocr_country'];

const pick = (body: Record<string, unknown>, names: string[]) =>
	defined(Object.fromEntries(names.map((name) => [name, body[name]])));

export const organisationBehaviour: BehaviourTable = {
	/** The details record has id 1 once set; an `id` naming another record is a 404. */
	'organisation.setDetails': ({ body, state }) => {
		const settings = state.account.organisation;
		if (body.id !== undefined && Number(body.id) !== settings.details?.id)
			throw notFound('Organisation details');
		settings.details = {
			id: 1,
			org_id: state.orgId,
			...pick(body, DETAIL_FIELDS),
			updated_on: state.nowIso(),
		};
		return json(settings.details);
	},
	/** Before anything was set: just the organisation's id. */
	'organisation.getDetails': ({ state }) =>
		json(state.account.organisation.details ?? { org_id: state.orgId }),

	'organisation.setProfile': ({ body, state }) => {
		state.account.organisation.profile = optionalText(body, 'profile') ?? null;
		return json({ success: true, profile: state.account.organisation.profile });
	},
	'organisation.getProfile': ({ state }) => json({ profile: state.account.organisation.profile }),

	'organisation.setOcrSettings': ({ body, state }) => {
		state.account.organisation.ocr_settings = pick(body, OCR_FIELDS) as Record<string, string>;
		return json(state.account.organisation.ocr_settings);
	},
	'organisation.getOcrSettings': ({ state }) =>
		json(
			state.account.organisation.ocr_settings ??
				Object.fromEntries(OCR_FIELDS.map((name) => [name, null])),
		),
};
