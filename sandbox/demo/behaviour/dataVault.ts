// Data vault: records under a main key (and optional sub key) with up to five text, two whole-number
// and two boolean values. The contract types them all as text; the number and boolean ones must read as such.
import { flagInput, optionalText, requiredText } from '../../standIn/behaviour/inputValues';
import { integerInput } from './records';
import { json, type BehaviourTable } from './types';

const TEXT_VALUES = ['str_value_1', 'str_value_2', 'str_value_3', 'str_value_4', 'str_value_5'];
const INTEGER_VALUES = ['int_value_1', 'int_value_2'];
const FLAG_VALUES = ['bool_value_1', 'bool_value_2'];

export const dataVaultBehaviour: BehaviourTable = {
	'dataVault.createRecord': (context) => {
		const { body, state } = context;
		const read: Array<[string, string | number | boolean | undefined]> = [
			...TEXT_VALUES.map(
				(name) => [name, optionalText(body, name)] as [string, string | undefined],
			),
			...INTEGER_VALUES.map(
				(name) => [name, integerInput(context, name)] as [string, number | undefined],
			),
			...FLAG_VALUES.map(
				(name) => [name, flagInput(context, name)] as [string, boolean | undefined],
			),
		];
		const values = Object.fromEntries(
			read.filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined),
		);
		const record = state.account.dataVault.add({
			main_key: requiredText(body, 'main_key'),
			sub_key: optionalText(body, 'sub_key') ?? null,
			values,
			created_on: state.nowIso(),
		});
		return json(record);
	},
};
