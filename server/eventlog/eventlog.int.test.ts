// The event-log consumer API against a real server on port 0, driven the way the three public
// clients drive it (wire/mix-event-log-api-facts.txt section 6): the Go collector's startup in
// modes earliest, latest and none with restarts, commits and its 404 recovery; the Python demo's
// subscribe-poll-unsubscribe; the PHP viewer's 15-second runs; the error bodies of seed section 7;
// the audio-file API; and retention on an injected clock.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../wire/clock.js';
import { createClient } from '../auth/clients.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import {
  asrCallSummary,
  gCreateAssign,
  gDrain,
  gStart,
  logApi,
  logToken,
  newConsumerName,
  niiEvent,
  uuidV1,
  type LogApi,
  type Record_,
  type Style,
} from './log-clients.testkit.js';

const APP = 'DEMO-OMNICHANNEL-APP-DEV';
const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
let h: TestServer;
let creds: { clientId: string; clientSecret: string };
let base: string;

async function client(style: Style, c = creds): Promise<LogApi> {
  // The token endpoint's per-client rate limit refills on the injected clock: let a little time pass.
  clock.advance(300);
  const header = (await logToken(h.tokenUrl, c.clientId, c.clientSecret, style)).header;
  return logApi(base, style, () => header);
}

async function produce(events: Parameters<TestServer['server']['eventLog']['producer']['send']>[0][]) {
  for (const e of events) expect(h.server.eventLog.producer.send(e)).toBe(true);
  await h.server.eventLog.producer.flush();
}

// The token's client is demo-eventlog, and a token may use only its own client's groups.
const group = (nn: string) => `appID-${APP}-clientName-demo-eventlog-${nn}`;
const ids = (rs: Record_[]) => rs.map((r) => r.value.id);

async function committedRows(g: string): Promise<Map<number, number>> {
  const r = await h.db.query<{ partition: number; offset: string }>(
    'SELECT partition, "offset"::text AS offset FROM event_log_offsets WHERE group_name = $1',
    [g],
  );
  return new Map(r.rows.map((x) => [x.partition, Number(x.offset)]));
}

beforeAll(async () => {
  h = await startTestServer('pglite', { clock });
  base = h.httpUrl;
  const scope = h.scopeId;
  creds = await createClient(h.db, {
    role: 'service',
    gkScopeIds: [scope],
    name: 'demo-eventlog',
    app: APP,
    geo: 'us',
    oauthScopes: ['log'],
  });
}, 60_000);
afterAll(async () => h?.close());

describe('Go collector (G), the reference sequence', () => {
  const drainAll = async (api: LogApi, g: string, consumers: string[]) => {
    const batches = await Promise.all(consumers.map((c) => gDrain(api, APP, g, c)));
    for (const b of batches) expect(b).not.toBe(404);
    return (batches as Record_[][]).flat();
  };

  it('mode earliest reads everything on every start and commits the last offset of each batch', async () => {
    const g = group('01');
    const events = Array.from({ length: 12 }, () => asrCallSummary(APP));
    await produce(events);
    const api = await client('G');
    const run1 = await gStart(api, APP, g, 'earliest');
    expect(run1.partitions).toEqual([0, 1, 2, 3]);
    const got = await drainAll(api, g, run1.consumers);
    expect(got.length).toBe(12);
    expect(new Set(got.map((r) => r.key.id))).toEqual(new Set(events.map((e) => e.keyId)));
    // Records are exactly the seed's shape, offsets and partitions are numbers, keys one partition each.
    for (const r of got) {
      expect(r.topic).toBe(APP);
      expect(r.key.service).toBe('ASRaaS');
      expect(r.value).toMatchObject({
        specversion: '1.0',
        service: 'ASRaaS',
        source: 'vendor.asr.v1.Recognizer/Recognize',
        type: 'Recognize',
        appid: APP,
        datacontenttype: 'application/json',
      });
      expect(r.value.data).toHaveProperty('traceid');
      expect(typeof r.value.data.requestid).toBe('string');
      expect(new Date(r.value.timestamp as string).toISOString()).toBe(r.value.timestamp);
    }
    // What G committed (the last offset of each partition's batch) is in the table.
    const committed = await committedRows(g);
    for (const p of new Set(got.map((r) => r.partition)))
      expect(committed.get(p)).toBe(Math.max(...got.filter((r) => r.partition === p).map((r) => r.offset)));
    // A restart in mode earliest reads everything again (commit + seek override the group offset).
    const run2 = await gStart(api, APP, g, 'earliest');
    const again = await drainAll(api, g, run2.consumers);
    expect(new Set(ids(again))).toEqual(new Set(ids(got)));
  }, 60_000);

  it('mode latest skips what was written before each start and reads what comes after', async () => {
    const g = group('02');
    const api = await client('G');
    const run1 = await gStart(api, APP, g, 'latest');
    expect(await drainAll(api, g, run1.consumers)).toEqual([]);
    const fresh = [asrCallSummary(APP), asrCallSummary(APP), asrCallSummary(APP)];
    await produce(fresh);
    const got = await drainAll(api, g, run1.consumers);
    expect(got.length).toBe(3);
    await produce([asrCallSummary(APP), asrCallSummary(APP)]); // written while G is down
    const run2 = await gStart(api, APP, g, 'latest');
    expect(await drainAll(api, g, run2.consumers)).toEqual([]);
    await produce([asrCallSummary(APP)]);
    expect((await drainAll(api, g, run2.consumers)).length).toBe(1);
  }, 60_000);

  it('mode none resumes at the group committed offset after a restart (one record re-delivered per partition)', async () => {
    const g = group('03');
    const api = await client('G');
    const run1 = await gStart(api, APP, g, 'none');
    expect(await drainAll(api, g, run1.consumers)).toEqual([]); // nothing committed yet: starts at the end
    await produce(Array.from({ length: 6 }, () => asrCallSummary(APP)));
    const first = await drainAll(api, g, run1.consumers);
    expect(first.length).toBe(6);
    const whileDown = Array.from({ length: 5 }, () => asrCallSummary(APP));
    await produce(whileDown);
    // G never deletes: run 1's consumers are left to idle out; run 2 makes new ones in the same group.
    const run2 = await gStart(api, APP, g, 'none');
    const second = await drainAll(api, g, run2.consumers);
    const seen = new Set(ids(first));
    const repeats = second.filter((r) => seen.has(r.value.id));
    expect(second.length - repeats.length).toBe(5);
    // G commits the last record's offset (not +1), so Kafka semantics hand that one record again.
    expect(repeats.length).toBe(new Set(first.map((r) => r.partition)).size);
  }, 60_000);

  it('after 2 idle minutes Get Records is 404 40403, and a new consumer with no seek resumes at the committed offset', async () => {
    const g = group('04');
    const api = await client('G');
    const run = await gStart(api, APP, g, 'latest');
    await produce(Array.from({ length: 4 }, () => asrCallSummary(APP)));
    const before = await drainAll(api, g, run.consumers);
    expect(before.length).toBe(4);
    clock.advance(121_000);
    const missed = Array.from({ length: 4 }, () => asrCallSummary(APP));
    await produce(missed);
    const after: Record_[] = [];
    for (const [p, name] of run.consumers.entries()) {
      const r = await api.call('GET', '/consumers/records', { group: g, name });
      expect(r.status).toBe(404);
      expect(r.json).toEqual({ error_code: 40403, message: 'Consumer instance not found.' });
      // G's recovery: steps 5-6 again for p, same body (mode latest), no seek, no commit.
      const fresh = `consumer-${uuidV1()}`;
      await gCreateAssign(api, APP, g, fresh, p, run.body);
      after.push(...((await gDrain(api, APP, g, fresh)) as Record_[]));
    }
    const keys = new Set(after.map((r) => r.key.id));
    for (const e of missed) expect(keys.has(e.keyId!)).toBe(true);
    expect(after.filter((r) => !ids(before).includes(r.value.id)).length).toBe(4);
  }, 60_000);

  it('takes "bearer" as G spells token_type, and version-1 UUID consumer names', async () => {
    const t = await logToken(h.tokenUrl, creds.clientId, creds.clientSecret, 'G');
    expect(t.tokenType).toBe('bearer');
    expect(t.header.startsWith('bearer ')).toBe(true);
    const api = logApi(base, 'G', () => t.header);
    expect(
      (await api.call('POST', '/consumers', { group: group('00'), name: `consumer-${uuidV1()}`, body: {} })).status,
    ).toBe(204);
  });
});

describe('Python demo client (P)', () => {
  it('creates with string properties and no Content-Type, subscribes, polls, auto-commits, unsubscribes and deletes', async () => {
    const api = await client('P');
    const g = group('12');
    const name = newConsumerName();
    const props = {
      'auto.offset.reset': 'latest',
      'auto.commit.enable': 'true',
      'fetch.min.bytes': '-1',
      'consumer.request.timeout.ms': '1000',
    };
    expect((await api.call('POST', '/consumers', { group: g, name, body: props })).status).toBe(204);
    expect(
      (await api.call('POST', '/consumers/subscription', { group: g, name, body: { topics: [APP] } })).status,
    ).toBe(204);
    const session = randomUUID();
    const evs = ['session-start', 'transition', 'message', 'application-ended'].map((n, i) =>
      niiEvent(APP, session, i + 1, n),
    );
    await produce(evs);
    const got: Record_[] = [];
    for (let i = 0; i < 5 && got.length < 4; i++) {
      const r = await api.call('GET', '/consumers/records', { group: g, name });
      expect(r.status).toBe(200);
      got.push(...(r.json as Record_[]));
    }
    // One key, one partition, in order: P sorts by seqid, here they are already in order.
    expect(got.map((r) => r.value.data.seqid)).toEqual(['1', '2', '3', '4']);
    expect(new Set(got.map((r) => r.partition)).size).toBe(1);
    expect(got.every((r) => r.value.source === 'NIIEventLogger' && r.value.type === 'NIIEventLog')).toBe(true);
    expect((got[3]!.value.data.events as { name: string }[])[0]!.name).toBe('application-ended');
    // Auto-commit: the next poll commits what the previous ones handed out.
    const empty = await api.call('GET', '/consumers/records', { group: g, name });
    expect(empty).toMatchObject({ status: 200, json: [] });
    // (for every partition the consumer holds: the others are committed at their end)
    const committed = await committedRows(g);
    expect(committed.size).toBe(4);
    expect(committed.get(got[0]!.partition)).toBe(got[3]!.offset + 1);
    expect((await api.call('DELETE', '/consumers/subscription', { group: g, name })).status).toBe(204);
    expect((await api.call('DELETE', '/consumers', { group: g, name })).status).toBe(204);
    const gone = await api.call('GET', '/consumers/records', { group: g, name });
    expect(gone).toMatchObject({ status: 404, json: { error_code: 40403, message: 'Consumer instance not found.' } });
  }, 30_000);

  it('with consumer.request.timeout.ms "0" answers 200 [] at once when nothing is there', async () => {
    const api = await client('P');
    const g = group('13');
    const name = newConsumerName();
    await api.call('POST', '/consumers', { group: g, name, body: { 'consumer.request.timeout.ms': '0' } });
    await api.call('POST', '/consumers/subscription', { group: g, name, body: { topics: [APP] } });
    const t0 = Date.now();
    expect(await api.call('GET', '/consumers/records', { group: g, name })).toMatchObject({ status: 200, json: [] });
    expect(Date.now() - t0).toBeLessThan(900);
  });
});

describe('PHP log viewer (H)', () => {
  it('runs every 15 s with one stored consumer name: 409 on re-create, repeated assignment keeps the position, idle-out resumes from auto-commit', async () => {
    const g = group('14');
    const name = newConsumerName(); // made once and stored
    const props = {
      'auto.offset.reset': 'earliest',
      'consumer.request.timeout.ms': 15000,
      'fetch.min.bytes': -1,
      'auto.commit.enable': true,
    };
    const run = async () => {
      const api = await client('H'); // a new token on every run
      const parts = await api.call('GET', '/partitions', { group: g, name }); // before the consumer exists
      expect(parts.status).toBe(200);
      const { partitions } = parts.json as { partitions: number[] };
      const created = await api.call('POST', '/consumers', { group: g, name, body: props });
      expect([204, 409]).toContain(created.status);
      const assigned = await api.call('POST', '/consumers/assignments', {
        group: g,
        name,
        body: { partitions: partitions.map((p) => ({ topic: APP, partition: p })) },
      });
      expect(assigned.status).toBe(204);
      const r = await api.call('GET', '/consumers/records', { group: g, name });
      expect(r.status).toBe(200);
      const recs = r.json as Record_[];
      for (const rec of recs) {
        // H reads these without checks.
        for (const v of [
          rec.key.id,
          rec.offset,
          rec.value.service,
          rec.value.source,
          rec.value.timestamp,
          rec.value.appid,
        ])
          expect(v).toBeDefined();
        expect(rec.value.data).toHaveProperty('traceid');
        expect(rec.value.data).toHaveProperty('requestid');
      }
      return { created: created.status, recs };
    };
    const one = await run(); // earliest: everything written by the other tests so far
    expect(one.created).toBe(204);
    expect(one.recs.length).toBeGreaterThan(0);
    const more = [asrCallSummary(APP), asrCallSummary(APP)];
    await produce(more);
    const two = await run();
    expect(two.created).toBe(409);
    expect(new Set(two.recs.map((r) => r.key.id))).toEqual(new Set(more.map((e) => e.keyId)));
    // Long poll: nothing there, a record written during the wait comes back at once.
    const api = await client('H');
    const pending = api.call('GET', '/consumers/records', { group: g, name });
    await new Promise((r) => setTimeout(r, 300));
    const t0 = Date.now();
    const tail = asrCallSummary(APP);
    await produce([tail]);
    const waited = await pending;
    expect(waited.status).toBe(200);
    expect((waited.json as Record_[]).map((r) => r.key.id)).toEqual([tail.keyId]);
    expect(Date.now() - t0).toBeLessThan(1000);
    // Overnight the consumer idles out; the morning run creates it again and resumes where the
    // group's auto-commit left it (the last poll's records come again: at least once).
    clock.advance(3 * 60_000);
    const later = [asrCallSummary(APP)];
    await produce(later);
    const three = await run();
    expect(three.created).toBe(204);
    expect(new Set(three.recs.map((r) => r.key.id))).toEqual(new Set([tail.keyId, later[0]!.keyId]));
  }, 60_000);
});

describe('errors of seed section 7, and the rules around them', () => {
  let api: LogApi;
  const g = group('11');
  beforeAll(async () => {
    api = await client('H');
  });

  it('117 for a consumer name off the pattern, 121 for an invalid client name in the group', async () => {
    for (const bad of ['consumer-1234', 'bob', `${randomUUID()}`, ''])
      expect(await api.call('POST', '/consumers', { group: g, name: bad, body: {} })).toMatchObject({
        status: 400,
        json: { error_code: 117, message: 'Invalid consumer name' },
      });
    for (const bad of [`appID-${APP}-clientName-bad name-01`, `appID-${APP}-clientName--01`, 'mygroup', ''])
      expect(await api.call('POST', '/consumers', { group: bad, name: newConsumerName(), body: {} })).toMatchObject({
        status: 400,
        json: { error_code: 121, message: 'Invalid client name.' },
      });
  });

  it('401 {error: {code, status, message}} without a token, with a bad or an expired one', async () => {
    const unauthorized = {
      status: 401,
      json: { error: { code: 401, status: 'Unauthorized', message: expect.any(String) } },
    };
    expect(await api.call('GET', '/partitions', { auth: null })).toMatchObject(unauthorized);
    expect(await api.call('GET', '/partitions', { auth: 'Bearer nonsense' })).toMatchObject(unauthorized);
    expect(
      await api.call('GET', '/consumers/records', { auth: 'Basic abc', group: g, name: newConsumerName() }),
    ).toMatchObject(unauthorized);
    const stale = await client('H');
    clock.advance(16 * 60_000);
    expect(await stale.call('GET', '/partitions')).toMatchObject(unauthorized);
    api = await client('H');
  });

  it('403 for a token without scope log, and for another app topic or group', async () => {
    clock.advance(1000);
    const t = await h.token('service', { oauthScopes: ['biosec.sessions'] });
    expect(await api.call('GET', '/partitions', { auth: `Bearer ${t}` })).toMatchObject({
      status: 403,
      json: { error: { code: 403, status: 'Forbidden' } },
    });
    const name = newConsumerName();
    await api.call('POST', '/consumers', { group: g, name, body: {} });
    expect(
      (await api.call('POST', '/consumers/subscription', { group: g, name, body: { topics: ['OTHER-APP'] } })).status,
    ).toBe(403);
    expect(
      (await api.call('POST', '/consumers', { group: 'appID-OTHER-APP-clientName-x-01', name, body: {} })).status,
    ).toBe(403);
  });

  it('40403 for an unknown consumer on every consumer operation', async () => {
    const name = newConsumerName();
    const nf = { status: 404, json: { error_code: 40403, message: 'Consumer instance not found.' } };
    const tp = { partitions: [{ topic: APP, partition: 0 }] };
    expect(await api.call('GET', '/consumers/records', { group: g, name })).toMatchObject(nf);
    expect(await api.call('DELETE', '/consumers', { group: g, name })).toMatchObject(nf);
    expect(
      await api.call('POST', '/consumers/subscription', { group: g, name, body: { topics: [APP] } }),
    ).toMatchObject(nf);
    expect(await api.call('POST', '/consumers/assignments', { group: g, name, body: tp })).toMatchObject(nf);
    expect(await api.call('POST', '/consumers/positions/end', { group: g, name, body: tp })).toMatchObject(nf);
  });

  it('40903 when subscribe and assign are mixed, and for a seek on a partition not held', async () => {
    const exclusive = {
      status: 409,
      json: {
        error_code: 40903,
        message: 'Illegal state: Subscription to topics, partitions and pattern are mutually exclusive',
      },
    };
    const a = newConsumerName();
    await api.call('POST', '/consumers', { group: g, name: a, body: {} });
    await api.call('POST', '/consumers/subscription', { group: g, name: a, body: { topics: [APP] } });
    expect(
      await api.call('POST', '/consumers/assignments', {
        group: g,
        name: a,
        body: { partitions: [{ topic: APP, partition: 0 }] },
      }),
    ).toMatchObject(exclusive);
    const b = newConsumerName();
    await api.call('POST', '/consumers', { group: g, name: b, body: {} });
    await api.call('POST', '/consumers/assignments', {
      group: g,
      name: b,
      body: { partitions: [{ topic: APP, partition: 1 }] },
    });
    expect(
      await api.call('POST', '/consumers/subscription', { group: g, name: b, body: { topics: [APP] } }),
    ).toMatchObject(exclusive);
    expect(
      await api.call('POST', '/consumers/positions/beginning', {
        group: g,
        name: b,
        body: { partitions: [{ topic: APP, partition: 2 }] },
      }),
    ).toMatchObject({
      status: 409,
      json: { error_code: 40903, message: 'Illegal state: No current assignment for partition' },
    });
    expect(await api.call('GET', '/consumers/assignments', { group: g, name: b })).toMatchObject({
      status: 200,
      json: { partitions: [{ topic: APP, partition: 1 }] },
    });
    // Unsubscribe frees a for an assignment.
    expect((await api.call('DELETE', '/consumers/subscription', { group: g, name: a })).status).toBe(204);
    expect(
      (
        await api.call('POST', '/consumers/assignments', {
          group: g,
          name: a,
          body: { partitions: [{ topic: APP, partition: 0 }] },
        })
      ).status,
    ).toBe(204);
  });

  it('bad input is 400 naming the field; an unknown partition 404 40402; nothing is ever a 5xx', async () => {
    const name = newConsumerName();
    const bad = (field: string) => ({ status: 400, json: { error_code: 400, field } });
    expect(
      await api.call('POST', '/consumers', { group: g, name, body: { 'auto.offset.reset': 'sometimes' } }),
    ).toMatchObject(bad('auto.offset.reset'));
    expect(
      await api.call('POST', '/consumers', { group: g, name, body: { 'auto.commit.enable': 'maybe' } }),
    ).toMatchObject(bad('auto.commit.enable'));
    expect(
      await api.call('POST', '/consumers', { group: g, name, body: { 'consumer.request.timeout.ms': 'soon' } }),
    ).toMatchObject(bad('consumer.request.timeout.ms'));
    expect(await api.call('POST', '/consumers', { group: g, name, body: [1] })).toMatchObject(bad('body'));
    expect((await api.call('POST', '/consumers', { group: g, name, body: {} })).status).toBe(204);
    expect(
      await api.call('POST', '/consumers/assignments', {
        group: g,
        name,
        body: { partitions: [{ topic: APP, partition: 'x' }] },
      }),
    ).toMatchObject(bad('partitions[0].partition'));
    expect(
      await api.call('POST', '/consumers/assignments', {
        group: g,
        name,
        body: { partitions: [{ topic: APP, partition: 99 }] },
      }),
    ).toMatchObject({ status: 404, json: { error_code: 40402 } });
    expect(
      await api.call('POST', '/consumers/offsets', {
        group: g,
        name,
        body: { offsets: [{ topic: APP, partition: 0, offset: -3 }] },
      }),
    ).toMatchObject(bad('offsets[0].offset'));
    expect(await api.call('POST', '/consumers/subscription', { group: g, name, body: { topics: 'x' } })).toMatchObject(
      bad('topics'),
    );
    expect((await api.call('GET', '/partitions/abc/offsets')).status).toBe(400);
    expect((await api.call('GET', '/partitions/7/offsets')).status).toBe(404);
    expect((await api.call('PUT', '/consumers', { group: g, name })).status).toBe(405);
    expect((await api.call('GET', '/consumers/nothing-here', { group: g, name })).status).toBe(404);
  });
});

describe('audio-file API', () => {
  it('serves the logged PCM by its URN to the app that logged it, 404 otherwise', async () => {
    const pcm = Buffer.alloc(3200);
    for (let i = 0; i < 1600; i++) pcm.writeInt16LE(Math.round(8000 * Math.sin(i / 5)), i * 2);
    const urn = await h.server.eventLog.producer.storeAudio({ appId: APP, service: 'ASRaaS', pcm, sampleRate: 16000 });
    expect(urn).toMatch(/^urn:nuance-mix:log:service:audio\/asraas\/[0-9a-f-]{36}$/);
    const t = await logToken(h.tokenUrl, creds.clientId, creds.clientSecret, 'G');
    // G encodes the query with url.Values: ":" and "/" percent-encoded.
    const res = await fetch(`${base}/api/v1/audio?urn=${encodeURIComponent(urn)}`, {
      headers: { authorization: t.header, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(pcm)).toBe(true);
    const missing = await fetch(`${base}/api/v1/audio?urn=${encodeURIComponent(urn + 'x')}`, {
      headers: { authorization: t.header },
    });
    expect(missing.status).toBe(404);
    const other = await createClient(h.db, {
      role: 'service',
      gkScopeIds: [h.scopeId],
      name: 'other',
      app: 'OTHER-APP',
      oauthScopes: ['log'],
    });
    const o = await logToken(h.tokenUrl, other.clientId, other.clientSecret, 'H');
    expect(
      (await fetch(`${base}/api/v1/audio?urn=${encodeURIComponent(urn)}`, { headers: { authorization: o.header } }))
        .status,
    ).toBe(404);
  });
});

describe('retention', () => {
  it('drops audio after 14 days and records after 28; the end offset stays, the beginning moves', async () => {
    const pcm = Buffer.alloc(320, 1);
    const urn = await h.server.eventLog.producer.storeAudio({ appId: APP, service: 'ASRaaS', pcm, sampleRate: 8000 });
    await produce([asrCallSummary(APP, urn)]);
    const count = async () =>
      (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM event_log_records WHERE topic = $1', [APP]))
        .rows[0]!.n;
    const offsets = async () => {
      const api = await client('H');
      const out: { beginning_offset: number; end_offset: number }[] = [];
      for (let p = 0; p < 4; p++) out.push((await api.call('GET', `/partitions/${p}/offsets`)).json as never);
      return out;
    };
    const audioStatus = async () => {
      clock.advance(300);
      const t = await logToken(h.tokenUrl, creds.clientId, creds.clientSecret, 'G');
      return (
        await fetch(`${base}/api/v1/audio?urn=${encodeURIComponent(urn)}`, { headers: { authorization: t.header } })
      ).status;
    };
    const records = await count();
    const ends = (await offsets()).map((o) => o.end_offset);
    clock.advance(13 * 24 * 3600_000);
    await h.server.eventLog.sweep();
    expect(await audioStatus()).toBe(200);
    clock.advance(2 * 24 * 3600_000); // day 15
    expect((await h.server.eventLog.sweep()).audio).toBeGreaterThanOrEqual(1);
    expect(await audioStatus()).toBe(404);
    expect(await count()).toBe(records);
    clock.advance(14 * 24 * 3600_000); // day 29
    expect((await h.server.eventLog.sweep()).records).toBe(records);
    expect(await count()).toBe(0);
    const after = await offsets();
    expect(after.map((o) => o.end_offset)).toEqual(ends);
    expect(after.every((o) => o.beginning_offset === o.end_offset)).toBe(true);
  });
});

describe('large reads', () => {
  it('hands a long partition out in answers of at most 5,000 records, in offset order, each once', async () => {
    const bulk = await createClient(h.db, {
      role: 'service',
      gkScopeIds: [h.scopeId],
      name: 'bulk',
      app: 'BULK-APP',
      oauthScopes: ['log'],
    });
    const api = await client('G', bulk);
    const events = Array.from({ length: 6_200 }, (_, i) => ({
      ...asrCallSummary('BULK-APP', undefined, 'one-key'),
      id: `e${i}`,
    }));
    for (let i = 0; i < events.length; i += 3_000) await produce(events.slice(i, i + 3_000));
    const g = 'appID-BULK-APP-clientName-bulk-01';
    const name = newConsumerName();
    await api.call('POST', '/consumers', { group: g, name, body: { 'auto.offset.reset': 'earliest' } });
    await api.call('POST', '/consumers/subscription', { group: g, name, body: { topics: ['BULK-APP'] } });
    const sizes: number[] = [];
    const offsets: number[] = [];
    for (;;) {
      const r = await api.call('GET', '/consumers/records', { group: g, name });
      const batch = r.json as Record_[];
      if (!batch.length) break;
      sizes.push(batch.length);
      offsets.push(...batch.map((x) => x.offset));
      expect(batch.map((x) => x.value.id)).toEqual(batch.map((x) => `e${x.offset}`));
    }
    expect(sizes).toEqual([5_000, 1_200]);
    expect(offsets).toEqual([...offsets.keys()]);
  }, 60_000);
});
