// #13 finding 3 (in-process part): disabling, rotating or removing a client refuses the tokens it
// already holds, on every instance sharing the database, within the refresh interval, without a
// database read per call. Against PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { systemClock } from '../../wire/clock.js';
import { silentLogger } from '../util/log.js';
import { RpcError } from '../rpc/errors.js';
import {
  createClient,
  createScope,
  removeClient,
  rotateSecret,
  setClientDisabled,
  verifyClientSecret,
  type ClientCredentials,
} from './clients.js';
import { createTokenService, type TokenService } from './token-service.js';

function refusal(svc: TokenService, token: string): string | undefined {
  try {
    svc.authenticate(token);
    return undefined;
  } catch (err) {
    if (err instanceof RpcError) return err.message;
    throw err;
  }
}

/** Why the token is refused, once it is; fails after `withinMs`. */
const refusedWithin = (svc: TokenService, token: string, withinMs: number): Promise<string> =>
  waitUntil(() => refusal(svc, token), { what: 'the token to be refused', timeoutMs: withinMs });

describe.each(dbKinds())('client revocation on %s', (kind) => {
  let tdb: TestDb;
  let scopeId: string;
  let issuer: TokenService;
  let verifier: TokenService;

  beforeAll(async () => {
    tdb = await openTestDb(kind);
    scopeId = (await createScope(tdb.db, { name: 'revocation' })).id;
    // Two instances: one issues, the other (its own cache, refreshed every 200 ms) verifies.
    issuer = await createTokenService({ db: tdb.db, clock: systemClock, log: silentLogger, refreshMs: 200 });
    verifier = await createTokenService({ db: tdb.db, clock: systemClock, log: silentLogger, refreshMs: 200 });
  });
  afterAll(async () => {
    await issuer?.close();
    await verifier?.close();
    await tdb?.close();
  });

  async function tokenFor(c: ClientCredentials): Promise<string> {
    const check = await verifyClientSecret(tdb.db, c.clientId, c.clientSecret);
    if (!check.ok) throw new Error(`no token for ${c.clientId}: ${check.reason}`);
    return issuer.issueFor({ ...check.client, tokenVersion: check.tokenVersion }).access_token;
  }
  const client = (name: string) => createClient(tdb.db, { role: 'admin', gkScopeIds: [scopeId], name });

  it('accepts a token of a client created after the last refresh', async () => {
    const fresh = await client('fresh');
    expect(refusal(verifier, await tokenFor(fresh))).toBeUndefined();
  });

  it('refuses tokens of a disabled client within the refresh interval, and still after re-enabling', async () => {
    const c = await client('to-disable');
    const token = await tokenFor(c);
    expect(refusal(verifier, token)).toBeUndefined();
    await setClientDisabled(tdb.db, c.clientId, true);
    expect(await refusedWithin(verifier, token, 5000)).toMatch(/disabled/);
    await setClientDisabled(tdb.db, c.clientId, false);
    const after = await tokenFor(c);
    expect(refusal(verifier, after)).toBeUndefined();
    await verifier.reloadKeys();
    expect(refusal(verifier, token)).toMatch(/revoked/);
    expect(refusal(verifier, after)).toBeUndefined();
  });

  it("refuses tokens issued before a secret rotation, and accepts the new secret's tokens", async () => {
    const c = await client('to-rotate');
    const token = await tokenFor(c);
    const rotated = await rotateSecret(tdb.db, c.clientId);
    const after = await tokenFor(rotated);
    expect(refusal(verifier, after)).toBeUndefined();
    expect(await refusedWithin(verifier, token, 5000)).toMatch(/revoked/);
    expect(refusal(verifier, after)).toBeUndefined();
  });

  it('refuses tokens of a removed client, also after a new client takes the same ID', async () => {
    const c = await client('to-remove');
    const token = await tokenFor(c);
    await removeClient(tdb.db, c.clientId);
    expect(await refusedWithin(verifier, token, 5000)).toMatch(/removed/);
    const again = await client('to-remove');
    const newToken = await tokenFor(again);
    await verifier.reloadKeys();
    expect(refusal(verifier, token)).toMatch(/removed|revoked/);
    expect(refusal(verifier, newToken)).toBeUndefined();
  });

  it('a verifier started after the removal refuses the old token too', async () => {
    const c = await client('removed-before-start');
    const token = await tokenFor(c);
    await removeClient(tdb.db, c.clientId);
    const late = await createTokenService({ db: tdb.db, clock: systemClock, log: silentLogger, refreshMs: 0 });
    try {
      expect(refusal(late, token)).toMatch(/removed/);
    } finally {
      await late.close();
    }
  });
});
