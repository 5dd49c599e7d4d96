// The gRPC adapter with a hand-made dispatcher: unimplemented methods, deadlines, cancellation and
// graceful shutdown, observed from a real client over a real connection.
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProtos } from '../../wire/protos.js';
import { Dispatcher } from '../rpc/dispatch.js';
import type { CallContext, Principal } from '../rpc/types.js';
import { ALL_OAUTH_SCOPES } from '../../shared/rpc/policy.js';
import { systemClock } from '../../wire/clock.js';
import { silentLogger } from '../util/log.js';
import { grpcStatus } from '../../testkit/server-harness.testkit.js';
import { buildGrpcServer } from './grpc-server.js';

const SESSIONS = 'nuance.biosec.v1.sessions.SessionsManager';
const SCOPE = '11111111-1111-4111-8111-111111111111';
const principal: Principal = {
  clientId: 'c',
  role: 'analyst',
  gkScopeIds: [SCOPE],
  oauthScopes: ALL_OAUTH_SCOPES,
  tokenId: 't',
  expiresAt: Infinity,
};

type Slow = { started: () => void; signal?: AbortSignal; release?: () => void; ignoresSignal?: boolean };

async function serve(slow: Slow) {
  const dispatcher = new Dispatcher({
    registrations: [
      {
        service: SESSIONS,
        methods: {
          GetSessionDetails: (_req: unknown, call: CallContext) =>
            new Promise((resolve) => {
              if (!slow.ignoresSignal) slow.signal = call.signal;
              slow.release = () => resolve({ details: { ani: '+1555' } });
              slow.started();
            }),
        },
      },
    ],
    authenticate: () => principal,
    clock: systemClock,
    log: silentLogger,
  });
  const parts = buildGrpcServer({ protos: loadProtos(), dispatcher, log: silentLogger });
  const port = await new Promise<number>((res, rej) =>
    parts.server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? rej(e) : res(p))),
  );
  const Ctor = grpc.makeGenericClientConstructor(
    loadProtos().packageDefinition[SESSIONS] as unknown as ServiceDefinition,
    'S',
  );
  const client = new Ctor(`127.0.0.1:${port}`, grpc.credentials.createInsecure()) as unknown as Record<
    string,
    (
      req: object,
      md: grpc.Metadata,
      o: grpc.CallOptions,
      cb: (e: grpc.ServiceError | null, r?: unknown) => void,
    ) => grpc.ClientUnaryCall
  >;
  const md = new grpc.Metadata();
  md.set('authorization', 'Bearer x');
  const call = (method: string, deadlineMs = 10_000) => {
    let handle: grpc.ClientUnaryCall | undefined;
    const done = new Promise<unknown>((resolve, reject) => {
      handle = client[method]!.call(
        client,
        { context: { gk_scope_id: { value: SCOPE } } },
        md,
        { deadline: Date.now() + deadlineMs },
        (e, r) => (e ? reject(e) : resolve(r)),
      );
    });
    return { done, cancel: () => handle?.cancel() };
  };
  return { parts, call, close: () => (client as unknown as grpc.Client).close() };
}

let cleanup: (() => void)[] = [];
afterEach(() => {
  for (const c of cleanup) c();
  cleanup = [];
});

describe('gRPC adapter', () => {
  it('answers UNIMPLEMENTED, with the method named, for RPCs without a handler', async () => {
    const s = await serve({ started: () => {} });
    cleanup.push(() => s.parts.server.forceShutdown(), s.close);
    const err = await s.call('StartSession').done.catch((e: unknown) => e);
    const st = grpcStatus(err);
    expect(st.code).toBe(grpc.status.UNIMPLEMENTED);
    expect(st.message).toBe('nuance.biosec.v1.sessions.SessionsManager.StartSession is not implemented by this server');
    expect(st.status).toMatchObject({ status_code: 'NOT_IMPLEMENTED', http_trans_code: 501 });
  });

  it('ends a call at its deadline and aborts the handler', async () => {
    const slow: Slow = { started: () => {} };
    const s = await serve(slow);
    cleanup.push(() => s.parts.server.forceShutdown(), s.close);
    const err = await s.call('GetSessionDetails', 300).done.catch((e: unknown) => e);
    expect((err as grpc.ServiceError).code).toBe(grpc.status.DEADLINE_EXCEEDED);
    await expect.poll(() => slow.signal?.aborted).toBe(true);
  });

  it('aborts the handler when the client cancels', async () => {
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const slow: Slow = { started };
    const s = await serve(slow);
    cleanup.push(() => s.parts.server.forceShutdown(), s.close);
    const c = s.call('GetSessionDetails');
    await running;
    c.cancel();
    await expect(c.done).rejects.toMatchObject({ code: grpc.status.CANCELLED });
    await expect.poll(() => slow.signal?.aborted).toBe(true);
  });

  it('lets a cancelled call go even when its handler never looks at the signal', async () => {
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const slow: Slow = { started, ignoresSignal: true };
    const s = await serve(slow);
    cleanup.push(() => s.parts.server.forceShutdown(), s.close);
    const c = s.call('GetSessionDetails');
    await running;
    c.cancel();
    await expect(c.done).rejects.toMatchObject({ code: grpc.status.CANCELLED });
    // The server's count of calls in flight comes back to zero though the handler never settles.
    await s.parts.drained();
    expect(slow.signal).toBeUndefined();
  });

  it('finishes in-flight calls during a graceful shutdown', async () => {
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const slow: Slow = { started };
    const s = await serve(slow);
    cleanup.push(s.close);
    const c = s.call('GetSessionDetails');
    await running;
    let shutDown = false;
    s.parts.server.tryShutdown(() => (shutDown = true));
    s.parts.health.setNotServing();
    expect(shutDown).toBe(false);
    slow.release!();
    await expect(c.done).resolves.toMatchObject({ details: { ani: '+1555' }, status: { status_code: 'OK' } });
    await expect.poll(() => shutDown).toBe(true);
    await s.parts.drained();
  });
});
