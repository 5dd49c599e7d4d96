// A cipher keyed by a passphrase the user chose, for systems without OS secure storage.
// scrypt derives a 256-bit key from the passphrase and a random salt; each secret is sealed with
// AES-256-GCM under a fresh IV. A blob carries everything but the passphrase:
//   "VGP1" | salt (16) | iv (12) | tag (16) | ciphertext
// and the header is authenticated too, so any change to any byte is detected on decryption.
import crypto from 'node:crypto';
import type { SecretCipher } from './secret-cipher.js';

const MAGIC = Buffer.from('VGP1');
const SALT = 16;
const IV = 12;
const TAG = 16;
const HEADER = MAGIC.length + SALT;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** About 64 MiB and a few hundred milliseconds once per salt. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 16, r: 8, p: 1 };

export class WrongPassphraseError extends Error {
  constructor() {
    super('The passphrase is wrong, or the protected secrets file has been altered.');
    this.name = 'WrongPassphraseError';
  }
}

export class PassphraseCipher implements SecretCipher {
  private readonly salt = crypto.randomBytes(SALT);
  private readonly keys = new Map<string, Buffer>();

  constructor(
    private readonly passphrase: string,
    private readonly cost: ScryptCost = DEFAULT_SCRYPT_COST,
  ) {
    if (passphrase.length < 8) throw new Error('The passphrase must be at least 8 characters long.');
  }

  available(): boolean {
    return true;
  }

  encrypt(plain: string): Buffer {
    const iv = crypto.randomBytes(IV);
    const header = Buffer.concat([MAGIC, this.salt]);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.keyFor(this.salt), iv);
    cipher.setAAD(header);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([header, iv, cipher.getAuthTag(), body]);
  }

  decrypt(buf: Buffer): string {
    if (buf.length < HEADER + IV + TAG || !buf.subarray(0, MAGIC.length).equals(MAGIC))
      throw new WrongPassphraseError();
    const header = buf.subarray(0, HEADER);
    const salt = buf.subarray(MAGIC.length, HEADER);
    const iv = buf.subarray(HEADER, HEADER + IV);
    const tag = buf.subarray(HEADER + IV, HEADER + IV + TAG);
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.keyFor(salt), iv);
      decipher.setAAD(header);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(buf.subarray(HEADER + IV + TAG)), decipher.final()]).toString('utf8');
    } catch {
      throw new WrongPassphraseError();
    }
  }

  describe(): string {
    return 'a passphrase-protected file';
  }

  private keyFor(salt: Buffer): Buffer {
    const id = salt.toString('hex');
    let key = this.keys.get(id);
    if (!key) {
      const { N, r, p } = this.cost;
      key = crypto.scryptSync(this.passphrase.normalize('NFC'), salt, 32, { N, r, p, maxmem: 256 * N * r });
      this.keys.set(id, key);
    }
    return key;
  }
}
