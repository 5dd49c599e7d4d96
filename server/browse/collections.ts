// What ListGroups and ListWatchlists share: both list one kind of EntitiesManager collection
// (entity_groups / entity_watchlists, see migrations/0011_entities.sql) with its member count,
// optionally only those holding one member, keyset-paged by creation time.
import { Violations } from '../rpc/errors.js';
import { readUniqueId } from '../rpc/wire-values.js';
import type { CollectionRow } from '../entities/index.js';
import type { BrowseCtx } from './deps.js';
import { likePrefix, readFilterText } from './filters.js';
import { Where, fitToBudget, runList } from './list-query.store.js';
import type { SortKey } from './paging.js';
import { decodePageToken, encodePageToken, fingerprint, readOrderBy, readPageSize } from './paging.js';

const TABLES = {
  groups: {
    table: 'entity_groups',
    id: 'gk_group_id',
    external: 'group_id',
    members: 'entity_group_members',
    member: 'gk_person_id',
  },
  watchlists: {
    table: 'entity_watchlists',
    id: 'gk_watchlist_id',
    external: 'watchlist_id',
    members: 'entity_watchlist_members',
    member: 'gk_fraudster_id',
  },
} as const;

const ORDER_KEYS: Record<string, SortKey> = {
  creation_timestamp: { expr: 'c.created_at', kind: 'timestamp' },
};

export interface CollectionListRequest {
  memberField: string;
  member: { value?: string | null } | null | undefined;
  prefixField: 'group_id_prefix' | 'watchlist_id_prefix';
  prefix: unknown;
  page_size: unknown;
  page_token: unknown;
  order_by: unknown;
}

export async function listCollections(
  ctx: BrowseCtx,
  kind: keyof typeof TABLES,
  scopeId: string,
  req: CollectionListRequest,
): Promise<{
  rows: (CollectionRow & { member_count: number })[];
  next_page_token: string;
  total_size: number;
  total_size_capped: boolean;
}> {
  const t = TABLES[kind];
  const v = new Violations();
  const filters = {
    member: readUniqueId(v, req.memberField, req.member),
    prefix: readFilterText(v, req.prefixField, req.prefix),
  };
  const pageSize = readPageSize(v, req.page_size);
  const order = readOrderBy(v, req.order_by, ORDER_KEYS);
  v.throwIfAny();
  const fp = fingerprint([kind, scopeId, filters, order.key, order.dir]);
  const cursor = decodePageToken(req.page_token, fp, order.sort.kind);

  const w = new Where();
  w.and(`c.scope_id = ${w.p(scopeId)}`);
  if (filters.member)
    w.and(
      `EXISTS (SELECT 1 FROM ${t.members} m WHERE m.${t.id} = c.${t.id} AND m.${t.member} = ${w.p(filters.member)}::uuid)`,
    );
  if (filters.prefix) w.and(`c.${t.external} LIKE ${w.p(likePrefix(filters.prefix))}`);

  const page = await ctx.db.tx((q) =>
    runList<CollectionRow & { member_count: number }>(q, {
      from: `${t.table} c`,
      select: `c.${t.id} AS id, c.scope_id, c.${t.external} AS external_id, c.custom_data, c.created_at, c.modified_at,
        (SELECT count(*)::int FROM ${t.members} m WHERE m.${t.id} = c.${t.id}) AS member_count`,
      id: `c.${t.id}`,
      where: w,
      order,
      cursor,
      pageSize,
    }),
  );
  const fit = fitToBudget(page, page.rows);
  return {
    rows: fit.items,
    next_page_token: fit.next ? encodePageToken(fit.next, fp) : '',
    total_size: page.total,
    total_size_capped: page.capped,
  };
}
