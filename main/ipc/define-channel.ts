// Declaring IPC channels in main. A channel backed by one RPC is a few lines:
//
//   const deleteRule = defineRpcChannel({
//     channel: 'callerid.deleteRule',                // shared/ipc/channels/callerid.ts
//     service: 'entities',                           // a key of shared/rpc/services.ts
//     method: 'DeleteCallerIdRuleFromWatchlist',     // a unary method of that service (typed)
//   })({
//     toRequest: (req, at) => ({ context: scopeContext(at), gk_callerid_rule_id: { value: req.ruleId }, ... }),
//     toResponse: (res) => ({ deleted: true }),
//     fields: { gk_callerid_rule_id: 'ruleId' },     // server violation paths -> request names
//   });
//
// `toRequest` must return the generated request type of that method (a misspelled field fails the
// type-check) and `toResponse` receives the generated response type. Anything more (several RPCs,
// a console session, a read-back) is a `defineChannel(channel, (main) => async (req, { signal, at }) => ...)`
// calling `at().ctx.rpc.api.<service>.<method>(req, { signal, idempotent })`.
//
// Whether a channel is audited is the contract's word (`audited: true` in shared/ipc/channels/*.ts),
// never the author's: every handler of an audited channel runs inside `auditedChange`
// (audit/audited-change.ts), the one place that builds the audit subject. `audit: { target, detail,
// subject, refs }` only says what to record. List the definition in main/channels/index.ts; the
// handler resolves the profile (req.profileId or the current one) and scope (req.scopeId or the
// profile's default) on first use of `at()` (connections/where.ts), and server field violations
// leave in the request's terms (grpc/field-names.ts).
//
// Layering: this file sits above the connections service, the gRPC client and the audit, and below
// the channel files; nothing it imports imports it back.
import type { z } from 'zod';
import {
  isAudited,
  type AuditedChannel,
  type Channel,
  type Contract,
  type ResponseOf,
} from '../../shared/ipc/contract.js';
import type { RequestIn, ResponseOut, ServiceKey, UnaryMethod } from '../../wire/services.js';
import { auditedChange, type AuditSpec as AuditSpecOf } from '../audit/audited-change.js';
import type { Auditor } from '../audit/auditor.js';
import type { Connections } from '../connections/connections.service.js';
import { whereOf, type Where } from '../connections/where.js';
import type { EmbeddedHandle } from '../embedded/embedded-server.js';
import { IpcFailure } from '../errors.js';
import { toRequestFields, type FieldNames } from '../grpc/field-names.js';
import type { SecretStore } from '../secrets/secret-store.js';
import type { EventBus } from './event-bus.js';
import type { HandlerOptions, Handlers } from './router.js';

/** A request after validation (defaults applied). */
export type RequestData<C extends Channel> = z.output<Contract[C]['request']>;
/** What the router calls. */
export type ChannelHandler<C extends Channel> = (req: RequestData<C>, opts: HandlerOptions) => Promise<ResponseOf<C>>;

/** What channel handlers may use. */
export interface MainContext {
  connections: Connections;
  secrets: SecretStore;
  auditor: Auditor;
  events: EventBus;
  embedded: EmbeddedHandle | undefined;
}

export interface ChannelCall extends HandlerOptions {
  /** The profile (req.profileId or the current one) and scope; resolved once, on first use. */
  at(): Where;
  /** For an audited channel: the entry's detail when the change works (unless `audit.detail` says it). */
  noteDetail(detail: string): void;
  /** For an audited channel: IDs people use for the target, learnt during the change (e.g. { engagementId }). */
  noteRefs(refs: Record<string, string>): void;
}

/** What a channel's author writes: the handler, given the resolved profile on demand. */
export type ChannelBody<C extends Channel> = (req: RequestData<C>, call: ChannelCall) => Promise<ResponseOf<C>>;

/** What an audited channel records besides who acted (the subject) and how it ended. */
export type AuditSpec<C extends Channel> = AuditSpecOf<RequestData<C>, ResponseOf<C>, MainContext>;

export interface ChannelOptions<C extends Channel> {
  /** Only for channels the contract marks audited. */
  audit?: C extends AuditedChannel ? AuditSpec<C> : never;
  /** Server field paths -> the request's field names (see field-names.ts). */
  fields?: FieldNames;
}

export interface ChannelDefinition<C extends Channel = Channel> {
  channel: C;
  /** True when every call is audited (always the contract's `audited`). */
  audited: boolean;
  bind(ctx: MainContext): ChannelHandler<C>;
}

/** Field violations of a failed call, renamed into the request's terms. */
function inRequestTerms(err: unknown, names: FieldNames | undefined): unknown {
  if (!(err instanceof IpcFailure) || err.error.fieldViolations.length === 0) return err;
  return new IpcFailure({ ...err.error, fieldViolations: toRequestFields(err.error.fieldViolations, names) });
}

/** A channel's handler; audited when (and only when) the contract says so. */
export function defineChannel<C extends Channel>(
  channel: C,
  body: (main: MainContext) => ChannelBody<C>,
  opts: ChannelOptions<C> = {},
): ChannelDefinition<C> {
  const audited = isAudited(channel);
  if (opts.audit && !audited)
    throw new Error(`channel ${channel} has audit options but the contract does not audit it`);
  return {
    channel,
    audited,
    bind(main) {
      const run = body(main) as unknown as (req: object, call: ChannelCall) => Promise<unknown>;
      const spec = (opts.audit ?? {}) as AuditSpecOf<object, unknown, MainContext>;
      const handler = async (req: object, { signal }: HandlerOptions): Promise<unknown> => {
        const at = whereOf(main.connections, req);
        const call = (
          noteDetail: (detail: string) => void = () => {},
          noteRefs: (refs: Record<string, string>) => void = () => {},
        ) => run(req, { signal, at, noteDetail, noteRefs });
        try {
          return await (audited
            ? auditedChange({ auditor: main.auditor, action: channel, main, req, at, spec, signal }, call)
            : call());
        } catch (err) {
          throw inRequestTerms(err, opts.fields);
        }
      };
      return handler as unknown as ChannelHandler<C>;
    },
  };
}

/** Which channel is which RPC. */
export interface RpcChannelTarget<C extends Channel, S extends ServiceKey, M extends UnaryMethod<S>> {
  channel: C;
  /** Key of the service in shared/rpc/services.ts. */
  service: S;
  /** Its proto method name. */
  method: M;
}

/**
 * U checked against T field by field, nested: a field T does not have becomes `never`, so an object
 * literal returned from a function (which TypeScript does not check for excess fields) fails on a
 * misspelled field as an argument would.
 */
export type Exact<T, U> = U extends readonly unknown[]
  ? U
  : U extends object
    ? { [K in keyof U]: K extends keyof NonNullable<T> ? Exact<NonNullable<T>[K], U[K]> : never }
    : U;

export interface RpcChannelSpec<
  C extends Channel,
  S extends ServiceKey,
  M extends UnaryMethod<S>,
  R,
> extends ChannelOptions<C> {
  /** Safe to resend on UNAVAILABLE (default: unless the channel is audited). */
  idempotent?: boolean;
  deadlineMs?: number;
  /** The generated request type of the method, and no other field. */
  toRequest(req: RequestData<C>, at: Where): R & Exact<RequestIn<S, M>, R>;
  toResponse(res: ResponseOut<S, M>, req: RequestData<C>, at: Where): ResponseOf<C>;
}

/**
 * A channel that is one RPC: request in, response out, typed from the generated code. Two steps
 * (`defineRpcChannel({ channel, service, method })({ toRequest, toResponse })`) so the method is
 * known before `toRequest` is checked: enum names in the request then stay literal types.
 */
export function defineRpcChannel<C extends Channel, S extends ServiceKey, M extends UnaryMethod<S>>(
  target: RpcChannelTarget<C, S, M>,
): <R extends RequestIn<S, M>>(spec: RpcChannelSpec<C, S, M, R>) => ChannelDefinition<C> {
  const { channel, service, method } = target;
  const name = method.charAt(0).toLowerCase() + method.slice(1);
  return <R extends RequestIn<S, M>>({
    toRequest,
    toResponse,
    idempotent,
    deadlineMs,
    ...opts
  }: RpcChannelSpec<C, S, M, R>) => {
    const retry = idempotent ?? !isAudited(channel);
    return defineChannel(
      channel,
      () =>
        async (req, { signal, at }) => {
          const where = at();
          const client = where.ctx.rpc.api[service] as unknown as Record<
            string,
            (r: RequestIn<S, M>, o: object) => Promise<ResponseOut<S, M>>
          >;
          const res = await client[name]!(toRequest(req, where), { signal, deadlineMs, idempotent: retry });
          return toResponse(res, req, where);
        },
      opts as ChannelOptions<C>,
    );
  };
}

/** The router's handler table from channel definitions. */
export function bindChannels(ctx: MainContext, defs: readonly ChannelDefinition[]): Partial<Handlers> {
  const out: Record<string, unknown> = {};
  for (const d of defs) {
    if (out[d.channel]) throw new Error(`channel ${d.channel} is defined twice`);
    out[d.channel] = d.bind(ctx);
  }
  return out as Partial<Handlers>;
}
