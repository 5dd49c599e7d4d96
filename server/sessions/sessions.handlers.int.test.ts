// Session handlers called directly (hand-built CallContext) on every storage back end: what a
// client would read back afterwards, and what stays invisible from another scope.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { status } from '@grpc/grpc-js';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { boundService, idOf, rpcError, tsMs } from './sessions.testkit.js';

const MIN = 60_000;

describe.each(dbKinds())('SessionsManager sessions on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  const setup = (extra = {}) => {
    const scopeId = randomUUID();
    return { scopeId, ...boundService(t.db, scopeId, extra) };
  };

  it('StartSession without an engagement creates one; a second session joins it', async () => {
    const { invoke, clock } = setup();
    const started = await invoke(
      'StartSession',
      {
        session_type: 'SESSION_TYPE_IVR',
        is_test: true,
        details: {
          session_id: 'call-1',
          ani: '+15551230001',
          dnis: '8005550100',
          call_type: 'CALL_TYPE_INBOUND',
          session_intent: 'SESSION_INTENT_VERIFICATION',
          business_type: 'retail',
          group_size: { value: 2 },
          custom_data: { queue: 'gold' },
        },
      },
      { configsetId: 'cs-start' },
    );
    const sessionId = idOf(started.gk_session_id);
    const engagementId = idOf(started.gk_engagement_id);
    const read = await invoke('GetSessionDetails', {}, { sessionId });
    expect(read.details).toMatchObject({
      gk_session_id: { value: sessionId },
      gk_engagement_id: { value: engagementId },
      session_type: 'SESSION_TYPE_IVR',
      is_test: true,
      is_active: true,
      session_id: 'call-1',
      ani: '+15551230001',
      dnis: '8005550100',
      call_type: 'CALL_TYPE_INBOUND',
      session_intent: 'SESSION_INTENT_VERIFICATION',
      business_type: 'retail',
      group_size: { value: 2 },
      custom_data: { queue: 'gold' },
    });
    const details = read.details as Record<string, unknown>;
    expect(tsMs(details.creation_timestamp)).toBe(clock.now().getTime());
    expect(details.completion_timestamp).toBeUndefined();

    clock.advance(MIN);
    const second = await invoke('StartSession', { session_type: 'SESSION_TYPE_CALL_CENTER' }, { engagementId });
    expect(idOf(second.gk_engagement_id)).toBe(engagementId);
    const eng = await invoke('GetEngagementDetails', {}, { engagementId });
    expect((eng.details as { gk_session_ids: unknown[] }).gk_session_ids.map(idOf)).toEqual([
      sessionId,
      idOf(second.gk_session_id),
    ]);
  });

  it('StartSession validates session_type, the 64-character limits and the create mask', async () => {
    const { invoke } = setup();
    const missing = await rpcError(invoke('StartSession', { details: {} }, {}));
    expect(missing.code).toBe(status.INVALID_ARGUMENT);
    expect(missing.fieldViolations).toEqual([
      expect.objectContaining({ field: 'session_type', violation: 'MANDATORY_FIELD_MISSING' }),
    ]);

    const tooLong = await rpcError(
      invoke(
        'StartSession',
        { session_type: 'SESSION_TYPE_WEB', details: { business_type: 'b'.repeat(65), datacenter: 'd'.repeat(65) } },
        {},
      ),
    );
    expect(tooLong.fieldViolations.map((f) => [f.field, f.violation])).toEqual([
      ['details.business_type', 'TOO_LONG'],
      ['details.datacenter', 'TOO_LONG'],
    ]);

    const ok = await invoke(
      'StartSession',
      {
        session_type: 'SESSION_TYPE_WEB',
        details: { business_type: 'b'.repeat(64), ani: '1' },
        field_mask: { paths: ['business_type'] },
      },
      {},
    );
    const read = await invoke('GetSessionDetails', { gk_session_id: ok.gk_session_id }, {});
    expect((read.details as Record<string, unknown>).business_type).toBe('b'.repeat(64));
    expect((read.details as Record<string, unknown>).ani).toBeUndefined(); // not in the create mask

    const badMask = await rpcError(
      invoke('StartSession', { session_type: 'SESSION_TYPE_WEB', field_mask: { paths: ['is_suspicious'] } }, {}),
    );
    expect(badMask.fieldViolations).toEqual([
      expect.objectContaining({ field: 'field_mask', invalidValue: 'is_suspicious' }),
    ]);
  });

  it('a given engagement must exist in the caller scope', async () => {
    const a = setup();
    const started = await a.invoke('StartEngagement', {}, {});
    const b = boundService(t.db, randomUUID());
    const err = await rpcError(
      b.invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, { engagementId: idOf(started.gk_engagement_id) }),
    );
    expect(err.code).toBe(status.NOT_FOUND);
    const none = await rpcError(
      a.invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, { engagementId: randomUUID() }),
    );
    expect(none.code).toBe(status.NOT_FOUND);
  });

  it('UpdateSession sets exactly the masked fields and leaves the rest alone', async () => {
    const { invoke } = setup();
    const s = await invoke(
      'StartSession',
      {
        session_type: 'SESSION_TYPE_CALL_CENTER',
        details: { ani: '111', dnis: '222', datacenter: 'east', custom_data: { a: '1', b: '2' } },
      },
      {},
    );
    const sessionId = idOf(s.gk_session_id);
    const engagementId = idOf(s.gk_engagement_id);
    await invoke(
      'UpdateSession',
      {
        details: {
          ani: '999',
          dnis: 'ignored',
          is_suspicious: true,
          suspicious_reason: 'spoofed ANI',
          custom_data: { c: '3' },
        },
        field_mask: { paths: ['details.ani', 'is_suspicious', 'suspiciousReason', 'custom_data', 'datacenter'] },
      },
      { engagementId, sessionId },
    );
    const d = (await invoke('GetSessionDetails', {}, { sessionId })).details as Record<string, unknown>;
    expect(d).toMatchObject({
      ani: '999',
      dnis: '222',
      is_suspicious: true,
      suspicious_reason: 'spoofed ANI',
      custom_data: { c: '3' },
    });
    expect(d.datacenter).toBeUndefined(); // masked but absent: cleared

    const unknown = await rpcError(
      invoke('UpdateSession', { details: {}, field_mask: { paths: ['risk_info'] } }, { engagementId, sessionId }),
    );
    expect(unknown.fieldViolations).toEqual([
      expect.objectContaining({ field: 'field_mask', invalidValue: 'risk_info' }),
    ]);
    const empty = await rpcError(invoke('UpdateSession', { details: { ani: '1' } }, { engagementId, sessionId }));
    expect(empty.fieldViolations).toEqual([
      expect.objectContaining({ field: 'field_mask', violation: 'MANDATORY_FIELD_MISSING' }),
    ]);
    const noId = await rpcError(
      invoke('UpdateSession', { details: { ani: '1' }, field_mask: { paths: ['ani'] } }, { engagementId }),
    );
    expect(noId.fieldViolations).toEqual([
      expect.objectContaining({ field: 'gk_session_id', violation: 'MANDATORY_FIELD_MISSING' }),
    ]);
    const tooLong = await rpcError(
      invoke(
        'UpdateSession',
        {
          gk_session_id: { value: sessionId },
          details: { business_type: 'x'.repeat(65) },
          field_mask: { paths: ['business_type'] },
        },
        { engagementId },
      ),
    );
    expect(tooLong.fieldViolations).toEqual([
      expect.objectContaining({ field: 'details.business_type', violation: 'TOO_LONG' }),
    ]);
    const otherEngagement = await rpcError(
      invoke(
        'UpdateSession',
        { details: {}, field_mask: { paths: ['ani'] } },
        { engagementId: randomUUID(), sessionId },
      ),
    );
    expect(otherEngagement.fieldViolations).toEqual([
      expect.objectContaining({ field: 'context.gk_engagement_id', violation: 'FIELD_CONFLICT' }),
    ]);
    // Nothing of the rejected updates landed.
    const after = (
      await invoke('GetSessionDetails', { field_mask: { paths: ['ani', 'business_type'] } }, { sessionId })
    ).details;
    expect(after).toEqual({ ani: '999' });
  });

  it('GetSessionDetails with a mask returns only the selected fields; other scopes see NOT_FOUND', async () => {
    const { invoke } = setup();
    const s = await invoke(
      'StartSession',
      { session_type: 'SESSION_TYPE_DIGITAL', details: { ani: '1', dnis: '2' } },
      {},
    );
    const r = await invoke(
      'GetSessionDetails',
      { gk_session_id: s.gk_session_id, field_mask: { paths: ['dnis', 'isActive'] } },
      {},
    );
    expect(r.details).toEqual({ dnis: '2', is_active: true });
    const other = boundService(t.db, randomUUID());
    expect((await rpcError(other.invoke('GetSessionDetails', { gk_session_id: s.gk_session_id }, {}))).code).toBe(
      status.NOT_FOUND,
    );
    const bad = await rpcError(invoke('GetSessionDetails', { gk_session_id: { value: 'not-a-uuid' } }, {}));
    expect(bad.fieldViolations).toEqual([
      expect.objectContaining({ field: 'gk_session_id', violation: 'INVALID_FORMAT' }),
    ]);
  });

  it('StopSession records its configset by precedence: context, decision, start, defaults', async () => {
    const { invoke, scopeId } = setup();
    const stopWith = async (startCs: string | undefined, decide: boolean, stopCs: string | undefined) => {
      const s = await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, { configsetId: startCs });
      const ids = { engagementId: idOf(s.gk_engagement_id), sessionId: idOf(s.gk_session_id) };
      if (decide) {
        await t.db.query("UPDATE engagements SET configset_id = 'cs-engagement' WHERE gk_engagement_id = $1", [
          ids.engagementId,
        ]);
        await invoke('GetSessionDecision', {}, ids);
      }
      await invoke('StopSession', {}, { ...ids, configsetId: stopCs });
      const r = await t.db.query<{ stop_configset_id: string | null; decision_configset_id: string | null }>(
        'SELECT stop_configset_id, decision_configset_id FROM sessions WHERE scope_id = $1 AND gk_session_id = $2',
        [scopeId, ids.sessionId],
      );
      return r.rows[0];
    };
    expect((await stopWith('cs-start', true, 'cs-stop'))?.stop_configset_id).toBe('cs-stop');
    expect(await stopWith(undefined, true, undefined)).toEqual({
      stop_configset_id: 'cs-engagement',
      decision_configset_id: 'cs-engagement',
    });
    expect((await stopWith('cs-start', false, undefined))?.stop_configset_id).toBe('cs-start');
    expect((await stopWith(undefined, false, undefined))?.stop_configset_id).toBeNull();
  });

  it('a stopped session stays readable until post-call processing finishes, then is NOT_FOUND', async () => {
    const { invoke, clock } = setup({ timeouts: { postCallMs: 60 * MIN } });
    const s = await invoke('StartSession', { session_type: 'SESSION_TYPE_CALL_CENTER' }, {});
    const ids = { engagementId: idOf(s.gk_engagement_id), sessionId: idOf(s.gk_session_id) };
    clock.advance(5 * MIN);
    await invoke('StopSession', {}, ids);
    await invoke('StopSession', {}, ids); // again: nothing changes, no error
    const d = (await invoke('GetSessionDetails', {}, ids)).details as Record<string, unknown>;
    expect(d.is_active).toBe(false);
    expect(tsMs(d.completion_timestamp)).toBe(clock.now().getTime());
    clock.advance(60 * MIN - 1);
    await invoke('UpdateSession', { details: { was_abandon: true }, field_mask: { paths: ['was_abandon'] } }, ids);
    expect(((await invoke('GetSessionDetails', {}, ids)).details as Record<string, unknown>).was_abandon).toBe(true);
    clock.advance(1);
    const gone = await rpcError(invoke('GetSessionDetails', {}, ids));
    expect(gone.code).toBe(status.NOT_FOUND);
    expect(gone.message).toMatch(/post-call processing finished/);
  });

  it('a rejected UpdateSession or StopSession leaves the session and its engagement as they were', async () => {
    const { invoke, clock, scopeId } = setup({ timeouts: { postCallMs: 60 * MIN } });
    const row = async (id: string) =>
      (
        await t.db.query<{ is_active: boolean; was_abandon: boolean; last_activity_at: Date; e_last: Date }>(
          `SELECT s.is_active, s.was_abandon, s.last_activity_at, e.last_activity_at AS e_last
             FROM sessions s JOIN engagements e ON e.gk_engagement_id = s.gk_engagement_id
            WHERE s.scope_id = $1 AND s.gk_session_id = $2`,
          [scopeId, id],
        )
      ).rows[0]!;
    const s = await invoke('StartSession', { session_type: 'SESSION_TYPE_CALL_CENTER' }, {});
    const ids = { engagementId: idOf(s.gk_engagement_id), sessionId: idOf(s.gk_session_id) };
    const before = await row(ids.sessionId);
    clock.advance(MIN);
    // Named with an engagement it does not belong to: rejected, nothing stopped or touched.
    const wrong = { ...ids, engagementId: randomUUID() };
    for (const [method, req] of [
      ['StopSession', {}],
      ['UpdateSession', { details: { was_abandon: true }, field_mask: { paths: ['was_abandon'] } }],
    ] as const) {
      const err = await rpcError(invoke(method, req, wrong));
      expect(err.fieldViolations).toEqual([
        expect.objectContaining({ field: 'context.gk_engagement_id', violation: 'FIELD_CONFLICT' }),
      ]);
    }
    expect(await row(ids.sessionId)).toEqual(before);

    // Once post-call processing is over, an update is NOT_FOUND and does not land.
    await invoke('StopSession', {}, ids);
    clock.advance(60 * MIN);
    const gone = await rpcError(
      invoke('UpdateSession', { details: { was_abandon: true }, field_mask: { paths: ['was_abandon'] } }, ids),
    );
    expect(gone.code).toBe(status.NOT_FOUND);
    expect((await row(ids.sessionId)).was_abandon).toBe(false);
    expect((await rpcError(invoke('StopSession', {}, wrong))).fieldViolations).toHaveLength(1);
    const missing = await rpcError(invoke('StopSession', {}, { ...ids, sessionId: randomUUID() }));
    expect(missing.code).toBe(status.NOT_FOUND);
  });

  it('an idle session times out at last activity + 30 minutes, and activity pushes that back', async () => {
    const { invoke, clock } = setup();
    const start = clock.now().getTime();
    const s = await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {});
    const ids = { engagementId: idOf(s.gk_engagement_id), sessionId: idOf(s.gk_session_id) };
    clock.advance(20 * MIN);
    await invoke('UpdateSession', { details: { ani: '5' }, field_mask: { paths: ['ani'] } }, ids);
    clock.advance(29 * MIN);
    expect(((await invoke('GetSessionDetails', {}, ids)).details as Record<string, unknown>).is_active).toBe(true);
    clock.advance(MIN);
    const d = (await invoke('GetSessionDetails', {}, ids)).details as Record<string, unknown>;
    expect(d.is_active).toBe(false);
    expect(tsMs(d.completion_timestamp)).toBe(start + 50 * MIN);
  });

  it('GetSessionDecision answers NO_DATA until a risk evaluation is stored, then returns it', async () => {
    const { invoke } = setup();
    const s = await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {});
    const ids = { engagementId: idOf(s.gk_engagement_id), sessionId: idOf(s.gk_session_id) };
    expect(await invoke('GetSessionDecision', {}, ids)).toEqual({ decision_reason: 'DECISION_REASON_NO_DATA' });
    await t.db.query(
      "UPDATE sessions SET risk = 87, reliability = 64, decision = 'DECISION_FRAUD', decision_reason = 'DECISION_REASON_FRAUD_RISK' WHERE gk_session_id = $1",
      [ids.sessionId],
    );
    expect(
      await invoke(
        'GetSessionDecision',
        { gk_session_id: { value: ids.sessionId } },
        { engagementId: ids.engagementId },
      ),
    ).toEqual({
      risk: { value: 87 },
      reliability: { value: 64 },
      decision: 'DECISION_FRAUD',
      decision_reason: 'DECISION_REASON_FRAUD_RISK',
    });
    const d = (await invoke('GetSessionDetails', { field_mask: { paths: ['risk_info'] } }, ids)).details;
    expect(d).toEqual({
      risk_info: {
        risk: { value: 87 },
        reliability: { value: 64 },
        decision: 'DECISION_FRAUD',
        decision_reason: 'DECISION_REASON_FRAUD_RISK',
      },
    });
  });
});
