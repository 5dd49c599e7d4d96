// Builds and runs one keyset-paged list: the WHERE clause a handler assembles (scope first), the
// page ordered by (sort key, ID) and read one row past the page to know whether another follows,
// and the capped count of every match.
import type { Queryable } from '../db/types.js';
import type { Cursor, OrderBy } from './paging.js';
import { COUNT_CAP } from './paging.js';

/** Conditions joined with AND, with their parameters numbered as they are added. */
export class Where {
  readonly params: unknown[] = [];
  private readonly conds: string[] = [];

  /** Adds a parameter and returns its placeholder. */
  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  and(cond: string): this {
    this.conds.push(cond);
    return this;
  }

  get sql(): string {
    return this.conds.length ? this.conds.join(' AND ') : 'true';
  }
}

export interface ListSpec {
  /** FROM clause, with aliases. */
  from: string;
  /** Select list of the page rows. */
  select: string;
  /** ID column of the listed record (the tie-break). */
  id: string;
  /** SQL type of the ID column: uuid unless said otherwise. */
  idType?: 'uuid' | 'bigint';
  where: Where;
  order: OrderBy;
  cursor: Cursor | undefined;
  pageSize: number;
}

export interface ListResult<Row> {
  rows: Row[];
  /** Where a page ending after each row would continue (parallel to rows). */
  cursors: Cursor[];
  /** The cursor after the last row, when more rows follow. */
  next: Cursor | undefined;
  total: number;
  capped: boolean;
}

/** The sort key as text that casts back to exactly the same value (microseconds included). */
function keyText(order: OrderBy): string {
  return order.sort.kind === 'timestamp'
    ? `to_char((${order.sort.expr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : `(${order.sort.expr})::text`;
}

export async function runList<Row extends object>(q: Queryable, spec: ListSpec): Promise<ListResult<Row>> {
  const { where, order } = spec;
  const countSql = `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${spec.from} WHERE ${where.sql} LIMIT ${COUNT_CAP + 1}) m`;
  const counted = await q.query<{ n: number }>(countSql, where.params);
  const n = counted.rows[0]?.n ?? 0;

  const page = new Where();
  for (const v of where.params) page.p(v);
  page.and(`(${where.sql})`);
  const dir = order.dir === 'desc' ? 'DESC' : 'ASC';
  if (spec.cursor) {
    const cast = order.sort.kind === 'timestamp' ? 'timestamptz' : 'bigint';
    const cmp = order.dir === 'desc' ? '<' : '>';
    page.and(
      `((${order.sort.expr}), ${spec.id}) ${cmp} (${page.p(spec.cursor.sortKey)}::${cast}, ${page.p(spec.cursor.id)}::${spec.idType ?? 'uuid'})`,
    );
  }
  const sql = `SELECT ${spec.select}, ${keyText(order)} AS browse_sort_key, ${spec.id}::text AS browse_id
    FROM ${spec.from} WHERE ${page.sql}
    ORDER BY (${order.sort.expr}) ${dir}, ${spec.id} ${dir} LIMIT ${spec.pageSize + 1}`;
  const r = await q.query<Row & { browse_sort_key: string; browse_id: string }>(sql, page.params);
  const more = r.rows.length > spec.pageSize;
  const rows = more ? r.rows.slice(0, spec.pageSize) : r.rows;
  const last = rows[rows.length - 1];
  return {
    rows,
    cursors: rows.map((r) => ({ sortKey: r.browse_sort_key, id: r.browse_id })),
    next: more && last ? { sortKey: last.browse_sort_key, id: last.browse_id } : undefined,
    total: Math.min(n, COUNT_CAP),
    capped: n > COUNT_CAP,
  };
}

/**
 * Largest size of one page's items, estimated as their JSON text (protobuf is smaller, proto3
 * JSON about the same): well under gRPC's default 4 MiB receive limit, so a page of large
 * records is cut short rather than refused by the client.
 */
export const PAGE_BUDGET_BYTES = 2 * 1024 * 1024;

/**
 * The leading items that fit the byte budget (always at least one), and where the next page
 * starts: after the last item kept when the page was cut, otherwise where runList said.
 */
export function fitToBudget<Row, Item>(
  page: ListResult<Row>,
  items: Item[],
  budget = PAGE_BUDGET_BYTES,
): { items: Item[]; next: Cursor | undefined } {
  let used = 0;
  for (let i = 0; i < items.length; i++) {
    used += Buffer.byteLength(JSON.stringify(items[i]) ?? '');
    if (used > budget && i > 0) return { items: items.slice(0, i), next: page.cursors[i - 1] };
  }
  return { items, next: page.next };
}
