'use strict';
// The connections of a workflow whose nodes run one after the other, for workflows the e2e lanes
// build themselves (the queue lane's scenarios, the claim race).

/** `names` in order, each node's main output into the next one's input. */
const chain = (names) =>
	Object.fromEntries(
		names
			.slice(0, -1)
			.map((name, index) => [
				name,
				{ main: [[{ node: names[index + 1], type: 'main', index: 0 }]] },
			]),
	);

module.exports = { chain };
