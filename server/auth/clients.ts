// The client registry: Gatekeeper scopes, and the OAuth clients that may ask for tokens, each with
// a hashed secret, a role, the Gatekeeper scopes it may act in and the OAuth scopes it may request.
import type { Db, Queryable } from '../db/types.js';
import { ROLES, type Role } from '../rpc/types.js';
import { Violations, alreadyExists, badField, failedPrecondition, notFound } from '../rpc/errors.js';
import { UUID_RE } from '../rpc/wire-values.js';
import { ALL_OAUTH_SCOPES } from '../../shared/rpc/policy.js';
import { ClientIdError, formatClientId, normalizeClientId, parseClientId } from './client-id.js';
import { burnDecoyHash, hashSecret, newClientSecret, verifySecret } from './secret-hash.js';

// Printable: no control characters (\p{Cc}), not starting with a space.
const SCOPE_NAME_RE = /^[^\s\p{Cc}][^\p{Cc}]{0,199}$/u;

export interface GkScope {
  id: string;
  name: string;
  createdAt: string;
}

export interface ClientInfo {
  clientId: string;
  name: string;
  role: Role;
  gkScopeIds: string[];
  oauthScopes: string[];
  createdAt: string;
  disabledAt: string | null;
}

export interface NewClient {
  role: Role;
  gkScopeIds: string[];
  /** Defaults to every OAuth scope the server knows (auth/scopes.ts). */
  oauthScopes?: string[];
  app?: string;
  geo?: string;
  name: string;
  /** Generated (32 random bytes, base64url) when absent. */
  clientSecret?: string;
}

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

// ---- Gatekeeper scopes --------------------------------------------------------------------------

/** Creates a scope, or returns the existing one of that name. */
export async function createScope(db: Db, input: { id?: string; name: string }): Promise<{ id: string; name: string }> {
  const name = input.name.trim();
  if (!SCOPE_NAME_RE.test(name))
    throw badField('name', 'must be 1-200 printable characters', 'INVALID_FORMAT', input.name);
  if (input.id !== undefined && !UUID_RE.test(input.id))
    throw badField('id', 'must be a UUID', 'INVALID_FORMAT', input.id);
  const id = input.id?.toLowerCase();
  return db.tx(async (q) => {
    const existing = await q.query<{ id: string; name: string }>(
      'SELECT id::text AS id, name FROM scopes WHERE name = $1',
      [name],
    );
    const found = existing.rows[0];
    if (found) {
      if (id && found.id !== id) throw alreadyExists(`scope "${name}" already exists with ID ${found.id}`);
      return found;
    }
    if (id) {
      const byId = await q.query<{ name: string }>('SELECT name FROM scopes WHERE id = $1', [id]);
      if (byId.rows[0]) throw alreadyExists(`scope ID ${id} is already used by scope "${byId.rows[0].name}"`);
    }
    const r = await q.query<{ id: string; name: string }>(
      'INSERT INTO scopes (id, name) VALUES (coalesce($1::uuid, gen_random_uuid()), $2) RETURNING id::text AS id, name',
      [id ?? null, name],
    );
    return r.rows[0]!;
  });
}

export async function listScopes(db: Queryable): Promise<GkScope[]> {
  const r = await db.query<{ id: string; name: string; created_at: Date }>(
    'SELECT id::text AS id, name, created_at FROM scopes ORDER BY name',
  );
  return r.rows.map((s) => ({ id: s.id, name: s.name, createdAt: iso(s.created_at) }));
}

/** Finds a scope by UUID or by name. */
export async function findScope(db: Queryable, idOrName: string): Promise<GkScope | undefined> {
  const r = UUID_RE.test(idOrName)
    ? await db.query<{ id: string; name: string; created_at: Date }>(
        'SELECT id::text AS id, name, created_at FROM scopes WHERE id = $1',
        [idOrName],
      )
    : await db.query<{ id: string; name: string; created_at: Date }>(
        'SELECT id::text AS id, name, created_at FROM scopes WHERE name = $1',
        [idOrName],
      );
  const s = r.rows[0];
  return s && { id: s.id, name: s.name, createdAt: iso(s.created_at) };
}

// ---- clients ------------------------------------------------------------------------------------

const CLIENT_SELECT = `
  SELECT c.client_id, c.name, c.role, c.secret_hash, c.oauth_scopes, c.created_at, c.disabled_at, c.token_version,
         coalesce(array_agg(cs.scope_id::text ORDER BY cs.scope_id) FILTER (WHERE cs.scope_id IS NOT NULL), '{}'::text[]) AS gk_scope_ids
    FROM clients c LEFT JOIN client_scopes cs ON cs.client_id = c.client_id`;

interface ClientRow {
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

const toInfo = (r: ClientRow): ClientInfo => ({
  clientId: r.client_id,
  name: r.name,
  role: r.role,
  gkScopeIds: r.gk_scope_ids,
  oauthScopes: r.oauth_scopes,
  createdAt: iso(r.created_at),
  disabledAt: r.disabled_at ? iso(r.disabled_at) : null,
});

async function readClient(q: Queryable, clientId: string): Promise<ClientRow | undefined> {
  const r = await q.query<ClientRow>(`${CLIENT_SELECT} WHERE c.client_id = $1 GROUP BY c.client_id`, [clientId]);
  return r.rows[0];
}

/** Canonical client ID, or INVALID_ARGUMENT on `client_id`. */
function canonicalId(clientId: string): string {
  const id = normalizeClientId(clientId);
  if (!id)
    throw badField(
      'client_id',
      'must have the form appID:<app>:geo:<geo>:clientName:<name>',
      'INVALID_FORMAT',
      clientId,
    );
  return id;
}

/** Chosen secrets must be at least this long; generated ones are 32 random bytes (43 characters). */
export const MIN_CLIENT_SECRET_LENGTH = 24;

function checkSecret(secret: string): void {
  if (secret.length < MIN_CLIENT_SECRET_LENGTH || secret.length > 512)
    throw badField(
      'client_secret',
      `must be ${MIN_CLIENT_SECRET_LENGTH}-512 characters (leave it out to get a generated one)`,
      'OUT_OF_RANGE',
    );
}

export async function createClient(db: Db, input: NewClient): Promise<ClientCredentials> {
  const v = new Violations();
  if (!(ROLES as readonly string[]).includes(input.role))
    v.add('role', `must be one of ${ROLES.join(', ')}`, 'INVALID_FORMAT', String(input.role));
  let clientId = '';
  try {
    clientId = formatClientId({ app: input.app ?? 'vigil', geo: input.geo ?? 'local', name: input.name });
  } catch (err) {
    if (!(err instanceof ClientIdError)) throw err;
    v.add(err.part, err.message, 'INVALID_FORMAT');
  }
  const gkScopeIds = [...new Set(input.gkScopeIds.map((s) => s.toLowerCase()))];
  for (const s of gkScopeIds) if (!UUID_RE.test(s)) v.add('gk_scope_ids', 'must be UUIDs', 'INVALID_FORMAT', s);
  const oauthScopes = [...new Set(input.oauthScopes ?? ALL_OAUTH_SCOPES)];
  for (const s of oauthScopes) {
    if (!(ALL_OAUTH_SCOPES as string[]).includes(s))
      v.add('oauth_scopes', `must be among ${ALL_OAUTH_SCOPES.join(', ')}`, 'INVALID_FORMAT', s);
  }
  const clientSecret = input.clientSecret ?? newClientSecret();
  checkSecret(clientSecret);
  v.throwIfAny();

  const secretHash = await hashSecret(clientSecret);
  await db.tx(async (q) => {
    const known = await q.query<{ id: string }>('SELECT id::text AS id FROM scopes WHERE id = ANY($1::uuid[])', [
      gkScopeIds,
    ]);
    const missing = gkScopeIds.filter((s) => !known.rows.some((k) => k.id === s));
    if (missing.length)
      throw badField(
        'gk_scope_ids',
        `unknown scope ${missing.join(', ')} (add it first)`,
        'INVALID_FORMAT',
        missing[0],
      );
    const ins = await q.query(
      `INSERT INTO clients (client_id, name, role, secret_hash, oauth_scopes) VALUES ($1, $2, $3, $4, $5::text[])
       ON CONFLICT (client_id) DO NOTHING`,
      [clientId, input.name, input.role, secretHash, oauthScopes],
    );
    if (ins.rowCount === 0) throw alreadyExists(`client ${clientId} already exists`);
    for (const s of gkScopeIds)
      await q.query('INSERT INTO client_scopes (client_id, scope_id) VALUES ($1, $2)', [clientId, s]);
  });
  return { clientId, clientSecret };
}

export async function listClients(db: Queryable): Promise<ClientInfo[]> {
  const r = await db.query<ClientRow>(`${CLIENT_SELECT} GROUP BY c.client_id ORDER BY c.client_id`);
  return r.rows.map(toInfo);
}

export async function getClient(db: Queryable, clientId: string): Promise<ClientInfo | undefined> {
  const id = normalizeClientId(clientId);
  const row = id ? await readClient(db, id) : undefined;
  return row && toInfo(row);
}

/**
 * A client and the token version its tokens carry, without checking a secret: for tokens the
 * server issues itself (TokenService.issueForClient). Undefined when unknown.
 */
export async function clientForToken(
  db: Queryable,
  clientId: string,
): Promise<{ client: ClientInfo; tokenVersion: number } | undefined> {
  const id = normalizeClientId(clientId);
  const row = id ? await readClient(db, id) : undefined;
  return row && { client: toInfo(row), tokenVersion: Number(row.token_version) };
}

/** Removes a client; the last client of an app ID stays (seed 000 section 5.4). */
export async function removeClient(db: Db, clientId: string): Promise<void> {
  const id = canonicalId(clientId);
  const { app } = parseClientId(id);
  await db.tx(async (q) => {
    const found = await q.query('SELECT 1 FROM clients WHERE client_id = $1 FOR UPDATE', [id]);
    if (!found.rows.length) throw notFound(`client ${id} does not exist`);
    const same = await q.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM clients WHERE split_part(client_id, ':', 2) = $1",
      [app],
    );
    if ((same.rows[0]?.n ?? 0) <= 1)
      throw failedPrecondition(`client ${id} is the last client of app ${app}; at least one must remain`);
    await q.query('DELETE FROM clients WHERE client_id = $1', [id]);
    // The tombstone refuses the client's tokens on every instance until they would have expired anyway.
    await q.query(
      `INSERT INTO removed_clients (client_id, token_version) VALUES ($1, nextval('client_token_version_seq'))
       ON CONFLICT (client_id) DO UPDATE SET token_version = excluded.token_version, removed_at = now()`,
      [id],
    );
    await q.query("DELETE FROM removed_clients WHERE removed_at < now() - interval '1 day'");
  });
}

/** Replaces a client's secret (generated unless given) and returns the new one. */
export async function rotateSecret(db: Db, clientId: string, newSecret?: string): Promise<ClientCredentials> {
  const id = canonicalId(clientId);
  const clientSecret = newSecret ?? newClientSecret();
  checkSecret(clientSecret);
  const secretHash = await hashSecret(clientSecret);
  // A new token version refuses the tokens issued under the old secret.
  const r = await db.tx((q) =>
    q.query(
      `UPDATE clients SET secret_hash = $2, token_version = nextval('client_token_version_seq') WHERE client_id = $1`,
      [id, secretHash],
    ),
  );
  if (r.rowCount === 0) throw notFound(`client ${id} does not exist`);
  return { clientId: id, clientSecret };
}

/**
 * Disables (or re-enables) a client: a disabled client gets no new tokens, and the tokens it holds
 * are refused by every instance within the revocation refresh interval. Both take a new token
 * version, so tokens issued before a disable stay refused after a re-enable.
 */
export async function setClientDisabled(db: Db, clientId: string, disabled: boolean): Promise<void> {
  const id = canonicalId(clientId);
  const r = await db.tx((q) =>
    q.query(
      `UPDATE clients SET disabled_at = CASE WHEN $2 THEN coalesce(disabled_at, now()) ELSE NULL END,
                          token_version = nextval('client_token_version_seq')
        WHERE client_id = $1`,
      [id, disabled],
    ),
  );
  if (r.rowCount === 0) throw notFound(`client ${id} does not exist`);
}

export type SecretCheck =
  { ok: true; client: ClientInfo; tokenVersion: number } | { ok: false; reason: 'unknown' | 'disabled' | 'secret' };

/**
 * Checks a client's secret. An unknown client costs as much time as a wrong secret, so IDs
 * cannot be probed by timing. A disabled client is refused even with the right secret.
 */
export async function verifyClientSecret(db: Queryable, clientId: string, secret: string): Promise<SecretCheck> {
  const id = normalizeClientId(clientId);
  const row = id ? await readClient(db, id) : undefined;
  if (!row) {
    await burnDecoyHash(secret);
    return { ok: false, reason: 'unknown' };
  }
  if (!(await verifySecret(secret, row.secret_hash))) return { ok: false, reason: 'secret' };
  if (row.disabled_at) return { ok: false, reason: 'disabled' };
  return { ok: true, client: toInfo(row), tokenVersion: Number(row.token_version) };
}

export interface RevocationSnapshot {
  /** Every client's current token version and whether it is disabled. */
  clients: Map<string, { tokenVersion: number; disabled: boolean }>;
  /** Removed clients: their tokens below this version are refused. */
  removed: Map<string, number>;
}

/** What the token service needs to refuse revoked tokens without a database read per call. */
export async function readRevocations(db: Db): Promise<RevocationSnapshot> {
  return db.tx(async (q) => {
    const c = await q.query<{ client_id: string; token_version: string | number; disabled: boolean }>(
      'SELECT client_id, token_version, disabled_at IS NOT NULL AS disabled FROM clients',
    );
    const r = await q.query<{ client_id: string; token_version: string | number }>(
      'SELECT client_id, token_version FROM removed_clients',
    );
    return {
      clients: new Map(
        c.rows.map((x) => [x.client_id, { tokenVersion: Number(x.token_version), disabled: x.disabled }]),
      ),
      removed: new Map(r.rows.map((x) => [x.client_id, Number(x.token_version)])),
    };
  });
}
