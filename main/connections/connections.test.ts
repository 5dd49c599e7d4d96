import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SecretStore } from '../secrets/secret-store.js';
import { SafeStorageCipher, noCipher } from '../secrets/secret-cipher.js';
import { Connections } from './connections.service.js';
import { importCredentials, normaliseEndpoint } from './credentials-import.js';
import { ProfileStore } from './profile-store.js';

const SECRET = 'Th1s-Is-The-Client-Secret';
const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-conn-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

const draft = {
  name: 'Production',
  endpoint: 'gk.example.com:443',
  tls: true,
  tokenUrl: 'https://auth.example.com/oauth2/token',
  clientId: 'appID:bank:geo:eu:clientName:ops',
  scopes: ['biosec.sessions'],
  defaultScopeId: 'scope-1',
};

function connections(dir: string, osCipher = noCipher) {
  return new Connections({ profiles: new ProfileStore(dir), secrets: new SecretStore({ dir, osCipher }) });
}

/** Every file under dir, as text. */
const allFiles = (dir: string): string =>
  fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'))
    .join('\n');

describe('connection profiles', () => {
  it('are saved with conf, read back, and never hold the secret', () => {
    const dir = tmp();
    const keyring = new SafeStorageCipher(
      {
        isEncryptionAvailable: () => true,
        encryptString: (s) => Buffer.from(s).reverse(),
        decryptString: (b) => Buffer.from(b).reverse().toString(),
      },
      'darwin',
    );
    const c = connections(dir, keyring);
    const saved = c.save(draft, SECRET);
    expect(saved).toMatchObject({ ...draft, builtIn: false, hasSecret: true });
    expect(saved).not.toHaveProperty('secret');
    const file = fs.readFileSync(new ProfileStore(dir).path, 'utf8');
    expect(JSON.parse(file).profiles).toEqual([{ ...draft, id: saved.id }]);
    expect(allFiles(dir)).not.toContain(SECRET);
    // Another launch sees the profile and its secret.
    const again = connections(dir, keyring);
    expect(again.get(saved.id)).toMatchObject({ name: 'Production', hasSecret: true });
    expect(JSON.stringify(again.list())).not.toContain(SECRET);
  });

  it('lists the built-in Embedded profile first; it cannot be changed or removed', () => {
    const c = connections(tmp());
    expect(c.list()[0]).toMatchObject({ id: 'embedded', name: 'Embedded', builtIn: true });
    expect(() => c.save({ ...draft, id: 'embedded' })).toThrow(/built in/);
    expect(() => c.remove('embedded')).toThrow(/built in/);
  });

  it('updates, selects and removes; removing the current one falls back to Embedded', () => {
    const c = connections(tmp());
    const p = c.save(draft, SECRET);
    c.save({ ...draft, id: p.id, name: 'Prod (EU)' });
    expect(c.get(p.id)).toMatchObject({ name: 'Prod (EU)', hasSecret: true });
    expect(() => c.save({ ...draft, id: 'nope' })).toThrow(/no connection profile nope/);
    c.select(p.id);
    expect(c.current()).toMatchObject({ profile: { id: p.id }, scopeId: 'scope-1' });
    expect(c.remove(p.id)).toEqual({ removed: true, currentId: 'embedded' });
    expect(() => c.get(p.id)).toThrow(/no connection profile/);
    expect(c.list()).toHaveLength(1);
  });

  it('says the embedded server is not running instead of calling nowhere', () => {
    expect(() => connections(tmp()).context('embedded')).toThrow(/embedded server is not running/);
  });
});

describe('credentials file import', () => {
  const file = {
    client_id: 'appID:bank:geo:eu:clientName:ops',
    client_secret: SECRET,
    oauth_server_url: 'https://auth.example.com/oauth2/token',
    oauth_scopes: 'biosec.sessions biosec.voiceprint',
    endpoint: 'gk.example.com:443',
  };

  it('reads the JSON form', () => {
    const r = importCredentials(JSON.stringify(file));
    expect(r.missing).toEqual([]);
    expect(r.secret).toBe(SECRET);
    expect(r.draft).toEqual({
      clientId: file.client_id,
      tokenUrl: file.oauth_server_url,
      endpoint: 'gk.example.com:443',
      tls: true,
      scopes: ['biosec.sessions', 'biosec.voiceprint'],
      name: 'ops',
    });
  });

  it('reads key: value and key=value lines, comments and quotes', () => {
    const text = [
      '# Gatekeeper credentials',
      `CLIENT_ID: ${file.client_id}`,
      `client_secret="${SECRET}"`,
      'oauth_server_url = http://127.0.0.1:8081/oauth2/token',
      'oauth_scopes: biosec.sessions,biosec.audio',
      'grpc_endpoint=127.0.0.1:50051',
      'gk_scope_id: d3e0c0de-0000-4000-8000-000000000001',
    ].join('\n');
    const r = importCredentials(text, 'Local');
    expect(r.missing).toEqual([]);
    expect(r.secret).toBe(SECRET);
    expect(r.draft).toMatchObject({
      name: 'Local',
      endpoint: '127.0.0.1:50051',
      tls: false,
      scopes: ['biosec.sessions', 'biosec.audio'],
      defaultScopeId: 'd3e0c0de-0000-4000-8000-000000000001',
    });
  });

  it("says what is missing, and uses the seed's per-service endpoint keys as a last resort", () => {
    const r = importCredentials('client_id=abc\nasr_endpoint=asr.example.com:443\nnlu_endpoint=nlu.example.com:443');
    expect(r.missing).toEqual(['client_secret', 'oauth_server_url']);
    expect(r.draft.endpoint).toBe('asr.example.com:443');
    expect(r.warnings[0]).toMatch(/using asr_endpoint \(of asr_endpoint, nlu_endpoint\)/);
    expect(importCredentials('{}').missing).toEqual(['client_id', 'client_secret', 'oauth_server_url', 'endpoint']);
    expect(() => importCredentials('{ not json')).toThrow(/looks like JSON/);
  });

  it('normalises endpoints written as URLs', () => {
    expect(normaliseEndpoint('grpcs://gk.example.com')).toEqual({ endpoint: 'gk.example.com:443', tls: true });
    expect(normaliseEndpoint('http://localhost:8080/')).toEqual({ endpoint: 'localhost:8080', tls: false });
    expect(normaliseEndpoint('gk:9000')).toEqual({ endpoint: 'gk:9000', tls: undefined });
  });

  it('saves a complete import with its secret, and nothing from an incomplete one', () => {
    const dir = tmp();
    const c = connections(dir);
    const partial = c.import(JSON.stringify({ ...file, client_secret: undefined }));
    expect(partial.profile).toBeUndefined();
    expect(partial.message).toBe(
      'The credentials file lacks client_secret; nothing was saved. Complete the profile by hand.',
    );
    expect(c.list()).toHaveLength(1);
    const done = c.import(JSON.stringify(file));
    expect(done.profile).toMatchObject({ name: 'ops', hasSecret: true, endpoint: 'gk.example.com:443' });
    expect(JSON.stringify(done)).not.toContain(SECRET);
    const bad = c.import(JSON.stringify({ ...file, endpoint: 'not an endpoint' }));
    expect(bad.profile).toBeUndefined();
    expect(bad.message).toMatch(/endpoint: use host:port/);
  });
});
