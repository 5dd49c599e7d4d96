// ListSessions: the scope's sessions that GetSessionDetails would still return, filtered by
// engagement, time, type and activity, keyset-paged by creation time.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { RequestOut } from '../../../wire/services.js';
import type { SessionRow } from '../../sessions/index.js';
import { sessionToRead } from '../../sessions/index.js';
import { readUniqueId } from '../../rpc/wire-values.js';
import type { BrowseCtx } from '../deps.js';
import { expireThenNow } from '../deps.js';
import { readEnumList, readInterval, readWrapped } from '../filters.js';
import { Where, fitToBudget, runList } from '../list-query.store.js';
import type { SortKey } from '../paging.js';
import { decodePageToken, encodePageToken, fingerprint, readOrderBy, readPageSize } from '../paging.js';

const ORDER_KEYS: Record<string, SortKey> = {
  creation_timestamp: { expr: 's.created_at', kind: 'timestamp' },
};

function readFilters(req: RequestOut<'browse', 'ListSessions'>) {
  const v = new Violations();
  const created = readInterval(v, 'creation_interval', req.creation_interval);
  const filters = {
    gkEngagementId: readUniqueId(v, 'gk_engagement_id', req.gk_engagement_id),
    createdFrom: created.start?.toISOString(),
    createdUntil: created.end?.toISOString(),
    sessionTypes: readEnumList(v, 'session_types', req.session_types, 'nuance.biosec.v1.SessionType'),
    isActive: readWrapped<boolean>(req.is_active, false),
  };
  const pageSize = readPageSize(v, req.page_size);
  const order = readOrderBy(v, req.order_by, ORDER_KEYS);
  v.throwIfAny();
  return { filters, pageSize, order };
}

type Filters = ReturnType<typeof readFilters>['filters'];

function whereOf(scopeId: string, f: Filters, now: Date): Where {
  const w = new Where();
  w.and(`s.scope_id = ${w.p(scopeId)}`);
  // Same rule as GetSessionDetails (sessions/deps.ts postCallFinished): once a stopped session's
  // post-call processing has finished, its details are gone for clients.
  w.and(`(s.is_active OR s.post_call_done_at IS NULL OR s.post_call_done_at > ${w.p(now)})`);
  if (f.gkEngagementId) w.and(`s.gk_engagement_id = ${w.p(f.gkEngagementId)}::uuid`);
  if (f.createdFrom) w.and(`s.created_at >= ${w.p(f.createdFrom)}::timestamptz`);
  if (f.createdUntil) w.and(`s.created_at < ${w.p(f.createdUntil)}::timestamptz`);
  if (f.sessionTypes.length) w.and(`s.session_type = ANY(${w.p(f.sessionTypes)}::text[])`);
  if (f.isActive !== undefined) w.and(`s.is_active = ${w.p(f.isActive)}::boolean`);
  return w;
}

export const listSessions =
  (ctx: BrowseCtx): RpcHandler<'browse', 'ListSessions'> =>
  async (req, call): Reply<'browse', 'ListSessions'> => {
    const { filters, pageSize, order } = readFilters(req);
    const { scopeId } = call.context;
    const fp = fingerprint(['sessions', scopeId, filters, order.key, order.dir]);
    const cursor = decodePageToken(req.page_token, fp, order.sort.kind);
    return ctx.db.tx(async (q) => {
      const now = await expireThenNow(q, ctx, scopeId);
      const page = await runList<SessionRow>(q, {
        from: 'sessions s',
        select: 's.*',
        id: 's.gk_session_id',
        where: whereOf(scopeId, filters, now),
        order,
        cursor,
        pageSize,
      });
      const fit = fitToBudget(page, page.rows.map(sessionToRead));
      return {
        sessions: fit.items,
        next_page_token: fit.next ? encodePageToken(fit.next, fp) : '',
        total_size: page.total,
        total_size_capped: page.capped,
      };
    });
  };
