// --demo's event history: the demo event-log client (OAuth scope log only) reads the seeded records
// through the public API, from the oldest, and downloads the audio a call summary points at.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../app.js';
import { seedDemo, type DemoClient } from '../demo/index.js';
import { DEMO_LOG_APP, demoResourcesFile, writeDemoResources } from '../demo/eventlog.js';
import { silentLogger } from '../util/log.js';
import { logApi, logToken, newConsumerName, type Record_ } from './log-clients.testkit.js';

let server: RunningServer;
let clients: DemoClient[];

beforeAll(async () => {
  server = await startServer({ log: silentLogger, grpcPort: 0, httpPort: 0 });
  clients = await seedDemo(server.db, { eventLog: server.eventLog, httpUrl: server.httpUrl });
}, 120_000);
afterAll(async () => server?.stop(2_000));

it('seeds a week of calls that the demo log client reads from the oldest, with playable audio', async () => {
  const reader = clients.find((c) => c.oauthScopes?.includes('log'))!;
  expect(reader.oauthScopes).toEqual(['log']);
  expect(reader.clientId).toBe(`appID:${DEMO_LOG_APP}:geo:local:clientName:demo-eventlog`);
  const t = await logToken(server.tokenUrl, reader.clientId, reader.clientSecret, 'G');
  const api = logApi(server.httpUrl, 'G', () => t.header);
  const group = `appID-${DEMO_LOG_APP}-clientName-demo-eventlog-00`;
  const name = newConsumerName();
  const body = { 'auto.offset.reset': 'earliest', 'consumer.request.timeout.ms': 0 };
  expect((await api.call('POST', '/consumers', { group, name, body })).status).toBe(204);
  expect(
    (await api.call('POST', '/consumers/subscription', { group, name, body: { topics: [DEMO_LOG_APP] } })).status,
  ).toBe(204);
  const all: Record_[] = [];
  for (;;) {
    const r = await api.call('GET', '/consumers/records', { group, name });
    const batch = r.json as Record_[];
    if (!batch.length) break;
    all.push(...batch);
  }
  const stored = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM event_log_records WHERE topic = $1',
    [DEMO_LOG_APP],
  );
  expect(all.length).toBe(stored.rows[0]!.n);
  expect(new Set(all.map((r) => r.key.service))).toEqual(new Set(['ASRaaS', 'NLUaaS', 'DLGaaS']));
  const summaries = all.filter((r) => String(r.value.data.dataContentType).includes('callsummary'));
  expect(summaries.length).toBeGreaterThan(0);
  const urn = (summaries[0]!.value.data.callsummary as { recognize: { audioUrn: string }[] }).recognize[0]!.audioUrn;
  const audio = await fetch(`${server.httpUrl}/api/v1/audio?urn=${encodeURIComponent(urn)}`, {
    headers: { authorization: t.header },
  });
  expect(audio.status).toBe(200);
  expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(16000);
  // Seeding again adds nothing.
  await seedDemo(server.db, { eventLog: server.eventLog });
  const again = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM event_log_records WHERE topic = $1',
    [DEMO_LOG_APP],
  );
  expect(again.rows[0]!.n).toBe(stored.rows[0]!.n);
});

it('writes demo-resources.json with the event-log and audio-file addresses', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-res-'));
  try {
    writeDemoResources(dir, server.httpUrl);
    expect(JSON.parse(fs.readFileSync(demoResourcesFile(dir), 'utf8'))).toEqual({
      eventLogUrl: server.httpUrl,
      audioFileUrl: `${server.httpUrl}/api/v1/audio`,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
