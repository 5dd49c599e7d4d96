// The key-encryption key (KEK) that seals the token-signing keys in the database, so a database
// file, WAL segment, dump or backup does not hand out a key that mints admin tokens.
//
// Where it comes from, first match wins:
//   1. VIGIL_KEY_ENCRYPTION_KEY: 32 random bytes in base64 (`openssl rand -base64 32`). Required
//      when several instances share one PostgreSQL: all of them need the same KEK.
//   2. DATA_DIR/key-encryption.key: created on first start (0600), for a single instance.
//   3. Neither (in-memory test servers): a random KEK for the life of the process.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const KEK_ENV = 'VIGIL_KEY_ENCRYPTION_KEY';
const KEK_FILE = 'key-encryption.key';

export interface Kek {
  /** A short fingerprint, stored beside each sealed key so a wrong KEK is named, not guessed. */
  id: string;
  key: Buffer;
  /** Where it came from, for messages. */
  source: string;
}

const fingerprint = (key: Buffer) =>
  createHash('sha256').update('vigil-kek-id\0').update(key).digest().subarray(0, 8).toString('base64url');

function decodeKek(text: string, source: string): Kek {
  const t = text.trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(t)
    ? Buffer.from(t, t.includes('+') || t.includes('/') ? 'base64' : 'base64url')
    : Buffer.alloc(0);
  if (key.length !== 32)
    throw new Error(`${source} must hold 32 random bytes in base64 (make one with: openssl rand -base64 32)`);
  return { id: fingerprint(key), key, source };
}

let ephemeral: Kek | undefined;

export function resolveKek(opts: { dataDir?: string | undefined; env?: NodeJS.ProcessEnv } = {}): Kek {
  const env = opts.env ?? process.env;
  const fromEnv = env[KEK_ENV];
  if (fromEnv) return decodeKek(fromEnv, KEK_ENV);
  if (!opts.dataDir) {
    const key = randomBytes(32);
    ephemeral ??= { id: fingerprint(key), key, source: 'a key for this process only' };
    return ephemeral;
  }
  const file = path.join(opts.dataDir, KEK_FILE);
  if (!fs.existsSync(file)) {
    try {
      const text = randomBytes(32).toString('base64url') + '\n';
      fs.writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const st = fs.statSync(file);
  if (process.platform !== 'win32' && st.mode & 0o077) fs.chmodSync(file, 0o600);
  return decodeKek(fs.readFileSync(file, 'utf8'), file);
}

export class KekMismatchError extends Error {
  constructor(
    readonly sealedWith: string,
    kek: Kek,
  ) {
    super(
      `the signing keys in the database were sealed with key-encryption key ${sealedWith}, but this instance has ${kek.id} (from ${kek.source}); ` +
        `every instance on one database needs the same ${KEK_ENV}`,
    );
    this.name = 'KekMismatchError';
  }
}

const aad = (kid: string) => Buffer.from(`vigil-signing-key\0${kid}`);

/** `v1.<kek id>.<iv>.<ciphertext>.<tag>`, AES-256-GCM bound to the key's kid. */
export function sealKey(kek: Kek, kid: string, secret: Buffer): string {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', kek.key, iv).setAAD(aad(kid));
  const ct = Buffer.concat([c.update(secret), c.final()]);
  return ['v1', kek.id, iv.toString('base64url'), ct.toString('base64url'), c.getAuthTag().toString('base64url')].join(
    '.',
  );
}

/** The clear key; KekMismatchError when sealed under another KEK, Error when tampered with. */
export function openKey(kek: Kek, kid: string, sealed: string): Buffer {
  const [v, id, iv, ct, tag] = sealed.split('.');
  if (v !== 'v1' || !id || !iv || !ct || !tag)
    throw new Error(`signing key ${kid} is not in a sealed form this server reads`);
  if (id !== kek.id) throw new KekMismatchError(id, kek);
  const d = createDecipheriv('aes-256-gcm', kek.key, Buffer.from(iv, 'base64url')).setAAD(aad(kid));
  d.setAuthTag(Buffer.from(tag, 'base64url'));
  try {
    return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]);
  } catch {
    throw new Error(`signing key ${kid} failed its integrity check (altered in the database?)`);
  }
}
