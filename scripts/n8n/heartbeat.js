'use strict';
// A line now and then while a long, silent step runs (npm installing n8n and compiling its native
// modules: minutes with no output on a first `npm start`), so a person sees it is not hung. The
// step runs with spawnSync, which holds this process's event loop, so the lines come from a small
// child process of their own, stopped when the step ends.
const { spawn } = require('node:child_process');

/** The line for `seconds` into `what`, with the packages the folder holds so far. */
function progressLine(what, seconds, packages) {
	const time =
		seconds < 60
			? `${seconds} s`
			: `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
	const count = packages > 0 ? `, ${packages} packages so far` : '';
	return `[n8n-local]   … still ${what} (${time}${count}; native modules compile on a first install)`;
}

// The child: every `everyMs`, counts the entries of `folder` (cheap: one directory read) and
// prints progressLine; it ends with its parent.
const CHILD = `
const fs = require('node:fs');
const { progressLine } = require(process.argv[1]);
const [what, folder, everyMs] = process.argv.slice(2);
const started = Date.now();
const count = () => {
	try { return fs.readdirSync(folder).filter((name) => !name.startsWith('.')).length; } catch { return 0; }
};
setInterval(() => {
	console.log(progressLine(what, Math.round((Date.now() - started) / 1000), count()));
}, Number(everyMs));
process.on('disconnect', () => process.exit(0));
`;

/**
 * Starts the lines for `what` (`installing n8n 2.41.1`), counting the packages in `folder`; the
 * answer stops them. Every 15 s on a terminal, every 30 s in a log.
 */
function startHeartbeat(what, folder, everyMs = process.stdout.isTTY ? 15000 : 30000) {
	const child = spawn(process.execPath, ['-e', CHILD, __filename, what, folder, String(everyMs)], {
		stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
	});
	child.unref();
	return () => {
		if (child.exitCode === null) child.kill();
	};
}

module.exports = { progressLine, startHeartbeat };
