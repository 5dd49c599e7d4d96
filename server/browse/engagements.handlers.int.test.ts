// ListEngagements called directly on every storage back end, with records made by the real
// SessionsManager handlers (risk and decision, which no handler sets yet, by SQL).
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundService, idOf, rpcError, tsMs } from '../sessions/sessions.testkit.js';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { COUNT_CAP, MAX_PAGE_SIZE } from './paging.js';
import { boundBrowse, valueOf } from './browse.testkit.js';

const MIN = 60_000;
const engId = (e: Record<string, unknown>) => valueOf(e.gk_engagement_id);

describe.each(dbKinds())('Browse.ListEngagements on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  const setup = () => {
    const scopeId = randomUUID();
    const sessions = boundService(t.db, scopeId);
    const browse = boundBrowse(t.db, sessions.clock);
    const start = async (details: object = {}) => {
      sessions.clock.advance(MIN);
      return idOf((await sessions.invoke('StartEngagement', { details }, {})).gk_engagement_id);
    };
    const setRisk = (id: string, risk: number | null, decision: string | null) =>
      t.db.query('UPDATE engagements SET risk = $2, decision = $3 WHERE gk_engagement_id = $1', [id, risk, decision]);
    return { scopeId, ...sessions, ...browse, start, setRisk };
  };

  /** Inserts n engagements in one statement, all created at `at` (ties on the sort key). */
  const bulk = (scopeId: string, n: number, at: Date) =>
    t.db.query(
      `INSERT INTO engagements (gk_engagement_id, scope_id, created_at, modified_at, last_activity_at, is_active)
       SELECT gen_random_uuid(), $1, $2, $2, $2, false FROM generate_series(1, $3::int)`,
      [scopeId, at, n],
    );

  it('each filter narrows to exactly the matching engagements', async () => {
    const s = setup();
    const a = await s.start({ engagement_id: 'acct-100', correlation_id: 'corr-1' });
    const b = await s.start({ engagement_id: 'acct-101', correlation_id: 'corr-1' });
    const c = await s.start({ engagement_id: 'acct_9' });
    const d = await s.start({});
    await s.setRisk(a, 90, 'DECISION_FRAUD');
    await s.setRisk(b, 20, 'DECISION_AUTHENTIC');
    await s.setRisk(c, 55, 'DECISION_UNCERTAIN');
    await s.invoke('SetEngagementVerdict', { verdict: 'ENGAGEMENT_VERDICT_FRAUD' }, { engagementId: a });
    await s.invoke('SetEngagementVerdict', { verdict: 'ENGAGEMENT_VERDICT_AUTHENTIC' }, { engagementId: c });
    await s.invoke('StopEngagement', {}, { engagementId: b });
    // The same records in another scope must never show up.
    const other = setup();
    const elsewhere = await other.start({ engagement_id: 'acct-100', correlation_id: 'corr-1' });

    const ids = async (req: object) =>
      new Set(((await s.list('ListEngagements', s.scopeId, req)).engagements as Record<string, unknown>[]).map(engId));
    expect(await ids({})).toEqual(new Set([a, b, c, d]));
    expect(await ids({ decisions: ['DECISION_FRAUD', 'DECISION_UNCERTAIN'] })).toEqual(new Set([a, c]));
    expect(await ids({ decisions: ['DECISION_UNSPECIFIED'] })).toEqual(new Set([d]));
    expect(await ids({ risk_min: { value: 50 } })).toEqual(new Set([a, c]));
    expect(await ids({ risk_max: { value: 55 } })).toEqual(new Set([b, c]));
    expect(await ids({ risk_min: { value: 20 }, risk_max: { value: 20 } })).toEqual(new Set([b]));
    expect(await ids({ risk_max: {} })).toEqual(new Set()); // a present Int32Value without value is 0
    expect(await ids({ verdicts: ['ENGAGEMENT_VERDICT_FRAUD'] })).toEqual(new Set([a]));
    expect(await ids({ without_verdict: true })).toEqual(new Set([b, d]));
    expect(await ids({ verdicts: ['ENGAGEMENT_VERDICT_AUTHENTIC'], without_verdict: true })).toEqual(
      new Set([b, c, d]),
    );
    expect(await ids({ is_active: { value: false } })).toEqual(new Set([b]));
    expect(await ids({ is_active: {} })).toEqual(new Set([b])); // BoolValue false arrives without value
    expect(await ids({ is_active: { value: true } })).toEqual(new Set([a, c, d]));
    expect(await ids({ correlation_id: 'corr-1' })).toEqual(new Set([a, b]));
    expect(await ids({ engagement_id_prefix: 'acct-10' })).toEqual(new Set([a, b]));
    expect(await ids({ engagement_id_prefix: 'acct_' })).toEqual(new Set([c])); // _ is not a wildcard
    expect(await ids({ engagement_id_prefix: 'ACCT' })).toEqual(new Set());
    // A list of IDs (upper case too); another scope's engagement never matches.
    expect(await ids({ gk_engagement_ids: [{ value: a }, { value: d.toUpperCase() }, { value: elsewhere }] })).toEqual(
      new Set([a, d]),
    );
    expect(await ids({ gk_engagement_ids: [{ value: a }], decisions: ['DECISION_AUTHENTIC'] })).toEqual(new Set());
    const bad = await rpcError(
      s.list('ListEngagements', s.scopeId, { gk_engagement_ids: [{ value: a }, { value: 'x' }] }),
    );
    expect(bad.code).toBe(status.INVALID_ARGUMENT);
    expect(bad.fieldViolations.map((v) => v.field)).toEqual(['gk_engagement_ids[1]']);

    const created = async (id: string) => {
      const r = await s.list('ListEngagements', s.scopeId, { engagement_id_prefix: '' });
      const e = (r.engagements as Record<string, unknown>[]).find((x) => engId(x) === id);
      return tsMs(e?.creation_timestamp);
    };
    const bAt = await created(b);
    const cAt = await created(c);
    const interval = {
      start_time: { seconds: String(bAt / 1000), nanos: 0 },
      end_time: { seconds: String(cAt / 1000), nanos: 0 },
    };
    expect(await ids({ creation_interval: interval })).toEqual(new Set([b])); // start inclusive, end exclusive
    expect(await ids({ creation_interval: { start_time: interval.start_time } })).toEqual(new Set([b, c, d]));
    expect(
      await ids({
        decisions: ['DECISION_FRAUD', 'DECISION_AUTHENTIC'],
        is_active: { value: true },
        correlation_id: 'corr-1',
      }),
    ).toEqual(new Set([a]));
  });

  it('items are the GetEngagementDetails read shape, session IDs included', async () => {
    const s = setup();
    const started = await s.invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {});
    const id = idOf(started.gk_engagement_id);
    const r = await s.list('ListEngagements', s.scopeId, {});
    const direct = await s.invoke('GetEngagementDetails', { gk_engagement_id: { value: id } }, {});
    expect(r.engagements).toEqual([direct.details]);
    expect(r).toMatchObject({ total_size: 1, total_size_capped: false, next_page_token: '' });
  });

  it('pages visit every engagement exactly once while new ones arrive, in both directions', async () => {
    const s = setup();
    const original: string[] = [];
    for (let i = 0; i < 7; i++) original.push(await s.start({ engagement_id: `e-${i}` }));
    // Twelve more sharing one creation time: only the ID tells them apart.
    await bulk(s.scopeId, 12, s.clock.now());
    const all = (
      await t.db.query<{ id: string }>('SELECT gk_engagement_id::text AS id FROM engagements WHERE scope_id = $1', [
        s.scopeId,
      ])
    ).rows.map((r) => r.id);
    expect(all).toHaveLength(19);

    for (const order_by of ['creation_timestamp desc', 'creation_timestamp asc', 'creation_timestamp']) {
      const added: string[] = [];
      const between = async () => {
        added.push(await s.start({ engagement_id: 'late' }));
        await bulk(s.scopeId, 1, s.clock.now());
      };
      const walked = await s.walk(
        'ListEngagements',
        s.scopeId,
        { page_size: 4, order_by },
        'engagements',
        engId,
        between,
      );
      expect(new Set(walked.ids).size, `${order_by}: duplicates`).toBe(walked.ids.length);
      for (const id of all)
        expect(
          walked.ids.filter((x) => x === id),
          `${order_by}: ${id}`,
        ).toHaveLength(1);
      if (order_by.endsWith('desc')) expect(walked.ids.some((x) => added.includes(x))).toBe(false);
      all.push(
        ...(
          await t.db.query<{ id: string }>(
            'SELECT gk_engagement_id::text AS id FROM engagements WHERE scope_id = $1 AND NOT (gk_engagement_id = ANY($2::uuid[]))',
            [s.scopeId, all],
          )
        ).rows.map((r) => r.id),
      );
    }
  });

  it('sorts by creation time and by risk, both directions, ties broken by ID', async () => {
    const s = setup();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await s.start({}));
    await s.setRisk(ids[0] as string, 30, null);
    await s.setRisk(ids[1] as string, 80, null);
    await s.setRisk(ids[2] as string, 30, null);
    await s.setRisk(ids[3] as string, null, null);
    await s.setRisk(ids[4] as string, 5, null);
    const order = async (order_by: string) =>
      (await s.walk('ListEngagements', s.scopeId, { order_by, page_size: 2 }, 'engagements', engId)).ids;

    expect(await order('')).toEqual([...ids].reverse());
    expect(await order('creation_timestamp asc')).toEqual(ids);
    const tied = [ids[0] as string, ids[2] as string].sort();
    expect(await order('risk desc')).toEqual([ids[1], ...[...tied].reverse(), ids[4], ids[3]]);
    expect(await order('risk')).toEqual([ids[3], ids[4], ...tied, ids[1]]);
  });

  it('refuses bad page tokens and order_by, naming the field', async () => {
    const s = setup();
    for (let i = 0; i < 3; i++) await s.start({ correlation_id: 'c' });
    const first = await s.list('ListEngagements', s.scopeId, { page_size: 1, correlation_id: 'c' });
    expect(first.next_page_token).not.toBe('');

    for (const page_token of ['garbage!', 'eyJ2IjoxfQ', first.next_page_token.slice(0, 10)]) {
      const err = await rpcError(
        s.list('ListEngagements', s.scopeId, { page_size: 1, correlation_id: 'c', page_token }),
      );
      expect(err.code).toBe(status.INVALID_ARGUMENT);
      expect(err.fieldViolations.map((v) => v.field)).toEqual(['page_token']);
    }
    // The token belongs to its filters, order and scope.
    for (const req of [
      { correlation_id: 'd' },
      { correlation_id: 'c', order_by: 'creation_timestamp asc' },
      { correlation_id: 'c', order_by: 'risk desc' },
    ]) {
      const err = await rpcError(s.list('ListEngagements', s.scopeId, { ...req, page_token: first.next_page_token }));
      expect(
        err.fieldViolations.map((v) => v.field),
        JSON.stringify(req),
      ).toEqual(['page_token']);
    }
    const other = setup();
    const cross = await rpcError(
      other.list('ListEngagements', other.scopeId, {
        page_size: 1,
        correlation_id: 'c',
        page_token: first.next_page_token,
      }),
    );
    expect(cross.fieldViolations.map((v) => v.field)).toEqual(['page_token']);

    const bad = await rpcError(
      s.list('ListEngagements', s.scopeId, { order_by: 'engagement_id', page_size: -1, decisions: ['NOPE'] }),
    );
    expect(bad.code).toBe(status.INVALID_ARGUMENT);
    expect(bad.fieldViolations.map((v) => v.field).sort()).toEqual(['decisions[0]', 'order_by', 'page_size']);
    const range = await rpcError(
      s.list('ListEngagements', s.scopeId, { risk_min: { value: 5 }, risk_max: { value: 4 } }),
    );
    expect(range.fieldViolations.map((v) => v.field)).toEqual(['risk_max']);
  });

  it('lowers page_size above the maximum to it, defaults to 50, and counts up to the cap', async () => {
    const s = setup();
    await bulk(s.scopeId, MAX_PAGE_SIZE + 3, s.clock.now());
    const big = await s.list('ListEngagements', s.scopeId, { page_size: 100_000 });
    expect(big.engagements).toHaveLength(MAX_PAGE_SIZE);
    expect(big).toMatchObject({ total_size: MAX_PAGE_SIZE + 3, total_size_capped: false });
    const rest = await s.list('ListEngagements', s.scopeId, { page_size: 100_000, page_token: big.next_page_token });
    expect(rest.engagements).toHaveLength(3);
    expect(rest.next_page_token).toBe('');
    expect((await s.list('ListEngagements', s.scopeId, {})).engagements).toHaveLength(50);

    await bulk(s.scopeId, COUNT_CAP, s.clock.now());
    const capped = await s.list('ListEngagements', s.scopeId, { page_size: 1 });
    expect(capped).toMatchObject({ total_size: COUNT_CAP, total_size_capped: true });
  });

  it('applies the sessions module expiry before listing', async () => {
    const s = setup();
    const id = await s.start({});
    s.clock.advance(5 * 60 * MIN); // past the 4 h engagement timeout, with no other call in between
    const r = await s.list('ListEngagements', s.scopeId, { is_active: { value: true } });
    expect(r.engagements).toEqual([]);
    const stopped = await s.list('ListEngagements', s.scopeId, { is_active: { value: false } });
    expect((stopped.engagements as Record<string, unknown>[]).map(engId)).toEqual([id]);
  });
});
