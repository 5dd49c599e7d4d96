// Every SessionsManager RPC over the real transports (gRPC and HTTP/JSON) of a real server, on
// every storage back end, with real tokens: what a client sees on the wire.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../rpc/types.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { ManualClock } from '../../wire/clock.js';
import { ctx, wireCaller, type Outcome, type Transport } from './sessions-wire.testkit.js';

const MIN = 60_000;

const ok = (o: Outcome): Record<string, unknown> => {
  if (!o.ok) throw new Error(`expected success, got ${o.nuance}: ${o.message}`);
  return o.body;
};
const failed = (o: Outcome) => {
  if (o.ok) throw new Error(`expected a failure, got ${JSON.stringify(o.body)}`);
  return o;
};
const id = (x: unknown) => (x as { value: string }).value;

describe.each(dbKinds())('SessionsManager over the wire on %s', (kind) => {
  let server: TestServer;
  const clock = new ManualClock(Date.now());
  const tokens = {} as Record<Role | 'otherScope', string>;
  const freshTokens = async () => {
    for (const role of ['service', 'analyst', 'support', 'admin'] as const) tokens[role] = await server.token(role);
    tokens.otherScope = await server.token('analyst', { scopeIds: [server.otherScopeId] });
  };
  beforeAll(async () => {
    server = await startTestServer(kind, { clock });
    await freshTokens();
  });
  afterAll(() => server.close());

  describe.each<Transport>(['grpc', 'http'])('over %s', (transport) => {
    const rpc = (method: string, req: Record<string, unknown>, token = tokens.service) =>
      wireCaller(server, transport)(method, req, token);
    const scope = (extra = {}) => ctx(server.scopeId, extra);

    it('runs a session from start to stop and reads back what was written', async () => {
      const started = ok(
        await rpc('StartSession', {
          context: scope({ configsetId: 'ContactCenterDefault' }),
          session_type: 'SESSION_TYPE_IVR',
          details: {
            session_id: 'ivr-1',
            ani: '+12125550101',
            dnis: '8005550123',
            call_type: 'CALL_TYPE_INBOUND',
            group_size: { value: 3 },
            custom_data: { queue: 'gold' },
          },
        }),
      );
      const ids = { engagementId: id(started.gk_engagement_id), sessionId: id(started.gk_session_id) };
      const read = ok(await rpc('GetSessionDetails', { context: scope(), gk_session_id: { value: ids.sessionId } }))
        .details as Record<string, unknown>;
      expect(read).toMatchObject({
        gk_session_id: { value: ids.sessionId },
        gk_engagement_id: { value: ids.engagementId },
        session_type: 'SESSION_TYPE_IVR',
        is_active: true,
        session_id: 'ivr-1',
        ani: '+12125550101',
        call_type: 'CALL_TYPE_INBOUND',
        group_size: 3,
        custom_data: { queue: 'gold' },
        creation_timestamp: clock.now().getTime(),
      });

      ok(
        await rpc('UpdateSession', {
          context: scope(ids),
          details: { is_suspicious: true, suspicious_reason: 'ANI on watchlist', ani: 'not written' },
          field_mask: { paths: ['is_suspicious', 'details.suspicious_reason'] },
        }),
      );
      const masked = ok(
        await rpc('GetSessionDetails', {
          context: scope({ sessionId: ids.sessionId }),
          field_mask: { paths: ['ani', 'is_suspicious', 'suspicious_reason'] },
        }),
      );
      expect(masked.details).toEqual({
        ani: '+12125550101',
        is_suspicious: true,
        suspicious_reason: 'ANI on watchlist',
      });

      expect(ok(await rpc('GetSessionDecision', { context: scope(ids) }))).toEqual({
        decision_reason: 'DECISION_REASON_NO_DATA',
      });

      clock.advance(1000);
      const second = ok(
        await rpc('StartSession', {
          context: scope({ engagementId: ids.engagementId }),
          session_type: 'SESSION_TYPE_CALL_CENTER',
        }),
      );
      expect(id(second.gk_engagement_id)).toBe(ids.engagementId);
      clock.advance(2 * MIN);
      ok(await rpc('StopSession', { context: scope(ids) }));
      const stopped = ok(await rpc('GetSessionDetails', { context: scope({ sessionId: ids.sessionId }) }))
        .details as Record<string, unknown>;
      expect(stopped.is_active).toBe(false);
      expect(stopped.completion_timestamp).toBe(clock.now().getTime());
      const stopRow = await server.db.query<{ stop_configset_id: string }>(
        'SELECT stop_configset_id FROM sessions WHERE gk_session_id = $1',
        [ids.sessionId],
      );
      expect(stopRow.rows[0]?.stop_configset_id).toBe('ContactCenterDefault');

      const eng = ok(await rpc('GetEngagementDetails', { context: scope({ engagementId: ids.engagementId }) }))
        .details as Record<string, unknown>;
      expect((eng.gk_session_ids as unknown[]).map(id)).toEqual([ids.sessionId, id(second.gk_session_id)]);
      expect(eng.is_active).toBe(true);
    });

    it('runs an engagement: mask-honouring update, external ID lookup, verdict with reset, stop', async () => {
      const external = `crm-${transport}-${Math.floor(clock.now().getTime() / 1000)}`;
      const e = id(
        ok(
          await rpc('StartEngagement', {
            context: scope(),
            details: { engagement_id: external, correlation_id: 'c-0', custom_data: { a: '1' } },
          }),
        ).gk_engagement_id,
      );
      ok(
        await rpc('UpdateEngagement', {
          context: scope(),
          gk_engagement_id: { value: e },
          details: { analyst_id: 'ana', correlation_id: 'c-1' },
          field_mask: { paths: ['analyst_id'] },
        }),
      );
      const d1 = ok(
        await rpc('GetEngagementDetails', {
          context: scope(),
          gk_engagement_id: { value: e },
          field_mask: { paths: ['analyst_id', 'correlation_id', 'custom_data'] },
        }),
      );
      expect(d1.details).toEqual({ analyst_id: 'ana', correlation_id: 'c-0', custom_data: { a: '1' } });

      expect(
        id(ok(await rpc('GetGkEngagementId', { context: scope(), engagement_id: external })).gk_engagement_id),
      ).toBe(e);

      ok(
        await rpc(
          'SetEngagementVerdict',
          {
            context: scope({ engagementId: e }),
            verdict: 'ENGAGEMENT_VERDICT_FRAUD',
            description: 'account takeover',
            amount: { value: '250000' },
            reset_enroll_attributes_on_fraud: true,
          },
          tokens.analyst,
        ),
      );
      const d2 = ok(await rpc('GetEngagementDetails', { context: scope({ engagementId: e }) })).details as Record<
        string,
        Record<string, unknown>
      >;
      expect(d2.verdict_info).toMatchObject({
        verdict: 'ENGAGEMENT_VERDICT_FRAUD',
        description: 'account takeover',
        amount: '250000',
        verdict_timestamp: clock.now().getTime(),
      });
      expect(d2.verdict_info?.analyst_id).toMatch(/analyst/);
      const reset = await server.db.query<{ at: Date | null }>(
        'SELECT enroll_attributes_reset_at AS at FROM engagements WHERE gk_engagement_id = $1',
        [e],
      );
      expect(reset.rows[0]?.at?.getTime()).toBe(clock.now().getTime());

      ok(await rpc('StopEngagement', { context: scope({ engagementId: e }) }));
      expect(
        (
          ok(await rpc('GetEngagementDetails', { context: scope({ engagementId: e }) })).details as Record<
            string,
            unknown
          >
        ).is_active,
      ).toBe(false);
    });

    it('lists at most five correlated engagements, newest first', async () => {
      const corr = `corr-${transport}-${clock.now().getTime()}`;
      const created: string[] = [];
      for (let i = 0; i < 7; i++) {
        created.push(
          id(
            ok(
              await rpc('StartEngagement', {
                context: scope(),
                details: { correlation_id: corr, engagement_id: `e${i}` },
              }),
            ).gk_engagement_id,
          ),
        );
        clock.advance(1000);
      }
      const list = ok(await rpc('ListCorrelatedEngagements', { context: scope(), correlation_id: corr }))
        .engagements as Array<Record<string, unknown>>;
      expect(list.map((x) => id(x.gk_engagement_id))).toEqual(created.slice(2).reverse());
      expect(list[0]).toMatchObject({ engagement_id: 'e6', is_active: true });
      expect(list[0]?.creation_timestamp).toBeGreaterThan(list[1]?.creation_timestamp as number);
    });

    it('keeps scopes apart: NOT_FOUND for another scope’s IDs, PERMISSION_DENIED for a scope not in the token', async () => {
      const s = ok(await rpc('StartSession', { context: scope(), session_type: 'SESSION_TYPE_WEB' }));
      const other = ctx(server.otherScopeId);
      const r1 = failed(
        await rpc('GetSessionDetails', { context: other, gk_session_id: s.gk_session_id }, tokens.otherScope),
      );
      expect(r1.nuance).toBe('NOT_FOUND');
      const r2 = failed(
        await rpc('GetEngagementDetails', { context: other, gk_engagement_id: s.gk_engagement_id }, tokens.otherScope),
      );
      expect(r2.nuance).toBe('NOT_FOUND');
      const r3 = failed(
        await rpc(
          'SetEngagementVerdict',
          { context: other, gk_engagement_id: s.gk_engagement_id, verdict: 'ENGAGEMENT_VERDICT_FRAUD' },
          tokens.otherScope,
        ),
      );
      expect(r3.nuance).toBe('NOT_FOUND');
      const r4 = failed(
        await rpc('GetSessionDetails', { context: scope(), gk_session_id: s.gk_session_id }, tokens.otherScope),
      );
      expect(r4.nuance).toBe('PERMISSION_DENIED');
      // Nothing leaked into the other scope's lists either.
      expect(
        ok(await rpc('ListCorrelatedEngagements', { context: other, correlation_id: 'c-0' }, tokens.otherScope))
          .engagements ?? [],
      ).toEqual([]);
    });

    it('refuses roles the method does not allow', async () => {
      const e = id(ok(await rpc('StartEngagement', { context: scope() })).gk_engagement_id);
      const r1 = failed(
        await rpc(
          'SetEngagementVerdict',
          { context: scope({ engagementId: e }), verdict: 'ENGAGEMENT_VERDICT_AUTHENTIC' },
          tokens.support,
        ),
      );
      expect(r1.nuance).toBe('PERMISSION_DENIED');
      const r2 = failed(
        await rpc(
          'SetEngagementVerdict',
          { context: scope({ engagementId: e }), verdict: 'ENGAGEMENT_VERDICT_AUTHENTIC' },
          tokens.service,
        ),
      );
      expect(r2.nuance).toBe('PERMISSION_DENIED');
      expect(failed(await rpc('StartEngagement', { context: scope() }, tokens.support)).nuance).toBe(
        'PERMISSION_DENIED',
      );
      // Support may read.
      expect(
        ok(await rpc('GetEngagementDetails', { context: scope({ engagementId: e }) }, tokens.support)).details,
      ).toBeTruthy();
      const d = ok(
        await rpc('GetEngagementDetails', {
          context: scope({ engagementId: e }),
          field_mask: { paths: ['verdict_info'] },
        }),
      );
      expect(d.details).toEqual({});
    });

    it('names the missing or bad field: context, request IDs, masks, 64-character limits, verdict', async () => {
      const s = ok(await rpc('StartSession', { context: scope(), session_type: 'SESSION_TYPE_IVR' }));
      const ids = { engagementId: id(s.gk_engagement_id), sessionId: id(s.gk_session_id) };
      const cases: Array<[string, Record<string, unknown>, string, string]> = [
        [
          'StopSession',
          { context: scope({ engagementId: ids.engagementId }) },
          'context.gk_session_id',
          'MANDATORY_FIELD_MISSING',
        ],
        [
          'StopSession',
          { context: scope({ sessionId: ids.sessionId }) },
          'context.gk_engagement_id',
          'MANDATORY_FIELD_MISSING',
        ],
        [
          'StartSession',
          { context: {}, session_type: 'SESSION_TYPE_IVR' },
          'context.gk_scope_id',
          'MANDATORY_FIELD_MISSING',
        ],
        ['StartSession', { context: scope() }, 'session_type', 'MANDATORY_FIELD_MISSING'],
        [
          'StartSession',
          { context: scope(), session_type: 'SESSION_TYPE_WEB', details: { business_type: 'b'.repeat(65) } },
          'details.business_type',
          'TOO_LONG',
        ],
        [
          'UpdateSession',
          { context: scope(ids), details: { datacenter: 'd'.repeat(65) }, field_mask: { paths: ['datacenter'] } },
          'details.datacenter',
          'TOO_LONG',
        ],
        [
          'UpdateSession',
          { context: scope(ids), details: { ani: '1' }, field_mask: { paths: ['ani', 'agent_id'] } },
          'field_mask',
          'INVALID_FORMAT',
        ],
        [
          'UpdateSession',
          { context: scope({ engagementId: ids.engagementId }), details: { ani: '1' }, field_mask: { paths: ['ani'] } },
          'gk_session_id',
          'MANDATORY_FIELD_MISSING',
        ],
        ['GetSessionDetails', { context: scope() }, 'gk_session_id', 'MANDATORY_FIELD_MISSING'],
        [
          'GetEngagementDetails',
          { context: scope(), field_mask: { paths: ['nope'] }, gk_engagement_id: { value: ids.engagementId } },
          'field_mask',
          'INVALID_FORMAT',
        ],
        [
          'UpdateEngagement',
          { context: scope({ engagementId: ids.engagementId }), details: { analyst_id: 'x' } },
          'field_mask',
          'MANDATORY_FIELD_MISSING',
        ],
        ['GetGkEngagementId', { context: scope(), engagement_id: '' }, 'engagement_id', 'MANDATORY_FIELD_MISSING'],
      ];
      for (const [method, req, field, violation] of cases) {
        const token = method === 'SetEngagementVerdict' ? tokens.analyst : tokens.service;
        const r = await rpc(method, req, token);
        if (method === 'GetGkEngagementId' && transport === 'http') continue; // an empty path segment does not route
        const f = failed(r);
        expect([method, f.nuance]).toEqual([method, 'BAD_REQUEST']);
        expect(f.violations).toContainEqual({ field, violation });
      }
      const verdict = failed(
        await rpc('SetEngagementVerdict', { context: scope({ engagementId: ids.engagementId }) }, tokens.analyst),
      );
      expect(verdict.violations).toEqual([{ field: 'verdict', violation: 'MANDATORY_FIELD_MISSING' }]);
      // None of the rejected writes landed.
      const d = ok(
        await rpc('GetSessionDetails', {
          context: scope({ sessionId: ids.sessionId }),
          field_mask: { paths: ['ani', 'datacenter'] },
        }),
      );
      expect(d.details).toEqual({});
    });
  });

  it('stops idle sessions and engagements on their own, and hides details once post-call processing is over', async () => {
    await freshTokens();
    const rpc = (t: Transport, method: string, req: Record<string, unknown>) =>
      wireCaller(server, t)(method, req, tokens.service);
    const s = ok(await rpc('grpc', 'StartSession', { context: ctx(server.scopeId), session_type: 'SESSION_TYPE_IVR' }));
    const started = clock.now().getTime();
    const read = (t: Transport) =>
      rpc(t, 'GetSessionDetails', { context: ctx(server.scopeId), gk_session_id: s.gk_session_id });
    clock.advance(29 * MIN);
    await freshTokens();
    expect((ok(await read('http')).details as Record<string, unknown>).is_active).toBe(true);
    clock.advance(MIN);
    await freshTokens();
    for (const t of ['grpc', 'http'] as const) {
      const d = ok(await read(t)).details as Record<string, unknown>;
      expect(d.is_active).toBe(false);
      expect(d.completion_timestamp).toBe(started + 30 * MIN);
    }
    clock.advance(4 * 60 * MIN);
    await freshTokens();
    const e = ok(
      await rpc('http', 'GetEngagementDetails', { context: ctx(server.scopeId), gk_engagement_id: s.gk_engagement_id }),
    ).details as Record<string, unknown>;
    expect(e.is_active).toBe(false);
    expect(e.completion_timestamp).toBe(started + 4 * 60 * MIN);
    clock.advance(24 * 60 * MIN);
    await freshTokens();
    for (const t of ['grpc', 'http'] as const) {
      const gone = failed(await read(t));
      expect(gone.nuance).toBe('NOT_FOUND');
      expect(gone.message).toMatch(/post-call processing finished/);
    }
  });
});
