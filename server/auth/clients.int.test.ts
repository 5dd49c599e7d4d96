// The client registry against PGlite and, when available, PostgreSQL: what is stored is read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { RpcError } from '../rpc/errors.js';
import { ALL_OAUTH_SCOPES } from '../../shared/rpc/policy.js';
import {
  createClient,
  createScope,
  getClient,
  listClients,
  listScopes,
  removeClient,
  rotateSecret,
  verifyClientSecret,
} from './clients.js';

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof RpcError) return [err.nuanceCode, ...err.fieldViolations.map((v) => v.field)].join(' ');
    throw err;
  }
  return 'accepted';
}

describe.each(dbKinds())('client registry on %s', (kind) => {
  let tdb: TestDb;
  let scopeId: string;
  beforeAll(async () => {
    tdb = await openTestDb(kind);
    scopeId = (await createScope(tdb.db, { name: 'retail' })).id;
  });
  afterAll(async () => tdb?.close());

  it('creates scopes idempotently by name, with a chosen ID when given', async () => {
    expect(await createScope(tdb.db, { name: 'retail' })).toEqual({ id: scopeId, name: 'retail' });
    const id = '6f1c3c2e-8a0b-4c47-9a7e-3b1d2c4e5f60';
    expect(await createScope(tdb.db, { id: id.toUpperCase(), name: 'fixed' })).toEqual({ id, name: 'fixed' });
    expect(await refusal(createScope(tdb.db, { id, name: 'other-name' }))).toBe('ALREADY_EXISTS');
    expect(await refusal(createScope(tdb.db, { id: '6f1c3c2e-8a0b-4c47-9a7e-000000000000', name: 'retail' }))).toBe(
      'ALREADY_EXISTS',
    );
    expect(await refusal(createScope(tdb.db, { name: ' ' }))).toBe('BAD_REQUEST name');
    expect((await listScopes(tdb.db)).map((s) => s.name)).toEqual(['fixed', 'retail']);
  });

  it('stores a client with a hashed secret, its role, scopes and default OAuth scopes', async () => {
    const c = await createClient(tdb.db, { role: 'admin', gkScopeIds: [scopeId], name: 'root' });
    expect(c.clientId).toBe('appID:vigil:geo:local:clientName:root');
    expect(Buffer.from(c.clientSecret, 'base64url')).toHaveLength(32);
    const row = await tdb.db.query<{ secret_hash: string }>('SELECT secret_hash FROM clients WHERE client_id = $1', [
      c.clientId,
    ]);
    expect(row.rows[0]?.secret_hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(row.rows[0]?.secret_hash).not.toContain(c.clientSecret);
    expect(await getClient(tdb.db, c.clientId)).toMatchObject({
      role: 'admin',
      gkScopeIds: [scopeId],
      oauthScopes: ALL_OAUTH_SCOPES,
      disabledAt: null,
    });
    expect((await verifyClientSecret(tdb.db, c.clientId, c.clientSecret)).ok).toBe(true);
    expect(await verifyClientSecret(tdb.db, c.clientId, `${c.clientSecret}x`)).toEqual({ ok: false, reason: 'secret' });
    expect(await verifyClientSecret(tdb.db, 'appID:vigil:geo:local:clientName:nobody', 'x')).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });

  it('refuses bad roles, names, scopes and duplicates, naming the fields', async () => {
    const base = { role: 'analyst' as const, gkScopeIds: [scopeId], name: 'dup' };
    await createClient(tdb.db, base);
    expect(await refusal(createClient(tdb.db, base))).toBe('ALREADY_EXISTS');
    expect(await refusal(createClient(tdb.db, { ...base, name: 'x', role: 'root' as never }))).toBe('BAD_REQUEST role');
    expect(await refusal(createClient(tdb.db, { ...base, name: 'a:b' }))).toBe('BAD_REQUEST name');
    expect(await refusal(createClient(tdb.db, { ...base, name: 'ok', geo: 'e u' }))).toBe('BAD_REQUEST geo');
    expect(await refusal(createClient(tdb.db, { ...base, name: 'y', gkScopeIds: ['nope'] }))).toBe(
      'BAD_REQUEST gk_scope_ids',
    );
    expect(
      await refusal(createClient(tdb.db, { ...base, name: 'y', gkScopeIds: ['00000000-0000-4000-8000-000000000000'] })),
    ).toBe('BAD_REQUEST gk_scope_ids');
    expect(await refusal(createClient(tdb.db, { ...base, name: 'y', oauthScopes: ['no.such.scope'] }))).toBe(
      'BAD_REQUEST oauth_scopes',
    );
    expect((await listClients(tdb.db)).map((c) => c.clientId)).not.toContain('appID:vigil:geo:local:clientName:y');
  });

  it('rotates a secret: the old one stops working, the new one works', async () => {
    const c = await createClient(tdb.db, { role: 'support', gkScopeIds: [scopeId], name: 'rot' });
    const next = await rotateSecret(tdb.db, c.clientId.replace(/:/g, '%3A'));
    expect(next.clientId).toBe(c.clientId);
    expect((await verifyClientSecret(tdb.db, c.clientId, c.clientSecret)).ok).toBe(false);
    expect((await verifyClientSecret(tdb.db, c.clientId, next.clientSecret)).ok).toBe(true);
    expect(await refusal(rotateSecret(tdb.db, 'appID:vigil:geo:local:clientName:ghost'))).toBe('NOT_FOUND');
  });

  it('removes clients but keeps the last one of an app ID', async () => {
    const only = await createClient(tdb.db, { role: 'service', gkScopeIds: [scopeId], name: 'solo', app: 'ivr' });
    expect(await refusal(removeClient(tdb.db, only.clientId))).toBe('INVALID_REQUEST');
    const second = await createClient(tdb.db, { role: 'service', gkScopeIds: [scopeId], name: 'duo', app: 'ivr' });
    await removeClient(tdb.db, only.clientId);
    expect(await getClient(tdb.db, only.clientId)).toBeUndefined();
    expect(await getClient(tdb.db, second.clientId)).toBeDefined();
    const links = await tdb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM client_scopes WHERE client_id = $1',
      [only.clientId],
    );
    expect(links.rows[0]?.n).toBe(0);
    expect(await refusal(removeClient(tdb.db, only.clientId))).toBe('NOT_FOUND');
  });
});
