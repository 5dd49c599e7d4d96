// The client registry: Gatekeeper scopes, and the OAuth clients that may ask for tokens, each with
// a hashed secret, a role, the Gatekeeper scopes it may act in and the OAuth scopes it may request.
import type { Db, Queryable } from '../db/types.js';
import { ROLES, type Role } from '../rpc/types.js';
import { Violations, alreadyExists, badField, failedPrecondition, notFound } from '../rpc/errors.js';
import { UUID_RE } from '../rpc/wire-values.js';
import { ALL_OAUTH_SCOPES } from '../../shared/rpc/policy.js';
import { ClientIdError, formatClientId, normalizeClientId, parseClientId } from './client-id.js';
import { burnDecoyHash, hashSecret, newClientSecret, verifySecret } from './secret-hash.js';
import * as store from './clients.store.js';
import type { ClientRow } from './clients.store.js';

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
    const found = await store.scopeByName(q, name);
    if (found) {
      if (id && found.id !== id) throw alreadyExists(`scope "${name}" already exists with ID ${found.id}`);
      return found;
    }
    if (id) {
      const taken = await store.scopeNameById(q, id);
      if (taken !== undefined) throw alreadyExists(`scope ID ${id} is already used by scope "${taken}"`);
    }
    return store.insertScope(q, id ?? null, name);
  });
}

export async function listScopes(db: Queryable): Promise<GkScope[]> {
  const rows = await store.selectScopes(db);
  return rows.map((s) => ({ id: s.id, name: s.name, createdAt: iso(s.created_at) }));
}

/** Finds a scope by UUID or by name. */
export async function findScope(db: Queryable, idOrName: string): Promise<GkScope | undefined> {
  const s = await store.selectScope(db, UUID_RE.test(idOrName) ? 'id' : 'name', idOrName);
  return s && { id: s.id, name: s.name, createdAt: iso(s.created_at) };
}

// ---- clients ------------------------------------------------------------------------------------

const toInfo = (r: ClientRow): ClientInfo => ({
  clientId: r.client_id,
  name: r.name,
  role: r.role,
  gkScopeIds: r.gk_scope_ids,
  oauthScopes: r.oauth_scopes,
  createdAt: iso(r.created_at),
  disabledAt: r.disabled_at ? iso(r.disabled_at) : null,
});

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
    const known = await store.knownScopeIds(q, gkScopeIds);
    const missing = gkScopeIds.filter((s) => !known.some((k) => k === s));
    if (missing.length)
      throw badField(
        'gk_scope_ids',
        `unknown scope ${missing.join(', ')} (add it first)`,
        'INVALID_FORMAT',
        missing[0],
      );
    const inserted = await store.insertClient(q, {
      clientId,
      name: input.name,
      role: input.role,
      secretHash,
      oauthScopes,
      gkScopeIds,
    });
    if (!inserted) throw alreadyExists(`client ${clientId} already exists`);
  });
  return { clientId, clientSecret };
}

export async function listClients(db: Queryable): Promise<ClientInfo[]> {
  return (await store.selectClients(db)).map(toInfo);
}

export async function getClient(db: Queryable, clientId: string): Promise<ClientInfo | undefined> {
  const id = normalizeClientId(clientId);
  const row = id ? await store.readClient(db, id) : undefined;
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
  const row = id ? await store.readClient(db, id) : undefined;
  return row && { client: toInfo(row), tokenVersion: Number(row.token_version) };
}

/** Removes a client; the last client of an app ID stays (seed 000 section 5.4). */
export async function removeClient(db: Db, clientId: string): Promise<void> {
  const id = canonicalId(clientId);
  const { app } = parseClientId(id);
  await db.tx(async (q) => {
    if (!(await store.lockClient(q, id))) throw notFound(`client ${id} does not exist`);
    if ((await store.countAppClients(q, app)) <= 1)
      throw failedPrecondition(`client ${id} is the last client of app ${app}; at least one must remain`);
    await store.deleteClient(q, id);
  });
}

/** Replaces a client's secret (generated unless given) and returns the new one. */
export async function rotateSecret(db: Db, clientId: string, newSecret?: string): Promise<ClientCredentials> {
  const id = canonicalId(clientId);
  const clientSecret = newSecret ?? newClientSecret();
  checkSecret(clientSecret);
  const secretHash = await hashSecret(clientSecret);
  // A new token version refuses the tokens issued under the old secret.
  const updated = await db.tx((q) => store.updateClientSecret(q, id, secretHash));
  if (!updated) throw notFound(`client ${id} does not exist`);
  return { clientId: id, clientSecret };
}

/**
 * Disables (or re-enables) a client: a disabled client gets no new tokens, and the tokens it holds
 * are refused by every instance within the revocation refresh interval. Both take a new token
 * version, so tokens issued before a disable stay refused after a re-enable.
 */
export async function setClientDisabled(db: Db, clientId: string, disabled: boolean): Promise<void> {
  const id = canonicalId(clientId);
  const updated = await db.tx((q) => store.updateClientDisabled(q, id, disabled));
  if (!updated) throw notFound(`client ${id} does not exist`);
}

export type SecretCheck =
  { ok: true; client: ClientInfo; tokenVersion: number } | { ok: false; reason: 'unknown' | 'disabled' | 'secret' };

/**
 * Checks a client's secret. An unknown client costs as much time as a wrong secret, so IDs
 * cannot be probed by timing. A disabled client is refused even with the right secret.
 */
export async function verifyClientSecret(db: Queryable, clientId: string, secret: string): Promise<SecretCheck> {
  const id = normalizeClientId(clientId);
  const row = id ? await store.readClient(db, id) : undefined;
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
    const rows = await store.selectRevocations(q);
    return {
      clients: new Map(
        rows.clients.map((x) => [x.client_id, { tokenVersion: Number(x.token_version), disabled: x.disabled }]),
      ),
      removed: new Map(rows.removed.map((x) => [x.client_id, Number(x.token_version)])),
    };
  });
}
