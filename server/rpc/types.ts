// The shapes shared by every handler: who is calling, what the call carries, and how a method
// declares who may call it and which context fields it needs (the M/O/- table of the seed's section 4).
import type { Logger } from '../util/log.js';
import type { Clock } from '../../wire/clock.js';
import type { Role } from '../../shared/rpc/policy.js';
import { SERVICES, type RequestOut, type ResponseIn, type ServiceKey, type UnaryMethod } from '../../wire/services.js';

export { ROLES } from '../../shared/rpc/policy.js';
export type { ContextRule, ContextUse, Role } from '../../shared/rpc/policy.js';

/** The authenticated caller, read from a verified bearer token (no database hit). */
export interface Principal {
  clientId: string;
  role: Role;
  /** Gatekeeper scopes (gk_scope_id values) this client may act in. */
  gkScopeIds: string[];
  /** OAuth scopes granted in the token. */
  oauthScopes: string[];
  /** Token ID (jti) and expiry in epoch milliseconds. */
  tokenId: string;
  expiresAt: number;
}

/** The request's context after validation: IDs as plain strings, absent ones undefined. */
export interface RequestContext {
  scopeId: string;
  engagementId: string | undefined;
  sessionId: string | undefined;
  configsetId: string | undefined;
}

export interface CallContext {
  principal: Principal;
  context: RequestContext;
  /** Aborted when the client cancels or the deadline passes. */
  signal: AbortSignal;
  /** Deadline in epoch milliseconds, when the client set one. */
  deadline: number | undefined;
  requestId: string;
  transport: 'grpc' | 'http';
  log: Logger;
  clock: Clock;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRequest = any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResponse = any;

/**
 * One RPC's implementation. Who may call it and which context fields it needs live in
 * shared/rpc/policy.ts, so the handler only does the work. Returns the response without
 * `status`; the dispatcher adds it.
 */
export type MethodHandler<Req = AnyRequest, Res = AnyResponse> = (
  req: Req,
  call: CallContext,
) => Promise<Omit<Res, 'status'>>;

/** The handler of `Service/Method`, typed from the generated code (wire/services.ts). */
export type RpcHandler<S extends ServiceKey, M extends UnaryMethod<S>> = MethodHandler<
  RequestOut<S, M>,
  ResponseIn<S, M>
>;

/**
 * A handler's result, for an explicit return type: `async (req, call): Reply<'sessions', 'GetSessionDetails'> =>`.
 * TypeScript checks returned object literals for unknown (misspelled) fields only against a
 * declared return type, not an inferred one.
 */
export type Reply<S extends ServiceKey, M extends UnaryMethod<S>> = Promise<Omit<ResponseIn<S, M>, 'status'>>;

/** Marks a method this server does not implement yet: callers get UNIMPLEMENTED before auth. */
export const UNIMPLEMENTED = 'unimplemented' as const;

/**
 * Every unary method of a service, each with its typed handler (or UNIMPLEMENTED, said out loud):
 * a registration that forgets a method does not compile.
 */
export type ServiceImplementation<S extends ServiceKey> = {
  [M in UnaryMethod<S>]: RpcHandler<S, M> | typeof UNIMPLEMENTED;
};

/** Handlers for one service, by method name as written in the proto. */
export type ServiceHandlers = Record<string, MethodHandler>;

export interface ServiceRegistration {
  /** Full proto name, e.g. `nuance.biosec.v1.sessions.SessionsManager`. */
  service: string;
  methods: ServiceHandlers;
}

/** A service's registration from its typed handlers. */
export function defineService<S extends ServiceKey>(key: S, methods: ServiceImplementation<S>): ServiceRegistration {
  const implemented = Object.entries(methods).filter(([, h]) => h !== UNIMPLEMENTED);
  return { service: SERVICES[key], methods: Object.fromEntries(implemented) as ServiceHandlers };
}
