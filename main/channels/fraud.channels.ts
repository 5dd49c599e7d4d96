// Main-side handlers of the Fraudsters and watchlists channels (shared/ipc/channels/fraud.ts):
// lookups by external ID, a watchlist's members a page at a time (ListWatchlistFraudsters answers
// them all; main pages them and names each page's fraudsters), and the audited changes, which run
// in the console's fraud-analyst session.
import type { FraudsterDetailsForRead__Output } from '../../generated/proto/nuance/biosec/v1/entities/FraudsterDetailsForRead.js';
import type { Fraudster } from '../../shared/ipc/channels/fraud.js';
import { ipcFailure } from '../grpc/grpc-errors.js';
import { timestampToIso } from '../grpc/to-domain.js';
import { defineChannel, scopeContext, type ChannelDefinition, type Where } from '../grpc/rpc-channel.js';
import type { FieldNames } from '../grpc/field-names.js';
import { contextOf, withConsoleContext } from './console-session.js';
import { entitiesChange } from './people.channels.js';

/**
 * Why the caller's media segment is not enrolled: this server offers no RPC that enrolls a segment
 * into a profile (the real API's voiceprint processing service is not implemented).
 */
export const ENROLLMENT_NOTE =
  'The media segment was not enrolled into a voiceprint: this server offers no enrollment RPC; the engagement and segment are noted on the fraudster.';

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
      const gkFraudsterId = await withConsoleContext(where.ctx, 'analyst', signal, async (cc) => {
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
        await api.addFraudsterToWatchlist(
          { context, gk_watchlist_id: uid(gkWatchlistId), gk_fraudster_id: uid(gk) },
          { signal },
        );
        return gk;
      });
      const check = await api.isFraudsterInWatchlist(
        { context: scopeContext(where), gk_watchlist_id: uid(gkWatchlistId), gk_fraudster_id: uid(gkFraudsterId) },
        { signal, idempotent: true },
      );
      return {
        gkFraudsterId,
        fraudsterCreated: !existing,
        gkWatchlistId,
        member: check.is_in_watchlist === true,
        note: ENROLLMENT_NOTE,
      };
    },
  {
    fields: { fraudster_id: 'fraudsterId', watchlist_id: 'watchlistId' },
    audit: {
      detail: (r, res) =>
        `${res.fraudsterCreated ? 'created' : 'picked'} fraudster ${r.fraudsterId}, added to watchlist ${r.watchlistId}`,
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
