// HS256 signing keys, kept in the database so that every server instance on one PostgreSQL signs
// with the same key and accepts the others' tokens. They are stored sealed under a key-encryption
// key that is not in the database (key-encryption.ts). Each instance reads them at start-up and
// again every few seconds, so a rotation (`npm run serve -- keys rotate`, or another instance)
// takes effect everywhere within seconds; verification itself runs from memory.
//
// One set of keys per table of the same shape (kid, secret, sealed, created_at, retired_at): the
// token service's (signing_keys) and the audio URLs' (audio_url_keys), each with its own kid prefix,
// so a sealed key moved from one table to the other does not open (the kid is sealed with it).
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/types.js';
import type { Logger } from '../util/log.js';
import { silentLogger } from '../util/log.js';
import type { SigningKey } from './jwt.js';
import { KekMismatchError, openKey, sealKey, type Kek } from './key-encryption.js';
import * as store from './signing-keys.store.js';
import type { KeyTableName } from './signing-keys.store.js';

/** A table of sealed HMAC keys. */
export interface KeyTable {
  table: KeyTableName;
  /** Advisory lock taken while keys are created or rotated (PostgreSQL). */
  lock: number;
  kidPrefix: string;
}

/** The token service's keys. */
export const TOKEN_KEYS: KeyTable = { table: 'signing_keys', lock: 727_002, kidPrefix: 'k_' };

export interface KeySet {
  /** The key new tokens are signed with (the newest unretired one). */
  active: SigningKey;
  /** Every key tokens may still be verified with, by kid. */
  byKid: Map<string, Buffer>;
}

async function insertKey(q: Queryable, kek: Kek, t: KeyTable): Promise<string> {
  const kid = `${t.kidPrefix}${randomBytes(9).toString('base64url')}`;
  await store.insertKey(q, t.table, kid, sealKey(kek, kid, randomBytes(32)));
  return kid;
}

/**
 * Start-up: creates the first key on an empty database, and seals keys left in clear by an older
 * version. Those are retired at once (still verifying for the grace period) and replaced, since
 * the clear key may survive in WAL segments and backups.
 */
export async function ensureSigningKeys(
  db: Db,
  kek: Kek,
  log: Logger = silentLogger,
  t: KeyTable = TOKEN_KEYS,
): Promise<void> {
  await db.tx(async (q) => {
    // Two instances starting together on an empty database must not each create a key.
    if (db.kind === 'postgres') await store.lockKeys(q, t.lock);
    const clear = await store.clearKeys(q, t.table);
    for (const k of clear) {
      await store.sealAndRetire(q, t.table, k.kid, sealKey(kek, k.kid, Buffer.from(k.secret, 'base64url')));
    }
    if (clear.length)
      log.warn('keys were stored in clear: sealed and retired them, and made a new key', {
        table: t.table,
        keys: clear.length,
      });
    if (!(await store.hasActiveKey(q, t.table))) await insertKey(q, kek, t);
  });
}

/**
 * Reads the keys that may sign or verify: the active one, and those retired less than
 * `graceSeconds` ago, so tokens signed just before a rotation live out their lifetime.
 */
export async function readSigningKeys(
  db: Queryable,
  kek: Kek,
  graceSeconds: number,
  log: Logger = silentLogger,
  t: KeyTable = TOKEN_KEYS,
): Promise<KeySet> {
  const rows = await store.usableKeys(db, t.table, graceSeconds);
  const first = rows[0];
  if (!first || first.retired_at) throw new Error('no active signing key');
  const byKid = new Map<string, Buffer>();
  for (const row of rows) {
    try {
      byKid.set(row.kid, openKey(kek, row.kid, row.sealed));
    } catch (err) {
      // The active key must open; an old key sealed elsewhere only costs its remaining tokens.
      if (row === first || !(err instanceof KekMismatchError)) throw err;
      log.warn('a retired signing key was sealed with another key-encryption key; its tokens are refused', {
        kid: row.kid,
      });
    }
  }
  return { active: { kid: first.kid, secret: byKid.get(first.kid)! }, byKid };
}

/**
 * Retires the current key(s) and makes a new one current. Retired keys keep verifying for the
 * grace period the token service reads with (token lifetime + skew), so no issued token breaks.
 * Running instances pick the new key up on their next refresh (a few seconds).
 */
export async function rotateSigningKey(
  db: Db,
  kek: Kek,
  t: KeyTable = TOKEN_KEYS,
  opts: { ifOlderThanSeconds?: number } = {},
): Promise<string | undefined> {
  return db.tx(async (q) => {
    if (db.kind === 'postgres') await store.lockKeys(q, t.lock);
    // Only a KEK that opens the current key may replace it: a wrong one would strand every instance.
    const cur = await store.currentKeys(q, t.table, opts.ifOlderThanSeconds ?? 0);
    // A scheduled rotation another instance has just done is not done again.
    if (opts.ifOlderThanSeconds !== undefined && cur.some((k) => !k.old)) return undefined;
    for (const k of cur) openKey(kek, k.kid, k.sealed);
    await store.retireKeys(q, t.table);
    return insertKey(q, kek, t);
  });
}
