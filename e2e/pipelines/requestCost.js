'use strict';
// What the templates cost the service: the requests it served per document, by endpoint. A 429
// turned away is not a request it served; what the lane does as a person at the service (a
// reviewer's Validate and Export, marked with PERSON_HEADER) is not the templates' cost.
const fs = require('node:fs');
const path = require('node:path');

/** The header the lane's own requests to the sandbox carry, as a person's, not a template's. */
const PERSON_HEADER = { 'x-lane-actor': 'a person at the service' };

const countBy = (values) =>
	values.reduce((counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }), {});

const round = (value) => Math.round(value * 100) / 100;

/** The templates' requests among `requests` (the sandbox's log, or a slice of it). */
function templateRequests(requests) {
	return requests.filter(
		(request) => request.status !== 429 && request.headers['x-lane-actor'] === undefined,
	);
}

/** Requests per document (`documents` at the service), in all and by endpoint, most first; `counts` as served. */
function requestCost(requests, documents) {
	const served = templateRequests(requests);
	const per = (count) => round(count / Math.max(1, documents));
	const counts = countBy(served.map((request) => request.endpoint ?? request.path));
	return {
		requests: served.length,
		counts,
		perDocument: per(served.length),
		byEndpoint: Object.fromEntries(
			Object.entries(counts)
				.sort((a, b) => b[1] - a[1])
				.map(([endpoint, count]) => [endpoint, per(count)]),
		),
	};
}

/** The document a request was about (its path's or its body's `doc_id`). */
const documentOf = (request) => request.pathParams?.doc_id ?? request.body?.doc_id;

/**
 * Where the cost goes: per endpoint, how many documents it was sent for more than once, and the
 * most any one document took (`document.getStatus: 12 documents more than once, at most 3`).
 */
function repeatedPerDocument(requests) {
	const counts = {};
	for (const request of templateRequests(requests)) {
		const document = documentOf(request);
		if (document === undefined) continue;
		const key = request.endpoint ?? request.path;
		counts[key] ??= {};
		counts[key][document] = (counts[key][document] ?? 0) + 1;
	}
	return Object.entries(counts)
		.map(([endpoint, byDocument]) => {
			const repeated = Object.values(byDocument).filter((count) => count > 1);
			return repeated.length === 0
				? undefined
				: `${endpoint}: ${repeated.length} documents more than once, at most ${Math.max(...repeated)}`;
		})
		.filter(Boolean);
}

/** The sandbox's request log in the lane's kept folder (PIPELINES_KEEP=1), one line a request. */
function keepRequestLog(requests, dir) {
	const file = path.join(dir, 'sandbox-requests.log');
	const line = (request) =>
		[
			new Date(request.at).toISOString(),
			request.status,
			request.endpoint ?? request.path,
			documentOf(request) ?? '',
			request.headers['x-lane-actor'] ?? '',
		].join(' ');
	fs.writeFileSync(file, `${requests.map(line).join('\n')}\n`);
	console.log(`  the sandbox's requests: ${file}`);
}

/** `endpoint 1.5, endpoint 1` for a line of a lane's output. */
const listedCost = (byEndpoint) =>
	Object.entries(byEndpoint)
		.map(([endpoint, count]) => `${endpoint} ${count}`)
		.join(', ');

module.exports = {
	PERSON_HEADER,
	countBy,
	requestCost,
	listedCost,
	keepRequestLog,
	repeatedPerDocument,
	templateRequests,
};
