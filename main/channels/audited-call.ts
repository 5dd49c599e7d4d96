// For channels that need more than one RPC or an async context (a console session) and so cannot
// use defineRpcChannel: resolves the profile once and, for changes, records the audit entry.
import type { ProfileContext } from '../connections/connections.service.js';
import type { MainContext } from '../grpc/rpc-channel.js';

export interface AuditedCall {
  action: string;
  /** Profile named by the request, else the current one. */
  profileId?: string | undefined;
  /** Scope named by the request, else the profile's default. */
  scopeId?: string | undefined;
  target: Record<string, string>;
}

/** Runs `change` through the profile's context and audits it, whether it works or not. */
export function auditedCall<T>(
  main: MainContext,
  call: AuditedCall,
  change: (ctx: ProfileContext) => Promise<T>,
  detail?: (result: T) => string,
): Promise<T> {
  let ctx: ProfileContext | undefined;
  const resolve = () => (ctx ??= main.connections.context(call.profileId));
  return main.auditor.run<T>(
    {
      action: call.action,
      subject: () => {
        const c = resolve();
        return {
          profileId: c.profile.id,
          profileName: c.profile.name,
          clientId: c.clientId,
          scopeId: call.scopeId ?? c.scopeId,
        };
      },
      target: call.target,
      ...(detail ? { detail } : {}),
    },
    () => change(resolve()),
  );
}

/** `{ gk_scope_id }` for calls that need only the scope. */
export const scopeContext = (scopeId: string | undefined, ctx: ProfileContext) => ({
  gk_scope_id: { value: scopeId ?? ctx.scopeId },
});
