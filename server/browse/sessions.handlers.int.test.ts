// ListSessions called directly on every storage back end, with sessions made by the real
// SessionsManager handlers.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundService, idOf, rpcError, tsMs } from '../sessions/sessions.testkit.js';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { boundBrowse, valueOf } from './browse.testkit.js';

const MIN = 60_000;
const HOUR = 60 * MIN;
const sesId = (s: Record<string, unknown>) => valueOf(s.gk_session_id);

describe.each(dbKinds())('Browse.ListSessions on %s', (kind) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb(kind);
  });
  afterAll(() => t.close());

  const setup = () => {
    const scopeId = randomUUID();
    const sessions = boundService(t.db, scopeId);
    const browse = boundBrowse(t.db, sessions.clock);
    const start = async (session_type: string, engagementId?: string) => {
      sessions.clock.advance(MIN);
      const r = await sessions.invoke('StartSession', { session_type }, engagementId ? { engagementId } : {});
      return { session: idOf(r.gk_session_id), engagement: idOf(r.gk_engagement_id) };
    };
    const ids = async (req: object) =>
      new Set(((await browse.list('ListSessions', scopeId, req)).sessions as Record<string, unknown>[]).map(sesId));
    return { scopeId, ...sessions, ...browse, start, ids };
  };

  it('each filter narrows to exactly the matching sessions; other scopes never show', async () => {
    const s = setup();
    const a = await s.start('SESSION_TYPE_IVR');
    const b = await s.start('SESSION_TYPE_CALL_CENTER', a.engagement);
    const c = await s.start('SESSION_TYPE_WEB');
    await s.invoke('StopSession', {}, { engagementId: a.engagement, sessionId: a.session });
    const other = setup();
    await other.start('SESSION_TYPE_IVR');

    expect(await s.ids({})).toEqual(new Set([a.session, b.session, c.session]));
    expect(await s.ids({ gk_engagement_id: { value: a.engagement } })).toEqual(new Set([a.session, b.session]));
    expect(await s.ids({ gk_engagement_id: { value: a.engagement.toUpperCase() } })).toEqual(
      new Set([a.session, b.session]),
    );
    expect(await s.ids({ session_types: ['SESSION_TYPE_IVR', 'SESSION_TYPE_WEB'] })).toEqual(
      new Set([a.session, c.session]),
    );
    expect(await s.ids({ is_active: { value: false } })).toEqual(new Set([a.session]));
    expect(await s.ids({ is_active: { value: true } })).toEqual(new Set([b.session, c.session]));
    expect(await s.ids({ session_types: ['SESSION_TYPE_CALL_CENTER'], is_active: { value: true } })).toEqual(
      new Set([b.session]),
    );

    const all = (await s.list('ListSessions', s.scopeId, { order_by: 'creation_timestamp asc' })).sessions as Record<
      string,
      unknown
    >[];
    const bAt = tsMs(all[1]?.creation_timestamp);
    const cAt = tsMs(all[2]?.creation_timestamp);
    const ts = (ms: number) => ({ seconds: String(ms / 1000), nanos: 0 });
    expect(await s.ids({ creation_interval: { start_time: ts(bAt), end_time: ts(cAt) } })).toEqual(
      new Set([b.session]),
    );
    expect(await s.ids({ creation_interval: { end_time: ts(bAt) } })).toEqual(new Set([a.session]));
    // The other scope's engagement ID finds nothing here.
    const foreign = (await other.list('ListSessions', other.scopeId, {})).sessions as Record<string, unknown>[];
    expect(await s.ids({ gk_engagement_id: foreign[0]?.gk_engagement_id })).toEqual(new Set());
  });

  it('items are the GetSessionDetails read shape', async () => {
    const s = setup();
    const a = await s.start('SESSION_TYPE_IVR');
    const direct = await s.invoke('GetSessionDetails', { gk_session_id: { value: a.session } }, {});
    expect((await s.list('ListSessions', s.scopeId, {})).sessions).toEqual([direct.details]);
  });

  it('applies expiry and hides sessions whose post-call processing has finished, like GetSessionDetails', async () => {
    const s = setup();
    const a = await s.start('SESSION_TYPE_IVR');
    s.clock.advance(31 * MIN); // idle past the 30 min session timeout, with no other call
    expect(await s.ids({ is_active: { value: true } })).toEqual(new Set());
    expect(await s.ids({ is_active: { value: false } })).toEqual(new Set([a.session]));
    s.clock.advance(25 * HOUR); // past the 24 h post-call window
    expect(await s.ids({})).toEqual(new Set());
    const gone = await rpcError(s.invoke('GetSessionDetails', { gk_session_id: { value: a.session } }, {}));
    expect(gone.code).toBe(status.NOT_FOUND);
  });

  it('pages visit every session exactly once while sessions are added, in both directions', async () => {
    const s = setup();
    const first = await s.start('SESSION_TYPE_IVR');
    const original = [first.session];
    for (let i = 0; i < 10; i++)
      original.push((await s.start('SESSION_TYPE_DIGITAL', i % 2 ? first.engagement : undefined)).session);
    for (const order_by of ['creation_timestamp desc', 'creation_timestamp asc']) {
      const added: string[] = [];
      const walked = await s.walk(
        'ListSessions',
        s.scopeId,
        { page_size: 3, order_by },
        'sessions',
        sesId,
        async () => {
          added.push((await s.start('SESSION_TYPE_WEB')).session);
        },
      );
      expect(new Set(walked.ids).size).toBe(walked.ids.length);
      for (const id of original) expect(walked.ids.filter((x) => x === id)).toHaveLength(1);
      // The session added after the last page is not in the walk.
      const expected = order_by.endsWith('asc') ? [...original, ...added.slice(0, -1)] : [...original].reverse();
      expect(walked.ids).toEqual(expected);
      original.push(...added);
    }
  });

  it('refuses a bad engagement ID, session type and page token, naming each field', async () => {
    const s = setup();
    const err = await rpcError(
      s.list('ListSessions', s.scopeId, {
        gk_engagement_id: { value: 'nope' },
        session_types: ['SESSION_TYPE_IVR', 'BAD'],
        page_token: '!!',
      }),
    );
    expect(err.code).toBe(status.INVALID_ARGUMENT);
    // Filters are checked first; the page token once they are valid.
    expect(err.fieldViolations.map((v) => v.field).sort()).toEqual(['gk_engagement_id', 'session_types[1]']);
    const tok = await rpcError(s.list('ListSessions', s.scopeId, { page_token: '!!' }));
    expect(tok.fieldViolations.map((v) => v.field)).toEqual(['page_token']);
    const order = await rpcError(s.list('ListSessions', s.scopeId, { order_by: 'risk desc' }));
    expect(order.fieldViolations.map((v) => v.field)).toEqual(['order_by']);
  });
});
