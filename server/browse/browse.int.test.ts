// Browse over the real transports of a real server, with real tokens: who may call it, scope
// isolation, and filters given as GET query parameters on the HTTP/JSON binding.
import { randomUUID } from 'node:crypto';
import { status as grpcCode } from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { grpcStatus, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { insertPendingSegment, markSegmentReady } from '../audio/media.store.js';

const BROWSE = 'vigil.v1.Browse';
const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';
const MIN = 60_000;
const scopeCtx = (id: string) => ({ gk_scope_id: { value: id } });

async function rejected(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    return grpcStatus(err);
  }
  throw new Error('expected the call to fail');
}

describe.each(dbKinds())('Browse over the wire on %s', (kind) => {
  let t: TestServer;
  const clock = new ManualClock(Date.UTC(2026, 2, 2, 9, 0, 0));
  let analyst: string;
  const started: { id: string; ext: string }[] = [];
  let ivrInFirst = '';

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    analyst = await t.token('analyst');
    for (const ext of ['web-1', 'web-2', 'ivr-1']) {
      clock.advance(MIN);
      const r = await t.call<{ gk_engagement_id: { value: string } }>(
        SESSIONS,
        'StartEngagement',
        { context: scopeCtx(t.scopeId), details: { engagement_id: ext, correlation_id: 'corr-x' } },
        analyst,
      );
      started.push({ id: r.gk_engagement_id.value, ext });
    }
    const session = async (engagement: string | undefined, session_type: string) =>
      (
        await t.call<{ gk_session_id: { value: string } }>(
          SESSIONS,
          'StartSession',
          { context: { ...scopeCtx(t.scopeId), gk_engagement_id: { value: engagement } }, session_type },
          analyst,
        )
      ).gk_session_id.value;
    ivrInFirst = await session(started[0]?.id, 'SESSION_TYPE_IVR');
    await session(started[0]?.id, 'SESSION_TYPE_CALL_CENTER');
    await session(started[2]?.id, 'SESSION_TYPE_IVR');
    const other = await t.token('analyst', { scopeIds: [t.otherScopeId] });
    await t.call(
      SESSIONS,
      'StartEngagement',
      { context: scopeCtx(t.otherScopeId), details: { engagement_id: 'web-9' } },
      other,
    );
    await t.call(
      SESSIONS,
      'StopEngagement',
      { context: { ...scopeCtx(t.scopeId), gk_engagement_id: { value: started[1]?.id } } },
      analyst,
    );
  });
  afterAll(() => t.close());

  it('lists over gRPC for analyst, admin and support, newest first, with an OK status', async () => {
    for (const role of ['analyst', 'admin', 'support'] as const) {
      const token = await t.token(role);
      const r = await t.call<{
        status: { status_code: string };
        engagements: { engagement_id: string }[];
        total_size: number;
      }>(BROWSE, 'ListEngagements', { context: scopeCtx(t.scopeId) }, token);
      expect(r.status.status_code, role).toBe('OK');
      expect(r.engagements.map((e) => e.engagement_id)).toEqual(['ivr-1', 'web-2', 'web-1']);
      expect(r.total_size).toBe(3);
    }
  });

  it('refuses the service role, a scope outside the token, and a missing scope', async () => {
    const service = await t.token('service');
    const denied = await rejected(t.call(BROWSE, 'ListEngagements', { context: scopeCtx(t.scopeId) }, service));
    expect(denied.code).toBe(grpcCode.PERMISSION_DENIED);
    const foreign = await rejected(t.call(BROWSE, 'ListSessions', { context: scopeCtx(t.otherScopeId) }, analyst));
    expect(foreign.code).toBe(grpcCode.PERMISSION_DENIED);
    const missing = await rejected(t.call(BROWSE, 'ListVoiceprintProfiles', {}, analyst));
    expect(missing.code).toBe(grpcCode.INVALID_ARGUMENT);
    const http = await t.http('GET', '/vigil/v1/browse/engagements', {
      token: service,
      query: { 'context.gk_scope_id.value': t.scopeId },
    });
    expect(http.status).toBe(403);
  });

  it('takes filters, paging and order as GET query parameters over HTTP', async () => {
    const q = { 'context.gk_scope_id.value': t.scopeId };
    const prefix = await t.http('GET', '/vigil/v1/browse/engagements', {
      token: analyst,
      query: { ...q, engagement_id_prefix: 'web-' },
    });
    expect(prefix.status).toBe(200);
    const exts = (r: { json: Record<string, unknown> }) =>
      ((r.json.engagements ?? []) as { engagementId: string }[]).map((e) => e.engagementId);
    expect(exts(prefix)).toEqual(['web-2', 'web-1']);

    const active = await t.http('GET', '/vigil/v1/browse/engagements', {
      token: analyst,
      query: {
        ...q,
        isActive: 'true',
        correlation_id: 'corr-x',
        without_verdict: 'true',
        order_by: 'creation_timestamp asc',
      },
    });
    expect(exts(active)).toEqual(['web-1', 'ivr-1']);

    const since = new Date(Date.UTC(2026, 2, 2, 9, 2, 0)).toISOString();
    const interval = await t.http('GET', '/vigil/v1/browse/engagements', {
      token: analyst,
      query: { ...q, 'creation_interval.start_time': since },
    });
    expect(exts(interval)).toEqual(['ivr-1', 'web-2']);

    const page1 = await t.http('GET', '/vigil/v1/browse/engagements', {
      token: analyst,
      query: { ...q, page_size: '2' },
    });
    expect(exts(page1)).toEqual(['ivr-1', 'web-2']);
    expect(page1.json.totalSize).toBe(3);
    const page2 = await t.http('GET', '/vigil/v1/browse/engagements', {
      token: analyst,
      query: { ...q, page_size: '2', page_token: String(page1.json.nextPageToken) },
    });
    expect(exts(page2)).toEqual(['web-1']);
    expect(page2.json.nextPageToken ?? '').toBe('');

    const bad = await t.http('GET', '/vigil/v1/browse/engagements', {
      token: analyst,
      query: { ...q, page_token: 'nope!' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('page_token');

    const sessions = await t.http('GET', '/vigil/v1/browse/sessions', {
      token: analyst,
      query: {
        ...q,
        session_types: ['SESSION_TYPE_IVR', 'SESSION_TYPE_WEB'],
        'gk_engagement_id.value': started[0]?.id ?? '',
      },
    });
    expect(sessions.status).toBe(200);
    expect(
      ((sessions.json.sessions ?? []) as { gkSessionId: { value: string } }[]).map((x) => x.gkSessionId.value),
    ).toEqual([ivrInFirst]);

    const media = await t.http('GET', '/vigil/v1/browse/media-segments', { token: analyst, query: q });
    expect(media.status).toBe(200);
    expect(media.json.segments ?? []).toEqual([]);
  });

  it('says which listed engagements have uploaded audio, over gRPC and HTTP alike', async () => {
    const [web1, web2, ivr1] = started.map((e) => e.id);
    const sha = 'a'.repeat(64);
    await t.db.query(`INSERT INTO audio_files (sha256, byte_size, created_at) VALUES ($1, 16, now())`, [sha]);
    const segment = async (engagementId: string, ready: boolean) => {
      const id = randomUUID();
      await t.db.tx(async (q) => {
        await insertPendingSegment(q, {
          id,
          scopeId: t.scopeId,
          engagementId,
          sessionId: randomUUID(),
          container: 'CONTAINER_WAV',
          format: {},
          parties: [],
          callType: null,
          now: clock.now(),
        });
        if (ready)
          await markSegmentReady(q, id, {
            encoding: 'pcm16',
            sampleRate: 8000,
            channels: 1,
            frames: 8000,
            sha,
            now: clock.now(),
          });
      });
    };
    // web-1: two recordings and one upload still pending; ivr-1: only a pending upload; web-2: none.
    await segment(web1!, true);
    await segment(web1!, true);
    await segment(web1!, false);
    await segment(ivr1!, false);
    const grpc = await t.call<{ audio_segment_counts?: Record<string, number> }>(
      BROWSE,
      'ListEngagements',
      { context: scopeCtx(t.scopeId) },
      analyst,
    );
    expect(grpc.audio_segment_counts).toEqual({ [web1!]: 2 });
    const http = await t.http('GET', '/vigil/v1/browse/engagements', {
      token: analyst,
      query: { 'context.gk_scope_id.value': t.scopeId },
    });
    expect(http.status).toBe(200);
    expect(http.json.audioSegmentCounts).toEqual({ [web1!]: 2 });
    // Only the page's engagements are counted.
    const onlyWeb2 = await t.call<{ audio_segment_counts?: Record<string, number> }>(
      BROWSE,
      'ListEngagements',
      { context: scopeCtx(t.scopeId), engagement_id_prefix: 'web-2' },
      analyst,
    );
    expect(onlyWeb2.audio_segment_counts ?? {}).toEqual({});
    expect(web2).toBeDefined();
  });
});
