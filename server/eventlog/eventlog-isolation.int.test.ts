// Event-log isolation and per-request cost under a hostile tenant (issue 32, findings 3, 5, 6, 7
// and 10), on PGlite and PostgreSQL: a group string that reads as two apps' groups stays two
// groups; a client cannot join or commit another client's group; consumers and long polls are
// capped with 429 and Retry-After; records and Get Records answers are bounded in bytes; malformed
// percent-encoding is a 400. Outcomes are read back over the API and from storage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../wire/clock.js';
import type { Role } from '../rpc/types.js';
import { createClient } from '../auth/clients.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { asrCallSummary, logApi, logToken, newConsumerName, type LogApi, type Record_ } from './log-clients.testkit.js';
import { consumersPerApp, consumersPerGroup, MAX_FETCH_BYTES } from './consumers.store.js';
import { MAX_LOGGED_CLIENT_DATA_BYTES, MAX_RECORD_BYTES, type LogEvent } from './events.js';

// The two apps of finding 3: one group string, appID-foo-clientName-bar-clientName-c1-02, reads as
// app FOO (client BAR-clientName-c1) and as app FOO-clientName-BAR (client c1).
const VICTIM_APP = 'FOO-clientName-BAR';
const ATTACKER_APP = 'FOO';
const SHARED_GROUP = 'appID-FOO-clientName-BAR-clientName-c1-02';

describe.each(dbKinds())('event-log isolation on %s', (kind) => {
  const clock = new ManualClock(Date.UTC(2026, 10, 2, 9));
  let h: TestServer;

  async function api(app: string, name: string, role: Role = 'service'): Promise<LogApi & { header: string }> {
    const c = await createClient(h.db, { role, gkScopeIds: [h.scopeId], name, app, oauthScopes: ['log'] });
    clock.advance(300); // the token endpoint's per-client bucket refills on the injected clock
    const header = (await logToken(h.tokenUrl, c.clientId, c.clientSecret, 'H')).header;
    return Object.assign(
      logApi(h.httpUrl, 'H', () => header),
      { header },
    );
  }

  const produce = async (events: LogEvent[]) => {
    for (const e of events) expect(h.server.eventLog.producer.send(e)).toBe(true);
    await h.server.eventLog.producer.flush();
  };

  const subscribe = async (a: LogApi, app: string, group: string, name: string, props: object = {}) => {
    expect((await a.call('POST', '/consumers', { group, name, body: props })).status).toBe(204);
    expect((await a.call('POST', '/consumers/subscription', { group, name, body: { topics: [app] } })).status).toBe(
      204,
    );
  };

  const held = async (a: LogApi, group: string, name: string) =>
    (
      (await a.call('GET', '/consumers/assignments', { group, name })).json as { partitions: { partition: number }[] }
    ).partitions
      .map((p) => p.partition)
      .sort();

  const committed = async (topic: string, group: string) =>
    (
      await h.db.query<{ partition: number; offset: string }>(
        `SELECT partition, "offset"::text AS offset FROM event_log_offsets WHERE topic = $1 AND group_name = $2
          ORDER BY partition`,
        [topic, group],
      )
    ).rows.map((r) => [r.partition, Number(r.offset)]);

  beforeAll(async () => {
    h = await startTestServer(kind, { clock });
  }, 60_000);
  afterAll(async () => h?.close());

  it('finding 3: a token of app FOO joining the group string of app FOO-clientName-BAR takes none of its partitions, records or offsets', async () => {
    const victim = await api(VICTIM_APP, 'c1');
    const attacker = await api(ATTACKER_APP, 'BAR-clientName-c1');
    const collector = newConsumerName();
    await subscribe(victim, VICTIM_APP, SHARED_GROUP, collector, { 'auto.offset.reset': 'earliest' });
    expect(await held(victim, SHARED_GROUP, collector)).toEqual([0, 1, 2, 3]);

    // The attack: the same group string (and even the same consumer name) with the FOO token.
    const intruder = newConsumerName();
    await subscribe(attacker, ATTACKER_APP, SHARED_GROUP, intruder, { 'auto.offset.reset': 'earliest' });
    expect(await held(victim, SHARED_GROUP, collector)).toEqual([0, 1, 2, 3]);
    expect((await attacker.call('POST', '/consumers', { group: SHARED_GROUP, name: collector, body: {} })).status).toBe(
      204,
    );
    expect(await held(attacker, SHARED_GROUP, intruder)).toEqual([0, 1, 2, 3]); // of its own topic

    const events = Array.from({ length: 8 }, () => asrCallSummary(VICTIM_APP));
    await produce(events);
    const intruderGot = (await attacker.call('GET', '/consumers/records', { group: SHARED_GROUP, name: intruder }))
      .json as Record_[];
    expect(intruderGot).toEqual([]);
    const got = (await victim.call('GET', '/consumers/records', { group: SHARED_GROUP, name: collector }))
      .json as Record_[];
    expect(got.map((r) => r.key.id).sort()).toEqual(events.map((e) => e.keyId!).sort());

    // The attacker's commit lands in its own topic's group, not in the victim's offsets.
    const before = await committed(VICTIM_APP, SHARED_GROUP);
    const offsets = [0, 1, 2, 3].map((p) => ({ topic: ATTACKER_APP, partition: p, offset: 0 }));
    expect(
      (await attacker.call('POST', '/consumers/offsets', { group: SHARED_GROUP, name: intruder, body: { offsets } }))
        .status,
    ).toBe(204);
    expect(await committed(VICTIM_APP, SHARED_GROUP)).toEqual(before);
    expect(await committed(ATTACKER_APP, SHARED_GROUP)).toEqual([0, 1, 2, 3].map((p) => [p, 0]));
    // Deleting "its" consumer of that name removes the attacker's, never the victim's.
    expect((await attacker.call('DELETE', '/consumers', { group: SHARED_GROUP, name: collector })).status).toBe(204);
    expect(await held(victim, SHARED_GROUP, collector)).toEqual([0, 1, 2, 3]);
  });

  it("finding 10: another client of the same app can neither join nor commit the client's group; an admin's token can", async () => {
    const owner = await api('TEN-APP', 'owner');
    const other = await api('TEN-APP', 'other', 'support');
    const group = 'appID-TEN-APP-clientName-owner-01';
    const name = newConsumerName();
    await subscribe(owner, 'TEN-APP', group, name);
    const offsets = [{ topic: 'TEN-APP', partition: 0, offset: 5 }];
    expect((await owner.call('POST', '/consumers/offsets', { group, name, body: { offsets } })).status).toBe(204);
    const intruder = newConsumerName();
    for (const [method, path, body] of [
      ['POST', '/consumers', {}],
      ['POST', '/consumers/subscription', { topics: ['TEN-APP'] }],
      ['POST', '/consumers/offsets', { offsets: [{ topic: 'TEN-APP', partition: 0, offset: 0 }] }],
      ['GET', '/consumers/records', undefined],
      ['DELETE', '/consumers', undefined],
    ] as const) {
      for (const n of [intruder, name]) {
        const r = await other.call(method, path, { group, name: n, ...(body ? { body } : {}) });
        expect(r.status, `${method} ${path}`).toBe(403);
        expect(JSON.stringify(r.json)).toContain('appID-TEN-APP-clientName-other-NN');
      }
    }
    expect(await committed('TEN-APP', group)).toEqual([[0, 5]]);
    expect(await held(owner, group, name)).toEqual([0, 1, 2, 3]);
    // The console's admin may inspect and commit any group of its own app (never another app's).
    const admin = await api('TEN-APP', 'console', 'admin');
    const adminConsumer = newConsumerName();
    expect((await admin.call('POST', '/consumers', { group, name: adminConsumer, body: {} })).status).toBe(204);
    expect(
      (await admin.call('POST', '/consumers/offsets', { group, name: adminConsumer, body: { offsets } })).status,
    ).toBe(204);
    const otherAppAdmin = await api('TEN-APP-2', 'console', 'admin');
    expect((await otherAppAdmin.call('POST', '/consumers', { group, name: newConsumerName(), body: {} })).status).toBe(
      403,
    );
  });

  it('finding 3: consumers are capped per group and per app with 429 and Retry-After; other apps are unaffected', async () => {
    const a = await api('CAP-APP', 'cap');
    const group = (nn: number) => `appID-CAP-APP-clientName-cap-${String(nn).padStart(2, '0')}`;
    const perGroup = consumersPerGroup(4);
    for (let i = 0; i < perGroup; i++)
      expect((await a.call('POST', '/consumers', { group: group(0), name: newConsumerName(), body: {} })).status).toBe(
        204,
      );
    const refused = await a.call('POST', '/consumers', { group: group(0), name: newConsumerName(), body: {} });
    expect(refused).toMatchObject({ status: 429, json: { error_code: 429, limit: 'event-log consumers per group' } });
    // Up to the per-app cap over other groups, then every group of the app is refused.
    let n = perGroup;
    for (let g = 1; n < consumersPerApp(4); g++)
      for (let i = 0; i < perGroup && n < consumersPerApp(4); i++, n++)
        expect(
          (await a.call('POST', '/consumers', { group: group(g), name: newConsumerName(), body: {} })).status,
        ).toBe(204);
    const overApp = await a.call('POST', '/consumers', { group: group(99), name: newConsumerName(), body: {} });
    expect(overApp).toMatchObject({ status: 429, json: { limit: 'event-log consumers per app' } });
    const live = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM event_log_consumers WHERE topic = $1',
      ['CAP-APP'],
    );
    expect(live.rows[0]!.n).toBe(consumersPerApp(4));
    // Another app is not affected, and the capped app can create again once its consumers idle out.
    const b = await api('CAP-OTHER', 'cap');
    expect(
      (
        await b.call('POST', '/consumers', {
          group: 'appID-CAP-OTHER-clientName-cap-00',
          name: newConsumerName(),
          body: {},
        })
      ).status,
    ).toBe(204);
    clock.advance(2 * 60_000 + 1_000);
    expect((await a.call('POST', '/consumers', { group: group(0), name: newConsumerName(), body: {} })).status).toBe(
      204,
    );
  }, 60_000);

  it('the 429 carries Retry-After: the seconds until the oldest consumer of the group idles out', async () => {
    const a = await api('RETRY-APP', 'r');
    const group = 'appID-RETRY-APP-clientName-r-00';
    for (let i = 0; i < consumersPerGroup(4); i++)
      await a.call('POST', '/consumers', { group, name: newConsumerName(), body: {} });
    clock.advance(30_000);
    const refused = await fetch(`${h.httpUrl}/consumers`, {
      method: 'POST',
      headers: { authorization: a.header, 'consumer-group': group, 'consumer-name': newConsumerName() },
      body: '{}',
    });
    expect(refused.status).toBe(429);
    const after = Number(refused.headers.get('retry-after'));
    expect(after).toBeGreaterThanOrEqual(89);
    expect(after).toBeLessThanOrEqual(91);
  });

  it('finding 5: client_data and records are capped in bytes, and one Get Records stays under its byte budget', async () => {
    const a = await api('BIG-APP', 'big');
    const group = 'appID-BIG-APP-clientName-big-00';
    const name = newConsumerName();
    await subscribe(a, 'BIG-APP', group, name, { 'auto.offset.reset': 'earliest' });
    // Interpret's worst client_data: 1000 entries of 4096 characters (4 MB), plus the dialog session ID.
    const clientData: Record<string, string> = { 'x-nuance-dialog-session-id': 'S1' };
    for (let i = 0; i < 1000; i++) clientData[`k${i}`] = 'x'.repeat(4096);
    const withClientData = (keyId: string): LogEvent => ({
      appId: 'BIG-APP',
      service: 'NLUaaS',
      source: 'vendor.nlu.v1.Runtime/Interpret',
      type: 'Interpret',
      keyId,
      data: {
        dataContentType: 'application/x-vendor-nluaas-interpretation.v1+json',
        request: { clientData, input: { text: 'hi' } },
        response: {},
      },
    });
    // Large records under the cap (900 KB of payload each), and one over it.
    const large = (keyId: string, bytes: number): LogEvent => ({
      ...asrCallSummary('BIG-APP', undefined, keyId),
      data: {
        dataContentType: 'application/x-vendor-asr-finalresultresponse.v1+json',
        response: { big: 'y'.repeat(bytes) },
      },
    });
    const key = 'one-partition';
    await produce([
      ...Array.from({ length: 40 }, () => withClientData(key)),
      ...Array.from({ length: 40 }, () => large(key, 900_000)),
      large(key, 2 * MAX_RECORD_BYTES),
    ]);
    // The Interpret records first (two partitions share offsets, so the offset alone orders nothing).
    const sizes = await h.db.query<{ bytes: number; real: number }>(
      `SELECT bytes, octet_length(key::text) + octet_length(value::text) AS real FROM event_log_records
        WHERE topic = 'BIG-APP' ORDER BY key->>'service' <> 'NLUaaS', "offset"`,
    );
    expect(sizes.rows).toHaveLength(81);
    for (const r of sizes.rows) {
      expect(r.bytes).toBe(r.real);
      expect(r.bytes).toBeLessThanOrEqual(MAX_RECORD_BYTES);
    }
    expect(sizes.rows[0]!.bytes).toBeLessThan(MAX_LOGGED_CLIENT_DATA_BYTES + 4_096);

    // What reading it all makes the server hold (the server runs in this process; on PGlite so does the database).
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const answers: { count: number; bytes: number; records: Record_[] }[] = [];
    for (;;) {
      const r = await a.call('GET', '/consumers/records', { group, name });
      const records = r.json as Record_[];
      if (!records.length) break;
      answers.push({ count: records.length, bytes: Buffer.byteLength(r.text), records });
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }
    for (const x of answers) expect(x.bytes).toBeLessThanOrEqual(MAX_FETCH_BYTES + 64 * 1024);
    const all = answers.flatMap((x) => x.records);
    expect(new Set(all.map((r) => `${r.partition}/${r.offset}`)).size).toBe(81);
    expect(answers.length).toBeGreaterThan(1);
    // What the record says about what it left out.
    const byOffset = (service: string) =>
      all.filter((r) => r.key.service === service).sort((x, y) => x.offset - y.offset);
    const first = byOffset('NLUaaS')[0]!.value.data as {
      request: { clientData: Record<string, string> };
      truncated: unknown[];
    };
    expect(first.request.clientData['x-nuance-dialog-session-id']).toBe('S1');
    expect(first.truncated).toEqual([
      expect.objectContaining({ field: 'request.clientData', droppedEntries: expect.any(Number) }),
    ]);
    const last = byOffset('ASRaaS')[40]!.value.data as { response: object; truncated: { field: string }[] };
    expect(last.response).toEqual({});
    expect(last.truncated[0]!.field).toBe('data');
    // Reading 36 MB of records never made the server hold them all at once (before the byte budget
    // one answer held all of it, several times over).
    expect(rssPeak - rssBefore).toBeLessThan(128 * 1024 * 1024);
  }, 60_000);

  it('finding 6: one Get Records per consumer at a time (429), and a waiting poll still gets a record written elsewhere', async () => {
    const a = await api('POLL-APP', 'poll');
    const group = 'appID-POLL-APP-clientName-poll-00';
    const name = newConsumerName();
    await subscribe(a, 'POLL-APP', group, name, { 'consumer.request.timeout.ms': 10_000 });
    const waiting = a.call('GET', '/consumers/records', { group, name });
    await expect.poll(() => h.server.eventLog.longPolls.waiting('POLL-APP')).toBe(1);
    const second = await a.call('GET', '/consumers/records', { group, name });
    expect(second).toMatchObject({ status: 429, json: { limit: 'event-log long polls per consumer' } });
    // A write that does not come through this instance's producer (as from another instance).
    const before = h.server.eventLog.longPolls.polls;
    const t0 = Date.now();
    const e = asrCallSummary('POLL-APP');
    await h.db.query(
      `WITH b AS (UPDATE event_log_partitions SET next_offset = next_offset + 1
                   WHERE topic = 'POLL-APP' AND partition = 0 RETURNING next_offset - 1 AS o)
       INSERT INTO event_log_records (topic, partition, "offset", key, value, ts, bytes)
       SELECT 'POLL-APP', 0, o, $1::json, $2::json, now(), 10 FROM b`,
      [JSON.stringify({ service: 'ASRaaS', id: e.keyId }), JSON.stringify({ id: 'elsewhere', data: {} })],
    );
    const got = await waiting;
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect((got.json as Record_[]).map((r) => r.value.id)).toEqual(['elsewhere']);
    expect(h.server.eventLog.longPolls.polls - before).toBeGreaterThan(0);
  }, 30_000);

  it('finding 7: malformed percent-encoding and control characters in a path or URN are 400, never 5xx', async () => {
    const a = await api('PATH-APP', 'path');
    for (const path of [
      '/partitions/%zz/offsets',
      '/partitions/%/offsets',
      '/partitions/%C0%80/offsets',
      '/partitions/%E0%A4%A/offsets',
      '/partitions/%00/offsets',
    ]) {
      const r = await a.call('GET', path);
      expect(r.status, path).toBe(400);
      expect(r.json, path).toMatchObject({ error_code: 400, field: 'partition' });
    }
    for (const q of ['%00', 'urn%3Anuance-mix%3Alog%3Aservice%3Aaudio%2Fasraas%2F%00', '%0a', 'x'.repeat(600)]) {
      const r = await a.call('GET', `/api/v1/audio?urn=${q}`);
      expect(r.status, q).toBe(400);
      expect(r.json, q).toMatchObject({ error_code: 400, field: 'urn' });
    }
    // A group header made of many "-clientName-" runs (its pattern match would cost ~60 ms) is 121.
    const long = `appID-PATH-APP${'-clientName-x'.repeat(1_000)}-clientName-path-0x`;
    expect(await a.call('POST', '/consumers', { group: long, name: newConsumerName(), body: {} })).toMatchObject({
      status: 400,
      json: { error_code: 121 },
    });
    for (const path of ['/consumers/%zz', '/partitions/%zz', '/partitions/%zz/%zz']) {
      const r = await a.call('GET', path);
      expect(r.status, path).toBeLessThan(500);
      expect(r.json, path).toHaveProperty('error_code');
    }
  });
});
