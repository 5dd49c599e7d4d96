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
// never the author's: every handler of an audited channel runs inside `auditedChange` below, the one
// place that builds the audit subject. `audit: { target, detail, subject }` only says what to record.
// List the definition in main/channels/index.ts; the handler resolves the profile (req.profileId or
// the current one) and scope (req.scopeId or the profile's default) on first use of `at()`, and
// server field violations leave in the request's terms (field-names.ts).
import type { z } from 'zod';
import {
  isAudited,
  type AuditedChannel,
  type Channel,
  type Contract,
  type ResponseOf,
} from '../../shared/ipc/contract.js';
import type { RequestIn, ResponseOut, ServiceKey, UnaryMethod } from '../../wire/services.js';
import type { Auditor, AuditSubject } from '../audit/auditor.js';
import type { Connections, ProfileContext } from '../connections/connections.service.js';
import type { EventBus } from '../ipc/event-bus.js';
import { IpcFailure, type HandlerOptions, type Handlers } from '../ipc/router.js';
import type { EmbeddedHandle } from '../embedded/embedded-server.js';
import type { SecretStore } from '../secrets/secret-store.js';
import { toRequestFields, type FieldNames } from './field-names.js';
import { hasExternalIdLookup, lookUpExternalIds } from '../audit/audit-refs.js';

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

/** The profile and scope a request acts through. */
export interface Where {
  ctx: ProfileContext;
  /** The request's scopeId, else the profile's default. */
  scopeId: string;
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
export interface AuditSpec<C extends Channel> {
  /** IDs the change touches (default: the request's string fields named *Id, but profileId and scopeId). */
  target?(req: RequestData<C>): Record<string, string>;
  /** A short description of what changed, from the request and the answer. */
  detail?(req: RequestData<C>, res: ResponseOf<C>): string;
  /**
   * Who acted, for changes not made through a connection profile's client (profiles, secrets, the
   * embedded server's role). Default: the profile and scope of `at()`.
   */
  subject?(main: MainContext, req: RequestData<C>): AuditSubject;
  /**
   * The IDs people use for the target (the voiceprint owner's customer ID, a person's external ID…)
   * when the request holds only UUIDs: looked up before the change runs (a deleted profile cannot be
   * read afterwards), best effort: a failed or slow lookup leaves them out, never the change.
   */
  refs?(req: RequestData<C>, call: { at: () => Where; signal: AbortSignal }): Promise<Record<string, string>>;
}

/** How long a refs lookup may hold up the change it labels. */
export const REFS_LOOKUP_MS = 3000;

/**
 * The entry's refs: the spec's, else the external IDs of the target's gk UUIDs (audit-refs.ts); {}
 * when there is nothing to look up, or the lookup fails or takes longer than REFS_LOOKUP_MS.
 */
export async function lookUpRefs(
  spec: AuditSpec<AuditedChannel>,
  req: RequestData<AuditedChannel>,
  target: Record<string, string>,
  at: () => Where,
  signal: AbortSignal,
): Promise<Record<string, string>> {
  const lookup = spec.refs
    ? (s: AbortSignal) => spec.refs!(req, { at, signal: s })
    : hasExternalIdLookup(target)
      ? (s: AbortSignal) => lookUpExternalIds(target, at(), s)
      : undefined;
  if (!lookup) return {};
  const ac = new AbortController();
  const onAbort = () => ac.abort();
  signal.addEventListener('abort', onAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      lookup(ac.signal),
      new Promise<Record<string, string>>((resolve) => {
        timer = setTimeout(() => (ac.abort(), resolve({})), REFS_LOOKUP_MS);
      }),
    ]);
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}

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

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The request's own IDs (string fields named *Id but profileId and scopeId), or with `all` every string field. */
export function idsOf(req: object, all = false): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req))
    if (typeof v === 'string' && (all || (/Id$/.test(k) && k !== 'profileId' && k !== 'scopeId'))) out[k] = v;
  return out;
}

/** The audit subject of a change made through a profile's client in a scope. */
export const subjectOf = ({ ctx, scopeId }: Where): AuditSubject => ({
  profileId: ctx.profile.id,
  profileName: ctx.profile.name,
  clientId: ctx.clientId,
  scopeId,
});

/** `at()` for a request: its profileId and scopeId, else the current profile and its default scope. */
export function whereOf(main: MainContext, req: object): () => Where {
  let where: Where | undefined;
  const r = req as { profileId?: unknown; scopeId?: unknown };
  return () => {
    if (!where) {
      const ctx = main.connections.context(str(r.profileId));
      where = { ctx, scopeId: str(r.scopeId) ?? ctx.scopeId };
    }
    return where;
  };
}

/**
 * The one way a change is audited: runs `change` and appends who did it (the subject), on what, and
 * how it ended, whether it worked or not. Used only by defineChannel, for the contract's audited channels.
 */
async function auditedChange(
  main: MainContext,
  channel: AuditedChannel,
  req: object,
  at: () => Where,
  spec: AuditSpec<AuditedChannel>,
  signal: AbortSignal,
  change: (noteDetail: (detail: string) => void, noteRefs: (refs: Record<string, string>) => void) => Promise<unknown>,
): Promise<unknown> {
  const r = req as RequestData<AuditedChannel>;
  let noted = '';
  let target: Record<string, string> = {};
  try {
    target = spec.target ? idsOf(spec.target(r), true) : idsOf(req);
  } catch {
    // The entry is written all the same, with what is known.
  }
  const refs = await lookUpRefs(spec, r, target, at, signal);
  const reason = str((req as { reason?: unknown }).reason);
  return main.auditor.run<unknown>(
    {
      action: channel,
      subject: spec.subject ? () => spec.subject!(main, r) : () => subjectOf(at()),
      target,
      detail: (res) => (spec.detail ? spec.detail(r, res as ResponseOf<AuditedChannel>) : noted),
      refs: () => refs,
      reason,
    },
    () =>
      change(
        (d) => (noted = d),
        (more) => Object.assign(refs, more),
      ),
  );
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
      const spec = (opts.audit ?? {}) as AuditSpec<AuditedChannel>;
      const handler = async (req: object, { signal }: HandlerOptions): Promise<unknown> => {
        const at = whereOf(main, req);
        const call = (
          noteDetail: (detail: string) => void = () => {},
          noteRefs: (refs: Record<string, string>) => void = () => {},
        ) => run(req, { signal, at, noteDetail, noteRefs });
        try {
          return await (audited ? auditedChange(main, channel as AuditedChannel, req, at, spec, signal, call) : call());
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

/** `{ gk_scope_id }`, the context of calls that need only the scope. */
export const scopeContext = ({ scopeId }: { scopeId: string }) => ({ gk_scope_id: { value: scopeId } });

/** The router's handler table from channel definitions. */
export function bindChannels(ctx: MainContext, defs: readonly ChannelDefinition[]): Partial<Handlers> {
  const out: Record<string, unknown> = {};
  for (const d of defs) {
    if (out[d.channel]) throw new Error(`channel ${d.channel} is defined twice`);
    out[d.channel] = d.bind(ctx);
  }
  return out as Partial<Handlers>;
}
