// ListVoiceprintProfiles: the scope's profiles filtered by lock state (as it reads now), owner type,
// owner external ID prefix and tag, keyset-paged by creation time.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { RequestOut } from '../../../wire/services.js';
import type { ProfileRow } from '../../voiceprints/index.js';
import { profileToRead } from '../../voiceprints/index.js';
import type { BrowseCtx } from '../deps.js';
import { likePrefix, readEnum, readFilterText } from '../filters.js';
import { Where, fitToBudget, runList } from '../list-query.store.js';
import type { SortKey } from '../paging.js';
import { decodePageToken, encodePageToken, fingerprint, readOrderBy, readPageSize } from '../paging.js';

const ORDER_KEYS: Record<string, SortKey> = {
  creation_timestamp: { expr: 'p.created_at', kind: 'timestamp' },
};

function readFilters(req: RequestOut<'browse', 'ListVoiceprintProfiles'>) {
  const v = new Violations();
  const filters = {
    lockStatus: readEnum(v, 'lock_status', req.lock_status, 'nuance.biosec.v1.LockStatus'),
    ownerType: readEnum(v, 'owner_type', req.owner_type, 'nuance.biosec.v1.OwnerType'),
    ownerExternalIdPrefix: readFilterText(v, 'owner_external_id_prefix', req.owner_external_id_prefix),
    tag: readFilterText(v, 'tag', req.tag),
  };
  const pageSize = readPageSize(v, req.page_size);
  const order = readOrderBy(v, req.order_by, ORDER_KEYS);
  v.throwIfAny();
  return { filters, pageSize, order };
}

type Filters = ReturnType<typeof readFilters>['filters'];

/**
 * Locked as voiceprints/lock.ts effectiveLock() reads it: a lock is set and, for an automatic one,
 * its auto-unlock time has not passed. Keep the two in step.
 */
const lockedAt = (now: string) =>
  `(p.lock_timestamp IS NOT NULL AND (p.auto_unlock_at IS NULL OR p.auto_unlock_at > ${now}))`;

function whereOf(scopeId: string, f: Filters, now: Date): Where {
  const w = new Where();
  w.and(`p.scope_id = ${w.p(scopeId)}`);
  if (f.lockStatus === 'LOCK_STATUS_LOCKED') w.and(lockedAt(w.p(now)));
  if (f.lockStatus === 'LOCK_STATUS_UNLOCKED') w.and(`NOT ${lockedAt(w.p(now))}`);
  if (f.ownerType) w.and(`p.owner_type = ${w.p(f.ownerType)}`);
  if (f.ownerExternalIdPrefix) w.and(`o.external_id LIKE ${w.p(likePrefix(f.ownerExternalIdPrefix))}`);
  if (f.tag) w.and(`p.tag = ${w.p(f.tag)}`);
  return w;
}

export const listVoiceprintProfiles =
  (ctx: BrowseCtx): RpcHandler<'browse', 'ListVoiceprintProfiles'> =>
  async (req, call): Reply<'browse', 'ListVoiceprintProfiles'> => {
    const { filters, pageSize, order } = readFilters(req);
    const { scopeId } = call.context;
    const fp = fingerprint(['voiceprint-profiles', scopeId, filters, order.key, order.dir]);
    const cursor = decodePageToken(req.page_token, fp, order.sort.kind);
    const now = ctx.clock.now();
    const page = await ctx.db.tx((q) =>
      runList<ProfileRow>(q, {
        from: 'voiceprint_profiles p JOIN voiceprint_owners o ON o.gk_owner_id = p.gk_owner_id',
        select: 'p.*, o.external_id',
        id: 'p.gk_voiceprint_profile_id',
        where: whereOf(scopeId, filters, now),
        order,
        cursor,
        pageSize,
      }),
    );
    const fit = fitToBudget(
      page,
      page.rows.map((r) => ({
        details: profileToRead(r, now),
        owner_external_id: r.external_id ?? undefined,
      })),
    );
    return {
      profiles: fit.items,
      next_page_token: fit.next ? encodePageToken(fit.next, fp) : '',
      total_size: page.total,
      total_size_capped: page.capped,
    };
  };
