'use strict';
// one-off (not committed): the Data tables template in the editor at its opening zoom
const fs = require('node:fs');
const path = require('node:path');
const n8n = require('../scripts/n8n/common');
const { templateCredentials } = require('../scripts/lib/templateCredentials');
const { screenshotWorkflow } = require('./screenshot');
(async () => {
	const dir = '/tmp/n8n-dp-shot';
	fs.rmSync(dir, { recursive: true, force: true });
	const userFolder = path.join(dir, 'n8n');
	fs.mkdirSync(userFolder, { recursive: true });
	n8n.stagePackage(userFolder);
	const port = await n8n.freePort();
	const env = n8n.n8nEnv({ userFolder, port, brokerPort: await n8n.freePort() });
	await n8n.importCredential(env, { url: 'http://127.0.0.1:9', apiKey: 'x' }, dir);
	await n8n.importCredentials(env, templateCredentials(), dir);
	await n8n.importWorkflows(env, [path.join(n8n.ROOT, 'examples', process.argv[2] || 'mailbox-to-erp.json')], dir);
	const server = n8n.startN8n(env, { logFile: path.join(dir, 'n8n.log') });
	try {
		const base = `http://127.0.0.1:${port}`;
		await n8n.waitForN8n(base, server);
		const rest = new n8n.N8nRest(base);
		const owner = { email: 'shot@example.com', password: 'Shot-Password-1', firstName: 'S', lastName: 'H' };
		await rest.setupOwner(owner);
		const wf = JSON.parse(fs.readFileSync(path.join(n8n.ROOT, 'examples', process.argv[2] || 'mailbox-to-erp.json')));
		for (const viewport of [{ width: 1440, height: 900 }, { width: 1920, height: 1080 }]) {
			const r = await screenshotWorkflow({ baseUrl: base, email: owner.email, password: owner.password, workflowId: wf.id, file: `/tmp/shot-${viewport.width}.png`, expectNodes: wf.nodes.length, viewport });
			console.log(JSON.stringify(r));
		}
	} finally {
		await server.stop();
	}
})().catch((e) => { console.error(e); process.exitCode = 1; });
