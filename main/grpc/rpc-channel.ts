// Declaring IPC channels in main. A channel backed by one RPC is a few lines:
//
//   export const unlockVoiceprint = defineRpcChannel({
//     channel: 'voiceprints.unlock',
//     service: SERVICES.voiceprints, method: 'UnlockVoiceprintProfile',
//     mutates: true,                                   // audited, never retried
//     toRequest: (req, ctx) => ({ context: { gk_scope_id: { value: req.scopeId ?? ctx.scopeId } }, ... }),
//     toResponse: (res) => toDomain(responseTypeOf(SERVICES.voiceprints, 'UnlockVoiceprintProfile'), res),
//     target: (req) => ({ voiceprintId: req.voiceprintId }),
//   });
//
// and listing it in main-services.ts. The handler resolves the profile (req.profileId or the current
// one), calls through its RpcClient (token, deadline, cancellation, retries), and audits mutations.
import type { z } from 'zod';
import type { Channel, Contract, ResponseOf } from '../../shared/ipc/contract.js';
import type { Auditor } from '../audit/auditor.js';
import type { Connections, ProfileContext } from '../connections/connections.service.js';
import type { EventBus } from '../ipc/event-bus.js';
import type { HandlerOptions, Handlers } from '../ipc/router.js';
import type { EmbeddedHandle } from '../embedded/embedded-server.js';
import type { SecretStore } from '../secrets/secret-store.js';

/** A request after validation (defaults applied). */
export type RequestData<C extends Channel> = z.output<Contract[C]['request']>;
export type ChannelHandler<C extends Channel> = (req: RequestData<C>, opts: HandlerOptions) => Promise<ResponseOf<C>>;

/** What channel handlers may use. */
export interface MainContext {
  connections: Connections;
  secrets: SecretStore;
  auditor: Auditor;
  events: EventBus;
  embedded: EmbeddedHandle | undefined;
}

export interface ChannelDefinition<C extends Channel = Channel> {
  channel: C;
  bind(ctx: MainContext): ChannelHandler<C>;
}

export interface RpcChannelSpec<C extends Channel, Res> {
  channel: C;
  /** Full service name (see services.ts). */
  service: string;
  method: string;
  /** Changes something on the server: audited, and never retried on UNAVAILABLE. */
  mutates?: boolean;
  /** Safe to resend (default: !mutates). */
  idempotent?: boolean;
  deadlineMs?: number;
  toRequest(req: RequestData<C>, ctx: ProfileContext): object;
  toResponse(res: Res, req: RequestData<C>, ctx: ProfileContext): ResponseOf<C>;
  /** IDs the change touches, for the audit log (default: the request's string fields named *Id). */
  target?(req: RequestData<C>): Record<string, string>;
  /** The gk_scope_id acted in (default: req.scopeId, else the profile's default). */
  scopeOf?(req: RequestData<C>, ctx: ProfileContext): string;
  detail?(req: RequestData<C>, res: ResponseOf<C>): string;
}

export function defineChannel<C extends Channel>(
  channel: C,
  bind: (ctx: MainContext) => ChannelHandler<C>,
): ChannelDefinition<C> {
  return { channel, bind };
}

function idsOf(req: object): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req)) if (/Id$/.test(k) && typeof v === 'string') out[k] = v;
  return out;
}

export function defineRpcChannel<C extends Channel, Res = Record<string, unknown>>(
  spec: RpcChannelSpec<C, Res>,
): ChannelDefinition<C> {
  return defineChannel(spec.channel, (main) => async (req, { signal }) => {
    const profileId = (req as { profileId?: unknown }).profileId;
    const call = async (ctx: ProfileContext) => {
      const res = await ctx.rpc.unary<Res>(spec.service, spec.method, spec.toRequest(req, ctx), {
        signal,
        deadlineMs: spec.deadlineMs,
        idempotent: spec.idempotent ?? !spec.mutates,
      });
      return spec.toResponse(res, req, ctx);
    };
    if (!spec.mutates) return call(main.connections.context(typeof profileId === 'string' ? profileId : undefined));
    let ctx: ProfileContext | undefined;
    return main.auditor.run<ResponseOf<C>>(
      {
        action: spec.channel,
        subject: () => {
          ctx = main.connections.context(typeof profileId === 'string' ? profileId : undefined);
          const scopeId = spec.scopeOf?.(req, ctx) ?? (req as { scopeId?: unknown }).scopeId;
          return {
            profileId: ctx.profile.id,
            profileName: ctx.profile.name,
            clientId: ctx.clientId,
            scopeId: typeof scopeId === 'string' ? scopeId : ctx.scopeId,
          };
        },
        target: spec.target?.(req) ?? idsOf(req as object),
        ...(spec.detail ? { detail: (res: ResponseOf<C>) => spec.detail!(req, res) } : {}),
      },
      () => call(ctx ?? main.connections.context(typeof profileId === 'string' ? profileId : undefined)),
    );
  });
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
