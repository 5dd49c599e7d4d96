// Test support for the SessionsManager handlers: a hand-built CallContext and a service bound to
// a database and a manual clock, so handler tests run without the transports.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types.js';
import { RpcError } from '../rpc/errors.js';
import type { CallContext, Principal, RequestContext } from '../rpc/types.js';
import { ManualClock } from '../../wire/clock.js';
import { silentLogger } from '../util/log.js';
import type { SessionsDeps } from './deps.js';
import { sessionsService } from './index.js';

export function callContext(
  clock: ManualClock,
  context: Partial<RequestContext> & { scopeId: string },
  principal: Partial<Principal> = {},
): CallContext {
  return {
    principal: {
      clientId: 'analyst-client',
      role: 'analyst',
      gkScopeIds: [context.scopeId],
      oauthScopes: [],
      tokenId: randomUUID(),
      expiresAt: Date.now() + 3_600_000,
      ...principal,
    },
    context: { engagementId: undefined, sessionId: undefined, configsetId: undefined, ...context },
    signal: new AbortController().signal,
    deadline: undefined,
    requestId: randomUUID(),
    transport: 'grpc',
    log: silentLogger,
    clock,
  };
}

export type Invoke = (
  method: string,
  req: object,
  ctx: Partial<RequestContext>,
  principal?: Partial<Principal>,
) => Promise<Record<string, unknown>>;

/** The service on `db` with a manual clock; `invoke` calls one handler in `scopeId` (unless the context names another). */
export function boundService(db: Db, scopeId: string, extra: Partial<SessionsDeps> = {}) {
  const clock = new ManualClock(Date.UTC(2026, 2, 2, 9, 0, 0));
  const svc = sessionsService({ db, clock, ...extra });
  const invoke: Invoke = async (method, req, ctx, principal) => {
    const handler = svc.methods[method];
    if (!handler) throw new Error(`no handler ${method}`);
    return (await handler(req, callContext(clock, { scopeId, ...ctx }, principal))) as Record<string, unknown>;
  };
  return { clock, svc, invoke };
}

/** The RpcError a promise rejects with (fails the test when it resolves or throws something else). */
export async function rpcError(p: Promise<unknown>): Promise<RpcError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof RpcError) return err;
    throw err;
  }
  throw new Error('expected an RpcError, but the call succeeded');
}

export const tsMs = (t: unknown): number => {
  const ts = t as { seconds: string; nanos: number };
  return Number(ts.seconds) * 1000 + Math.round(ts.nanos / 1e6);
};

export const idOf = (x: unknown): string => (x as { value: string }).value;
