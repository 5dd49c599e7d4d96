import { status } from '@grpc/grpc-js';
import { describe, expect, it } from 'vitest';
import { ALL_OAUTH_SCOPES } from '../../shared/rpc/policy.js';
import { systemClock } from '../../wire/clock.js';
import { silentLogger } from '../util/log.js';
import { Dispatcher, readContext } from './dispatch.js';
import { POLICY } from '../../shared/rpc/policy.js';
import { RpcError, unauthenticated } from './errors.js';
import { unknownFields } from './response-check.js';
import { loadProtos } from '../../wire/protos.js';
import type { Principal } from './types.js';

const SCOPE = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const who = (over: Partial<Principal> = {}): Principal => ({
  clientId: 'client',
  role: 'support',
  gkScopeIds: [SCOPE],
  oauthScopes: ALL_OAUTH_SCOPES,
  tokenId: 'j',
  expiresAt: Infinity,
  ...over,
});

const rejection = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(RpcError);
  return e as RpcError;
};

describe('readContext', () => {
  const mutation = POLICY['nuance.biosec.v1.voiceprint.VoiceprintsManager']!.LockVoiceprintProfile!.context;

  it('names every missing mandatory context field', () => {
    const e = (() => {
      try {
        readContext({ gk_scope_id: { value: SCOPE } }, mutation, who());
      } catch (err) {
        return err as RpcError;
      }
    })();
    expect(e?.code).toBe(status.INVALID_ARGUMENT);
    expect(e?.fieldViolations.map((v) => v.field)).toEqual(['context.gk_engagement_id', 'context.gk_session_id']);
  });

  it('rejects IDs that are not UUIDs, naming the field', () => {
    expect(() => readContext({ gk_scope_id: { value: 'scope-1' } }, mutation, who())).toThrow(
      /context.gk_scope_id: must be a UUID/,
    );
  });

  it('refuses a scope the client is not registered for', () => {
    const ctx = { gk_scope_id: { value: OTHER }, gk_engagement_id: { value: SCOPE }, gk_session_id: { value: SCOPE } };
    expect(() => readContext(ctx, mutation, who())).toThrow(/not authorized for scope/);
  });

  it('drops context fields the method does not use', () => {
    const rule = { E: '-', S: '-', Sc: 'M', C: '-' } as const;
    const got = readContext(
      { gk_scope_id: { value: SCOPE.toUpperCase() }, gk_session_id: { value: OTHER }, configset_id: 'x' },
      rule,
      who(),
    );
    expect(got).toEqual({ scopeId: SCOPE, engagementId: undefined, sessionId: undefined, configsetId: undefined });
  });
});

describe('Dispatcher', () => {
  const service = 'nuance.biosec.v1.voiceprint.VoiceprintsManager';
  const make = (principal: Principal | Error) =>
    new Dispatcher({
      registrations: [{ service, methods: { UnlockVoiceprintProfile: async () => ({}) } }],
      authenticate: () => {
        if (principal instanceof Error) throw principal;
        return principal;
      },
      clock: systemClock,
      log: silentLogger,
    });
  const inv = (method = 'UnlockVoiceprintProfile', authorization: string | null = 'Bearer t') => ({
    service,
    method,
    request: {
      context: { gk_scope_id: { value: SCOPE }, gk_engagement_id: { value: SCOPE }, gk_session_id: { value: SCOPE } },
    },
    authorization: authorization ?? undefined,
    signal: new AbortController().signal,
    transport: 'grpc' as const,
  });

  it('runs an allowed call and adds an OK status', async () => {
    await expect(make(who()).invoke(inv())).resolves.toEqual({ status: { status_code: 'OK', http_trans_code: 200 } });
  });

  it('settles firstAnswered once the first call has been answered, not before', async () => {
    let finish!: () => void;
    const d = new Dispatcher({
      registrations: [
        {
          service,
          methods: {
            UnlockVoiceprintProfile: () =>
              new Promise((resolve, reject) => (finish = () => reject(new RpcError(status.ABORTED, 'busy')))),
          },
        },
      ],
      authenticate: () => who(),
      clock: systemClock,
      log: silentLogger,
    });
    let answered = false;
    void d.firstAnswered.then(() => (answered = true));
    const call = d.invoke(inv());
    await new Promise((r) => setImmediate(r));
    expect(answered).toBe(false);
    finish();
    expect((await rejection(call)).code).toBe(status.ABORTED);
    await d.firstAnswered;
    expect(answered).toBe(true);
  });

  it('refuses missing and malformed Authorization headers before anything else', async () => {
    expect((await rejection(make(who()).invoke(inv(undefined, null)))).code).toBe(status.UNAUTHENTICATED);
    expect((await rejection(make(who()).invoke(inv(undefined, 'Basic abc')))).code).toBe(status.UNAUTHENTICATED);
    expect((await rejection(make(unauthenticated('expired')).invoke(inv()))).message).toBe('expired');
  });

  it('refuses a role the policy does not allow, and a token without the service scope', async () => {
    expect((await rejection(make(who({ role: 'analyst' })).invoke(inv()))).code).toBe(status.PERMISSION_DENIED);
    const noScope = await rejection(make(who({ oauthScopes: ['biosec.sessions'] })).invoke(inv()));
    expect(noScope.message).toMatch(/biosec\.voiceprint/);
  });

  it('answers UNIMPLEMENTED for a method without a handler', async () => {
    expect((await rejection(make(who()).invoke(inv('LockVoiceprintProfile')))).code).toBe(status.UNIMPLEMENTED);
  });

  it('under tests, refuses a response field the proto does not define, naming the method and the field', async () => {
    const returning = (response: object, checkResponses?: boolean) =>
      new Dispatcher({
        registrations: [{ service, methods: { UnlockVoiceprintProfile: async () => response } }],
        authenticate: () => who(),
        clock: systemClock,
        log: silentLogger,
        ...(checkResponses !== undefined ? { checkResponses } : {}),
      });
    expect(process.env.VITEST).toBeTruthy(); // the default below is "on" because of it
    const e = await rejection(returning({ detials: {} }).invoke(inv()));
    expect(e.code).toBe(status.INTERNAL);
    expect(e.message).toBe(
      `${service}/UnlockVoiceprintProfile returned "detials", not defined by ` +
        'nuance.biosec.v1.voiceprint.UnlockVoiceprintProfileResponse (a misspelled response field?)',
    );
    await expect(returning({ detials: {} }, false).invoke(inv())).resolves.toMatchObject({ detials: {} });
  });

  it("ends a call at the server's wall-time budget, with or without a later client deadline, aborting its work", async () => {
    let seen: AbortSignal | undefined;
    const slow = new Dispatcher({
      registrations: [
        {
          service,
          methods: {
            // Works until told to stop.
            UnlockVoiceprintProfile: (_req, call) =>
              new Promise((resolve) => {
                seen = call.signal;
                call.signal.addEventListener('abort', () => resolve({}), { once: true });
              }),
          },
        },
      ],
      authenticate: () => who(),
      clock: systemClock,
      log: silentLogger,
      wallMs: 50,
    });
    for (const deadline of [undefined, Date.now() + 60_000]) {
      const e = await rejection(slow.invoke({ ...inv(), ...(deadline ? { deadline } : {}) }));
      expect(e.code).toBe(status.DEADLINE_EXCEEDED);
      expect(seen?.aborted).toBe(true);
    }
    const none = await rejection(slow.invoke({ ...inv(), signal: undefined as unknown as AbortSignal }));
    expect(none.code).toBe(status.DEADLINE_EXCEEDED);
    expect(none.message).toContain('longer than the server allows');
  });

  it('refuses to start when a handler has no policy entry', () => {
    expect(
      () =>
        new Dispatcher({
          registrations: [{ service, methods: { NotInPolicy: async () => ({}) } }],
          authenticate: () => who(),
          clock: systemClock,
          log: silentLogger,
        }),
    ).toThrow(/no policy is declared/);
  });
});

describe('unknownFields', () => {
  const type = (name: string) => loadProtos().root.lookupType(name);

  it("accepts a response made only of the proto's fields, unset ones included", () => {
    const res = {
      status: { status_code: 'OK' },
      details: {
        gk_session_id: { value: SCOPE },
        session_type: 'SESSION_TYPE_IVR',
        custom_data: { any_key: 'v' },
        risk_info: undefined,
        creation_timestamp: { seconds: '1', nanos: 0 },
      },
    };
    expect(unknownFields(type('nuance.biosec.v1.sessions.GetSessionDetailsResponse'), res)).toEqual([]);
  });

  it('names unknown fields at any depth: nested messages, repeated fields and maps', () => {
    const sessions = type('vigil.v1.ListSessionsResponse');
    expect(
      unknownFields(sessions, {
        sessions: [{ gk_session_id: { value: SCOPE } }, { gk_session_id: { valeu: SCOPE }, creation_time: undefined }],
        next_page_tokn: '',
      }),
    ).toEqual(['sessions[1].gk_session_id.valeu', 'sessions[1].creation_time', 'next_page_tokn']);
    const interpretation = type('nuance.nlu.v1.SingleIntentInterpretation');
    expect(
      unknownFields(interpretation, {
        intent: 'PAY',
        entities: { AMOUNT: { entities: [{ text_range: { start_index: 0, end: 3 } }] } },
      }),
    ).toEqual(['entities.AMOUNT.entities[0].text_range.end']);
  });

  it("looks into the set member of a oneof and allows the oneof's own name", () => {
    const res = type('nuance.biosec.v1.configmanager.GetConfigsetResponse');
    expect(unknownFields(res, { configset_content: 'raw_content', raw_content: Buffer.from('x') })).toEqual([]);
    expect(
      unknownFields(res, {
        configset_object: { service_config: [{ service_name: 'a', data: Buffer.from('') }, { servce: 'b' }] },
      }),
    ).toEqual(['configset_object.service_config[1].servce']);
  });
});
