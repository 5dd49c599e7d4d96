// Engagement handlers called directly on every storage back end.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { status } from '@grpc/grpc-js';
import type { Queryable } from '../db/types.js';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { sweepExpired } from './index.js';
import { boundService, idOf, rpcError, tsMs } from './sessions.testkit.js';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe.each(dbKinds())('SessionsManager engagements on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
    await t.db.query('CREATE TABLE IF NOT EXISTS test_fraud_resets (scope_id uuid, gk_engagement_id uuid)');
  });
  afterAll(() => t.close());

  const setup = (extra = {}) => {
    const scopeId = randomUUID();
    return { scopeId, ...boundService(t.db, scopeId, extra) };
  };
  const engagement = async (invoke: ReturnType<typeof setup>['invoke'], req: object = {}) =>
    idOf((await invoke('StartEngagement', req, {})).gk_engagement_id);

  it('StartEngagement and UpdateEngagement honour their masks', async () => {
    const { invoke } = setup();
    const id = await engagement(invoke, {
      details: { engagement_id: 'ext-1', correlation_id: 'corr', custom_data: { k: 'v' } },
      field_mask: { paths: ['engagement_id', 'details.custom_data'] },
    });
    let d = (await invoke('GetEngagementDetails', { gk_engagement_id: { value: id } }, {})).details as Record<
      string,
      unknown
    >;
    expect(d).toMatchObject({
      gk_engagement_id: { value: id },
      is_active: true,
      engagement_id: 'ext-1',
      custom_data: { k: 'v' },
      gk_session_ids: [],
    });
    expect(d.correlation_id).toBeUndefined();

    await invoke(
      'UpdateEngagement',
      {
        details: { analyst_id: 'ann', correlation_id: 'c2', engagement_id: 'ignored' },
        field_mask: { paths: ['analystId', 'correlation_id'] },
      },
      { engagementId: id },
    );
    d = (
      await invoke(
        'GetEngagementDetails',
        { field_mask: { paths: ['engagement_id', 'analyst_id', 'correlation_id'] } },
        { engagementId: id },
      )
    ).details as Record<string, unknown>;
    expect(d).toEqual({ engagement_id: 'ext-1', analyst_id: 'ann', correlation_id: 'c2' });

    const bad = await rpcError(
      invoke('UpdateEngagement', { details: {}, field_mask: { paths: ['verdict_info'] } }, { engagementId: id }),
    );
    expect(bad.fieldViolations).toEqual([
      expect.objectContaining({ field: 'field_mask', invalidValue: 'verdict_info' }),
    ]);
    const noDetails = await rpcError(
      invoke('UpdateEngagement', { field_mask: { paths: ['analyst_id'] } }, { engagementId: id }),
    );
    expect(noDetails.fieldViolations).toEqual([
      expect.objectContaining({ field: 'details', violation: 'MANDATORY_FIELD_MISSING' }),
    ]);
    const noId = await rpcError(invoke('UpdateEngagement', { details: {}, field_mask: { paths: ['analyst_id'] } }, {}));
    expect(noId.fieldViolations).toEqual([
      expect.objectContaining({ field: 'gk_engagement_id', violation: 'MANDATORY_FIELD_MISSING' }),
    ]);
    const other = boundService(t.db, randomUUID());
    expect((await rpcError(other.invoke('GetEngagementDetails', { gk_engagement_id: { value: id } }, {}))).code).toBe(
      status.NOT_FOUND,
    );
    expect(
      (
        await rpcError(
          other.invoke(
            'UpdateEngagement',
            { details: {}, field_mask: { paths: ['analyst_id'] } },
            { engagementId: id },
          ),
        )
      ).code,
    ).toBe(status.NOT_FOUND);
  });

  it('StopEngagement stops its active sessions; afterwards only offline sessions may join', async () => {
    const { invoke, clock } = setup();
    const s = await invoke('StartSession', { session_type: 'SESSION_TYPE_CALL_CENTER' }, {});
    const engagementId = idOf(s.gk_engagement_id);
    clock.advance(3 * MIN);
    await invoke('StopEngagement', {}, { engagementId, configsetId: 'cs-x' });
    const e = (await invoke('GetEngagementDetails', {}, { engagementId })).details as Record<string, unknown>;
    expect(e.is_active).toBe(false);
    expect(tsMs(e.completion_timestamp)).toBe(clock.now().getTime());
    const sd = (await invoke('GetSessionDetails', { gk_session_id: s.gk_session_id }, {})).details as Record<
      string,
      unknown
    >;
    expect(sd.is_active).toBe(false);
    expect(tsMs(sd.completion_timestamp)).toBe(clock.now().getTime());

    const online = await rpcError(invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, { engagementId }));
    expect(online.code).toBe(status.FAILED_PRECONDITION);
    const offline = await invoke('StartSession', { session_type: 'SESSION_TYPE_FRAUD_ANALYST' }, { engagementId });
    expect(idOf(offline.gk_engagement_id)).toBe(engagementId);
    const after = (await invoke('GetEngagementDetails', {}, { engagementId })).details as Record<string, unknown>;
    expect(after.is_active).toBe(false);
    expect((after.gk_session_ids as unknown[]).length).toBe(2);
    await invoke('StopEngagement', {}, { engagementId }); // already stopped: no error
  });

  it('an idle engagement stops 4 hours after its last activity, sessions included; the sweep persists it', async () => {
    const { invoke, clock, scopeId } = setup();
    const s = await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {});
    const engagementId = idOf(s.gk_engagement_id);
    clock.advance(10 * MIN);
    await invoke(
      'UpdateSession',
      { details: { ani: '1' }, field_mask: { paths: ['ani'] } },
      { engagementId, sessionId: idOf(s.gk_session_id) },
    );
    const lastActivity = clock.now().getTime();
    clock.advance(4 * HOUR - 1);
    expect(
      ((await invoke('GetEngagementDetails', {}, { engagementId })).details as Record<string, unknown>).is_active,
    ).toBe(true);
    clock.advance(1);
    // No call touches it: the sweep alone stops it.
    const swept = await sweepExpired(t.db, clock);
    expect(swept.engagements).toBeGreaterThanOrEqual(1);
    const row = await t.db.query<{ is_active: boolean; completion_timestamp: Date }>(
      'SELECT is_active, completion_timestamp FROM engagements WHERE scope_id = $1 AND gk_engagement_id = $2',
      [scopeId, engagementId],
    );
    expect(row.rows[0]?.is_active).toBe(false);
    expect(row.rows[0]?.completion_timestamp.getTime()).toBe(lastActivity + 4 * HOUR);
    const sd = (await invoke('GetSessionDetails', { gk_session_id: s.gk_session_id }, {})).details as Record<
      string,
      unknown
    >;
    expect(tsMs(sd.completion_timestamp)).toBe(lastActivity + 30 * MIN);
  });

  it('honours configured timeouts', async () => {
    const { invoke, clock } = setup({ timeouts: { sessionMs: 2 * MIN, engagementMs: 5 * MIN } });
    const s = await invoke('StartSession', { session_type: 'SESSION_TYPE_WEB' }, {});
    clock.advance(2 * MIN);
    expect(
      ((await invoke('GetSessionDetails', { gk_session_id: s.gk_session_id }, {})).details as Record<string, unknown>)
        .is_active,
    ).toBe(false);
    clock.advance(3 * MIN);
    const e = (await invoke('GetEngagementDetails', { gk_engagement_id: s.gk_engagement_id }, {})).details as Record<
      string,
      unknown
    >;
    expect(e.is_active).toBe(false);
  });

  it('GetEngagementDetails reads without a transaction until the engagement is due, then stops it in storage', async () => {
    const { invoke, clock, scopeId } = setup({ timeouts: { sessionMs: 2 * MIN, engagementMs: 5 * MIN } });
    const s = await invoke('StartSession', { session_type: 'SESSION_TYPE_WEB' }, {});
    const engagementId = idOf(s.gk_engagement_id);
    const started = clock.now().getTime();
    const db = t.db as { tx: typeof t.db.tx };
    const tx = db.tx;
    let transactions = 0;
    db.tx = ((fn) => {
      transactions++;
      return tx.call(t.db, fn);
    }) as typeof tx;
    const read = async () =>
      (await invoke('GetEngagementDetails', { gk_engagement_id: s.gk_engagement_id }, {})).details as Record<
        string,
        unknown
      >;
    const stored = async () =>
      (
        await t.db.query<{ is_active: boolean; completion_timestamp: Date | null }>(
          'SELECT is_active, completion_timestamp FROM engagements WHERE scope_id = $1 AND gk_engagement_id = $2',
          [scopeId, engagementId],
        )
      ).rows[0]!;
    try {
      clock.advance(5 * MIN - 1);
      const live = await read();
      expect(live.is_active).toBe(true);
      expect(live.gk_session_ids).toEqual([s.gk_session_id]);
      expect(transactions).toBe(0);
      clock.advance(1);
      const due = await read();
      expect(due.is_active).toBe(false);
      expect(tsMs(due.completion_timestamp)).toBe(started + 5 * MIN);
      expect(transactions).toBe(1);
      expect(await stored()).toEqual({ is_active: false, completion_timestamp: new Date(started + 5 * MIN) });
    } finally {
      db.tx = tx;
    }
  });

  it('ListCorrelatedEngagements reads without a transaction until one of them is due, then shows it stopped', async () => {
    const { invoke, clock } = setup({ timeouts: { sessionMs: 2 * MIN, engagementMs: 5 * MIN } });
    const correlation_id = `corr-${randomUUID()}`;
    const id = await engagement(invoke, {
      details: { correlation_id },
      field_mask: { paths: ['details.correlation_id'] },
    });
    const db = t.db as { tx: typeof t.db.tx };
    const tx = db.tx;
    let transactions = 0;
    db.tx = ((fn) => {
      transactions++;
      return tx.call(t.db, fn);
    }) as typeof tx;
    const read = async () =>
      (
        (await invoke('ListCorrelatedEngagements', { correlation_id }, {})).engagements as Record<string, unknown>[]
      ).map((e) => ({ id: idOf(e.gk_engagement_id), active: e.is_active }));
    try {
      clock.advance(5 * MIN - 1);
      expect(await read()).toEqual([{ id, active: true }]);
      expect(transactions).toBe(0);
      clock.advance(1);
      expect(await read()).toEqual([{ id, active: false }]);
      expect(transactions).toBe(1);
    } finally {
      db.tx = tx;
    }
  });

  it('SetEngagementVerdict records verdict_info with the calling analyst and the time', async () => {
    const { invoke, clock } = setup();
    const id = await engagement(invoke);
    clock.advance(HOUR);
    await invoke(
      'SetEngagementVerdict',
      { verdict: 'ENGAGEMENT_VERDICT_SOMEONE_ELSE', description: 'spouse', amount: { value: '125000' } },
      { engagementId: id },
      { clientId: 'ana-42' },
    );
    const d = (await invoke('GetEngagementDetails', { field_mask: { paths: ['verdict_info'] } }, { engagementId: id }))
      .details as Record<string, Record<string, unknown>>;
    expect(d.verdict_info).toMatchObject({
      verdict: 'ENGAGEMENT_VERDICT_SOMEONE_ELSE',
      description: 'spouse',
      amount: { value: '125000' },
      analyst_id: 'ana-42',
    });
    expect(tsMs(d.verdict_info?.verdict_timestamp)).toBe(clock.now().getTime());

    const missing = await rpcError(
      invoke('SetEngagementVerdict', { verdict: 'ENGAGEMENT_VERDICT_UNSPECIFIED' }, { engagementId: id }),
    );
    expect(missing.fieldViolations).toEqual([
      expect.objectContaining({ field: 'verdict', violation: 'MANDATORY_FIELD_MISSING' }),
    ]);
    const badAmount = await rpcError(
      invoke(
        'SetEngagementVerdict',
        { verdict: 'ENGAGEMENT_VERDICT_FRAUD', amount: { value: '1e5' } },
        { engagementId: id },
      ),
    );
    expect(badAmount.fieldViolations).toEqual([expect.objectContaining({ field: 'amount' })]);
    const other = boundService(t.db, randomUUID());
    expect(
      (
        await rpcError(
          other.invoke('SetEngagementVerdict', { verdict: 'ENGAGEMENT_VERDICT_FRAUD' }, { engagementId: id }),
        )
      ).code,
    ).toBe(status.NOT_FOUND);
    // Another scope's refused verdict left the engagement as it was.
    const after = (
      await invoke('GetEngagementDetails', { field_mask: { paths: ['verdict_info'] } }, { engagementId: id })
    ).details as Record<string, Record<string, unknown>>;
    expect(after.verdict_info).toEqual(d.verdict_info);
  });

  it('a FRAUD verdict with reset runs the reset hooks in the same transaction; others do not', async () => {
    const record = async (q: Queryable, scopeId: string, id: string) => {
      await q.query('INSERT INTO test_fraud_resets VALUES ($1, $2)', [scopeId, id]);
    };
    const { invoke, scopeId } = setup({ hooks: { onFraudReset: [record] } });
    const resets = async (id: string) =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM test_fraud_resets WHERE scope_id = $1 AND gk_engagement_id = $2',
          [scopeId, id],
        )
      ).rows[0]?.n;
    const a = await engagement(invoke);
    await invoke(
      'SetEngagementVerdict',
      { verdict: 'ENGAGEMENT_VERDICT_AUTHENTIC', reset_enroll_attributes_on_fraud: true },
      { engagementId: a },
    );
    expect(await resets(a)).toBe(0);
    await invoke('SetEngagementVerdict', { verdict: 'ENGAGEMENT_VERDICT_FRAUD' }, { engagementId: a });
    expect(await resets(a)).toBe(0);
    await invoke(
      'SetEngagementVerdict',
      { verdict: 'ENGAGEMENT_VERDICT_FRAUD', reset_enroll_attributes_on_fraud: true },
      { engagementId: a },
    );
    expect(await resets(a)).toBe(1);

    // A failing hook rolls the verdict back with it.
    const failing = boundService(t.db, scopeId, {
      hooks: { onFraudReset: [record, async () => Promise.reject(new Error('enrollment store down'))] },
    });
    const b = await engagement(failing.invoke);
    await expect(
      failing.invoke(
        'SetEngagementVerdict',
        { verdict: 'ENGAGEMENT_VERDICT_FRAUD', reset_enroll_attributes_on_fraud: true },
        { engagementId: b },
      ),
    ).rejects.toThrow('enrollment store down');
    expect(await resets(b)).toBe(0);
    const d = (await invoke('GetEngagementDetails', {}, { engagementId: b })).details as Record<string, unknown>;
    expect(d.verdict_info).toBeUndefined();
  });

  it('GetGkEngagementId finds the newest engagement with an external ID, in the caller scope only', async () => {
    const { invoke, clock } = setup();
    await engagement(invoke, { details: { engagement_id: 'crm-7' } });
    clock.advance(MIN);
    const newer = await engagement(invoke, { details: { engagement_id: 'crm-7' } });
    expect(idOf((await invoke('GetGkEngagementId', { engagement_id: 'crm-7' }, {})).gk_engagement_id)).toBe(newer);
    expect((await rpcError(invoke('GetGkEngagementId', { engagement_id: 'crm-8' }, {}))).code).toBe(status.NOT_FOUND);
    expect((await rpcError(invoke('GetGkEngagementId', {}, {}))).fieldViolations).toEqual([
      expect.objectContaining({ field: 'engagement_id' }),
    ]);
    const other = boundService(t.db, randomUUID());
    expect((await rpcError(other.invoke('GetGkEngagementId', { engagement_id: 'crm-7' }, {}))).code).toBe(
      status.NOT_FOUND,
    );
  });

  it('ListCorrelatedEngagements returns at most five, newest first, of the caller scope', async () => {
    const { invoke, clock } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        await engagement(invoke, {
          details: { correlation_id: 'corr-1', ...(i % 2 ? { engagement_id: `e${i}` } : {}) },
        }),
      );
      clock.advance(MIN);
    }
    await engagement(invoke, { details: { correlation_id: 'corr-2' } });
    const other = boundService(t.db, randomUUID());
    await other.invoke('StartEngagement', { details: { correlation_id: 'corr-1' } }, {});
    const r = (await invoke('ListCorrelatedEngagements', { correlation_id: 'corr-1' }, {})).engagements as Array<
      Record<string, unknown>
    >;
    expect(r.map((e) => idOf(e.gk_engagement_id))).toEqual(ids.slice(2).reverse());
    expect(r[0]).not.toHaveProperty('engagement_id');
    expect(r[0]?.is_active).toBe(true);
    expect(r[1]).toMatchObject({ engagement_id: 'e5' });
    expect(tsMs(r[0]?.creation_timestamp)).toBeGreaterThan(tsMs(r[1]?.creation_timestamp));
    expect((await invoke('ListCorrelatedEngagements', { correlation_id: 'none' }, {})).engagements).toEqual([]);
    expect((await rpcError(invoke('ListCorrelatedEngagements', {}, {}))).fieldViolations).toEqual([
      expect.objectContaining({ field: 'correlation_id' }),
    ]);
  });
});
