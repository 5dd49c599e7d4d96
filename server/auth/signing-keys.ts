// HS256 signing keys, kept in the database so that every server instance on one PostgreSQL signs
// with the same key and accepts the others' tokens. Each instance loads the keys once at start-up
// and verifies from memory; the first instance to start on an empty database creates the key.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/types.js';
import type { SigningKey } from './jwt.js';

const KEYS_LOCK = 727_002;

export interface KeySet {
  /** The key new tokens are signed with (the newest unretired one). */
  active: SigningKey;
  /** Every key tokens may still be verified with, by kid. */
  byKid: Map<string, Buffer>;
}

interface KeyRow {
  kid: string;
  secret: string;
  retired_at: Date | null;
}

const newKid = () => `k_${randomBytes(9).toString('base64url')}`;

/**
 * Loads the signing keys, creating the first one when there is none. Keys retired less than
 * `graceSeconds` ago still verify, so tokens signed just before a rotation live out their lifetime.
 */
export async function loadSigningKeys(db: Db, graceSeconds = 3600): Promise<KeySet> {
  const rows = await db.tx(async (q) => {
    // Two instances starting together on an empty database must not each create a key.
    if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock($1)', [KEYS_LOCK]);
    const active = await q.query('SELECT 1 FROM signing_keys WHERE retired_at IS NULL LIMIT 1');
    if (!active.rows.length) {
      await q.query('INSERT INTO signing_keys (kid, secret) VALUES ($1, $2)', [
        newKid(),
        randomBytes(32).toString('base64url'),
      ]);
    }
    const r = await q.query<KeyRow>(
      `SELECT kid, secret, retired_at FROM signing_keys
        WHERE retired_at IS NULL OR retired_at > now() - make_interval(secs => $1)
        ORDER BY retired_at IS NULL DESC, created_at DESC, kid`,
      [graceSeconds],
    );
    return r.rows;
  });
  const first = rows[0];
  if (!first || first.retired_at) throw new Error('no active signing key');
  const byKid = new Map(rows.map((k) => [k.kid, Buffer.from(k.secret, 'base64url')]));
  return { active: { kid: first.kid, secret: byKid.get(first.kid)! }, byKid };
}

/** Retires the current key(s) and creates a new one. Other instances pick it up when they reload. */
export async function rotateSigningKey(db: Db): Promise<string> {
  const kid = newKid();
  await db.tx(async (q) => {
    if (db.kind === 'postgres') await q.query('SELECT pg_advisory_xact_lock($1)', [KEYS_LOCK]);
    await q.query('UPDATE signing_keys SET retired_at = now() WHERE retired_at IS NULL');
    await q.query('INSERT INTO signing_keys (kid, secret) VALUES ($1, $2)', [
      kid,
      randomBytes(32).toString('base64url'),
    ]);
  });
  return kid;
}
