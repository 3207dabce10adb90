'use strict';
// Redis and Postgres for the lanes: Debian's binaries (../servers/packages.js installs them),
// data in the lane's folder, listening on 127.0.0.1 only (Postgres: no Unix socket either),
// stopped with their process groups. Postgres runs as the `postgres` system user (it refuses to
// run as root), which Debian's postgresql package creates.
const fs = require('node:fs');
const path = require('node:path');
const { execFile, spawnSync } = require('node:child_process');
const { promisify } = require('node:util');

const execFileAsync = promisify(execFile);
const { freePort } = require('../../scripts/n8n/common');
const { startDaemon, waitFor } = require('../servers/daemons');
const { PG_BIN } = require('../servers/packages');

const PG_USER = 'n8n';
const PG_DATABASE = 'n8n';

async function startRedis(dataDir) {
	const dir = path.join(dataDir, 'redis');
	fs.rmSync(dir, { recursive: true, force: true });
	fs.mkdirSync(dir, { recursive: true });
	const port = await freePort();
	const redis = startDaemon(
		'redis-server',
		[
			'--port',
			String(port),
			'--bind',
			'127.0.0.1',
			'--protected-mode',
			'yes',
			'--save',
			'',
			'--appendonly',
			'no',
			'--dir',
			dir,
			'--daemonize',
			'no',
		],
		{ logFile: path.join(dataDir, 'redis.log'), cwd: dir },
	);
	await waitFor(
		'redis-server',
		redis,
		() =>
			spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), 'ping'], {
				encoding: 'utf8',
			}).stdout?.trim() === 'PONG',
	);
	return { ...redis, port, stop: redis.stop };
}

/** Runs a Postgres binary as the postgres system user when this is root (Postgres refuses root). */
function asPostgresUser(binary, args) {
	const full = path.join(PG_BIN, binary);
	if (process.getuid?.() !== 0) return [full, args];
	return [
		'setpriv',
		['--reuid=postgres', '--regid=postgres', '--init-groups', '--', full, ...args],
	];
}

async function startPostgres(dataDir) {
	const dir = path.join(dataDir, 'postgres');
	fs.rmSync(dir, { recursive: true, force: true });
	fs.mkdirSync(dir, { recursive: true });
	if (process.getuid?.() === 0) fs.chownSync(dir, ...postgresIds());
	const [initdb, initArgs] = asPostgresUser('initdb', [
		'-D',
		dir,
		'-A',
		'trust',
		'-U',
		PG_USER,
		'-E',
		'UTF8',
		'--no-sync',
	]);
	const init = spawnSync(initdb, initArgs, { encoding: 'utf8', cwd: '/', timeout: 120000 });
	if (init.status !== 0)
		throw new Error(`initdb failed (exit ${init.status}):\n${init.stderr}${init.stdout}`);
	const port = await freePort();
	// A throwaway test database: durability off for speed; a few more connections than the default 100.
	const [postgres, args] = asPostgresUser('postgres', [
		'-D',
		dir,
		'-h',
		'127.0.0.1',
		'-p',
		String(port),
		'-k',
		'',
		'-c',
		'fsync=off',
		'-c',
		'synchronous_commit=off',
		'-c',
		'full_page_writes=off',
		'-c',
		'max_connections=200',
		'-c',
		'shared_buffers=256MB',
	]);
	// SIGINT is Postgres's fast shutdown.
	const server = startDaemon(postgres, args, {
		logFile: path.join(dataDir, 'postgres.log'),
		cwd: '/',
		name: 'postgres',
		stopSignal: 'SIGINT',
	});
	const psqlArgs = (sql, database) => [
		'-h',
		'127.0.0.1',
		'-p',
		String(port),
		'-U',
		PG_USER,
		'-d',
		database,
		'-Atqc',
		sql,
	];
	// Run data of a thousand executions is more than spawnSync's default 1 MB of output.
	const psqlOptions = { encoding: 'utf8', timeout: 120000, maxBuffer: 1024 * 1024 * 1024 };
	const psql = (sql, database = 'postgres') =>
		spawnSync('psql', psqlArgs(sql, database), psqlOptions);
	const rowsOf = (stdout) =>
		stdout.trim() === ''
			? []
			: stdout
					.trim()
					.split('\n')
					.map((row) => row.split('|'));
	await waitFor('postgres', server, () => psql('select 1').status === 0);
	const created = psql(`create database ${PG_DATABASE}`);
	if (created.status !== 0) throw new Error(`create database failed: ${created.stderr}`);
	return {
		...server,
		port,
		user: PG_USER,
		database: PG_DATABASE,
		stop: server.stop,
		/**
		 * The same, without holding this process's event loop: what a lane asks again and again
		 * while a stand-in service in this process serves n8n (a spawnSync would freeze it).
		 */
		async queryAsync(sql) {
			const { stdout } = await execFileAsync('psql', psqlArgs(sql, PG_DATABASE), psqlOptions);
			return rowsOf(stdout);
		},
		/** Rows of a query on the n8n database, `|`-separated columns. */
		query(sql) {
			const result = psql(sql, PG_DATABASE);
			if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
			return rowsOf(result.stdout);
		},
	};
}

function postgresIds() {
	const line = fs
		.readFileSync('/etc/passwd', 'utf8')
		.split('\n')
		.find((entry) => entry.startsWith('postgres:'));
	if (!line) throw new Error("no postgres system user (install Debian's postgresql package)");
	const [, , uid, gid] = line.split(':');
	return [Number(uid), Number(gid)];
}

module.exports = { startRedis, startPostgres };
