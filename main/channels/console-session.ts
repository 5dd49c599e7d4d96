// The console's own session, for mutations whose context needs an engagement and a session (seed
// section 4: E and S mandatory). The console acts as an administrator or a fraud analyst: it starts
// one session of that kind (SessionsManager.StartSession, which creates an engagement for it) per
// profile, client, scope and kind, keeps it while the server reports it active, and starts a new one
// when it has stopped or expired.
//
//   const c = await consoleContext(ctx, 'admin', signal);
//   rpc request: { context: { gk_scope_id: { value: c.scopeId }, gk_engagement_id: { value: c.gkEngagementId },
//                             gk_session_id: { value: c.gkSessionId } }, ... }
//
// or withConsoleContext(ctx, 'admin', signal, (c) => call(c)), which also retries once with a fresh
// session when the server rejects the context's session or engagement.
import { IpcFailure } from '../errors.js';
import type { ProfileContext } from '../connections/connections.service.js';
import type { Context } from '../../generated/proto/nuance/biosec/v1/Context.js';
import type { SessionType } from '../../generated/proto/nuance/biosec/v1/SessionType.js';

export type ConsoleSessionKind = 'analyst' | 'admin';

export interface ConsoleContext {
  scopeId: string;
  gkEngagementId: string;
  gkSessionId: string;
}

const SESSION_TYPES: Record<ConsoleSessionKind, SessionType> = {
  analyst: 'SESSION_TYPE_FRAUD_ANALYST',
  admin: 'SESSION_TYPE_ADMINISTRATION',
};

/** How long a session known to be active is used without asking the server again. */
export const RECHECK_MS = 60_000;

interface Entry {
  value: Promise<ConsoleContext>;
  checkedAt: number;
}

const cache = new Map<string, Entry>();

const keyOf = (ctx: ProfileContext, kind: ConsoleSessionKind, scopeId: string) =>
  [ctx.profile.id, ctx.rpc.endpoint, ctx.clientId, scopeId, kind].join('|');

/** Context proto object for a request: `context: contextOf(c)`. */
export function contextOf(c: ConsoleContext): Context {
  return {
    gk_scope_id: { value: c.scopeId },
    gk_engagement_id: { value: c.gkEngagementId },
    gk_session_id: { value: c.gkSessionId },
  };
}

async function start(
  ctx: ProfileContext,
  kind: ConsoleSessionKind,
  scopeId: string,
  signal?: AbortSignal,
): Promise<ConsoleContext> {
  const res = await ctx.rpc.api.sessions.startSession(
    {
      context: { gk_scope_id: { value: scopeId } },
      session_type: SESSION_TYPES[kind],
      details: { session_id: `vigil-console/${kind}` },
      field_mask: { paths: ['session_id'] },
    },
    { signal, idempotent: false },
  );
  const gkSessionId = res.gk_session_id?.value;
  const gkEngagementId = res.gk_engagement_id?.value;
  if (!gkSessionId || !gkEngagementId) throw new Error('StartSession answered without session or engagement ID');
  return { scopeId, gkEngagementId, gkSessionId };
}

async function stillActive(ctx: ProfileContext, c: ConsoleContext, signal?: AbortSignal): Promise<boolean> {
  try {
    const res = await ctx.rpc.api.sessions.getSessionDetails(
      {
        context: { gk_scope_id: { value: c.scopeId } },
        gk_session_id: { value: c.gkSessionId },
        field_mask: { paths: ['is_active'] },
      },
      { signal, idempotent: true },
    );
    return res.details?.is_active === true;
  } catch (err) {
    if (err instanceof IpcFailure && err.error.code === 'NOT_FOUND') return false;
    throw err;
  }
}

/**
 * The console's session for this profile, client, scope (default: the profile's) and kind; started
 * on first use, checked at most every RECHECK_MS and replaced once the server says it stopped.
 */
export async function consoleContext(
  ctx: ProfileContext,
  kind: ConsoleSessionKind,
  signal?: AbortSignal,
  scopeId: string = ctx.scopeId,
): Promise<ConsoleContext> {
  const key = keyOf(ctx, kind, scopeId);
  const entry = cache.get(key);
  if (entry) {
    const c = await entry.value.catch(() => undefined);
    if (c && Date.now() - entry.checkedAt < RECHECK_MS) return c;
    if (c && (await stillActive(ctx, c, signal))) {
      entry.checkedAt = Date.now();
      return c;
    }
    if (cache.get(key) === entry) cache.delete(key);
  }
  const fresh: Entry = { value: start(ctx, kind, scopeId, signal), checkedAt: Date.now() };
  cache.set(key, fresh);
  fresh.value.catch(() => cache.get(key) === fresh && cache.delete(key));
  return fresh.value;
}

/** Forgets the cached session (it will be started again on next use). */
export function dropConsoleContext(ctx: ProfileContext, kind: ConsoleSessionKind, scopeId: string = ctx.scopeId): void {
  cache.delete(keyOf(ctx, kind, scopeId));
}

/** True when an error says the context's session or engagement is gone or stopped. */
export function isStaleContextError(err: unknown): boolean {
  if (!(err instanceof IpcFailure)) return false;
  const { code, message, fieldViolations } = err.error;
  if (fieldViolations.some((v) => /^context\.gk_(session|engagement)_id/.test(v.field))) return true;
  return (code === 'NOT_FOUND' || code === 'FAILED_PRECONDITION') && /\b(session|engagement)\b/i.test(message);
}

/** Runs `fn` with the console's context; once more with a fresh session if the old one was stale. */
export async function withConsoleContext<T>(
  ctx: ProfileContext,
  kind: ConsoleSessionKind,
  signal: AbortSignal | undefined,
  fn: (c: ConsoleContext) => Promise<T>,
  scopeId: string = ctx.scopeId,
): Promise<T> {
  const c = await consoleContext(ctx, kind, signal, scopeId);
  try {
    return await fn(c);
  } catch (err) {
    if (!isStaleContextError(err)) throw err;
    dropConsoleContext(ctx, kind, scopeId);
    return fn(await consoleContext(ctx, kind, signal, scopeId));
  }
}
