// ValidateCallerId, ValidateCallerIdExt and ProcessPreAnswer over the real transports of a real
// server, with real tokens: results, replay by reference_id, the pre-call engagement and session
// read back from storage, and refusals of every kind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSIONS_SERVICE } from '../sessions/index.js';
import type { Role } from '../rpc/types.js';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { invite, passport } from './sip.testkit.js';
import { ctx, failed, ok, wireCaller, type Transport } from './callerid-wire.testkit.js';

const NOW = Date.UTC(2026, 0, 1, 12);
const ts = (ms: number) => ({ seconds: String(Math.floor(ms / 1000)), nanos: 0 });
const callerIdData = (over: Record<string, unknown> = {}) => ({
  call_start_timestamp: ts(NOW),
  calling_number: '+1 (555) 234-5678',
  called_number: '+1 555 765 4321',
  telecom_network_id: 'carrier-1',
  sip_message: invite({
    from: '15552345678',
    identity: passport({ attest: 'A', orig: '15552345678', iat: NOW / 1000 - 2 }),
  }),
  ...over,
});

describe.each(dbKinds())('caller-ID validation over the wire on %s', (kind) => {
  let server: TestServer;
  const tokens = {} as Record<Role | 'otherScope', string>;
  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const role of ['service', 'analyst', 'support', 'admin'] as const) tokens[role] = await server.token(role);
    tokens.otherScope = await server.token('service', { scopeIds: [server.otherScopeId] });
  });
  afterAll(() => server.close());

  const newSession = async (scopeId = server.scopeId, token = tokens.service) => {
    const r = await server.call<{ gk_session_id: { value: string }; gk_engagement_id: { value: string } }>(
      SESSIONS_SERVICE,
      'StartSession',
      { context: ctx(scopeId), session_type: 'SESSION_TYPE_IVR' },
      token,
    );
    return { engagementId: r.gk_engagement_id.value, sessionId: r.gk_session_id.value };
  };

  describe.each<Transport>(['grpc', 'http'])('over %s', (transport) => {
    const rpc = (method: string, req: Record<string, unknown>, token = tokens.service) =>
      wireCaller(server, transport)(method, req, token);

    it('validates a caller ID with attestation A, then replays the stored result by reference_id', async () => {
      const s = await newSession();
      const first = ok(
        await rpc('ValidateCallerId', { context: ctx(server.scopeId, s), caller_id_data: callerIdData() }),
      );
      expect(first.reference_id).toMatch(/^[0-9a-f-]{36}$/);
      const result = first.result as Record<string, Record<string, unknown>>;
      expect(result.processing_result).toMatchObject({
        vendor_id: 'vigil-builtin',
        additional_data: { attestation: 'A', orig_tn_matches: 'true' },
      });
      expect(result.processing_result?.trust_indicator).toBeGreaterThanOrEqual(0.8);
      expect(result).toMatchObject({
        decision: 'DECISION_NO_RISK_DETECTED',
        decision_reason: 'DECISION_REASON_NO_RISK_DETECTED',
      });
      const replay = ok(
        await rpc('ValidateCallerId', { context: ctx(server.scopeId, s), reference_id: first.reference_id }),
      );
      expect(replay).toEqual(first);
    });

    it('distrusts a spoofed-looking call: no Identity, From differs from the calling number', async () => {
      const s = await newSession();
      const r = ok(
        await rpc('ValidateCallerId', {
          context: ctx(server.scopeId, s),
          caller_id_data: callerIdData({
            sip_message: invite({ from: '15559990000' }),
            reference_id: `client-ref-${transport}`,
          }),
        }),
      );
      expect(r.reference_id).toBe(`client-ref-${transport}`);
      expect(r.result).toMatchObject({ decision: 'DECISION_FRAUD', decision_reason: 'DECISION_REASON_FRAUD_RISK' });
      const again = failed(
        await rpc('ValidateCallerId', {
          context: ctx(server.scopeId, s),
          caller_id_data: callerIdData({ reference_id: `client-ref-${transport}` }),
        }),
      );
      expect(again.nuance).toBe('ALREADY_EXISTS');
    });

    it('ValidateCallerIdExt decides on the vendor raw result, and refuses another API version with NOT_IMPLEMENTED', async () => {
      const s = await newSession();
      const none = failed(
        await rpc('ValidateCallerIdExt', {
          context: ctx(server.scopeId, s),
          version: 'vigil-1',
          raw_data: '{"trust_indicator":0.9}',
        }),
      );
      expect(none.nuance).toBe('INVALID_REQUEST');
      ok(await rpc('ValidateCallerId', { context: ctx(server.scopeId, s), caller_id_data: callerIdData() }));
      const ext = ok(
        await rpc('ValidateCallerIdExt', {
          context: ctx(server.scopeId, s),
          version: 'vigil-1',
          raw_data: '{"trust_indicator":0.2}',
        }),
      );
      expect(ext.result).toMatchObject({
        vendor_data: { trust_indicator: expect.closeTo(0.2, 5) },
        risk_engine_result: { risk: 80 },
        decision: 'DECISION_FRAUD',
        decision_reason: 'DECISION_REASON_FRAUD_RISK',
      });
      const other = failed(
        await rpc('ValidateCallerIdExt', {
          context: ctx(server.scopeId, s),
          version: 'acme-2',
          raw_data: '{"trust_indicator":0.2}',
        }),
      );
      expect(other.nuance).toBe('NOT_IMPLEMENTED');
      expect(other.message).toContain('vigil-1');
      const bad = failed(
        await rpc('ValidateCallerIdExt', {
          context: ctx(server.scopeId, s),
          version: 'vigil-1',
          raw_data: '{"trust_indicator":7}',
        }),
      );
      expect(bad.violations).toEqual([{ field: 'raw_data.trust_indicator', violation: 'OUT_OF_RANGE' }]);
      const missing = failed(await rpc('ValidateCallerIdExt', { context: ctx(server.scopeId, s) }));
      expect(missing.violations.map((v) => v.field).sort()).toEqual(['raw_data', 'version']);
    });

    it('ProcessPreAnswer starts an engagement and a pre-call session, and its reference_id replays the result', async () => {
      const r = ok(
        await rpc('ProcessPreAnswer', {
          context: ctx(server.scopeId),
          caller_id_data: callerIdData(),
          correlation_id: `corr-${transport}`,
        }),
      );
      const gkEngagementId = (r.gk_engagement_id as { value: string }).value;
      expect(r.reference_id).toMatch(/^precall-/);
      const attrs = (r.result as { result_attributes: Record<string, string> }).result_attributes;
      expect(attrs).toMatchObject({
        vendor_id: 'vigil-builtin',
        decision: 'DECISION_NO_RISK_DETECTED',
        attestation: 'A',
        reference_id: r.reference_id,
      });
      const eng = await server.db.query<{ engagement_id: string; correlation_id: string; scope_id: string }>(
        'SELECT engagement_id, correlation_id, scope_id FROM engagements WHERE gk_engagement_id = $1',
        [gkEngagementId],
      );
      expect(eng.rows).toEqual([
        { engagement_id: r.reference_id, correlation_id: `corr-${transport}`, scope_id: server.scopeId },
      ]);
      const sessions = await server.db.query<{ session_type: string; ani: string; dnis: string; is_active: boolean }>(
        'SELECT session_type, ani, dnis, is_active FROM sessions WHERE gk_engagement_id = $1',
        [gkEngagementId],
      );
      expect(sessions.rows).toEqual([
        { session_type: 'SESSION_TYPE_PRE_CALL', ani: '+15552345678', dnis: '+15557654321', is_active: true },
      ]);
      const s = await newSession();
      const replay = ok(
        await rpc('ValidateCallerId', { context: ctx(server.scopeId, s), reference_id: r.reference_id }),
      );
      expect(replay.result).toMatchObject({
        processing_result: { vendor_id: 'vigil-builtin' },
        decision: 'DECISION_NO_RISK_DETECTED',
      });
    });

    it('keeps results inside their scope', async () => {
      const s = await newSession();
      const r = ok(await rpc('ValidateCallerId', { context: ctx(server.scopeId, s), caller_id_data: callerIdData() }));
      const o = await newSession(server.otherScopeId, tokens.otherScope);
      const foreign = failed(
        await rpc(
          'ValidateCallerId',
          { context: ctx(server.otherScopeId, o), reference_id: r.reference_id },
          tokens.otherScope,
        ),
      );
      expect(foreign.nuance).toBe('NOT_FOUND');
      const wrongScope = failed(
        await rpc('ValidateCallerId', { context: ctx(server.otherScopeId, s), reference_id: r.reference_id }),
      );
      expect(wrongScope.nuance).toBe('PERMISSION_DENIED');
      const foreignSession = failed(
        await rpc(
          'ValidateCallerId',
          { context: ctx(server.otherScopeId, s), caller_id_data: callerIdData() },
          tokens.otherScope,
        ),
      );
      expect(foreignSession.nuance).toBe('NOT_FOUND');
    });

    it('refuses roles the policy leaves out', async () => {
      const s = await newSession();
      expect(
        failed(
          await rpc(
            'ValidateCallerId',
            { context: ctx(server.scopeId, s), caller_id_data: callerIdData() },
            tokens.support,
          ),
        ).nuance,
      ).toBe('PERMISSION_DENIED');
      expect(
        failed(
          await rpc(
            'ProcessPreAnswer',
            { context: ctx(server.scopeId), caller_id_data: callerIdData() },
            tokens.analyst,
          ),
        ).nuance,
      ).toBe('PERMISSION_DENIED');
    });

    it.each([
      [
        'a letter in calling_number',
        { calling_number: '+1555CALLME' },
        'caller_id_data.calling_number',
        'INVALID_FORMAT',
      ],
      ['no called_number', { called_number: '' }, 'caller_id_data.called_number', 'MANDATORY_FIELD_MISSING'],
      [
        'no call_start_timestamp',
        { call_start_timestamp: undefined },
        'caller_id_data.call_start_timestamp',
        'MANDATORY_FIELD_MISSING',
      ],
      [
        'no telecom_network_id',
        { telecom_network_id: '' },
        'caller_id_data.telecom_network_id',
        'MANDATORY_FIELD_MISSING',
      ],
      ['no sip_message', { sip_message: undefined }, 'caller_id_data.sip_message', 'MANDATORY_FIELD_MISSING'],
      [
        'a SIP response instead of an INVITE',
        { sip_message: 'SIP/2.0 200 OK\r\n\r\n' },
        'caller_id_data.sip_message',
        'INVALID_FORMAT',
      ],
      ['a bad gk_person_id', { gk_person_id: { value: 'nope' } }, 'caller_id_data.gk_person_id', 'INVALID_FORMAT'],
    ])('refuses %s with the field named', async (_name, over, field, violation) => {
      const s = await newSession();
      const r = failed(
        await rpc('ValidateCallerId', { context: ctx(server.scopeId, s), caller_id_data: callerIdData(over) }),
      );
      expect(r.nuance).toBe('BAD_REQUEST');
      expect(r.violations).toEqual([{ field, violation }]);
    });

    it('refuses a request without data, without session context, or with an unknown reference', async () => {
      const s = await newSession();
      expect(failed(await rpc('ValidateCallerId', { context: ctx(server.scopeId, s) })).violations).toEqual([
        { field: 'caller_id_data', violation: 'MANDATORY_FIELD_MISSING' },
      ]);
      const noSession = failed(
        await rpc('ValidateCallerId', { context: ctx(server.scopeId), caller_id_data: callerIdData() }),
      );
      expect(noSession.violations.map((v) => v.field).sort()).toEqual([
        'context.gk_engagement_id',
        'context.gk_session_id',
      ]);
      expect(
        failed(await rpc('ValidateCallerId', { context: ctx(server.scopeId, s), reference_id: 'never-issued' })).nuance,
      ).toBe('NOT_FOUND');
      const pre = failed(
        await rpc('ProcessPreAnswer', {
          context: ctx(server.scopeId),
          caller_id_data: callerIdData({ calling_number: '1+2' }),
        }),
      );
      expect(pre.violations).toEqual([{ field: 'caller_id_data.calling_number', violation: 'INVALID_FORMAT' }]);
    });
  });
});
