// How client secrets are protected at rest. The console picks one cipher at start-up: the OS's
// secure storage (Electron's safeStorage), or a passphrase the user opted into; with neither,
// secrets live in memory for the session only (see secret-store.ts).

export interface SecretCipher {
  /** False when this cipher cannot protect anything right now (no OS keyring, no passphrase). */
  available(): boolean;
  encrypt(plain: string): Buffer;
  /** Throws when the bytes were not produced by this cipher (wrong key, or altered). */
  decrypt(buf: Buffer): string;
  /** For people: where the protection comes from ("the macOS Keychain"). */
  describe(): string;
}

/** The part of Electron's safeStorage we use; the shell passes the real object in. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which keyring backs safeStorage. */
  getSelectedStorageBackend?(): string;
}

/** Secrets encrypted by the operating system's keyring through Electron's safeStorage. */
export class SafeStorageCipher implements SecretCipher {
  constructor(
    private readonly safeStorage: SafeStorageLike,
    private readonly platform: NodeJS.Platform = process.platform,
  ) {}

  available(): boolean {
    if (!this.safeStorage.isEncryptionAvailable()) return false;
    // On Linux without a keyring Electron falls back to a fixed, public key: that protects nothing.
    if (this.platform === 'linux') {
      const backend = this.safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
      return backend !== 'basic_text' && backend !== 'unknown';
    }
    return true;
  }

  encrypt(plain: string): Buffer {
    if (!this.available()) throw new Error(`${this.describe()} is not available`);
    return this.safeStorage.encryptString(plain);
  }

  decrypt(buf: Buffer): string {
    return this.safeStorage.decryptString(buf);
  }

  describe(): string {
    if (this.platform === 'darwin') return 'the macOS Keychain';
    if (this.platform === 'win32') return 'Windows DPAPI';
    const backend = this.safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
    if (backend.startsWith('kwallet')) return 'KWallet';
    if (backend === 'gnome_libsecret') return 'the Secret Service keyring (libsecret)';
    return 'the system keyring';
  }
}

/** No cipher at all: used where the host has no secure storage (plain Node, the browser host). */
export const noCipher: SecretCipher = {
  available: () => false,
  encrypt: () => {
    throw new Error('no secure storage on this system');
  },
  decrypt: () => {
    throw new Error('no secure storage on this system');
  },
  describe: () => 'no secure storage',
};
