// The shapes shared by every handler: who is calling, what the call carries, and how a method
// declares who may call it and which context fields it needs (the M/O/- table of the seed's section 4).
import type { Logger } from '../util/log.js';
import type { Clock } from '../util/clock.js';

export const ROLES = ['analyst', 'admin', 'support', 'service'] as const;
export type Role = (typeof ROLES)[number];

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

export type ContextUse = 'M' | 'O' | '-';

/** Which context fields a method uses: E engagement, S session, Sc scope, C configset. */
export interface ContextRule {
  E: ContextUse;
  S: ContextUse;
  Sc: ContextUse;
  C: ContextUse;
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
 * rpc/policy.ts, so the handler only does the work. Returns the response without `status`;
 * the dispatcher adds it.
 */
export type MethodHandler<Req = AnyRequest, Res = AnyResponse> = (
  req: Req,
  call: CallContext,
) => Promise<Omit<Res, 'status'> | Record<string, never>>;

/** Handlers for one service, by method name as written in the proto. */
export type ServiceHandlers = Record<string, MethodHandler>;

export interface ServiceRegistration {
  /** Full proto name, e.g. `nuance.biosec.v1.sessions.SessionsManager`. */
  service: string;
  methods: ServiceHandlers;
}
