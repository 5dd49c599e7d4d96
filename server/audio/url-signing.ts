// Signed URL tokens for uploads and downloads: base64url(JSON payload) "." base64url(HMAC-SHA256).
// The key is one row of audio_keys, created by the first instance that needs it, so every instance
// on the database accepts the others' URLs.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/types.js';

const keys = new WeakMap<Db, Promise<Buffer>>();

export function audioKey(db: Db): Promise<Buffer> {
  let k = keys.get(db);
  if (!k) {
    k = (async () => {
      await db.query(`INSERT INTO audio_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING`, [
        randomBytes(32).toString('base64url'),
      ]);
      const r = await db.query<{ secret: string }>(`SELECT secret FROM audio_keys WHERE id = 1`);
      return Buffer.from(r.rows[0]!.secret, 'base64url');
    })();
    k.catch(() => keys.delete(db));
    keys.set(db, k);
  }
  return k;
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

export function signToken(key: Buffer, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** The payload when the signature is valid; undefined for anything else. */
export function verifyToken<T>(key: Buffer, token: string): T | undefined {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return undefined;
  const given = Buffer.from(sig, 'base64url');
  const want = mac(key, body);
  if (given.length !== want.length || !timingSafeEqual(given, want)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return undefined;
  }
}
