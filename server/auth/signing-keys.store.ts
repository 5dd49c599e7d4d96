// SQL for the sealed HMAC key tables (signing_keys, audio_url_keys; both of one shape). The rules
// (sealing, rotation, the grace period) are in signing-keys.ts.
import type { Queryable } from '../db/types.js';

/** The tables of sealed keys (a fixed list: the name is put into the SQL text). */
export type KeyTableName = 'signing_keys' | 'audio_url_keys';

export interface KeyRow {
  kid: string;
  sealed: string;
  retired_at: Date | null;
}

/** Serializes key creation and rotation across instances (PostgreSQL only; the caller checks). */
export async function lockKeys(q: Queryable, lock: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1)', [lock]);
}

export async function insertKey(q: Queryable, table: KeyTableName, kid: string, sealed: string): Promise<void> {
  await q.query(`INSERT INTO ${table} (kid, sealed) VALUES ($1, $2)`, [kid, sealed]);
}

/** Keys an older version stored in clear. */
export async function clearKeys(q: Queryable, table: KeyTableName): Promise<{ kid: string; secret: string }[]> {
  const clear = await q.query<{ kid: string; secret: string }>(
    `SELECT kid, secret FROM ${table} WHERE secret IS NOT NULL`,
  );
  return clear.rows;
}

/** Stores a key sealed, forgets its clear form and retires it (unless retired already). */
export async function sealAndRetire(q: Queryable, table: KeyTableName, kid: string, sealed: string): Promise<void> {
  await q.query(
    `UPDATE ${table} SET sealed = $2, secret = NULL, retired_at = coalesce(retired_at, now()) WHERE kid = $1`,
    [kid, sealed],
  );
}

export async function hasActiveKey(q: Queryable, table: KeyTableName): Promise<boolean> {
  const active = await q.query(`SELECT 1 FROM ${table} WHERE retired_at IS NULL LIMIT 1`);
  return active.rows.length > 0;
}

/** Sealed keys unretired or retired less than `graceSeconds` ago: the active one first, then newest first. */
export async function usableKeys(q: Queryable, table: KeyTableName, graceSeconds: number): Promise<KeyRow[]> {
  const r = await q.query<KeyRow>(
    `SELECT kid, sealed, retired_at FROM ${table}
      WHERE sealed IS NOT NULL AND (retired_at IS NULL OR retired_at > now() - make_interval(secs => $1))
      ORDER BY retired_at IS NULL DESC, created_at DESC, kid`,
    [graceSeconds],
  );
  return r.rows;
}

/** The unretired sealed keys, each with whether it is older than `olderThanSeconds`. */
export async function currentKeys(
  q: Queryable,
  table: KeyTableName,
  olderThanSeconds: number,
): Promise<{ kid: string; sealed: string; old: boolean }[]> {
  const cur = await q.query<{ kid: string; sealed: string; old: boolean }>(
    `SELECT kid, sealed, created_at < now() - make_interval(secs => $1::float8) AS old
       FROM ${table} WHERE retired_at IS NULL AND sealed IS NOT NULL`,
    [olderThanSeconds],
  );
  return cur.rows;
}

export async function retireKeys(q: Queryable, table: KeyTableName): Promise<void> {
  await q.query(`UPDATE ${table} SET retired_at = now() WHERE retired_at IS NULL`);
}
