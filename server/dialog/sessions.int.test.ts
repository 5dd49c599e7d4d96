// Dialog sessions beyond one conversation: expiry (NOT_FOUND "Could not find session for …" once
// the timeout passes), another app cannot reach a session, the dlg scope is required, Update sets
// variables the flow reads, ExecuteStream needs the dlg scope too, and a data access node with a
// latency message answers continue_action first and fetches on the next Execute; a conversation
// served by two instances on one database in turn never answers from a stale session.
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../wire/clock.js';
import { loadProtos } from '../../wire/protos.js';
import { grpcStatus, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { createClient } from '../auth/clients.js';
import { clientCredentialsToken } from '../../testkit/server-harness.testkit.js';
import { runProjectsCommand } from '../cli/projects.js';
import { startServer } from '../app.js';
import { silentLogger } from '../util/log.js';
import { mixProject } from './dialog.testkit.js';

const TRAVEL = mixProject('travel-ivr-digital');
const SVC = 'nuance.dlg.v1.DialogService';
const URN = 'urn:nuance-mix:tag:model/lat1/mix.dialog';
const DEFAULT_CHANNEL = '5f75f8f1-4e76-4a7d-99d0-5013e68ac259';
const LATENCY = 'One moment while I book that.';

let tmp: string;
let backend: http.Server;
let backendUrl: string;
let calls = 0;

beforeAll(async () => {
  process.env.VIGIL_DLG_LAB_BACKENDS = '1';
  // The travel export with a latency message on its data access node.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-dlg-lat-'));
  const d = JSON.parse(fs.readFileSync(path.join(TRAVEL, 'dialog.json'), 'utf8')) as {
    data: { components: { nodes: { dataaccessNode?: { processingItems: unknown } }[] }[] };
  };
  for (const c of d.data.components)
    for (const n of c.nodes)
      if (n.dataaccessNode)
        n.dataaccessNode.processingItems = {
          channelProcessingItemsMap: {
            [DEFAULT_CHANNEL]: {
              processingItems: [
                {
                  condition: {
                    statementType: 'ALWAYS_TYPE',
                    processingItems: [
                      {
                        promptGroup: {
                          name: 'latency',
                          prompts: [
                            {
                              payload: { ttsText: LATENCY, displayText: LATENCY },
                              language: 'en-US',
                              channel: DEFAULT_CHANNEL,
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        };
  fs.mkdirSync(path.join(tmp, 'en-US'));
  fs.writeFileSync(path.join(tmp, 'dialog.json'), JSON.stringify(d));
  fs.copyFileSync(path.join(TRAVEL, 'metadata.json'), path.join(tmp, 'metadata.json'));
  fs.copyFileSync(path.join(TRAVEL, 'en-US', 'en-US.trsx'), path.join(tmp, 'en-US', 'en-US.trsx'));
  backend = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      calls++;
      res.end('{"returnCode":"0","isFlightConfirmed":"true"}');
    });
  });
  await new Promise<void>((r) => backend.listen(0, '127.0.0.1', () => r()));
  backendUrl = `http://127.0.0.1:${(backend.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.VIGIL_DLG_LAB_BACKENDS;
  await new Promise<void>((r) => backend.close(() => r()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe.each(dbKinds())('dialog sessions on %s', (kind) => {
  let t: TestServer;
  let token: string;
  const clock = new ManualClock(Date.now());

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    const err: string[] = [];
    const code = await runProjectsCommand(
      ['projects', 'deploy', tmp, '--app', 'vigil', '--tag', 'lat1', '--alias', `demo.mix.nuance.com=${backendUrl}`],
      { db: t.db, out: () => undefined, err: (l) => err.push(l) },
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    token = await t.token('service', { oauthScopes: ['dlg'] });
  }, 240_000);
  afterAll(async () => t?.close());

  const start = async (extra: Record<string, unknown> = {}) => {
    const r = await t.call<{ payload: { session_id: string } }>(
      SVC,
      'Start',
      { payload: { model_ref: { uri: URN } }, ...extra },
      token,
    );
    return r.payload.session_id;
  };
  type P = {
    payload: Record<string, { message?: { nlg?: { text: string }[] }; id?: string } & Record<string, unknown>> & {
      messages?: { nlg?: { text: string }[] }[];
    };
  };
  const execute = (sid: string, payload: Record<string, unknown>) =>
    t.call<P>(SVC, 'Execute', { session_id: sid, payload }, token);
  const say = (sid: string, data: Record<string, string>) =>
    execute(sid, { user_input: { interpretation: { confidence: 0.9, utterance: 'x', data } } });

  it('a session expires after its timeout: Status counts down, then NOT_FOUND', async () => {
    const sid = await start({ session_timeout_sec: 60 });
    clock.advance(20_000);
    const s = await t.call<{ session_remaining_sec: number }>(SVC, 'Status', { session_id: sid }, token);
    expect(s.session_remaining_sec).toBe(40);
    clock.advance(41_000);
    const err = await t.call(SVC, 'Execute', { session_id: sid, payload: {} }, token).catch((e: unknown) => e);
    expect(grpcStatus(err).code).toBe(grpc.status.NOT_FOUND);
    expect(grpcStatus(err).message).toBe(`Could not find session for ${sid}`);
  });

  it('another app cannot see or stop the session', async () => {
    const sid = await start();
    const other = await createClient(t.db, {
      role: 'service',
      gkScopeIds: [t.scopeId],
      name: 'other-app',
      app: 'otherapp',
      oauthScopes: ['dlg'],
    });
    const otherToken = await clientCredentialsToken(t.tokenUrl, other.clientId, other.clientSecret);
    for (const m of ['Status', 'Stop', 'Execute']) {
      const err = await t.call(SVC, m, { session_id: sid, payload: {} }, otherToken).catch((e: unknown) => e);
      expect(grpcStatus(err).code).toBe(grpc.status.NOT_FOUND);
    }
    const s = await t.call<{ session_remaining_sec: number }>(SVC, 'Status', { session_id: sid }, token);
    expect(s.session_remaining_sec).toBeGreaterThan(0);
  });

  it('over HTTP, unknown JSON fields are ignored', async () => {
    const sid = await start();
    const res = await t.http('POST', `/dlg/v1/execute/${sid}`, {
      token,
      body: { payload: { somethingNew: 1 }, clientHint: 'x' },
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.json)).toContain('How can I help today?');
  });

  it('needs the dlg scope', async () => {
    const noDlg = await t.token('service', { oauthScopes: ['nlu'] });
    const err = await t.call(SVC, 'Start', { payload: { model_ref: { uri: URN } } }, noDlg).catch((e: unknown) => e);
    expect(grpcStatus(err).code).toBe(grpc.status.PERMISSION_DENIED);
  });

  it('ExecuteStream needs the dlg scope too', async () => {
    const noDlg = await t.token('service', { oauthScopes: ['nlu', 'asr', 'tts'] });
    const def = loadProtos().packageDefinition[SVC] as unknown as grpc.ServiceDefinition;
    const Ctor = grpc.makeGenericClientConstructor(def, SVC);
    const client = new Ctor(t.grpcAddress, grpc.credentials.createInsecure()) as unknown as Record<
      string,
      (md: grpc.Metadata) => grpc.ClientDuplexStream<unknown, unknown>
    >;
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${noDlg}`);
    const call = client.ExecuteStream!.call(client, md);
    const err = await new Promise<grpc.ServiceError>((resolve) => {
      call.on('error', resolve);
      call.on('data', () => undefined);
      call.end();
    });
    expect(err.code).toBe(grpc.status.PERMISSION_DENIED);
    expect(err.details).toMatch(/dlg/);
    (client as unknown as grpc.Client).close();
  });

  it('a latency message comes first as continue_action; the next Execute fetches and goes on', async () => {
    const sid = await start({ selector: { channel: 'default', language: 'en-US' } });
    await execute(sid, {});
    await say(sid, {
      INTENT: 'iBookFlight',
      eDepartureCity: 'Boston',
      eArrivalCity: 'Atlanta',
      eDepartureDate: '2026-12-24',
    });
    await say(sid, { eConfirmFlightLookup: 'yes' });
    const before = calls;
    const r = await say(sid, { eConfirmFlight: 'yes' });
    expect(r.payload.continue_action?.message?.nlg).toEqual([{ text: LATENCY }]);
    expect(r.payload.continue_action?.backend_connection_settings).toEqual({
      fetch_timeout: '5000ms',
      connect_timeout: '3000ms',
    });
    expect(calls).toBe(before); // not fetched yet
    const next = await execute(sid, {});
    expect(calls).toBe(before + 1);
    expect(JSON.stringify(next.payload.messages)).toContain('All set!');
    expect(next.payload.qa_action).toBeDefined();
  });

  it('Update sets session variables the flow reads', async () => {
    const sid = await start();
    const first = await execute(sid, {});
    expect(JSON.stringify(first.payload.qa_action)).toContain('How can I help today?');
    // isFirstNLUEntry picks the main question's wording; asked again, the question reads it anew.
    await t.call(
      SVC,
      'Update',
      { session_id: sid, payload: { data: { fields: { isFirstNLUEntry: { stringValue: 'false' } } } } },
      token,
    );
    const again = await execute(sid, {});
    expect(JSON.stringify(again.payload.qa_action)).toContain('What would you like to do next?');
  });

  it('two instances on one database take turns on a session: each turn starts from the last one saved, by either', async () => {
    // A second server on the same database, as a second instance behind a load balancer.
    const other = await startServer({
      db: t.db,
      log: silentLogger,
      grpcPort: 0,
      httpPort: 0,
      clock,
      transcribe: false,
    });
    const def = loadProtos().packageDefinition[SVC] as unknown as grpc.ServiceDefinition;
    const client = new (grpc.makeGenericClientConstructor(def, SVC))(
      other.grpcAddress,
      grpc.credentials.createInsecure(),
    ) as unknown as Record<string, (req: object, md: grpc.Metadata, cb: (e: unknown, r: unknown) => void) => void>;
    const md = new grpc.Metadata();
    md.set('authorization', `Bearer ${token}`);
    const onOther = (method: string, req: object) =>
      new Promise<unknown>((ok, ko) => client[method]!.call(client, req, md, (e, r) => (e ? ko(e) : ok(r))));
    try {
      const sid = await start();
      // This instance runs the welcome (and keeps the session); the other one changes the session.
      expect(JSON.stringify((await execute(sid, {})).payload.qa_action)).toContain('How can I help today?');
      await onOther('Update', {
        session_id: sid,
        payload: { data: { fields: { isFirstNLUEntry: { stringValue: 'false' } } } },
      });
      // Back here, the question reads the variable the other instance set.
      expect(JSON.stringify((await execute(sid, {})).payload.qa_action)).toContain('What would you like to do next?');
      // A turn on the other instance, then one here: the session moves on from each.
      const there = (await onOther('Execute', {
        session_id: sid,
        payload: {
          user_input: {
            interpretation: {
              confidence: 0.9,
              utterance: 'x',
              data: {
                INTENT: 'iBookFlight',
                eDepartureCity: 'Boston',
                eArrivalCity: 'Atlanta',
                eDepartureDate: '2026-12-24',
              },
            },
          },
        },
      })) as P;
      expect(there.payload.qa_action).toBeDefined();
      const before = calls;
      await say(sid, { eConfirmFlightLookup: 'yes' });
      const done = await say(sid, { eConfirmFlight: 'yes' });
      expect(done.payload.continue_action?.message?.nlg).toEqual([{ text: LATENCY }]);
      expect(JSON.stringify((await execute(sid, {})).payload.messages)).toContain('All set!');
      expect(calls).toBe(before + 1); // the booking was posted once
      // Stopped there, the session is gone here too.
      await onOther('Stop', { session_id: sid });
      const err = await execute(sid, {}).catch((e: unknown) => e);
      expect(grpcStatus(err).code).toBe(grpc.status.NOT_FOUND);
    } finally {
      (client as unknown as grpc.Client).close();
      await other.stop();
    }
  });
});
