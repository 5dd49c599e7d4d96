// Main-side handlers of the voiceprints channels (shared/ipc/channels/voiceprints.ts): the Browse
// list, owner lookups, details with enrollment segments, the audited mutations (which run in the
// console's own session, see console-session.ts), and status reports (main/jobs/status-reports.ts).
import { ipcFailure } from '../errors.js';
import type { AuditedChannelOf, ResponseOf } from '../../shared/ipc/contract.js';
import type { Context } from '../../generated/proto/nuance/biosec/v1/Context.js';
import {
  type ChannelDefinition,
  type ChannelOptions,
  defineChannel,
  defineRpcChannel,
  type RequestData,
} from '../ipc/define-channel.js';
import { scopeContext } from '../connections/where.js';
import type { FieldNames } from '../grpc/field-names.js';
import type { ServiceClient } from '../grpc/rpc-client.js';
import { contextOf, withConsoleContext } from './console-session.js';
import { summaryOf, detailsOf } from './voiceprints.mapping.js';
import { voiceprintLookup } from './voiceprints.lookup.js';
import { reportChannelDefs } from './voiceprints.reports.js';

export const uid = (value: string) => ({ value });

const list = defineRpcChannel({ channel: 'voiceprints.list', service: 'browse', method: 'ListVoiceprintProfiles' })({
  toRequest: (req, at) => ({
    context: scopeContext(at),
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
  fields: {
    lock_status: 'filter.lockStatus',
    owner_type: 'filter.ownerType',
    owner_external_id_prefix: 'filter.ownerExternalIdPrefix',
    tag: 'filter.tag',
  },
});

const get = defineChannel('voiceprints.get', () => async (req, { signal, at }) => {
  const where = at();
  const vp = where.ctx.rpc.api.voiceprints;
  const ask = { context: scopeContext(where), gk_voiceprint_profile_id: uid(req.gkVoiceprintProfileId) };
  const [details, segments] = await Promise.all([
    vp.getVoiceprintProfileDetails(ask, { signal, idempotent: true }),
    vp.listEnrollmentSegments(ask, { signal, idempotent: true }),
  ]);
  if (!details.details) throw ipcFailure('NOT_FOUND', `Voiceprint profile ${req.gkVoiceprintProfileId} was not found.`);
  return detailsOf(details.details, segments.enrollment_segments_details ?? []);
});

/** The voiceprint changes: the audited voiceprints.* channels of the contract. */
export type VoiceprintChange = AuditedChannelOf<'voiceprints'>;

/** What the server calls the fields of a change's request. */
const CHANGE_FIELDS: FieldNames = {
  gk_voiceprint_profile_id: 'gkVoiceprintProfileId',
  gk_processed_audio_id: 'gkProcessedAudioId',
};

/**
 * An audited change that needs engagement + session + scope in its context (seed 4.2: M M M): it
 * runs inside the console's administration session, started on first use, and answers the profile's ID.
 */
function voiceprintChange<C extends VoiceprintChange>(
  channel: C,
  send: (
    vp: ServiceClient<'voiceprints'>,
    context: Context,
    req: RequestData<C>,
    signal: AbortSignal,
  ) => Promise<unknown>,
  detail?: (req: RequestData<C>) => string,
): ChannelDefinition<C> {
  return defineChannel(
    channel,
    () =>
      async (req, { signal, at }) => {
        const { ctx } = at();
        await withConsoleContext(ctx, 'admin', signal, (cc) =>
          send(ctx.rpc.api.voiceprints, contextOf(cc), req, signal),
        ).catch((err: unknown) => {
          throw explainSessionRefusal(err);
        });
        const { gkVoiceprintProfileId } = req as { gkVoiceprintProfileId: string };
        // Every change answers { gkVoiceprintProfileId }; TypeScript cannot see that through the generic C.
        return { gkVoiceprintProfileId } as ResponseOf<C>;
      },
    {
      audit: (detail ? { detail: (req: RequestData<C>) => detail(req) } : {}) as ChannelOptions<C>['audit'],
      fields: CHANGE_FIELDS,
    },
  );
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

const profile = (r: { gkVoiceprintProfileId: string }) => ({ gk_voiceprint_profile_id: uid(r.gkVoiceprintProfileId) });

export const voiceprintsChannelDefs: readonly ChannelDefinition[] = [
  list,
  voiceprintLookup,
  get,
  // A request's reason goes to the audit entry on its own (rpc-channel.ts); lock and delete also send it.
  voiceprintChange('voiceprints.lock', (vp, context, r, signal) =>
    vp.lockVoiceprintProfile({ context, ...profile(r), reason: r.reason ?? '' }, { signal }),
  ),
  voiceprintChange('voiceprints.unlock', (vp, context, r, signal) =>
    vp.unlockVoiceprintProfile({ context, ...profile(r) }, { signal }),
  ),
  voiceprintChange('voiceprints.deleteTemplate', (vp, context, r, signal) =>
    vp.deleteVoiceprintTemplate({ context, ...profile(r) }, { signal }),
  ),
  voiceprintChange('voiceprints.delete', (vp, context, r, signal) =>
    vp.deleteVoiceprintProfile({ context, ...profile(r), reason: r.reason ?? '' }, { signal }),
  ),
  voiceprintChange('voiceprints.removeSegment', (vp, context, r, signal) =>
    vp.removeEnrollmentSegment(
      { context, ...profile(r), gk_processed_audio_id: uid(r.gkProcessedAudioId) },
      { signal },
    ),
  ),
  ...reportChannelDefs,
];
