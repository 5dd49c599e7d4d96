// Expiry is applied where a call works (its engagement), computed at read time elsewhere, and
// persisted for the rest of the scope by the periodic sweep: a write does not sweep the scope.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { json, kit } from '../configsets/configsets.testkit.js';
import { configsetTimeouts } from './deps.js';
import { sweepExpired } from './index.js';
import { boundService, idOf, tsMs } from './sessions.testkit.js';

const MIN = 60_000;

describe.each(dbKinds())('session expiry without a sweep per write on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  const stored = async (scopeId: string, id: string) =>
    (
      await t.db.query<{ is_active: boolean; completion_timestamp: Date | null; post_call_done_at: Date | null }>(
        'SELECT is_active, completion_timestamp, post_call_done_at FROM sessions WHERE scope_id = $1 AND gk_session_id = $2',
        [scopeId, id],
      )
    ).rows[0]!;

  it('a StartSession leaves other engagements to the sweep; they read as expired before it', async () => {
    const scopeId = randomUUID();
    const { invoke, clock } = boundService(t.db, scopeId);
    const idle = idOf((await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {})).gk_session_id);
    const unread = idOf((await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {})).gk_session_id);
    const lastActivity = clock.now().getTime();
    clock.advance(30 * MIN);
    // A new call elsewhere in the scope: it writes its own rows only.
    await invoke('StartSession', { session_type: 'SESSION_TYPE_CALL_CENTER' }, {});
    expect((await stored(scopeId, idle)).is_active).toBe(true);
    expect((await stored(scopeId, unread)).is_active).toBe(true);

    // A read sees the expiry all the same, with the times the sweep would give.
    const d = (await invoke('GetSessionDetails', { gk_session_id: { value: idle } }, {})).details as Record<
      string,
      unknown
    >;
    expect(d.is_active).toBe(false);
    expect(tsMs(d.completion_timestamp)).toBe(lastActivity + 30 * MIN);

    // The sweep persists it for the session nobody read, at the same times.
    const swept = await sweepExpired(t.db, clock);
    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    const row = await stored(scopeId, unread);
    expect(row.is_active).toBe(false);
    expect(row.completion_timestamp?.getTime()).toBe(lastActivity + 30 * MIN);
    expect(row.post_call_done_at?.getTime()).toBe(lastActivity + 30 * MIN + 24 * 60 * MIN);
    expect(await stored(scopeId, idle)).toEqual(row);
  });

  it('a write in an engagement stops its idle sessions first, as the scope-wide pass did', async () => {
    const scopeId = randomUUID();
    const { invoke, clock } = boundService(t.db, scopeId);
    const first = await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {});
    const engagementId = idOf(first.gk_engagement_id);
    const idle = idOf(first.gk_session_id);
    const lastActivity = clock.now().getTime();
    clock.advance(20 * MIN);
    const busy = idOf(
      (await invoke('StartSession', { session_type: 'SESSION_TYPE_CALL_CENTER' }, { engagementId })).gk_session_id,
    );
    clock.advance(10 * MIN);
    await invoke(
      'UpdateSession',
      { details: { ani: '+15550001111' }, field_mask: { paths: ['ani'] } },
      { engagementId, sessionId: busy },
    );
    const row = await stored(scopeId, idle);
    expect(row.is_active).toBe(false);
    expect(row.completion_timestamp?.getTime()).toBe(lastActivity + 30 * MIN);
    expect((await stored(scopeId, busy)).is_active).toBe(true);
  });

  it('timeouts an instance keeps are not used once another instance activates a configset', async () => {
    const configs = kit(t.db, { now: () => new Date() });
    const scopeId = configs.scopeId;
    const activate = async (configsetId: string, sessions: object) => {
      const r = await configs.call('CreateConfigset', {
        configset_id: configsetId,
        type: 'CONFIGSET_TYPE_SCOPE',
        raw_content: json({ sessions }),
      });
      await configs.call('ActivateConfigsetRevision', { gk_configset_revision_id: r.gk_configset_revision_id });
    };
    await activate('long', { sessionTimeoutSeconds: 3600, engagementTimeoutSeconds: 7200 });
    // This instance keeps the scope's timeouts between calls; the configsets service stands for
    // another instance on the same database.
    const { invoke, clock } = boundService(t.db, scopeId, { timeouts: configsetTimeouts(t.db) });
    const first = await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {});
    const engagementId = idOf(first.gk_engagement_id);
    const idle = idOf(first.gk_session_id);
    const lastActivity = clock.now().getTime();
    clock.advance(15 * MIN);
    // Joining the engagement applies expiry there with the hour-long timeout, and keeps it.
    const busy = idOf(
      (await invoke('StartSession', { session_type: 'SESSION_TYPE_CALL_CENTER' }, { engagementId })).gk_session_id,
    );
    expect((await stored(scopeId, idle)).is_active).toBe(true);
    clock.advance(5 * MIN);
    await activate('shorter', { sessionTimeoutSeconds: 600, engagementTimeoutSeconds: 7200 });

    await invoke(
      'UpdateSession',
      { details: { ani: '+15550002222' }, field_mask: { paths: ['ani'] } },
      { engagementId, sessionId: busy },
    );
    // The next write applies the ten-minute timeout: 20 minutes idle, stopped at 10.
    const row = await stored(scopeId, idle);
    expect(row.is_active).toBe(false);
    expect(row.completion_timestamp?.getTime()).toBe(lastActivity + 10 * MIN);
    expect((await stored(scopeId, busy)).is_active).toBe(true);

    // A verdict (one statement with the kept timeouts) finds them changed again and applies the new ones.
    clock.advance(6 * MIN);
    await activate('shortest', { sessionTimeoutSeconds: 300, engagementTimeoutSeconds: 7200 });
    await invoke('SetEngagementVerdict', { verdict: 'ENGAGEMENT_VERDICT_AUTHENTIC' }, { engagementId });
    const after = await stored(scopeId, busy);
    expect(after.is_active).toBe(false);
    expect(after.completion_timestamp?.getTime()).toBe(lastActivity + 20 * MIN + 5 * MIN);
  });

  it('a write in an engagement idle past its timeout stops it and its sessions as the sweep stops its twin', async () => {
    const scopeId = randomUUID();
    // Sessions outlive engagements here, so the engagement's expiry is what stops them.
    const timeouts = { sessionMs: 5 * 60 * MIN, engagementMs: 60 * MIN, postCallMs: 60 * MIN };
    const { invoke, clock } = boundService(t.db, scopeId, { timeouts });
    const twins = [];
    for (let i = 0; i < 2; i++) {
      const first = await invoke('StartSession', { session_type: 'SESSION_TYPE_IVR' }, {});
      twins.push(idOf(first.gk_engagement_id));
    }
    clock.advance(20 * MIN);
    for (const engagementId of twins)
      await invoke('StartSession', { session_type: 'SESSION_TYPE_CALL_CENTER' }, { engagementId });
    clock.advance(90 * MIN);
    // One engagement gets a write (its expiry within that engagement), the other the sweep.
    await invoke(
      'SetEngagementVerdict',
      { gk_engagement_id: { value: twins[0] }, verdict: 'ENGAGEMENT_VERDICT_AUTHENTIC' },
      {},
    );
    await sweepExpired(t.db, clock, timeouts);
    const rowsOf = async (engagementId: string) => ({
      engagement: (
        await t.db.query(
          `SELECT is_active, completion_timestamp, stop_configset_id FROM engagements
            WHERE scope_id = $1 AND gk_engagement_id = $2`,
          [scopeId, engagementId],
        )
      ).rows,
      sessions: (
        await t.db.query(
          `SELECT is_active, completion_timestamp, modified_at, post_call_done_at, stop_configset_id FROM sessions
            WHERE scope_id = $1 AND gk_engagement_id = $2 ORDER BY created_at`,
          [scopeId, engagementId],
        )
      ).rows,
    });
    const written = await rowsOf(twins[0]!);
    expect(written).toEqual(await rowsOf(twins[1]!));
    // Stopped an hour after the second session joined; both sessions with it.
    const stoppedAt = clock.now().getTime() - 30 * MIN;
    expect(written.engagement[0]).toMatchObject({ is_active: false });
    expect((written.engagement[0]!.completion_timestamp as Date).getTime()).toBe(stoppedAt);
    expect(written.sessions.map((s) => [s.is_active, (s.completion_timestamp as Date).getTime()])).toEqual([
      [false, stoppedAt],
      [false, stoppedAt],
    ]);
  });
});
