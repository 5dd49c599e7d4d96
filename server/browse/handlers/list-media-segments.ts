// ListMediaSegments: the scope's media segments (pending uploads included, as GetMediaSegmentDetails
// reads them) filtered by engagement, session and legal hold, keyset-paged by creation time.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { RequestOut } from '../../../wire/services.js';
import type { SegmentRow } from '../../audio/index.js';
import { segmentToRead } from '../../audio/index.js';
import { optUid, readUniqueId, toTimestamp, uid } from '../../rpc/wire-values.js';
import type { BrowseCtx } from '../deps.js';
import { readWrapped } from '../filters.js';
import { Where, fitToBudget, runList } from '../list-query.store.js';
import type { SortKey } from '../paging.js';
import { decodePageToken, encodePageToken, fingerprint, readOrderBy, readPageSize } from '../paging.js';

const ORDER_KEYS: Record<string, SortKey> = {
  creation_timestamp: { expr: 'm.created_at', kind: 'timestamp' },
};

function readFilters(req: RequestOut<'browse', 'ListMediaSegments'>) {
  const v = new Violations();
  const filters = {
    gkEngagementId: readUniqueId(v, 'gk_engagement_id', req.gk_engagement_id),
    gkSessionId: readUniqueId(v, 'gk_session_id', req.gk_session_id),
    legalHold: readWrapped<boolean>(req.legal_hold, false),
  };
  const pageSize = readPageSize(v, req.page_size);
  const order = readOrderBy(v, req.order_by, ORDER_KEYS);
  v.throwIfAny();
  return { filters, pageSize, order };
}

type Filters = ReturnType<typeof readFilters>['filters'];

function whereOf(scopeId: string, f: Filters): Where {
  const w = new Where();
  w.and(`m.scope_id = ${w.p(scopeId)}`);
  if (f.gkEngagementId) w.and(`m.gk_engagement_id = ${w.p(f.gkEngagementId)}::uuid`);
  if (f.gkSessionId) w.and(`m.gk_session_id = ${w.p(f.gkSessionId)}::uuid`);
  if (f.legalHold !== undefined) w.and(`m.legal_hold = ${w.p(f.legalHold)}::boolean`);
  return w;
}

export const listMediaSegments =
  (ctx: BrowseCtx): RpcHandler<'browse', 'ListMediaSegments'> =>
  async (req, call): Reply<'browse', 'ListMediaSegments'> => {
    const { filters, pageSize, order } = readFilters(req);
    const { scopeId } = call.context;
    const fp = fingerprint(['media-segments', scopeId, filters, order.key, order.dir]);
    const cursor = decodePageToken(req.page_token, fp, order.sort.kind);
    const page = await ctx.db.tx((q) =>
      runList<SegmentRow>(q, {
        from: 'media_segments m',
        select: 'm.*',
        id: 'm.gk_media_segment_id',
        where: whereOf(scopeId, filters),
        order,
        cursor,
        pageSize,
      }),
    );
    const fit = fitToBudget(
      page,
      page.rows.map((r) => ({
        gk_media_segment_id: uid(r.gk_media_segment_id),
        gk_engagement_id: optUid(r.gk_engagement_id),
        gk_session_id: optUid(r.gk_session_id),
        creation_timestamp: toTimestamp(r.created_at),
        details: segmentToRead(r),
      })),
    );
    return {
      segments: fit.items,
      next_page_token: fit.next ? encodePageToken(fit.next, fp) : '',
      total_size: page.total,
      total_size_capped: page.capped,
    };
  };
