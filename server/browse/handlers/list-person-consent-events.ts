// ListPersonConsentEvents: one person's consent changes as the entities code records them
// (person_consent_events, written by OptPersonIn / OptPersonOut), keyset-paged by when they were
// recorded, ties broken by the row's serial number.
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { readUniqueId } from '../../rpc/wire-values.js';
import { toTimestamp } from '../../voiceprints/index.js';
import { getOwner, type ConsentStatusName } from '../../entities/index.js';
import type { BrowseCtx } from '../deps.js';
import { Where, fitToBudget, runList } from '../list-query.store.js';
import type { SortKey } from '../paging.js';
import { decodePageToken, encodePageToken, fingerprint, readOrderBy, readPageSize } from '../paging.js';

const ORDER_KEYS: Record<string, SortKey> = {
  creation_timestamp: { expr: 'e.at', kind: 'timestamp' },
};

interface EventRow {
  status: ConsentStatusName;
  agent_id: string | null;
  reason: string | null;
  prints_deleted: number;
  at: Date;
}

export const listPersonConsentEvents =
  (ctx: BrowseCtx): RpcHandler<'browse', 'ListPersonConsentEvents'> =>
  async (req, call): Reply<'browse', 'ListPersonConsentEvents'> => {
    const v = new Violations();
    const personId = readUniqueId(v, 'gk_person_id', req.gk_person_id, true);
    const pageSize = readPageSize(v, req.page_size);
    const order = readOrderBy(v, req.order_by, ORDER_KEYS);
    v.throwIfAny();
    const { scopeId } = call.context;
    const fp = fingerprint(['person-consent-events', scopeId, personId, order.key, order.dir]);
    const cursor = decodePageToken(req.page_token, fp, order.sort.kind, 'int');
    const page = await ctx.db.tx(async (q) => {
      if (!(await getOwner(q, scopeId, 'person', personId as string)))
        throw notFound(`no person ${personId} in scope ${scopeId}`);
      const w = new Where();
      w.and(`e.scope_id = ${w.p(scopeId)}`);
      w.and(`e.gk_person_id = ${w.p(personId)}::uuid`);
      return runList<EventRow>(q, {
        from: 'person_consent_events e',
        select: 'e.status, e.agent_id, e.reason, e.prints_deleted, e.at',
        id: 'e.id',
        idType: 'bigint',
        where: w,
        order,
        cursor,
        pageSize,
      });
    });
    const fit = fitToBudget(
      page,
      page.rows.map((r) => ({
        status: r.status,
        agent_id: r.agent_id ?? '',
        reason: r.reason ?? '',
        prints_deleted: r.prints_deleted,
        creation_timestamp: toTimestamp(r.at) ?? null,
      })),
    );
    return {
      events: fit.items,
      next_page_token: fit.next ? encodePageToken(fit.next, fp) : '',
      total_size: page.total,
      total_size_capped: page.capped,
    };
  };
