#!/usr/bin/env node
// Talks to the demo dialog project the way a new user would, with only what `npm run serve --
// --demo --data-dir DIR` leaves in DIR: a client of the demo app (demo-clients.json), the server's
// address and the dialog model URN (demo-resources.json). Over HTTP/JSON: Start, the first Execute,
// a typed question, the data the dialog asks for (as a client-side integration would fetch it), then
// "no" to "anything else?", printing each turn.
// Usage: node scripts/dialog-demo.mjs DIR [--balance AMOUNT]
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/dialog-demo.mjs DATA_DIR [--balance AMOUNT]');
  process.exit(2);
}
const balance = process.argv.includes('--balance') ? process.argv[process.argv.indexOf('--balance') + 1] : '$1,234.56';
const resources = JSON.parse(fs.readFileSync(path.join(dir, 'demo-resources.json'), 'utf8'));
const clients = JSON.parse(fs.readFileSync(path.join(dir, 'demo-clients.json'), 'utf8'));
const client = clients.find((c) => c.role === 'analyst') ?? clients[0];
const base = resources.eventLogUrl;
const urn = resources.dialogModelUrn;
if (!urn) throw new Error('demo-resources.json has no dialogModelUrn: start the server with --demo');

const basic = Buffer.from(`${encodeURIComponent(client.clientId)}:${client.clientSecret}`).toString('base64');
const tok = await fetch(`${base}/oauth2/token`, {
  method: 'POST',
  headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
  body: 'grant_type=client_credentials&scope=dlg',
});
if (!tok.ok) throw new Error(`token: HTTP ${tok.status} ${await tok.text()}`);
const token = (await tok.json()).access_token;

async function post(p, body) {
  const res = await fetch(`${base}${p}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${p}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json;
}

function show(payload) {
  for (const m of payload.messages ?? []) for (const n of m.nlg ?? []) console.log(`  bot: ${n.text}`);
  const [action, body] = Object.entries(payload).find(([k]) => k.endsWith('Action')) ?? ['none', {}];
  for (const n of body.message?.nlg ?? []) console.log(`  bot: ${n.text}`);
  console.log(
    `  [${action}${body.id ? ` ${body.id}` : ''}${body.data && Object.keys(body.data).length ? ` ${JSON.stringify(body.data)}` : ''}]`,
  );
  return { action, body };
}

const { payload: started } = await post(`/dlg/v1/start/${encodeURIComponent(urn)}`, {
  selector: { channel: 'default', language: 'en-US' },
});
const sid = started.sessionId;
console.log(`session ${sid}`);
const turn = async (label, payload) => {
  if (label) console.log(`user: ${label}`);
  return show((await post(`/dlg/v1/execute/${sid}`, { payload })).payload);
};
await turn('', {});
const asked = await turn('what is my checking balance', { user_input: { user_text: 'what is my checking balance' } });
if (asked.action === 'daAction')
  await turn(`(the client fetches ${asked.body.id}: ${balance})`, {
    requested_data: {
      id: asked.body.id,
      data: { returnCode: '0', DAReturnStatus: 'Success', accountBalance: balance },
    },
  });
const { sessionRemainingSec } = await post(`/dlg/v1/status/${sid}`, {});
console.log(`(session has ${sessionRemainingSec} s left)`);
await post(`/dlg/v1/stop/${sid}`, undefined).catch(() => undefined);
console.log('session stopped');
