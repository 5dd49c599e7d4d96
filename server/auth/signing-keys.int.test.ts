// #13 finding 1 (key storage): signing keys are sealed in the database under a key-encryption key
// kept elsewhere; clear keys left by an older version are sealed and retired; a rotation reaches
// running instances within seconds while the previous key keeps verifying its tokens.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { systemClock } from '../../wire/clock.js';
import { silentLogger } from '../util/log.js';
import { KEK_ENV, KekMismatchError, openKey, resolveKek, type Kek } from './key-encryption.js';
import { rotateSigningKey } from './signing-keys.js';
import { signJwt } from './jwt.js';
import { createTokenService, type TokenService } from './token-service.js';

const kekOf = (key: Buffer): Kek => resolveKek({ env: { [KEK_ENV]: key.toString('base64') } });
const kidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
const subject = {
  clientId: 'appID:vigil:geo:local:clientName:k',
  role: 'admin' as const,
  gkScopeIds: [],
  oauthScopes: ['biosec.audio'],
};

describe.each(dbKinds())('signing keys at rest on %s', (kind) => {
  let tdb: TestDb;
  const kek = kekOf(randomBytes(32));
  let svc: TokenService;

  beforeAll(async () => {
    tdb = await openTestDb(kind);
    svc = await createTokenService({ db: tdb.db, clock: systemClock, log: silentLogger, kek, refreshMs: 100 });
  });
  afterAll(async () => {
    await svc?.close();
    await tdb?.close();
  });

  it('keeps no signing key in clear in the database', async () => {
    const rows = await tdb.db.query<{ kid: string; secret: string | null; sealed: string }>(
      'SELECT kid, secret, sealed FROM signing_keys',
    );
    expect(rows.rows.length).toBe(1);
    const row = rows.rows[0]!;
    expect(row.secret).toBeNull();
    const clear = openKey(kek, row.kid, row.sealed);
    expect(clear.length).toBe(32);
    expect(row.sealed).not.toContain(clear.toString('base64url'));
    expect(Buffer.from(row.sealed).includes(clear)).toBe(false);
  });

  it('refuses to start with a different key-encryption key, saying which variable to set', async () => {
    await expect(
      createTokenService({
        db: tdb.db,
        clock: systemClock,
        log: silentLogger,
        kek: kekOf(randomBytes(32)),
        refreshMs: 0,
      }),
    ).rejects.toThrow(KekMismatchError);
    await expect(
      createTokenService({
        db: tdb.db,
        clock: systemClock,
        log: silentLogger,
        kek: kekOf(randomBytes(32)),
        refreshMs: 0,
      }),
    ).rejects.toThrow(new RegExp(KEK_ENV));
  });

  it('a rotation reaches a running instance within seconds; tokens of the previous key stay valid', async () => {
    const before = svc.issueFor(subject).access_token;
    const kid = await rotateSigningKey(tdb.db, kek);
    await waitUntil(() => kidOf(svc.issueFor(subject).access_token) === kid, {
      what: 'the running instance to sign with the new key',
      timeoutMs: 5000,
    });
    expect(svc.authenticate(before).clientId).toBe(subject.clientId);
    const rows = await tdb.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM signing_keys WHERE retired_at IS NULL',
    );
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('a rotation with the wrong key-encryption key is refused and changes nothing', async () => {
    const active = await tdb.db.query<{ kid: string }>('SELECT kid FROM signing_keys WHERE retired_at IS NULL');
    await expect(rotateSigningKey(tdb.db, kekOf(randomBytes(32)))).rejects.toThrow(KekMismatchError);
    const after = await tdb.db.query<{ kid: string }>('SELECT kid FROM signing_keys WHERE retired_at IS NULL');
    expect(after.rows).toEqual(active.rows);
  });
});

describe.each(dbKinds())('clear signing keys from an older version on %s', (kind) => {
  it('are sealed and retired at start-up, and a new key signs; their tokens verify until they expire', async () => {
    const tdb = await openTestDb(kind);
    const kek = kekOf(randomBytes(32));
    try {
      const old = randomBytes(32);
      await tdb.db.query("INSERT INTO signing_keys (kid, secret) VALUES ('k_legacy', $1)", [old.toString('base64url')]);
      const legacy = await createTokenService({
        db: tdb.db,
        clock: systemClock,
        log: silentLogger,
        kek,
        refreshMs: 0,
      });
      await legacy.close();
      const rows = await tdb.db.query<{ kid: string; secret: string | null; sealed: string; retired: boolean }>(
        'SELECT kid, secret, sealed, retired_at IS NOT NULL AS retired FROM signing_keys ORDER BY created_at',
      );
      expect(rows.rows.every((r) => r.secret === null)).toBe(true);
      expect(rows.rows.find((r) => r.kid === 'k_legacy')).toMatchObject({ retired: true });
      expect(openKey(kek, 'k_legacy', rows.rows.find((r) => r.kid === 'k_legacy')!.sealed).equals(old)).toBe(true);
      const svc = await createTokenService({ db: tdb.db, clock: systemClock, log: silentLogger, kek, refreshMs: 0 });
      try {
        expect(kidOf(svc.issueFor(subject).access_token)).not.toBe('k_legacy');
        const now = Math.floor(Date.now() / 1000);
        const oldToken = signJwt(
          {
            iss: 'vigil',
            sub: subject.clientId,
            role: 'admin',
            gks: [],
            scope: 'biosec.audio',
            jti: 'j',
            iat: now,
            exp: now + 900,
          },
          { kid: 'k_legacy', secret: old },
        );
        expect(svc.authenticate(oldToken).clientId).toBe(subject.clientId);
      } finally {
        await svc.close();
      }
    } finally {
      await tdb.close();
    }
  });
});

describe('the key-encryption key', () => {
  it('is created once in the data folder, 0600, and read back the same', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-kek-'));
    try {
      const a = resolveKek({ dataDir: dir, env: {} });
      const file = path.join(dir, 'key-encryption.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      fs.chmodSync(file, 0o644);
      const b = resolveKek({ dataDir: dir, env: {} });
      expect(b.id).toBe(a.id);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('comes from VIGIL_KEY_ENCRYPTION_KEY when set, and refuses a value that is not 32 bytes', () => {
    const key = randomBytes(32);
    expect(resolveKek({ dataDir: '/nonexistent', env: { [KEK_ENV]: key.toString('base64') } }).key.equals(key)).toBe(
      true,
    );
    expect(resolveKek({ env: { [KEK_ENV]: key.toString('base64url') } }).key.equals(key)).toBe(true);
    expect(() => resolveKek({ env: { [KEK_ENV]: 'too-short' } })).toThrow(/openssl rand -base64 32/);
  });
});
