// Main-side handlers of the voiceprints channels (shared/ipc/channels/voiceprints.ts): the Browse
// list, owner lookups, details with enrollment segments, the audited mutations (which run in the
// console's own session, see console-session.ts), and status reports (main/jobs/status-reports.ts).
import type { ProfileContext } from '../connections/connections.service.js';
import { ipcFailure } from '../grpc/grpc-errors.js';
import {
  defineChannel,
  defineRpcChannel,
  type ChannelDefinition,
  type ChannelHandler,
  type MainContext,
  type RequestData,
} from '../grpc/rpc-channel.js';
import type { HandlerOptions } from '../ipc/router.js';
import { SERVICES } from '../../shared/rpc/services.js';
import { contextOf, withConsoleContext } from './console-session.js';
import { summaryOf, detailsOf } from './voiceprints.mapping.js';
import { voiceprintLookup } from './voiceprints.lookup.js';
import { reportChannelDefs } from './voiceprints.reports.js';

/** Vigil's Browse extension (protos/vigil/v1/browse.proto). */
export const BROWSE_SERVICE = SERVICES.browse;
const VP = SERVICES.voiceprints;

export const scopeCtx = (ctx: ProfileContext) => ({ gk_scope_id: { value: ctx.scopeId } });
export const uid = (value: string) => ({ value });

interface BrowseRes {
  profiles?: { details?: object; owner_external_id?: string }[];
  next_page_token?: string;
  total_size?: number;
  total_size_capped?: boolean;
}

const list = defineRpcChannel<'voiceprints.list', BrowseRes>({
  channel: 'voiceprints.list',
  service: BROWSE_SERVICE,
  method: 'ListVoiceprintProfiles',
  toRequest: (req, ctx) => ({
    context: scopeCtx(ctx),
    lock_status: req.filter.lockStatus,
    owner_type: req.filter.ownerType,
    owner_external_id_prefix: req.filter.ownerExternalIdPrefix?.trim() || undefined,
    tag: req.filter.tag?.trim() || undefined,
    page_size: req.pageSize,
    page_token: req.pageToken,
  }),
  toResponse: (res) => ({
    profiles: (res.profiles ?? []).map((p) => summaryOf(p.details ?? {}, p.owner_external_id)),
    ...(res.next_page_token ? { nextPageToken: res.next_page_token } : {}),
    totalSize: res.total_size ?? 0,
    totalSizeCapped: res.total_size_capped ?? false,
  }),
});

const get = defineChannel('voiceprints.get', (main) => async (req, { signal }) => {
  const ctx = main.connections.context();
  const id = uid(req.gkVoiceprintProfileId);
  const [details, segments] = await Promise.all([
    ctx.rpc.unary<{ details?: object }>(
      VP,
      'GetVoiceprintProfileDetails',
      { context: scopeCtx(ctx), gk_voiceprint_profile_id: id },
      { signal, idempotent: true },
    ),
    ctx.rpc.unary<{ enrollment_segments_details?: object[] }>(
      VP,
      'ListEnrollmentSegments',
      { context: scopeCtx(ctx), gk_voiceprint_profile_id: id },
      { signal, idempotent: true },
    ),
  ]);
  if (!details.details) throw ipcFailure('NOT_FOUND', `Voiceprint profile ${req.gkVoiceprintProfileId} was not found.`);
  return detailsOf(details.details, segments.enrollment_segments_details ?? []);
});

type MutationChannel =
  | 'voiceprints.lock'
  | 'voiceprints.unlock'
  | 'voiceprints.deleteTemplate'
  | 'voiceprints.delete'
  | 'voiceprints.removeSegment';

/**
 * An audited change that needs engagement + session + scope in its context (seed 4.2: M M M): it
 * runs inside the console's administration session, started on first use.
 */
function mutation<C extends MutationChannel>(
  channel: C,
  method: string,
  body: (req: RequestData<C>) => object,
  detail?: (req: RequestData<C>) => string,
): ChannelDefinition<C> {
  const bind =
    (main: MainContext) =>
    async (req: RequestData<C>, { signal }: HandlerOptions) => {
      const r = req as RequestData<C> & { gkVoiceprintProfileId: string };
      let ctx: ProfileContext | undefined;
      const target: Record<string, string> = { gkVoiceprintProfileId: r.gkVoiceprintProfileId };
      const seg = (req as { gkProcessedAudioId?: string }).gkProcessedAudioId;
      if (seg) target.gkProcessedAudioId = seg;
      return main.auditor.run(
        {
          action: channel,
          subject: () => {
            ctx = main.connections.context();
            return {
              profileId: ctx.profile.id,
              profileName: ctx.profile.name,
              clientId: ctx.clientId,
              scopeId: ctx.scopeId,
            };
          },
          target,
          ...(detail ? { detail: () => detail(r) } : {}),
        },
        async () => {
          const c = ctx ?? main.connections.context();
          await withConsoleContext(c, 'admin', signal, (cc) =>
            c.rpc.unary(
              VP,
              method,
              { context: contextOf(cc), gk_voiceprint_profile_id: uid(r.gkVoiceprintProfileId), ...body(r) },
              { signal, idempotent: false },
            ),
          ).catch((err: unknown) => {
            throw explainSessionRefusal(err);
          });
          return { gkVoiceprintProfileId: r.gkVoiceprintProfileId };
        },
      );
    };
  // Every mutation answers { gkVoiceprintProfileId }; TypeScript cannot see that through the generic C.
  return defineChannel(channel, bind as unknown as (main: MainContext) => ChannelHandler<C>);
}

/** StartSession refused (e.g. the support role may not start sessions): say what it means here. */
function explainSessionRefusal(err: unknown): unknown {
  const e = (err as { error?: { code?: string; message?: string } }).error;
  if (e?.code === 'PERMISSION_DENIED' && /StartSession/i.test(e.message ?? ''))
    return ipcFailure(
      'PERMISSION_DENIED',
      `This change needs a console session, and this client may not start one: ${e.message}`,
    );
  return err;
}

const reasonDetail = (r: { reason?: string | undefined }) => (r.reason ? `reason: ${r.reason}` : '');

export const voiceprintsChannelDefs: readonly ChannelDefinition[] = [
  list,
  voiceprintLookup,
  get,
  mutation('voiceprints.lock', 'LockVoiceprintProfile', (r) => ({ reason: r.reason ?? '' }), reasonDetail),
  mutation('voiceprints.unlock', 'UnlockVoiceprintProfile', () => ({})),
  mutation('voiceprints.deleteTemplate', 'DeleteVoiceprintTemplate', () => ({})),
  mutation('voiceprints.delete', 'DeleteVoiceprintProfile', (r) => ({ reason: r.reason ?? '' }), reasonDetail),
  mutation('voiceprints.removeSegment', 'RemoveEnrollmentSegment', (r) => ({
    gk_processed_audio_id: uid(r.gkProcessedAudioId),
  })),
  ...reportChannelDefs,
];
