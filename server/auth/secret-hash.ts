// Client secrets are stored as scrypt hashes with a per-secret salt and the cost parameters in the
// string, so the parameters can be raised later without invalidating existing secrets. The async
// scrypt runs on libuv's thread pool and keeps the event loop free.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** ~16 MiB and tens of milliseconds per hash on a laptop. */
const DEFAULT_SCRYPT: ScryptParams = { N: 16384, r: 8, p: 1 };
const KEY_LEN = 32;
const SALT_LEN = 16;

function scryptAsync(secret: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const opts: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LEN, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` with salt and hash in base64url. */
export async function hashSecret(secret: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LEN);
  const key = await scryptAsync(secret, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `secret` matches `stored`; false for any malformed stored value. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const f = stored.split('$');
  if (f.length !== 6 || f[0] !== 'scrypt') return false;
  const [N, r, p] = [Number(f[1]), Number(f[2]), Number(f[3])];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 1 << 20) return false;
  const salt = Buffer.from(f[4] ?? '', 'base64url');
  const expected = Buffer.from(f[5] ?? '', 'base64url');
  if (!salt.length || expected.length !== KEY_LEN) return false;
  const key = await scryptAsync(secret, salt, { N, r, p });
  return timingSafeEqual(key, expected);
}

// A fixed hash to check against when the client is unknown, so that an unknown client ID costs
// the same time as a wrong secret and client IDs cannot be probed by timing.
let decoy: Promise<string> | undefined;
export async function burnDecoyHash(secret: string): Promise<void> {
  decoy ??= hashSecret('decoy-secret-that-matches-nothing');
  await verifySecret(secret, await decoy);
}

/** A new client secret: 32 random bytes, base64url. */
export const newClientSecret = (): string => randomBytes(32).toString('base64url');
