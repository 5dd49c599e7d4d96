// The one path every call takes, whichever transport it came in on: find the handler, authenticate
// the bearer token, check the caller's OAuth scope, role and Gatekeeper scope, refuse requests
// that did not decode or pass the size limits (input-limits.ts), apply the method's context
// rules, then run the handler under the call's deadline and cancellation. Under tests, every
// response is checked for fields its proto does not define (response-check.ts).
import { randomUUID } from 'node:crypto';
import { status as GrpcStatus } from '@grpc/grpc-js';
import {
  RpcError,
  Violations,
  cancelled,
  invalidArgument,
  deadlineExceeded,
  permissionDenied,
  toRpcError,
  unauthenticated,
  unimplemented,
} from './errors.js';
import { okStatusFieldFor } from './status.js';
import { UndecodableRequest, checkInputLimits } from './input-limits.js';
import { REQUEST_BUDGETS } from './budgets.js';
import { BudgetQueue } from './budget-queue.js';
import type { CallCancellation } from './cancellation.js';
import { UUID_RE } from './wire-values.js';
import { unknownFields } from './response-check.js';
import { loadProtos, type LoadedProtos } from '../../wire/protos.js';
import protobuf from 'protobufjs';
import { policyFor, type MethodPolicy } from '../../shared/rpc/policy.js';
import { SERVICE_SCOPES } from '../../shared/rpc/policy.js';
import type {
  AnyRequest,
  AnyResponse,
  CallContext,
  ContextRule,
  MethodHandler,
  Principal,
  RequestContext,
  ServiceRegistration,
} from './types.js';
import type { Clock } from '../../wire/clock.js';
import type { Logger } from '../util/log.js';

export interface Invocation {
  service: string;
  method: string;
  request: AnyRequest;
  /** The raw `authorization` header / metadata value. */
  authorization: string | undefined;
  /**
   * Who the transport found the caller to be, by authorize() on this call's own header a moment
   * before (the gRPC server does so from the call's metadata); otherwise invoke() authorizes.
   */
  principal?: Principal;
  /** The client's cancellation: an AbortSignal, or the gRPC server's cheaper CallCancellation. */
  signal?: AbortSignal;
  cancellation?: CallCancellation;
  deadline?: number | undefined;
  transport: 'grpc' | 'http';
  requestId?: string;
}

export interface DispatcherDeps {
  registrations: ServiceRegistration[];
  /** Verifies a bearer token; throws RpcError UNAUTHENTICATED when it is missing, forged or expired. */
  authenticate(token: string): Principal;
  clock: Clock;
  log: Logger;
  /** Where request types are looked up for the input limits; default: the loaded protos. */
  protos?: LoadedProtos;
  /**
   * Refuse, as INTERNAL naming the method and the field, a handler response carrying a field its
   * proto response type does not define (a misspelling the wire would silently drop). Default: on
   * under tests (VITEST set), off otherwise.
   */
  checkResponses?: boolean;
  /** A call's wall-time budget in ms; default REQUEST_BUDGETS.unaryWallMs (budgets.ts). */
  wallMs?: number;
}

interface Entry {
  handle: MethodHandler;
  policy: MethodPolicy;
  oauthScope: string;
  /** The request message type, when the protos define the method (input limits apply to it). */
  requestType: protobuf.Type | undefined;
  /** The response message type, when responses are checked. */
  responseType: protobuf.Type | undefined;
}

export class Dispatcher {
  private readonly entries = new Map<string, Entry>();
  /** Calls' wall-time budgets (budgets.ts), one timer for all of them. */
  private readonly budgets: BudgetQueue;
  private answered: (() => void) | undefined;
  /**
   * Settles once the first call that reached its handler has been answered (with its result or
   * its error): work a start puts off (the rest of the demo seeding, the demo models: cli.ts)
   * waits for it, so the console's first call does not wait behind that work.
   */
  readonly firstAnswered = new Promise<void>((resolve) => (this.answered = resolve));

  constructor(private readonly deps: DispatcherDeps) {
    const checkResponses = deps.checkResponses ?? !!process.env.VITEST;
    this.budgets = new BudgetQueue(deps.wallMs ?? REQUEST_BUDGETS.unaryWallMs);
    for (const reg of deps.registrations) {
      const oauthScope = SERVICE_SCOPES[reg.service];
      if (!oauthScope) throw new Error(`no OAuth scope is declared for ${reg.service} (auth/scopes.ts)`);
      for (const [method, handle] of Object.entries(reg.methods)) {
        const policy = policyFor(reg.service, method);
        if (!policy) throw new Error(`no policy is declared for ${reg.service}/${method} (rpc/policy.ts)`);
        const protos = deps.protos ?? loadProtos();
        const requestType = messageTypeOf(protos, reg.service, method, 'request');
        const responseType = checkResponses ? messageTypeOf(protos, reg.service, method, 'response') : undefined;
        this.entries.set(`${reg.service}/${method}`, { handle, policy, oauthScope, requestType, responseType });
      }
    }
  }

  has(service: string, method: string): boolean {
    return this.entries.has(`${service}/${method}`);
  }

  /**
   * Who is calling and whether they may call this method: everything that needs no request body.
   * Both transports run it before reading the request (the HTTP binding before the body, the gRPC
   * server from the call's metadata); invoke() runs it again (no database hit).
   */
  authorize(service: string, method: string, authorization: string | undefined): Principal {
    const entry = this.entries.get(`${service}/${method}`);
    if (!entry) throw unimplemented(`${service}.${method} is not implemented by this server`);
    const principal = this.deps.authenticate(bearerToken(authorization));
    if (!principal.oauthScopes.includes(entry.oauthScope)) {
      throw permissionDenied(`the token lacks the OAuth scope "${entry.oauthScope}" that ${method} needs`);
    }
    if (!entry.policy.roles.includes(principal.role)) {
      throw permissionDenied(`role "${principal.role}" may not call ${method}`);
    }
    return principal;
  }

  async invoke(inv: Invocation): Promise<AnyResponse> {
    const requestId = inv.requestId ?? randomUUID();
    const log = this.deps.log.child({ rpc: `${inv.service}/${inv.method}`, requestId, transport: inv.transport });
    const entry = this.entries.get(`${inv.service}/${inv.method}`);
    const principal = inv.principal ?? this.authorize(inv.service, inv.method, inv.authorization);
    if (!entry) throw unimplemented(`${inv.service}.${inv.method} is not implemented by this server`);
    if (inv.request instanceof UndecodableRequest) {
      throw invalidArgument([
        {
          field: 'request',
          message: `is not a valid protobuf message: ${inv.request.reason}`,
          violation: 'INVALID_FORMAT',
        },
      ]);
    }
    if (entry.requestType) {
      const tooBig = checkInputLimits(entry.requestType, inv.request);
      if (tooBig.length) throw invalidArgument(tooBig);
    }
    const context = readContext(inv.request?.context, entry.policy.context, principal);

    if (inv.deadline !== undefined && inv.deadline <= Date.now())
      throw deadlineExceeded('the deadline passed before the call started');
    const cancellation = inv.cancellation;
    // The server's wall-time budget (budgets.ts) caps whatever deadline the client set, or sets
    // one when it set none.
    const budgetMs = this.budgets.ms;
    const clientDeadline = inv.deadline !== undefined && Number.isFinite(inv.deadline) ? inv.deadline : undefined;
    const deadline = clientDeadline !== undefined ? Math.min(clientDeadline, Date.now() + budgetMs) : undefined;
    // With a deadline, one signal for both; otherwise the client's, made only if a handler asks,
    // and the budget's timer is a plain timeout (no AbortSignal per call unless a handler asks).
    const withDeadline =
      deadline !== undefined
        ? AbortSignal.any([clientSignalOf(inv), AbortSignal.timeout(Math.max(0, deadline - Date.now()))])
        : undefined;
    let overBudget: AbortController | undefined;
    let budgetSignal: AbortSignal | undefined;

    const call: CallContext = {
      principal,
      context,
      get signal() {
        if (withDeadline) return withDeadline;
        overBudget ??= new AbortController();
        return (budgetSignal ??= AbortSignal.any([clientSignalOf(inv), overBudget.signal]));
      },
      deadline: deadline ?? inv.deadline,
      requestId,
      transport: inv.transport,
      log,
      clock: this.deps.clock,
    };
    const started = performance.now();
    try {
      const work = entry.handle(inv.request, call);
      const result = await (withDeadline
        ? raceAbort(work, withDeadline, clientSignalOf(inv))
        : withinBudget(
            !cancellation && inv.signal ? raceAbort(work, inv.signal, inv.signal) : work,
            this.budgets,
            () => overBudget?.abort(),
            cancellation,
          ));
      if (entry.responseType) {
        const unknown = unknownFields(entry.responseType, result);
        if (unknown.length) {
          throw new RpcError(
            GrpcStatus.INTERNAL,
            `${inv.service}/${inv.method} returned ${unknown.map((p) => `"${p}"`).join(', ')}, ` +
              `not defined by ${entry.responseType.fullName.slice(1)} (a misspelled response field?)`,
          );
        }
      }
      log.debug('ok', { ms: Math.round(performance.now() - started), client: principal.clientId });
      return { ...result, ...okStatusFieldFor(inv.service) };
    } catch (err) {
      const rpcErr = toRpcError(err);
      if (rpcErr.code === GrpcStatus.INTERNAL)
        log.error('handler failed', { err: String((err as Error)?.stack ?? err) });
      else log.debug('refused', { code: rpcErr.code, message: rpcErr.message, client: principal.clientId });
      throw rpcErr;
    } finally {
      if (this.answered) {
        this.answered();
        this.answered = undefined;
      }
    }
  }
}

function messageTypeOf(
  protos: LoadedProtos,
  service: string,
  method: string,
  which: 'request' | 'response',
): protobuf.Type | undefined {
  const found = protos.root.lookup(service);
  if (!(found instanceof protobuf.Service)) return undefined;
  const m = found.methods[method];
  if (!m) return undefined;
  m.resolve();
  return (which === 'request' ? m.resolvedRequestType : m.resolvedResponseType) ?? undefined;
}

function bearerToken(header: string | undefined): string {
  if (!header) throw unauthenticated('a bearer token is required (Authorization: Bearer <token>)');
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!m?.[1]) throw unauthenticated('the Authorization header must be "Bearer <token>"');
  return m[1];
}

/** A request's `context` as it arrives (nuance.biosec.v1.Context). */
export interface WireContext {
  gk_engagement_id?: { value?: string } | null;
  gk_session_id?: { value?: string } | null;
  gk_scope_id?: { value?: string } | null;
  configset_id?: string | null;
}

/** Applies a method's M/O/- context rule and checks the scope against the caller's token. */
export function readContext(
  raw: WireContext | undefined | null,
  rule: ContextRule,
  principal: Principal,
): RequestContext {
  const v = new Violations();
  const ctx: WireContext = raw ?? {};
  if (!raw && (rule.Sc === 'M' || rule.E === 'M' || rule.S === 'M')) v.missing('context');
  const scopeId = contextId(v, ctx, 'gk_scope_id', rule.Sc);
  const engagementId = contextId(v, ctx, 'gk_engagement_id', rule.E);
  const sessionId = contextId(v, ctx, 'gk_session_id', rule.S);
  const configsetId = ctx.configset_id ? String(ctx.configset_id) : undefined;
  if (!configsetId && rule.C === 'M') v.missing('context.configset_id');
  v.throwIfAny();
  if (scopeId && !principal.gkScopeIds.includes(scopeId)) {
    throw permissionDenied(`client "${principal.clientId}" is not authorized for scope ${scopeId}`);
  }
  return {
    scopeId: scopeId ?? '',
    engagementId,
    sessionId,
    configsetId: rule.C === '-' ? undefined : configsetId,
  };
}

/** One ID of a request's context under its M/O/- rule: lower-cased, or undefined (violations go to `v`). */
function contextId(
  v: Violations,
  ctx: WireContext,
  field: 'gk_engagement_id' | 'gk_session_id' | 'gk_scope_id',
  use: ContextRule['E'],
): string | undefined {
  const value = ctx[field]?.value ?? '';
  if (!value) {
    if (use === 'M') v.missing(`context.${field}`);
    return undefined;
  }
  if (use === '-') return undefined;
  if (!UUID_RE.test(value)) {
    v.add(`context.${field}`, 'must be a UUID', 'INVALID_FORMAT', value);
    return undefined;
  }
  return value.toLowerCase();
}

function raceAbort<T>(work: Promise<T>, signal: AbortSignal, clientSignal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortError(clientSignal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError(clientSignal));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (r) => {
        signal.removeEventListener('abort', onAbort);
        resolve(r);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

/**
 * The call's result; DEADLINE_EXCEEDED once it has run the server's wall-time budget (one timer
 * for all calls: budget-queue.ts); CANCELLED as soon as the client cancels (`cancellation`). One
 * promise for both races: the gRPC path runs this on every call.
 */
function withinBudget<T>(
  work: Promise<T>,
  budgets: BudgetQueue,
  onTimeout: () => void,
  cancellation?: CallCancellation,
): Promise<T> {
  if (cancellation?.cancelled) return Promise.reject(cancelled('the call was cancelled by the client'));
  return new Promise<T>((resolve, reject) => {
    const budget = budgets.add(() => {
      off?.();
      onTimeout();
      reject(deadlineExceeded(`the call ran longer than the server allows one to (${budgets.ms / 1000} s)`));
    });
    const off = cancellation?.onCancel(() => {
      budgets.done(budget);
      reject(cancelled('the call was cancelled by the client'));
    });
    work.then(
      (r) => {
        budgets.done(budget);
        off?.();
        resolve(r);
      },
      (e: unknown) => {
        budgets.done(budget);
        off?.();
        reject(e);
      },
    );
  });
}

/** The client's cancellation as an AbortSignal (made on first use for the gRPC path's CallCancellation). */
function clientSignalOf(inv: Invocation): AbortSignal {
  return inv.cancellation?.signal ?? inv.signal ?? NEVER_ABORTED;
}

/** The signal of a call nobody can cancel (no transport signal, no deadline). */
const NEVER_ABORTED = new AbortController().signal;

function abortError(clientSignal: AbortSignal): RpcError {
  return clientSignal.aborted
    ? cancelled('the call was cancelled by the client')
    : deadlineExceeded('the deadline passed');
}
