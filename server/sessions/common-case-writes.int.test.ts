// UpdateSession's common case runs as one statement with no transaction of its own
// (sessions.store.ts updateActiveSessionIfNothingDue), and StopSession's stop leaves begin's
// expiry out (stopActiveSession with the kept timeouts). These check that the short way is taken
// where it should be, and that wherever begin's expiry or the checks would have changed or refused
// something (a sibling idle past its timeout, the engagement idle past its own, the session itself
// idle, a session named with the wrong engagement) the outcome read back from storage is theirs.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { json, kit } from '../configsets/configsets.testkit.js';
import { configsetTimeouts } from './deps.js';
import { boundService, idOf, rpcError } from './sessions.testkit.js';

const MIN = 60_000;

describe.each(dbKinds())('UpdateSession and StopSession in their common case on %s', (kind) => {
  let t: TestDb;
  let txs = 0;
  let restore = () => {};
  beforeAll(async () => {
    t = await openTestDb(kind);
    const tx = t.db.tx;
    t.db.tx = ((fn: Parameters<typeof tx>[0]) => {
      txs++;
      return tx.call(t.db, fn);
    }) as typeof tx;
    restore = () => (t.db.tx = tx);
  });
  afterAll(async () => {
    restore();
    await t.close();
  });
  afterEach(() => (txs = 0));

  /** A scope with these timeouts in an active configset, an engagement with two sessions. */
  async function engagement(sessions: { sessionTimeoutSeconds: number; engagementTimeoutSeconds: number }) {
    const configs = kit(t.db, { now: () => new Date() });
    const scopeId = configs.scopeId;
    const r = await configs.call('CreateConfigset', {
      configset_id: 'timeouts',
      type: 'CONFIGSET_TYPE_SCOPE',
      raw_content: json({ sessions }),
    });
    await configs.call('ActivateConfigsetRevision', { gk_configset_revision_id: r.gk_configset_revision_id });
    const { invoke, clock } = boundService(t.db, scopeId, { timeouts: configsetTimeouts(t.db) });
    const first = await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {});
    const engagementId = idOf(first.gk_engagement_id);
    const firstAt = clock.now().getTime();
    clock.advance(MIN);
    // Joining applies expiry in the engagement, which reads the scope's timeouts and keeps them.
    const second = idOf(
      (await invoke('StartSession', { session_type: 'SESSION_TYPE_CALL_CENTER' }, { engagementId })).gk_session_id,
    );
    txs = 0;
    return { scopeId, invoke, clock, engagementId, first: idOf(first.gk_session_id), firstAt, second };
  }

  const session = async (scopeId: string, id: string) =>
    (
      await t.db.query<{ ani: string | null; is_active: boolean; last_activity_at: Date; completion_timestamp: Date }>(
        'SELECT ani, is_active, last_activity_at, completion_timestamp FROM sessions WHERE scope_id = $1 AND gk_session_id = $2',
        [scopeId, id],
      )
    ).rows[0]!;
  const engagementRow = async (scopeId: string, id: string) =>
    (
      await t.db.query<{ is_active: boolean; last_activity_at: Date }>(
        'SELECT is_active, last_activity_at FROM engagements WHERE scope_id = $1 AND gk_engagement_id = $2',
        [scopeId, id],
      )
    ).rows[0]!;
  /**
   * Activity of a session alone (touchSession) leaves its engagement's behind: here the second
   * session last saw activity a minute ago and the engagement 40 minutes ago. Returns now (ms).
   */
  async function leaveEngagementBehind(e: {
    scopeId: string;
    engagementId: string;
    second: string;
    clock: { now(): Date };
  }) {
    const now = e.clock.now().getTime();
    await t.db.query('UPDATE sessions SET last_activity_at = $3 WHERE scope_id = $1 AND gk_session_id = $2', [
      e.scopeId,
      e.second,
      new Date(now - MIN),
    ]);
    await t.db.query('UPDATE engagements SET last_activity_at = $3 WHERE scope_id = $1 AND gk_engagement_id = $2', [
      e.scopeId,
      e.engagementId,
      new Date(now - 40 * MIN),
    ]);
    return now;
  }
  const setAni = (ani: string) => ({ details: { ani }, field_mask: { paths: ['ani'] } });

  it('writes the common case, with its engagement activity, without a transaction', async () => {
    const e = await engagement({ sessionTimeoutSeconds: 1800, engagementTimeoutSeconds: 3600 });
    e.clock.advance(5 * MIN);
    await e.invoke('UpdateSession', setAni('+15550003333'), { engagementId: e.engagementId, sessionId: e.second });
    expect(txs).toBe(0);
    const row = await session(e.scopeId, e.second);
    expect(row.ani).toBe('+15550003333');
    expect(row.last_activity_at.getTime()).toBe(e.clock.now().getTime());
    expect((await engagementRow(e.scopeId, e.engagementId)).last_activity_at.getTime()).toBe(e.clock.now().getTime());
  });

  it('stops a sibling idle past the session timeout first, as the transaction does', async () => {
    const e = await engagement({ sessionTimeoutSeconds: 1800, engagementTimeoutSeconds: 7200 });
    // The second session keeps busy; the first has been idle since the start.
    e.clock.advance(20 * MIN);
    await e.invoke('UpdateSession', setAni('+15550004444'), { sessionId: e.second });
    e.clock.advance(15 * MIN);
    await e.invoke('UpdateSession', setAni('+15550005555'), { sessionId: e.second });
    const idle = await session(e.scopeId, e.first);
    expect(idle.is_active).toBe(false);
    expect(idle.completion_timestamp.getTime()).toBe(e.firstAt + 30 * MIN);
    expect((await session(e.scopeId, e.second)).ani).toBe('+15550005555');
  });

  it('stops an engagement idle past its own timeout, and its sessions with it', async () => {
    const e = await engagement({ sessionTimeoutSeconds: 1800, engagementTimeoutSeconds: 1800 });
    e.clock.advance(5 * MIN);
    await leaveEngagementBehind(e);
    await e.invoke('UpdateSession', setAni('+15550006666'), { sessionId: e.second });
    expect((await engagementRow(e.scopeId, e.engagementId)).is_active).toBe(false);
    const row = await session(e.scopeId, e.second);
    expect(row.is_active).toBe(false);
    expect(row.ani).toBe('+15550006666'); // still within its post-call window
  });

  it('leaves a stopped session inactive, its activity where the stop left it', async () => {
    const e = await engagement({ sessionTimeoutSeconds: 1800, engagementTimeoutSeconds: 3600 });
    e.clock.advance(2 * MIN);
    await e.invoke('StopSession', {}, { sessionId: e.second });
    const stopped = await session(e.scopeId, e.second);
    e.clock.advance(3 * MIN);
    await e.invoke('UpdateSession', setAni('+15550008888'), { sessionId: e.second });
    const row = await session(e.scopeId, e.second);
    expect(row.ani).toBe('+15550008888');
    expect(row.is_active).toBe(false);
    expect(row.last_activity_at).toEqual(stopped.last_activity_at);
  });

  it('stops the session itself when it has been idle past its timeout', async () => {
    const e = await engagement({ sessionTimeoutSeconds: 1800, engagementTimeoutSeconds: 7200 });
    const idleSince = e.clock.now().getTime();
    e.clock.advance(45 * MIN);
    await e.invoke('UpdateSession', setAni('+15550009999'), { sessionId: e.second });
    const row = await session(e.scopeId, e.second);
    expect(row.is_active).toBe(false);
    expect(row.completion_timestamp.getTime()).toBe(idleSince + 30 * MIN);
    expect(row.last_activity_at.getTime()).toBe(idleSince);
  });

  it('changes nothing when the session is named with another engagement', async () => {
    const e = await engagement({ sessionTimeoutSeconds: 1800, engagementTimeoutSeconds: 3600 });
    const err = await rpcError(
      e.invoke('UpdateSession', setAni('+15550007777'), { engagementId: randomUUID(), sessionId: e.second }),
    );
    expect(err.message).toMatch(/does not belong to engagement/);
    expect((await session(e.scopeId, e.second)).ani).toBeNull();
  });
  it('StopSession stops a sibling idle past the session timeout at its own time first', async () => {
    const e = await engagement({ sessionTimeoutSeconds: 1800, engagementTimeoutSeconds: 7200 });
    e.clock.advance(20 * MIN);
    await e.invoke('UpdateSession', setAni('+15550001212'), { sessionId: e.second });
    e.clock.advance(15 * MIN);
    await e.invoke('StopSession', {}, { sessionId: e.second });
    const idle = await session(e.scopeId, e.first);
    expect(idle.is_active).toBe(false);
    expect(idle.completion_timestamp.getTime()).toBe(e.firstAt + 30 * MIN);
    const stopped = await session(e.scopeId, e.second);
    expect(stopped.is_active).toBe(false);
    expect(stopped.completion_timestamp.getTime()).toBe(e.clock.now().getTime());
  });

  it('StopSession in an engagement idle past its timeout stops the session with the engagement', async () => {
    const e = await engagement({ sessionTimeoutSeconds: 1800, engagementTimeoutSeconds: 1800 });
    e.clock.advance(5 * MIN);
    const now = await leaveEngagementBehind(e);
    await e.invoke('StopSession', {}, { sessionId: e.second });
    expect((await engagementRow(e.scopeId, e.engagementId)).is_active).toBe(false);
    // Stopped with its engagement (at the later of its own last activity and the engagement's
    // completion), not at the time of the call.
    expect((await session(e.scopeId, e.second)).completion_timestamp.getTime()).toBe(now - MIN);
  });

  it('StopSession in the common case stops the session now and keeps its engagement going', async () => {
    const e = await engagement({ sessionTimeoutSeconds: 1800, engagementTimeoutSeconds: 3600 });
    e.clock.advance(3 * MIN);
    await e.invoke('StopSession', {}, { sessionId: e.second });
    const row = await session(e.scopeId, e.second);
    expect(row.is_active).toBe(false);
    expect(row.completion_timestamp.getTime()).toBe(e.clock.now().getTime());
    const eng = await engagementRow(e.scopeId, e.engagementId);
    expect(eng.is_active).toBe(true);
    expect(eng.last_activity_at.getTime()).toBe(e.clock.now().getTime());
  });
});
