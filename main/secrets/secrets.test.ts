import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PassphraseCipher, WrongPassphraseError, type ScryptCost } from './passphrase-cipher.js';
import { SafeStorageCipher, noCipher, type SafeStorageLike } from './secret-cipher.js';
import { SecretStore } from './secret-store.js';

const FAST: ScryptCost = { N: 1024, r: 8, p: 1 };
const SECRET = 'Very-Secret-Value-42';
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-secrets-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A stand-in for Electron's safeStorage: reversible, and obviously not the clear text. */
function fakeSafeStorage(available = true, backend = 'gnome_libsecret'): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    encryptString: (s) => Buffer.from(`os:${Buffer.from(s).reverse().toString('base64')}`),
    decryptString: (b) => Buffer.from(b.toString().slice(3), 'base64').reverse().toString(),
    getSelectedStorageBackend: () => backend,
  };
}

const fileText = (dir: string) => fs.readFileSync(path.join(dir, 'secrets.json'), 'utf8');

describe('PassphraseCipher', () => {
  it('round-trips, with a fresh IV each time', () => {
    const c = new PassphraseCipher('correct horse battery', FAST);
    const a = c.encrypt(SECRET);
    const b = c.encrypt(SECRET);
    expect(a.equals(b)).toBe(false);
    expect(a.toString('latin1')).not.toContain(SECRET);
    expect(c.decrypt(a)).toBe(SECRET);
    // Another instance with the same passphrase (another launch) reads it too.
    expect(new PassphraseCipher('correct horse battery', FAST).decrypt(b)).toBe(SECRET);
  });

  it('detects a wrong passphrase and any altered byte', () => {
    const sealed = new PassphraseCipher('correct horse battery', FAST).encrypt(SECRET);
    expect(() => new PassphraseCipher('wrong horse battery', FAST).decrypt(sealed)).toThrow(WrongPassphraseError);
    const c = new PassphraseCipher('correct horse battery', FAST);
    for (const i of [0, 5, 20, 30, 40, sealed.length - 1]) {
      const bent = Buffer.from(sealed);
      bent[i]! ^= 0x01;
      expect(() => c.decrypt(bent), `byte ${i}`).toThrow(WrongPassphraseError);
    }
    expect(() => c.decrypt(sealed.subarray(0, 20))).toThrow(WrongPassphraseError);
  });

  it('refuses short passphrases', () => {
    expect(() => new PassphraseCipher('short', FAST)).toThrow(/at least 8/);
  });
});

describe('SafeStorageCipher', () => {
  it('treats Linux basic_text (a fixed public key) as no secure storage', () => {
    expect(new SafeStorageCipher(fakeSafeStorage(true, 'basic_text'), 'linux').available()).toBe(false);
    expect(new SafeStorageCipher(fakeSafeStorage(true, 'kwallet5'), 'linux').describe()).toBe('KWallet');
    expect(new SafeStorageCipher(fakeSafeStorage(false), 'darwin').available()).toBe(false);
    expect(new SafeStorageCipher(fakeSafeStorage(true), 'darwin').describe()).toBe('the macOS Keychain');
  });
});

describe('SecretStore', () => {
  it('with the OS keyring: persists secrets encrypted, never in clear', () => {
    const dir = tmp();
    const osCipher = new SafeStorageCipher(fakeSafeStorage(), 'linux');
    const store = new SecretStore({ dir, osCipher });
    expect(store.status()).toMatchObject({ mode: 'os', persistent: true });
    store.set('p1', SECRET);
    expect(fileText(dir)).not.toContain(SECRET);
    const again = new SecretStore({ dir, osCipher });
    expect(again.has('p1')).toBe(true);
    expect(again.get('p1')).toBe(SECRET);
    again.delete('p1');
    expect(new SecretStore({ dir, osCipher }).has('p1')).toBe(false);
  });

  it('without secure storage: says so and keeps secrets for the session only', () => {
    const dir = tmp();
    const store = new SecretStore({ dir, osCipher: noCipher });
    const status = store.status();
    expect(status).toMatchObject({ mode: 'session', persistent: false });
    expect(status.sentence).toMatch(/no secure storage for secrets.*this session only/);
    store.set('p1', SECRET);
    expect(store.get('p1')).toBe(SECRET);
    expect(fs.existsSync(path.join(dir, 'secrets.json'))).toBe(false);
    expect(new SecretStore({ dir, osCipher: noCipher }).get('p1')).toBeUndefined();
  });

  it('opting into a passphrase file moves session secrets into it; the next launch starts locked', () => {
    const dir = tmp();
    const store = new SecretStore({ dir, osCipher: noCipher, scryptCost: FAST });
    store.set('p1', SECRET);
    expect(store.usePassphrase('my long passphrase')).toMatchObject({ mode: 'passphrase', persistent: true });
    store.set('p2', 'second-secret-value');
    expect(fileText(dir)).not.toContain(SECRET);
    expect(fileText(dir)).not.toContain('second-secret-value');

    const next = new SecretStore({ dir, osCipher: noCipher, scryptCost: FAST });
    expect(next.status().mode).toBe('locked');
    expect(next.has('p1')).toBe(true);
    expect(next.get('p1')).toBeUndefined();
    expect(() => next.set('p3', 'x')).toThrow(/passphrase/);
    expect(() => next.usePassphrase('not the passphrase')).toThrow(/passphrase is wrong/);
    next.usePassphrase('my long passphrase');
    expect(next.get('p1')).toBe(SECRET);
    expect(next.get('p2')).toBe('second-secret-value');
  });

  it('detects a tampered passphrase file', () => {
    const dir = tmp();
    const store = new SecretStore({ dir, osCipher: noCipher, scryptCost: FAST });
    store.usePassphrase('my long passphrase');
    store.set('p1', SECRET);
    const f = JSON.parse(fileText(dir)) as { entries: Record<string, string> };
    const bytes = Buffer.from(f.entries.p1!, 'base64');
    bytes[bytes.length - 1]! ^= 0xff;
    f.entries.p1 = bytes.toString('base64');
    fs.writeFileSync(path.join(dir, 'secrets.json'), JSON.stringify(f));
    const next = new SecretStore({ dir, osCipher: noCipher, scryptCost: FAST });
    next.usePassphrase('my long passphrase');
    expect(() => next.get('p1')).toThrow(/altered/);
  });

  it('refuses a passphrase where the OS keyring already protects secrets', () => {
    const store = new SecretStore({ dir: tmp(), osCipher: new SafeStorageCipher(fakeSafeStorage(), 'darwin') });
    expect(() => store.usePassphrase('my long passphrase')).toThrow(/macOS Keychain/);
  });
});
