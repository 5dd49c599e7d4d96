// SQL for groups (of persons) and watchlists (of fraudsters): one shape, two sets of tables
// (migration 0011). Members reference voiceprint_owners with a composite foreign key on
// (id, owner type), so a group can only hold persons and a watchlist only fraudsters; deleting a
// collection deletes its memberships and never its members.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import type { OwnerKind } from './owners.store.js';

export type CollectionKind = 'group' | 'watchlist';

interface Tables {
  table: string;
  id: string;
  external: string;
  members: string;
  member: string;
}

const TABLES: Record<CollectionKind, Tables> = {
  group: {
    table: 'entity_groups',
    id: 'gk_group_id',
    external: 'group_id',
    members: 'entity_group_members',
    member: 'gk_person_id',
  },
  watchlist: {
    table: 'entity_watchlists',
    id: 'gk_watchlist_id',
    external: 'watchlist_id',
    members: 'entity_watchlist_members',
    member: 'gk_fraudster_id',
  },
};

/** What a collection holds. */
export const MEMBER_KIND: Record<CollectionKind, OwnerKind> = { group: 'person', watchlist: 'fraudster' };

export interface CollectionRow {
  id: string;
  scope_id: string;
  external_id: string;
  custom_data: Record<string, string>;
  created_at: Date;
  modified_at: Date;
}

const select = (t: Tables) =>
  `SELECT ${t.id} AS id, scope_id, ${t.external} AS external_id, custom_data, created_at, modified_at FROM ${t.table}`;

/** Creates the collection; undefined when the external ID is taken in the scope. */
export async function insertCollection(
  q: Queryable,
  kind: CollectionKind,
  c: { scopeId: string; externalId: string; customData: Record<string, string>; now: Date },
): Promise<string | undefined> {
  const t = TABLES[kind];
  const r = await q.query<{ id: string }>(
    `INSERT INTO ${t.table} (${t.id}, scope_id, ${t.external}, custom_data, created_at, modified_at)
     VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (scope_id, ${t.external}) DO NOTHING RETURNING ${t.id} AS id`,
    [randomUUID(), c.scopeId, c.externalId, JSON.stringify(c.customData), c.now],
  );
  return r.rows[0]?.id;
}

export async function getCollection(
  q: Queryable,
  kind: CollectionKind,
  scopeId: string,
  id: string,
  forUpdate = false,
): Promise<CollectionRow | undefined> {
  const t = TABLES[kind];
  const r = await q.query<CollectionRow>(
    `${select(t)} WHERE scope_id = $1 AND ${t.id} = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [scopeId, id],
  );
  return r.rows[0];
}

export async function collectionIdByExternal(
  q: Queryable,
  kind: CollectionKind,
  scopeId: string,
  externalId: string,
): Promise<string | undefined> {
  const t = TABLES[kind];
  const r = await q.query<{ id: string }>(
    `SELECT ${t.id} AS id FROM ${t.table} WHERE scope_id = $1 AND ${t.external} = $2`,
    [scopeId, externalId],
  );
  return r.rows[0]?.id;
}

/** False when another collection of the scope has that external ID. */
export async function renameCollection(
  q: Queryable,
  kind: CollectionKind,
  row: CollectionRow,
  externalId: string,
  now: Date,
): Promise<boolean> {
  const t = TABLES[kind];
  const r = await q.query(
    `UPDATE ${t.table} SET ${t.external} = $2, modified_at = $3
      WHERE ${t.id} = $1
        AND NOT EXISTS (SELECT 1 FROM ${t.table} o WHERE o.scope_id = $4 AND o.${t.external} = $2 AND o.${t.id} <> $1)`,
    [row.id, externalId, now, row.scope_id],
  );
  return r.rowCount > 0;
}

export async function updateCollectionData(
  q: Queryable,
  kind: CollectionKind,
  id: string,
  customData: Record<string, string>,
  now: Date,
): Promise<void> {
  const t = TABLES[kind];
  await q.query(`UPDATE ${t.table} SET custom_data = $2, modified_at = $3 WHERE ${t.id} = $1`, [
    id,
    JSON.stringify(customData),
    now,
  ]);
}

/** Deletes the collection and its memberships (cascade); the members stay. */
export async function deleteCollection(q: Queryable, kind: CollectionKind, id: string): Promise<void> {
  const t = TABLES[kind];
  await q.query(`DELETE FROM ${t.table} WHERE ${t.id} = $1`, [id]);
}

/** Adds a member; false when it already was one. */
export async function addMember(
  q: Queryable,
  kind: CollectionKind,
  id: string,
  memberId: string,
  now: Date,
): Promise<boolean> {
  const t = TABLES[kind];
  const r = await q.query(
    `INSERT INTO ${t.members} (${t.id}, ${t.member}, added_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [id, memberId, now],
  );
  if (r.rowCount > 0) await q.query(`UPDATE ${t.table} SET modified_at = $2 WHERE ${t.id} = $1`, [id, now]);
  return r.rowCount > 0;
}

/** Removes the members named; the number actually removed. */
export async function removeMembers(
  q: Queryable,
  kind: CollectionKind,
  id: string,
  memberIds: string[],
  now: Date,
): Promise<number> {
  const t = TABLES[kind];
  const r = await q.query(`DELETE FROM ${t.members} WHERE ${t.id} = $1 AND ${t.member} = ANY($2::uuid[])`, [
    id,
    memberIds,
  ]);
  if (r.rowCount > 0) await q.query(`UPDATE ${t.table} SET modified_at = $2 WHERE ${t.id} = $1`, [id, now]);
  return r.rowCount;
}

/** Member IDs in the order they were added. */
export async function listMembers(q: Queryable, kind: CollectionKind, id: string, limit: number): Promise<string[]> {
  const t = TABLES[kind];
  const r = await q.query<{ m: string }>(
    `SELECT ${t.member} AS m FROM ${t.members} WHERE ${t.id} = $1 ORDER BY added_at, seq LIMIT $2`,
    [id, limit],
  );
  return r.rows.map((x) => x.m);
}

export async function isMember(q: Queryable, kind: CollectionKind, id: string, memberId: string): Promise<boolean> {
  const t = TABLES[kind];
  const r = await q.query(`SELECT 1 FROM ${t.members} WHERE ${t.id} = $1 AND ${t.member} = $2`, [id, memberId]);
  return r.rows.length > 0;
}

/** The scope's owners of that kind among `ids` (members must exist in the collection's scope). */
export async function existingOwners(
  q: Queryable,
  scopeId: string,
  ownerType: string,
  ids: string[],
): Promise<Set<string>> {
  const r = await q.query<{ gk_owner_id: string }>(
    'SELECT gk_owner_id FROM voiceprint_owners WHERE scope_id = $1 AND owner_type = $2 AND gk_owner_id = ANY($3::uuid[])',
    [scopeId, ownerType, ids],
  );
  return new Set(r.rows.map((x) => x.gk_owner_id));
}

export async function countMembers(q: Queryable, kind: CollectionKind, id: string): Promise<number> {
  const t = TABLES[kind];
  const r = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t.members} WHERE ${t.id} = $1`, [id]);
  return r.rows[0]?.n ?? 0;
}
