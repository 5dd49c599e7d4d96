// Client secrets, one per connection profile, kept apart from the profiles themselves. Where they
// live depends on what the system offers:
//   os          encrypted by the OS keyring (safeStorage) in secrets.json
//   passphrase  encrypted with the user's passphrase in secrets.json (opted into explicitly)
//   locked      secrets.json is passphrase-protected and the passphrase has not been given yet
//   session     nothing is written: secrets are held in memory until the console quits
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { SecretsStatus } from '../../shared/domain/secrets.js';
import { ipcFailure } from '../grpc/grpc-errors.js';
import { PassphraseCipher, WrongPassphraseError, type ScryptCost } from './passphrase-cipher.js';
import type { SecretCipher } from './secret-cipher.js';

const FILE = 'secrets.json';
const CHECK_TEXT = 'vigil-passphrase-check';

const fileSchema = z.object({
  version: z.literal(1),
  protection: z.enum(['os', 'passphrase']),
  /** Passphrase files only: CHECK_TEXT sealed with the passphrase, to tell a wrong one at once. */
  check: z.string().optional(),
  entries: z.record(z.string(), z.string()),
});
type SecretsFile = z.infer<typeof fileSchema>;

export interface SecretStoreOptions {
  /** The console's user-data folder. */
  dir: string;
  /** The OS keyring cipher (safeStorage); `noCipher` where there is none. */
  osCipher: SecretCipher;
  scryptCost?: ScryptCost;
}

export class SecretStore {
  private readonly file: string;
  private cipher: SecretCipher | undefined;
  private mode: SecretsStatus['mode'];
  /** Session-only secrets (and, in every mode, a cache of decrypted ones). */
  private readonly memory = new Map<string, string>();

  constructor(private readonly opts: SecretStoreOptions) {
    this.file = path.join(opts.dir, FILE);
    const existing = this.read();
    if (existing?.protection === 'passphrase') {
      this.mode = 'locked';
    } else if (opts.osCipher.available()) {
      this.mode = 'os';
      this.cipher = opts.osCipher;
    } else {
      this.mode = 'session';
    }
  }

  status(): SecretsStatus {
    const os = this.opts.osCipher;
    switch (this.mode) {
      case 'os':
        return {
          mode: 'os',
          persistent: true,
          sentence: `Client secrets are encrypted with ${os.describe()} and never stored in clear.`,
        };
      case 'passphrase':
        return {
          mode: 'passphrase',
          persistent: true,
          sentence: 'Client secrets are kept in a file protected by your passphrase.',
        };
      case 'locked':
        return {
          mode: 'locked',
          persistent: true,
          sentence: 'Client secrets are kept in a passphrase-protected file: enter the passphrase to use them.',
        };
      case 'session':
        return {
          mode: 'session',
          persistent: false,
          sentence:
            'This system offers no secure storage for secrets, so client secrets are kept for this session only and must be entered again after a restart. You can opt into a passphrase-protected file instead.',
        };
    }
  }

  has(profileId: string): boolean {
    return (
      this.memory.has(profileId) || (this.mode !== 'session' && Object.hasOwn(this.read()?.entries ?? {}, profileId))
    );
  }

  /** The secret in clear, for the token request only; undefined when absent or still locked. */
  get(profileId: string): string | undefined {
    const cached = this.memory.get(profileId);
    if (cached !== undefined || !this.cipher) return cached;
    const sealed = this.read()?.entries[profileId];
    if (sealed === undefined) return undefined;
    let plain: string;
    try {
      plain = this.cipher.decrypt(Buffer.from(sealed, 'base64'));
    } catch (err) {
      throw ipcFailure(
        'DATA_LOSS',
        `The stored secret for this connection cannot be read (${(err as Error).message}); enter it again.`,
      );
    }
    this.memory.set(profileId, plain);
    return plain;
  }

  set(profileId: string, secret: string): void {
    if (this.mode === 'locked') {
      throw ipcFailure(
        'FAILED_PRECONDITION',
        'Enter the passphrase of the protected secrets file before saving a secret.',
      );
    }
    this.memory.set(profileId, secret);
    if (this.cipher) this.writeEntry(profileId, this.cipher.encrypt(secret).toString('base64'));
  }

  delete(profileId: string): void {
    this.memory.delete(profileId);
    const f = this.read();
    if (f && Object.hasOwn(f.entries, profileId)) {
      delete f.entries[profileId];
      this.write(f);
    }
  }

  /**
   * Opts into (or unlocks) the passphrase-protected file. Secrets held for the session so far move
   * into it. Refused where the OS keyring already protects secrets.
   */
  usePassphrase(passphrase: string): SecretsStatus {
    if (this.mode === 'os') {
      throw ipcFailure(
        'FAILED_PRECONDITION',
        `Secrets are already protected by ${this.opts.osCipher.describe()}; no passphrase is needed.`,
      );
    }
    let cipher: PassphraseCipher;
    try {
      cipher = new PassphraseCipher(passphrase, this.opts.scryptCost);
    } catch (err) {
      throw ipcFailure('INVALID_ARGUMENT', (err as Error).message, {
        fieldViolations: [{ field: 'passphrase', message: (err as Error).message }],
      });
    }
    const existing = this.read();
    if (existing?.protection === 'passphrase') {
      try {
        if (!existing.check || cipher.decrypt(Buffer.from(existing.check, 'base64')) !== CHECK_TEXT)
          throw new WrongPassphraseError();
      } catch (err) {
        throw ipcFailure('PERMISSION_DENIED', (err as Error).message, {
          fieldViolations: [{ field: 'passphrase', message: (err as Error).message }],
        });
      }
      this.cipher = cipher;
      this.mode = 'passphrase';
      for (const [id, secret] of this.memory)
        if (!Object.hasOwn(existing.entries, id)) this.writeEntry(id, cipher.encrypt(secret).toString('base64'));
      return this.status();
    }
    const entries: Record<string, string> = {};
    for (const [id, secret] of this.memory) entries[id] = cipher.encrypt(secret).toString('base64');
    this.write({ version: 1, protection: 'passphrase', check: cipher.encrypt(CHECK_TEXT).toString('base64'), entries });
    this.cipher = cipher;
    this.mode = 'passphrase';
    return this.status();
  }

  private writeEntry(profileId: string, sealed: string): void {
    const f = this.read() ?? { version: 1, protection: this.mode === 'passphrase' ? 'passphrase' : 'os', entries: {} };
    f.entries[profileId] = sealed;
    this.write(f);
  }

  private read(): SecretsFile | undefined {
    let text: string;
    try {
      text = fs.readFileSync(this.file, 'utf8');
    } catch {
      return undefined;
    }
    const parsed = fileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${this.file} is not a Vigil secrets file`);
    return parsed.data;
  }

  private write(f: SecretsFile): void {
    fs.mkdirSync(this.opts.dir, { recursive: true, mode: 0o700 });
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(f, null, 2) + '\n', { mode: 0o600 });
    fs.renameSync(tmp, this.file);
  }
}
