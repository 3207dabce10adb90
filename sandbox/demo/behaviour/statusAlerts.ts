// Document status alerts: an alert fires for documents of its type that have stayed in its status
// (since their last change) for at least its delay. get_document_status_alert_statuses shows them.
import type { DemoState } from '../state';
import type { StatusAlert } from '../stores/account';
import { deleted } from './records';
import { optionalText, requiredText } from '../../standIn/behaviour/inputValues';
import { json, type BehaviourTable, type HandlerContext } from './types';

const UNIT_MS: Record<string, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

function alertFields(body: HandlerContext['body']) {
	return {
		name: requiredText(body, 'name'),
		doc_type_key: requiredText(body, 'doc_type_key'),
		doc_status: requiredText(body, 'doc_status'),
		email_address: optionalText(body, 'email_address') ?? null,
		send_to_assigned_user: body.send_to_assigned_user === true,
		delta_type: requiredText(body, 'delta_type'),
		delay_delta_value: Number(body.delay_delta_value),
	};
}

function alertStatus(state: DemoState, alert: StatusAlert) {
	const delayMs = alert.delay_delta_value * (UNIT_MS[alert.delta_type] ?? UNIT_MS.minutes);
	const overdue = state
		.listDocuments()
		.filter(
			(document) =>
				document.doc_type === alert.doc_type_key &&
				document.status === alert.doc_status &&
				state.now() - Date.parse(document.last_saved_on) >= delayMs,
		)
		.map((document) => ({
			doc_id: document.doc_id,
			file_name: document.file_name,
			since: document.last_saved_on,
			assigned_to: document.assigned_to,
		}));
	return {
		alert_id: alert.id,
		name: alert.name,
		doc_type_key: alert.doc_type_key,
		doc_status: alert.doc_status,
		overdue_documents: overdue,
	};
}

export const statusAlertsBehaviour: BehaviourTable = {
	'statusAlert.getMany': ({ state }) => json(state.account.statusAlerts.list()),
	'statusAlert.getStatuses': ({ state }) =>
		json(state.account.statusAlerts.list().map((alert) => alertStatus(state, alert))),
	'statusAlert.create': ({ body, state }) =>
		json(state.account.statusAlerts.add(alertFields(body))),
	'statusAlert.update': ({ body, state }) =>
		json(state.account.statusAlerts.update(requiredText(body, 'id'), alertFields(body))),
	'statusAlert.delete': ({ body, state }) =>
		deleted('Status alert', state.account.statusAlerts.remove(requiredText(body, 'id')).id),
};
