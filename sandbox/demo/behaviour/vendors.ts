// Vendors (/fuzzy/... and /vendors/..., one store: state.areas.procurement.vendors): keyword and
// address type filters, exact skip/limit paging, CSV import (header row, `;` or `,`).
import { upsert } from '../stores/procurement';
import type { EnumOf } from '../../contract';
import { matchesKeyword, pageOf } from '../../standIn/behaviour/inputValues';
import { csvRecords } from './csvUpload';
import { json, type BehaviourTable, type Handler } from './types';

/** One of the contract's address types (validated; `ALL` by default). */
type AddressType = EnumOf<'vendor.search' | 'vendor.searchFuzzy', 'address_type'>;

const listVendors: Handler = (context) => {
	const { query } = context;
	const addressType = (query.address_type as AddressType | undefined) ?? 'ALL';
	const rows = context.state.areas.procurement.vendors.list(
		(vendor) =>
			matchesKeyword(vendor, query.keyword) &&
			(addressType === 'ALL' ||
				String(vendor.address_type).toLowerCase() === addressType.toLowerCase()),
	);
	const { page, total } = pageOf(rows, query.skip, query.limit);
	return json({ vendors: page, total });
};

const importVendors: Handler = (context) => {
	const { procurement } = context.state.areas;
	const rows = csvRecords(context);
	let created = 0;
	for (const row of rows) {
		const fields: Record<string, string> = { address_type: 'Discrete', ...row };
		if (fields.vendor_id)
			created += upsert(procurement.vendors, 'vendor_id', fields).created ? 1 : 0;
		else {
			procurement.addVendor(fields);
			created++;
		}
	}
	return json({
		success: true,
		imported: rows.length,
		created,
		updated: rows.length - created,
		total: procurement.vendors.size,
	});
};

export const vendorsBehaviour: BehaviourTable = {
	'vendor.searchFuzzy': listVendors,
	'vendor.search': listVendors,
	'vendor.importCsvFuzzy': importVendors,
	'vendor.importCsv': importVendors,
};
