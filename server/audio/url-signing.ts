// Signed URL tokens for uploads and downloads: base64url(JSON payload) "." base64url(HMAC-SHA256).
// The keys live in audio_url_keys, sealed under the key-encryption key like the token-signing keys
// and handled by the same code (server/auth/signing-keys.ts), so a database dump does not forge
// URLs. The key in use is replaced once a day; a replaced key still verifies for one URL lifetime,
// so no URL handed out breaks. Every instance on the database reads the same keys (re-read every
// few seconds), so each accepts the others' URLs.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/types.js';
import type { Kek } from '../auth/key-encryption.js';
import {
  ensureSigningKeys,
  readSigningKeys,
  rotateSigningKey,
  type KeySet,
  type KeyTable,
} from '../auth/signing-keys.js';
import type { Logger } from '../util/log.js';

export const AUDIO_URL_KEYS: KeyTable = { table: 'audio_url_keys', lock: 727_003, kidPrefix: 'a_' };
/** How long one key signs new URLs. */
export const AUDIO_KEY_ROTATE_SECONDS = 24 * 3600;
const REFRESH_MS = 5000;

export interface AudioUrlKeyOptions {
  db: Db;
  kek: Kek;
  log: Logger;
  /** The longest URL lifetime: a replaced key verifies this long (plus a minute). */
  urlLifetimeSeconds: number;
  rotateAfterSeconds?: number;
}

/** The audio URL keys of one database, read through a short cache. */
export class AudioUrlKeys {
  private cached: { at: number; keys: Promise<KeySet> } | undefined;
  private ensured: Promise<void> | undefined;

  constructor(private readonly o: AudioUrlKeyOptions) {}

  /** Seals clear keys, makes the first one, and rotates a key past its time (once per read). */
  private async load(): Promise<KeySet> {
    const { db, kek, log } = this.o;
    this.ensured ??= ensureSigningKeys(db, kek, log, AUDIO_URL_KEYS).catch((err: unknown) => {
      this.ensured = undefined;
      throw err;
    });
    await this.ensured;
    const rotated = await rotateSigningKey(db, kek, AUDIO_URL_KEYS, {
      ifOlderThanSeconds: this.o.rotateAfterSeconds ?? AUDIO_KEY_ROTATE_SECONDS,
    });
    if (rotated) log.info('audio URL key rotated', { kid: rotated });
    return readSigningKeys(db, kek, this.o.urlLifetimeSeconds + 60, log, AUDIO_URL_KEYS);
  }

  /** The current key set (at most REFRESH_MS old). */
  keys(): Promise<KeySet> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > REFRESH_MS) {
      const keys = this.load();
      const entry = { at: now, keys };
      keys.catch(() => {
        if (this.cached === entry) this.cached = undefined;
      });
      this.cached = entry;
    }
    return this.cached.keys;
  }

  /** Reads the keys again at the next use (tests, after changing them in the database). */
  forget(): void {
    this.cached = undefined;
  }
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest();

export function signToken(keys: KeySet, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(keys.active.secret, body).toString('base64url')}`;
}

/** The payload when the signature is valid under one of the keys; undefined for anything else. */
export function verifyToken<T>(keys: KeySet, token: string): T | undefined {
  const [body, sig, extra] = token.split('.');
  if (!body || !sig || extra !== undefined) return undefined;
  const given = Buffer.from(sig, 'base64url');
  let valid = false;
  for (const key of keys.byKid.values()) {
    const want = mac(key, body);
    if (given.length === want.length && timingSafeEqual(given, want)) valid = true;
  }
  if (!valid) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return undefined;
  }
}
