// The travel export (../shared/data/mix-projects/travel-ivr-digital, unchanged) booking a flight
// through its server-side POST data access node against a real local HTTP backend (the lab switch
// on, loopback only): returnCode "0" goes to the confirmation, a non-zero code, a timeout and a
// non-JSON answer go to Failure and on to the transfer (escalation_action). The backend sees the
// Send Data as a JSON body; the data-required and data-received records say what happened.
import http from 'node:http';
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { readTopic, type LogApi } from '../eventlog/log-clients.testkit.js';
import { runProjectsCommand } from '../cli/projects.js';
import { collectorOf, mixProject } from './dialog.testkit.js';

const TRAVEL = mixProject('travel-ivr-digital');
const APP = 'vigil';
const URN = 'urn:nuance-mix:tag:model/travel1/mix.dialog';

type Mode = 'ok' | 'declined' | 'slow' | 'html';
let mode: Mode = 'ok';
const seen: { method: string; url: string; contentType: string; body: unknown }[] = [];
let backend: http.Server;
let backendUrl: string;

type Msg = { nlg?: { text: string }[] };
type Payload = {
  messages?: Msg[];
  qa_action?: { message?: Msg };
  qaAction?: { message?: Msg };
  escalation_action?: { id: string };
  escalationAction?: { id: string };
  end_action?: { id: string };
  endAction?: { id: string };
};
const text = (p: Payload) =>
  [...(p.messages ?? []), (p.qa_action ?? p.qaAction)?.message]
    .flatMap((m) => m?.nlg ?? [])
    .map((n) => n.text)
    .join(' | ');

beforeAll(async () => {
  process.env.VIGIL_DLG_LAB_BACKENDS = '1';
  process.env.VIGIL_DLG_FETCH_TIMEOUT_MS = '400';
  backend = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'] ?? '',
        body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
      });
      if (mode === 'slow') return void setTimeout(() => res.end('{"returnCode":"0"}'), 1500).unref();
      if (mode === 'html') return void res.end('<html>oops</html>');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(mode === 'ok' ? { returnCode: '0', isFlightConfirmed: 'true' } : { returnCode: '7' }));
    });
  });
  await new Promise<void>((r) => backend.listen(0, '127.0.0.1', () => r()));
  backendUrl = `http://127.0.0.1:${(backend.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.VIGIL_DLG_LAB_BACKENDS;
  delete process.env.VIGIL_DLG_FETCH_TIMEOUT_MS;
  backend.closeAllConnections();
  await new Promise<void>((r) => backend.close(() => r()));
});

describe.each(dbKinds())('travel on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let reader: LogApi;

  beforeAll(async () => {
    t = await startTestServer(kind);
    const err: string[] = [];
    const code = await runProjectsCommand(
      ['projects', 'deploy', TRAVEL, '--app', APP, '--tag', 'travel1', '--alias', `demo.mix.nuance.com=${backendUrl}`],
      { db: t.db, out: () => undefined, err: (l) => err.push(l) },
    );
    expect(err).toEqual([]);
    expect(code).toBe(0);
    token = await t.token('service', { oauthScopes: ['dlg'] });
    reader = await collectorOf(t, APP);
  }, 240_000);
  afterAll(async () => t?.close());

  const rpc = async (transport: 'grpc' | 'http', method: string, req: Record<string, unknown>) => {
    if (transport === 'grpc') return t.call<Record<string, unknown>>('nuance.dlg.v1.DialogService', method, req, token);
    const p =
      method === 'Start'
        ? `/dlg/v1/start/${encodeURIComponent(URN)}`
        : `/dlg/v1/${method.toLowerCase()}/${encodeURIComponent(String(req.session_id))}`;
    const res = await t.http('POST', p, { token, body: req });
    if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.json)}`);
    return res.json;
  };
  const say = async (transport: 'grpc' | 'http', sid: string, data: Record<string, string>) =>
    (
      await rpc(transport, 'Execute', {
        session_id: sid,
        payload: { user_input: { interpretation: { confidence: 0.9, utterance: 'x', data } } },
      })
    ).payload as Payload;

  /** From Start to the booking's data access: the turn that answers "yes, book it". */
  async function book(transport: 'grpc' | 'http'): Promise<{ sid: string; last: Payload }> {
    const start = await rpc(transport, 'Start', {
      payload: { model_ref: { uri: URN } },
      selector: { channel: 'default' },
    });
    const p = start.payload as { session_id?: string; sessionId?: string };
    const sid = String(p.session_id ?? p.sessionId);
    const first = (await rpc(transport, 'Execute', { session_id: sid, payload: {} })).payload as Payload;
    expect(text(first)).toContain('Windborne Airlines. Thanks for flying with us!');
    let r = await say(transport, sid, {
      INTENT: 'iBookFlight',
      eDepartureCity: 'Boston',
      eArrivalCity: 'Atlanta',
      eDepartureDate: '2026-12-24',
    });
    expect(text(r)).toContain('Sure I can help you with that.');
    expect(text(r)).toMatch(/a flight from Boston to Atlanta/);
    r = await say(transport, sid, { eConfirmFlightLookup: 'yes' });
    expect(text(r)).toContain('I found a flight leaving on 2026-12-24');
    return { sid, last: await say(transport, sid, { eConfirmFlight: 'yes' }) };
  }

  describe.each(['grpc', 'http'] as const)('over %s', (transport) => {
    it('books through the server-side POST: returnCode 0 goes to the confirmation', async () => {
      mode = 'ok';
      const before = seen.length;
      const { sid, last } = await book(transport);
      expect(text(last)).toContain('All set!');
      expect(text(last)).toContain('travel to Atlanta');
      expect(last.qa_action ?? last.qaAction).toBeDefined(); // back at "What would you like to do next?"
      expect(seen.slice(before)).toEqual([
        {
          method: 'POST',
          url: '/book-flight-quickstart',
          contentType: 'application/json; charset=utf-8',
          body: { departureCity: 'Boston', arrivalCity: 'Atlanta', departureDate: '2026-12-24' },
        },
      ]);
      const end = (await rpc(transport, 'Execute', { session_id: sid, payload: { dialog_event: { type: 'HANGUP' } } }))
        .payload as Payload;
      expect((end.end_action ?? end.endAction)?.id).toBe('ma1025_EndCall_EA');
      const events = await waitUntil(
        async () => {
          const ev = (await readTopic(reader, APP))
            .filter((x) => x.value.source === 'NIIEventLogger' && x.value.data.sessionid === sid)
            .flatMap((x) => (x.value.data as { events: { name: string; value: Record<string, unknown> }[] }).events);
          return ev.some((e) => e.name === 'application-ended') ? ev : undefined;
        },
        { what: 'the NII events', timeoutMs: 15_000, intervalMs: 100 },
      );
      expect(events.find((e) => e.name === 'data-required')?.value).toEqual({
        id: 'bf1055_SubmitFlight_DA',
        type: 'internal',
        data: { departureCity: 'Boston', arrivalCity: 'Atlanta', departureDate: '2026-12-24' },
        timeout: { connect: 3000, request: 400 },
        endpoint: { type: 'REST', method: 'POST', uri: `${backendUrl}/book-flight-quickstart`, headers: [] },
      });
      const received = events.find((e) => e.name === 'data-received')!.value;
      expect(received).toMatchObject({
        id: 'bf1055_SubmitFlight_DA',
        returnCode: '0',
        data: { isFlightConfirmed: 'true' },
      });
      expect(received.duration).toBeGreaterThanOrEqual(0);
    });
  });

  it.each([
    ['declined', '7'],
    ['slow', ''],
    ['html', ''],
  ] as const)('a %s backend goes to Failure and on to the transfer', async (m, code) => {
    mode = m;
    const { sid, last } = await book('grpc');
    expect(text(last)).toContain("I'm having a little trouble with that.");
    expect(text(last)).toContain('Just a minute while I connect you with someone to help.');
    expect((last.escalation_action ?? last.escalationAction)?.id).toBe('tr1010_Transfer_EA');
    const received = await waitUntil(
      async () =>
        (await readTopic(reader, APP))
          .filter((x) => x.value.source === 'NIIEventLogger' && x.value.data.sessionid === sid)
          .flatMap((x) => (x.value.data as { events: { name: string; value: Record<string, unknown> }[] }).events)
          .find((e) => e.name === 'data-received'),
      { what: 'the data-received event', timeoutMs: 15_000, intervalMs: 100 },
    );
    expect(received.value).toMatchObject({ id: 'bf1055_SubmitFlight_DA', returnCode: code, data: {} });
  });
});
