// Where a request acts: through which connection profile (its client and token) and in which
// scope. Channels, the audit and the refs lookups all speak in these terms, so they live here, one
// step above the connections service and below everything that handles a request.
import type { Connections, ProfileContext } from './connections.service.js';

/** The profile and scope a request acts through. */
export interface Where {
  ctx: ProfileContext;
  /** The request's scopeId, else the profile's default. */
  scopeId: string;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** `at()` for a request: its profileId and scopeId, else the current profile and its default scope; resolved once. */
export function whereOf(connections: Pick<Connections, 'context'>, req: object): () => Where {
  let where: Where | undefined;
  const r = req as { profileId?: unknown; scopeId?: unknown };
  return () => {
    if (!where) {
      const ctx = connections.context(str(r.profileId));
      where = { ctx, scopeId: str(r.scopeId) ?? ctx.scopeId };
    }
    return where;
  };
}

/** `{ gk_scope_id }`, the context of calls that need only the scope: `scopeContext(at)` or `scopeContext(scopeId)`. */
export const scopeContext = (scope: string | { scopeId: string }) => ({
  gk_scope_id: { value: typeof scope === 'string' ? scope : scope.scopeId },
});
