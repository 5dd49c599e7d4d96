// Main-side handlers of the Fraudsters and watchlists channels (shared/ipc/channels/fraud.ts):
// lookups by external ID, the scope's watchlists a page at a time (Browse ListWatchlists; an empty
// page saying so when the server lacks Browse), a watchlist's members a page at a time
// (ListWatchlistFraudsters answers them all; main pages them and names each page's fraudsters), and
// the audited changes, which run in the console's fraud-analyst session.
import { ipcFailure } from '../errors.js';
import type { FraudsterDetailsForRead__Output } from '../../generated/proto/nuance/biosec/v1/entities/FraudsterDetailsForRead.js';
import type { Fraudster } from '../../shared/ipc/channels/fraud.js';
import { timestampToIso } from '../grpc/to-domain.js';
import { type ChannelDefinition, defineChannel } from '../ipc/define-channel.js';
import { scopeContext, type Where } from '../connections/where.js';
import type { FieldNames } from '../grpc/field-names.js';
import { contextOf, withConsoleContext } from './console-session.js';
import { ifBrowse, isCode } from './engagements.read.js';
import { entitiesChange, NOT_OFFERED, paging } from './people.channels.js';

/**
 * Why the caller's media segment is not enrolled on a server without Vigil's enrollment extension
 * (vigil.v1.FraudsterEnrollment): the Gatekeeper management API has no RPC that enrolls stored
 * media (a real deployment enrolls in the runtime).
 */
export const ENROLLMENT_NOTE =
  'The media segment was not enrolled into a voiceprint: this server has no enrollment extension (vigil.v1.FraudsterEnrollment); the engagement and segment are noted on the fraudster.';

/** Why nothing is enrolled when the engagement offered no media segment to choose. */
export const NO_SEGMENT_NOTE = 'No media segment was chosen, so nothing was enrolled into a voiceprint.';

const uid = (value: string) => ({ value });

export function fraudsterOf(d: FraudsterDetailsForRead__Output, profileIds: string[]): Fraudster {
  return {
    gkFraudsterId: d.gk_fraudster_id?.value ?? '',
    fraudsterId: d.fraudster_id ?? '',
    ...(d.first_name ? { firstName: d.first_name } : {}),
    ...(d.last_name ? { lastName: d.last_name } : {}),
    ...(d.creation_timestamp ? { createdAt: timestampToIso(d.creation_timestamp) } : {}),
    voiceprintProfileIds: profileIds,
  };
}

export async function readFraudster(where: Where, gkFraudsterId: string, signal?: AbortSignal): Promise<Fraudster> {
  const api = where.ctx.rpc.api.entities;
  const ask = { context: scopeContext(where), gk_fraudster_id: uid(gkFraudsterId) };
  const [details, profiles] = await Promise.all([
    api.getFraudsterDetails(ask, { signal, idempotent: true }),
    api.listFraudsterProfiles(ask, { signal, idempotent: true }),
  ]);
  if (!details.details) throw ipcFailure('NOT_FOUND', `Fraudster ${gkFraudsterId} was not found.`);
  return fraudsterOf(
    details.details,
    (profiles.gk_voiceprint_profile_ids ?? []).map((p) => p.value ?? '').filter(Boolean),
  );
}

/** The fraudster's gk ID from the external ID; NOT_FOUND saying so when there is none. */
export async function gkFraudsterIdOf(where: Where, fraudsterId: string, signal?: AbortSignal): Promise<string> {
  const res = await where.ctx.rpc.api.entities.getGkFraudsterId(
    { context: scopeContext(where), fraudster_id: fraudsterId },
    { signal, idempotent: true },
  );
  const gk = res.gk_fraudster_id?.value;
  if (!gk) throw ipcFailure('NOT_FOUND', `No fraudster has the external ID "${fraudsterId}" in this scope.`);
  return gk;
}

const findFraudster = defineChannel(
  'fraud.findFraudster',
  () =>
    async (req, { signal, at }) =>
      readFraudster(at(), await gkFraudsterIdOf(at(), req.fraudsterId, signal), signal),
  { fields: { fraudster_id: 'fraudsterId' } },
);

const getFraudster = defineChannel(
  'fraud.getFraudster',
  () =>
    async (req, { signal, at }) =>
      readFraudster(at(), req.gkFraudsterId, signal),
  { fields: { gk_fraudster_id: 'gkFraudsterId' } },
);

const findWatchlist = defineChannel(
  'fraud.findWatchlist',
  () =>
    async (req, { signal, at }) => {
      const where = at();
      const api = where.ctx.rpc.api.entities;
      const res = await api.getGkWatchlistId(
        { context: scopeContext(where), watchlist_id: req.watchlistId },
        { signal, idempotent: true },
      );
      const gk = res.gk_watchlist_id?.value;
      if (!gk) throw ipcFailure('NOT_FOUND', `No watchlist has the external ID "${req.watchlistId}" in this scope.`);
      const d = await api.getWatchlistDetails(
        { context: scopeContext(where), gk_watchlist_id: uid(gk) },
        { signal, idempotent: true },
      );
      const created = timestampToIso(d.details?.creation_timestamp);
      return {
        gkWatchlistId: gk,
        watchlistId: d.details?.watchlist_id ?? req.watchlistId,
        ...(created ? { createdAt: created } : {}),
      };
    },
  { fields: { watchlist_id: 'watchlistId' } },
);

const listWatchlists = defineChannel(
  'fraud.watchlists.list',
  () =>
    async (req, { signal, at }) => {
      const where = at();
      const res = await ifBrowse(() =>
        where.ctx.rpc.api.browse.listWatchlists(
          {
            context: scopeContext(where),
            ...(req.gkFraudsterId ? { gk_fraudster_id: uid(req.gkFraudsterId) } : {}),
            ...(req.watchlistIdPrefix ? { watchlist_id_prefix: req.watchlistIdPrefix } : {}),
            ...paging(req),
          },
          { signal, idempotent: true },
        ),
      );
      if (!res) return NOT_OFFERED;
      return {
        items: (res.watchlists ?? []).map((w) => {
          const createdAt = timestampToIso(w.details?.creation_timestamp);
          return {
            gkWatchlistId: w.details?.gk_watchlist_id?.value ?? '',
            watchlistId: w.details?.watchlist_id ?? '',
            memberCount: w.member_count ?? 0,
            ...(createdAt ? { createdAt } : {}),
          };
        }),
        nextPageToken: res.next_page_token ?? '',
        totalSize: res.total_size ?? 0,
        browseAvailable: true,
      };
    },
  {
    fields: {
      page_size: 'pageSize',
      page_token: 'pageToken',
      gk_fraudster_id: 'gkFraudsterId',
      watchlist_id_prefix: 'watchlistIdPrefix',
    },
  },
);

const members = defineChannel(
  'fraud.watchlistMembers',
  () =>
    async (req, { signal, at }) => {
      const where = at();
      const api = where.ctx.rpc.api.entities;
      const res = await api.listWatchlistFraudsters(
        { context: scopeContext(where), gk_watchlist_id: uid(req.gkWatchlistId) },
        { signal, idempotent: true },
      );
      const all = (res.gk_fraudster_id ?? []).map((f) => f.value ?? '').filter(Boolean);
      const page = all.slice(req.offset, req.offset + req.limit);
      const named = await Promise.all(
        page.map(async (gkFraudsterId) => {
          const d = await api
            .getFraudsterDetails(
              {
                context: scopeContext(where),
                gk_fraudster_id: uid(gkFraudsterId),
                field_mask: { paths: ['fraudster_id'] },
              },
              { signal, idempotent: true },
            )
            .catch(() => undefined);
          const fraudsterId = d?.details?.fraudster_id;
          return { gkFraudsterId, ...(fraudsterId ? { fraudsterId } : {}) };
        }),
      );
      return { members: named, total: all.length, offset: req.offset };
    },
  { fields: { gk_watchlist_id: 'gkWatchlistId' } },
);

/** undefined for a NOT_FOUND answer; any other failure goes on. */
function unlessNotFound(err: unknown): undefined {
  if ((err as { error?: { code?: string } }).error?.code === 'NOT_FOUND') return undefined;
  throw err;
}

/** Enrolls the caller's channel of the segment; undefined when the server lacks the extension. */
async function enrollCaller(
  where: Where,
  context: ReturnType<typeof contextOf>,
  ids: { gkFraudsterId: string; gkEngagementId: string; gkMediaSegmentId: string },
  signal: AbortSignal | undefined,
) {
  try {
    return await where.ctx.rpc.api.fraudsterEnrollment.enrollFraudsterFromMedia(
      {
        context,
        gk_fraudster_id: uid(ids.gkFraudsterId),
        gk_engagement_id: uid(ids.gkEngagementId),
        gk_media_segment_id: uid(ids.gkMediaSegmentId),
        party_type: 'PARTY_TYPE_PERSON',
      },
      { signal },
    );
  } catch (err) {
    if (isCode(err, 'UNIMPLEMENTED')) return undefined;
    throw err;
  }
}

/** The enrolled profile and its segments, read back from the server. */
async function readEnrollment(
  where: Where,
  enrolled: { profileId: string; profileCreated: boolean; channel: number; gkMediaSegmentId: string },
  signal: AbortSignal | undefined,
) {
  const api = where.ctx.rpc.api.voiceprints;
  const ask = { context: scopeContext(where), gk_voiceprint_profile_id: uid(enrolled.profileId) };
  const [details, segments] = await Promise.all([
    api.getVoiceprintProfileDetails(ask, { signal, idempotent: true }),
    api.listEnrollmentSegments(ask, { signal, idempotent: true }),
  ]);
  const list = segments.enrollment_segments_details ?? [];
  const version = details.details?.version?.value;
  return {
    gkVoiceprintProfileId: enrolled.profileId,
    profileCreated: enrolled.profileCreated,
    status: details.details?.status ?? 'VOICEPRINT_PROFILE_STATUS_UNSPECIFIED',
    ...(version !== undefined ? { version } : {}),
    channel: enrolled.channel,
    segmentCount: list.length,
    segmentEnrolled: list.some((x) => x.gk_media_segment_id?.value === enrolled.gkMediaSegmentId),
  };
}

const addCaller = defineChannel(
  'fraud.addCallerToWatchlist',
  () =>
    async (req, { signal, at }) => {
      const where = at();
      const api = where.ctx.rpc.api.entities;
      const gkWatchlistId = await api
        .getGkWatchlistId({ context: scopeContext(where), watchlist_id: req.watchlistId }, { signal, idempotent: true })
        .then((r) => r.gk_watchlist_id?.value)
        .catch(unlessNotFound);
      if (!gkWatchlistId)
        throw ipcFailure(
          'NOT_FOUND',
          `No watchlist has the external ID "${req.watchlistId}" in this scope; create it on the Fraudsters screen first.`,
          { fieldViolations: [{ field: 'watchlistId', message: 'no such watchlist' }] },
        );
      const existing = await api
        .getGkFraudsterId({ context: scopeContext(where), fraudster_id: req.fraudsterId }, { signal, idempotent: true })
        .then((r) => r.gk_fraudster_id?.value)
        .catch(unlessNotFound);
      const { gkFraudsterId, enrolled } = await withConsoleContext(where.ctx, 'analyst', signal, async (cc) => {
        const context = contextOf(cc);
        let gk = existing;
        if (!gk) {
          const custom_data: Record<string, string> = { source_engagement: req.gkEngagementId };
          if (req.gkMediaSegmentId) custom_data.source_media_segment = req.gkMediaSegmentId;
          const created = await api.createFraudster(
            {
              context,
              fraudster_id: req.fraudsterId,
              details: { custom_data },
              field_mask: { paths: ['custom_data'] },
            },
            { signal },
          );
          gk = created.gk_fraudster_id?.value ?? '';
        }
        // The caller's audio goes into the fraudster's print before the fraudster joins the
        // watchlist: a refused enrollment (segment not uploaded, say) stops the action there.
        const res = req.gkMediaSegmentId
          ? await enrollCaller(
              where,
              context,
              { gkFraudsterId: gk, gkEngagementId: req.gkEngagementId, gkMediaSegmentId: req.gkMediaSegmentId },
              signal,
            )
          : undefined;
        await api.addFraudsterToWatchlist(
          { context, gk_watchlist_id: uid(gkWatchlistId), gk_fraudster_id: uid(gk) },
          { signal },
        );
        return {
          gkFraudsterId: gk,
          enrolled: res?.gk_voiceprint_profile_id?.value
            ? {
                profileId: res.gk_voiceprint_profile_id.value,
                profileCreated: res.profile_created === true,
                channel: res.channel_index ?? 0,
              }
            : undefined,
        };
      });
      const check = await api.isFraudsterInWatchlist(
        { context: scopeContext(where), gk_watchlist_id: uid(gkWatchlistId), gk_fraudster_id: uid(gkFraudsterId) },
        { signal, idempotent: true },
      );
      const enrollment =
        enrolled && req.gkMediaSegmentId
          ? await readEnrollment(where, { ...enrolled, gkMediaSegmentId: req.gkMediaSegmentId }, signal)
          : undefined;
      return {
        gkFraudsterId,
        fraudsterCreated: !existing,
        gkWatchlistId,
        member: check.is_in_watchlist === true,
        ...(enrollment ? { enrollment } : { note: req.gkMediaSegmentId ? ENROLLMENT_NOTE : NO_SEGMENT_NOTE }),
      };
    },
  {
    fields: {
      fraudster_id: 'fraudsterId',
      watchlist_id: 'watchlistId',
      gk_media_segment_id: 'gkMediaSegmentId',
      gk_engagement_id: 'gkEngagementId',
    },
    audit: {
      detail: (r, res) =>
        `${res.fraudsterCreated ? 'created' : 'picked'} fraudster ${r.fraudsterId}` +
        (res.enrollment
          ? `, enrolled media segment ${r.gkMediaSegmentId ?? ''} into voiceprint profile ${res.enrollment.gkVoiceprintProfileId}`
          : ', no media enrolled') +
        `, added to watchlist ${r.watchlistId}`,
    },
  },
);

const FIELDS: FieldNames = {
  gk_fraudster_id: 'gkFraudsterId',
  fraudster_id: 'fraudsterId',
  new_fraudster_id: 'newFraudsterId',
  gk_watchlist_id: 'gkWatchlistId',
  watchlist_id: 'watchlistId',
  gk_fraudster_ids: 'gkFraudsterIds',
  'details.first_name': 'firstName',
  'details.last_name': 'lastName',
};

export const fraudChannelDefs: readonly ChannelDefinition[] = [
  findFraudster,
  getFraudster,
  findWatchlist,
  listWatchlists,
  members,
  addCaller,
  entitiesChange(
    'fraud.createFraudster',
    'analyst',
    async (api, context, r, signal) => {
      const details = { first_name: r.firstName || undefined, last_name: r.lastName || undefined };
      const paths = Object.entries(details)
        .filter(([, v]) => v)
        .map(([k]) => k);
      const res = await api.createFraudster(
        { context, fraudster_id: r.fraudsterId, ...(paths.length ? { details, field_mask: { paths } } : {}) },
        { signal },
      );
      return { gkFraudsterId: res.gk_fraudster_id?.value ?? '' };
    },
    { fields: FIELDS },
  ),
  entitiesChange(
    'fraud.renameFraudster',
    'analyst',
    async (api, context, r, signal) => {
      await api.renameFraudster(
        { context, gk_fraudster_id: uid(r.gkFraudsterId), new_fraudster_id: r.newFraudsterId },
        { signal },
      );
      return { gkFraudsterId: r.gkFraudsterId };
    },
    { fields: FIELDS },
  ),
  entitiesChange(
    'fraud.createWatchlist',
    'analyst',
    async (api, context, r, signal) => {
      const res = await api.createWatchlist({ context, watchlist_id: r.watchlistId }, { signal });
      return { gkWatchlistId: res.gk_watchlist_id?.value ?? '' };
    },
    { fields: FIELDS },
  ),
  entitiesChange(
    'fraud.addToWatchlist',
    'analyst',
    async (api, context, r, signal) => {
      await api.addFraudsterToWatchlist(
        { context, gk_watchlist_id: uid(r.gkWatchlistId), gk_fraudster_id: uid(r.gkFraudsterId) },
        { signal },
      );
      return { gkWatchlistId: r.gkWatchlistId, gkFraudsterId: r.gkFraudsterId };
    },
    { fields: FIELDS },
  ),
  entitiesChange(
    'fraud.removeFromWatchlist',
    'analyst',
    async (api, context, r, signal) => {
      await api.removeFraudstersFromWatchlist(
        { context, gk_watchlist_id: uid(r.gkWatchlistId), gk_fraudster_ids: r.gkFraudsterIds.map(uid) },
        { signal },
      );
      return { gkWatchlistId: r.gkWatchlistId, removed: r.gkFraudsterIds.length };
    },
    {
      fields: FIELDS,
      audit: { target: (r) => ({ gkWatchlistId: r.gkWatchlistId, gkFraudsterIds: r.gkFraudsterIds.join(',') }) },
    },
  ),
];
