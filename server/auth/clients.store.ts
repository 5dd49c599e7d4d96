// SQL for the client registry (tables scopes, clients, client_scopes, removed_clients); the rules
// (names, roles, secrets, the last client of an app) are in clients.ts.
import type { Queryable } from '../db/types.js';
import type { Role } from '../rpc/types.js';

export interface ScopeRow {
  id: string;
  name: string;
  created_at: Date;
}

export interface ClientRow {
  client_id: string;
  name: string;
  role: Role;
  secret_hash: string;
  oauth_scopes: string[];
  created_at: Date;
  disabled_at: Date | null;
  token_version: string | number;
  gk_scope_ids: string[];
}

// ---- Gatekeeper scopes --------------------------------------------------------------------------

export async function scopeByName(q: Queryable, name: string): Promise<{ id: string; name: string } | undefined> {
  const existing = await q.query<{ id: string; name: string }>(
    'SELECT id::text AS id, name FROM scopes WHERE name = $1',
    [name],
  );
  return existing.rows[0];
}

export async function scopeNameById(q: Queryable, id: string): Promise<string | undefined> {
  const byId = await q.query<{ name: string }>('SELECT name FROM scopes WHERE id = $1', [id]);
  return byId.rows[0]?.name;
}

/** Inserts a scope (a new UUID when `id` is null). */
export async function insertScope(
  q: Queryable,
  id: string | null,
  name: string,
): Promise<{ id: string; name: string }> {
  const r = await q.query<{ id: string; name: string }>(
    'INSERT INTO scopes (id, name) VALUES (coalesce($1::uuid, gen_random_uuid()), $2) RETURNING id::text AS id, name',
    [id, name],
  );
  return r.rows[0]!;
}

export async function selectScopes(q: Queryable): Promise<ScopeRow[]> {
  const r = await q.query<ScopeRow>('SELECT id::text AS id, name, created_at FROM scopes ORDER BY name');
  return r.rows;
}

export async function selectScope(q: Queryable, by: 'id' | 'name', value: string): Promise<ScopeRow | undefined> {
  const r =
    by === 'id'
      ? await q.query<ScopeRow>('SELECT id::text AS id, name, created_at FROM scopes WHERE id = $1', [value])
      : await q.query<ScopeRow>('SELECT id::text AS id, name, created_at FROM scopes WHERE name = $1', [value]);
  return r.rows[0];
}

/** Which of these scope IDs exist. */
export async function knownScopeIds(q: Queryable, ids: string[]): Promise<string[]> {
  const known = await q.query<{ id: string }>('SELECT id::text AS id FROM scopes WHERE id = ANY($1::uuid[])', [ids]);
  return known.rows.map((k) => k.id);
}

// ---- clients ------------------------------------------------------------------------------------

const CLIENT_SELECT = `
  SELECT c.client_id, c.name, c.role, c.secret_hash, c.oauth_scopes, c.created_at, c.disabled_at, c.token_version,
         coalesce(array_agg(cs.scope_id::text ORDER BY cs.scope_id) FILTER (WHERE cs.scope_id IS NOT NULL), '{}'::text[]) AS gk_scope_ids
    FROM clients c LEFT JOIN client_scopes cs ON cs.client_id = c.client_id`;

export async function readClient(q: Queryable, clientId: string): Promise<ClientRow | undefined> {
  const r = await q.query<ClientRow>(`${CLIENT_SELECT} WHERE c.client_id = $1 GROUP BY c.client_id`, [clientId]);
  return r.rows[0];
}

export async function selectClients(q: Queryable): Promise<ClientRow[]> {
  const r = await q.query<ClientRow>(`${CLIENT_SELECT} GROUP BY c.client_id ORDER BY c.client_id`);
  return r.rows;
}

/** Inserts a client with its scopes; false when the client ID is taken. */
export async function insertClient(
  q: Queryable,
  c: { clientId: string; name: string; role: Role; secretHash: string; oauthScopes: string[]; gkScopeIds: string[] },
): Promise<boolean> {
  const ins = await q.query(
    `INSERT INTO clients (client_id, name, role, secret_hash, oauth_scopes) VALUES ($1, $2, $3, $4, $5::text[])
     ON CONFLICT (client_id) DO NOTHING`,
    [c.clientId, c.name, c.role, c.secretHash, c.oauthScopes],
  );
  if (ins.rowCount === 0) return false;
  for (const s of c.gkScopeIds)
    await q.query('INSERT INTO client_scopes (client_id, scope_id) VALUES ($1, $2)', [c.clientId, s]);
  return true;
}

/** Locks the client's row; false when there is none. */
export async function lockClient(q: Queryable, clientId: string): Promise<boolean> {
  const found = await q.query('SELECT 1 FROM clients WHERE client_id = $1 FOR UPDATE', [clientId]);
  return found.rows.length > 0;
}

/** Clients of this app ID. */
export async function countAppClients(q: Queryable, app: string): Promise<number> {
  const same = await q.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM clients WHERE split_part(client_id, ':', 2) = $1",
    [app],
  );
  return same.rows[0]?.n ?? 0;
}

/** Deletes a client and leaves its tombstone (dropping tombstones older than a day). */
export async function deleteClient(q: Queryable, clientId: string): Promise<void> {
  await q.query('DELETE FROM clients WHERE client_id = $1', [clientId]);
  // The tombstone refuses the client's tokens on every instance until they would have expired anyway.
  await q.query(
    `INSERT INTO removed_clients (client_id, token_version) VALUES ($1, nextval('client_token_version_seq'))
     ON CONFLICT (client_id) DO UPDATE SET token_version = excluded.token_version, removed_at = now()`,
    [clientId],
  );
  await q.query("DELETE FROM removed_clients WHERE removed_at < now() - interval '1 day'");
}

/** Sets a client's secret hash under a new token version; false when there is no such client. */
export async function updateClientSecret(q: Queryable, clientId: string, secretHash: string): Promise<boolean> {
  const r = await q.query(
    `UPDATE clients SET secret_hash = $2, token_version = nextval('client_token_version_seq') WHERE client_id = $1`,
    [clientId, secretHash],
  );
  return r.rowCount !== 0;
}

/** Disables or re-enables a client under a new token version; false when there is no such client. */
export async function updateClientDisabled(q: Queryable, clientId: string, disabled: boolean): Promise<boolean> {
  const r = await q.query(
    `UPDATE clients SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) ELSE NULL END,
                        token_version = nextval('client_token_version_seq')
      WHERE client_id = $1`,
    [clientId, disabled],
  );
  return r.rowCount !== 0;
}

/** Every client's token version and disabled flag, and every removed client's tombstone version. */
export async function selectRevocations(q: Queryable): Promise<{
  clients: { client_id: string; token_version: string | number; disabled: boolean }[];
  removed: { client_id: string; token_version: string | number }[];
}> {
  const c = await q.query<{ client_id: string; token_version: string | number; disabled: boolean }>(
    'SELECT client_id, token_version, disabled_at IS NOT NULL AS disabled FROM clients',
  );
  const r = await q.query<{ client_id: string; token_version: string | number }>(
    'SELECT client_id, token_version FROM removed_clients',
  );
  return { clients: c.rows, removed: r.rows };
}
