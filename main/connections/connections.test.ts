import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecretStore } from '../secrets/secret-store.js';
import { SafeStorageCipher, noCipher } from '../secrets/secret-cipher.js';
import { Connections } from './connections.service.js';
import { importCredentials, normaliseEndpoint } from './credentials-import.js';
import { ProfileStore } from './profile-store.js';
import { isLoopbackHost } from '../../shared/domain/connections.js';

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

describe('a stored secret and where it may be sent (issue #13)', () => {
  /** A fetch that records where token requests went and with which secret. */
  const recordingFetch = () => {
    const sent: { url: string; body: string }[] = [];
    const fn = (async (input: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(input), body: String(init?.body ?? '') });
      return new Response(JSON.stringify({ access_token: 'tok', token_type: 'Bearer', expires_in: 3600 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    return { sent, fn };
  };
  const withFetch = (dir: string, fn: typeof fetch) =>
    new Connections({
      profiles: new ProfileStore(dir),
      secrets: new SecretStore({ dir, osCipher: noCipher }),
      fetch: fn,
    });
  const secretField = (f: () => unknown) => {
    try {
      f();
    } catch (err) {
      return (err as { error: { code: string; fieldViolations: { field: string; message: string }[] } }).error;
    }
    throw new Error('expected the save to be refused');
  };

  it.each([
    ['the token URL host', { tokenUrl: 'https://auth.attacker.test/oauth2/token' }],
    ['the token URL scheme', { tokenUrl: 'http://auth.example.com/oauth2/token', insecure: true }],
    ['the token URL port', { tokenUrl: 'https://auth.example.com:8443/oauth2/token' }],
    ['the endpoint host', { endpoint: 'gk.attacker.test:443' }],
  ])('refuses to keep the secret when %s changes, unless a new one is given', (_what, change) => {
    const { sent, fn } = recordingFetch();
    const c = withFetch(tmp(), fn);
    const p = c.save(draft, SECRET);
    const error = secretField(() => c.save({ ...draft, ...change, id: p.id }));
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.fieldViolations).toEqual([
      {
        field: 'secret',
        message: expect.stringMatching(/^enter the client secret again: the stored one was given for /),
      },
    ]);
    expect(c.get(p.id)).toMatchObject({ tokenUrl: draft.tokenUrl, endpoint: draft.endpoint, hasSecret: true });
    const moved = c.save({ ...draft, ...change, id: p.id }, 'the-new-secret');
    expect(moved.hasSecret).toBe(true);
    expect(sent).toEqual([]);
  });

  it('keeps the secret when only the path, name or scopes change', () => {
    const c = connections(tmp());
    const p = c.save(draft, SECRET);
    const same = c.save({ ...draft, id: p.id, name: 'Renamed', tokenUrl: 'https://AUTH.example.com:443/v2/token' });
    expect(same.hasSecret).toBe(true);
  });

  it('never sends a secret given for one host to another, even when connections.json is edited by hand', async () => {
    const { sent, fn } = recordingFetch();
    const dir = tmp();
    const c = withFetch(dir, fn);
    const p = c.save(draft, SECRET);
    await c.context(p.id).tokens.getToken();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(draft.tokenUrl);
    // Someone rewrites the profile file behind the console's back.
    const file = new ProfileStore(dir);
    const raw = JSON.parse(fs.readFileSync(file.path, 'utf8'));
    raw.profiles[0].tokenUrl = 'https://auth.attacker.test/oauth2/token';
    fs.writeFileSync(file.path, JSON.stringify(raw));
    await expect(c.context(p.id).tokens.getToken()).rejects.toThrow(
      'The stored client secret was given for https://auth.example.com:443, not https://auth.attacker.test:443: enter it again in the connection settings.',
    );
    expect(sent).toHaveLength(1);
  });

  it('refuses http:// token URLs and plaintext gRPC to other computers unless marked insecure', () => {
    const c = connections(tmp());
    const httpToken = secretField(() => c.save({ ...draft, tokenUrl: 'http://auth.example.com/token' }, SECRET));
    expect(httpToken.fieldViolations).toEqual([
      {
        field: 'tokenUrl',
        message: expect.stringContaining('use https://, or mark the connection "insecure, for lab use"'),
      },
    ]);
    const plain = secretField(() => c.save({ ...draft, tls: false }, SECRET));
    expect(plain.fieldViolations).toEqual([
      { field: 'tls', message: expect.stringContaining('turn TLS on, or mark the connection "insecure, for lab use"') },
    ]);
    // A look-alike of loopback is not loopback.
    const lookalike = secretField(() =>
      c.save({ ...draft, tls: false, endpoint: '127.evil.com:50051', tokenUrl: 'http://127.0.0.1.evil.com/t' }, SECRET),
    );
    expect(lookalike.fieldViolations.map((v) => v.field)).toEqual(['tokenUrl', 'tls']);
    expect(c.list()).toHaveLength(1);
    expect(
      c.save({ ...draft, tls: false, endpoint: '127.0.0.1:50051', tokenUrl: 'http://localhost:8081/t' }),
    ).toBeTruthy();
    expect(c.save({ ...draft, tls: false, endpoint: '[::1]:50051', tokenUrl: 'http://[::1]:8081/t' })).toBeTruthy();
    const lab = c.save({ ...draft, tls: false, tokenUrl: 'http://auth.lab.test/token', insecure: true }, SECRET);
    expect(lab).toMatchObject({ insecure: true, hasSecret: true });
  });

  it('will not use a stored plaintext profile to another computer that is not marked insecure', () => {
    const dir = tmp();
    const store = new ProfileStore(dir);
    const p = store.save({ ...draft, tls: false });
    const c = connections(dir);
    expect(() => c.context(p.id)).toThrow(/would send credentials unencrypted to another computer/);
  });

  it('tells the audit hook when an insecure profile is used', () => {
    const dir = tmp();
    const used: string[] = [];
    const c = new Connections({
      profiles: new ProfileStore(dir),
      secrets: new SecretStore({ dir, osCipher: noCipher }),
      onInsecureUse: (p) => used.push(p.name),
    });
    const lab = c.save({ ...draft, name: 'Lab', tls: false, insecure: true }, SECRET);
    const safe = c.save(draft, SECRET);
    c.context(safe.id);
    c.context(lab.id);
    c.context(lab.id);
    expect(used).toEqual(['Lab']);
    c.close();
  });
});

describe('loopback (issue #13)', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['127.255.255.255', true],
    ['localhost', true],
    ['LOCALHOST', true],
    ['::1', true],
    ['[::1]', true],
    ['127.evil.com', false],
    ['127.0.0.1.evil.com', false],
    ['127.0.0.256', false],
    ['127.0.0', false],
    ['localhost.evil.com', false],
    ['evil-localhost', false],
    ['10.0.0.1', false],
    ['::2', false],
  ])('%s is loopback: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });

  it('the credentials import assumes plaintext only for real loopback endpoints', () => {
    const tlsOf = (endpoint: string) =>
      importCredentials(`client_id=a\nclient_secret=b\noauth_server_url=https://a.test/t\nendpoint=${endpoint}`).draft
        .tls;
    expect(tlsOf('127.evil.com:50051')).toBe(true);
    expect(tlsOf('127.0.0.999:50051')).toBe(true);
    expect(tlsOf('localhost:50051')).toBe(false);
    expect(
      importCredentials('client_id=a\nclient_secret=b\noauth_server_url=https://a.test/t\nendpoint=127.0.0.1:50051')
        .draft.tls,
    ).toBe(false);
  });
});

describe('secrets stored before they were bound to a destination', () => {
  const tokenFetch = (sent: string[]) =>
    (async (url: string | URL) => {
      sent.push(String(url));
      return new Response(JSON.stringify({ access_token: 't', token_type: 'Bearer', expires_in: 3600 }), {
        status: 200,
      });
    }) as typeof fetch;

  it('are bound to where the profile points when the console starts, so a later hand edit gets nothing', async () => {
    const dir = tmp();
    const profiles = new ProfileStore(dir);
    const secrets = new SecretStore({ dir, osCipher: noCipher });
    const p = profiles.save(draft);
    secrets.set(p.id, SECRET); // as an older version stored it: bare
    const sent: string[] = [];
    const c = new Connections({ profiles, secrets, fetch: tokenFetch(sent) });
    // Bound at start-up, before anything was sent.
    expect(secrets.get(p.id)).toMatch(/^vigil-bound-secret:v1:/);
    expect(sent).toEqual([]);
    // connections.json edited by hand before the secret was ever used: nothing goes to the new host.
    profiles.save({ ...draft, id: p.id, tokenUrl: 'https://auth.attacker.test/t' });
    await expect(c.context(p.id).tokens.getToken()).rejects.toThrow(/given for https:\/\/auth\.example\.com:443/);
    expect(sent).toEqual([]);
    // Pointed back where it was given for, it is used.
    profiles.save({ ...draft, id: p.id });
    await c.context(p.id).tokens.getToken();
    expect(sent).toEqual([draft.tokenUrl]);
  });

  it('are not sent at all when met unbound after start-up: the user enters the secret again', async () => {
    const dir = tmp();
    const profiles = new ProfileStore(dir);
    const secrets = new SecretStore({ dir, osCipher: noCipher });
    const sent: string[] = [];
    const c = new Connections({ profiles, secrets, fetch: tokenFetch(sent) });
    // Written bare behind the running console's back (an older version sharing the profile).
    const p = profiles.save({ ...draft, tokenUrl: 'https://auth.attacker.test/t' });
    secrets.set(p.id, SECRET);
    await expect(c.context(p.id).tokens.getToken()).rejects.toThrow(/older version.*enter it again/);
    expect(sent).toEqual([]);
    c.save({ ...draft, id: p.id, tokenUrl: 'https://auth.attacker.test/t' }, SECRET);
    await c.context(p.id).tokens.getToken();
    expect(sent).toEqual(['https://auth.attacker.test/t']);
  });

  it('keeps a replaced client open for the calls already under way on it, then closes it', () => {
    vi.useFakeTimers();
    try {
      const dir = tmp();
      const c = connections(dir);
      const p = c.save(draft, SECRET);
      const before = c.context(p.id);
      const closed = vi.spyOn(before.rpc, 'close');
      c.save({ ...draft, id: p.id, scopes: ['biosec.sessions', 'biosec.audio'] });
      const after = c.context(p.id);
      expect(after.rpc).not.toBe(before.rpc);
      // A screen's call that took the old context a moment before the change still runs on it.
      expect(closed).not.toHaveBeenCalled();
      vi.advanceTimersByTime(30_000);
      expect(closed).toHaveBeenCalledTimes(1);
      c.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes a replaced client still waiting to be retired when the console closes', () => {
    const c = connections(tmp());
    const p = c.save(draft, SECRET);
    const before = c.context(p.id);
    const closed = vi.spyOn(before.rpc, 'close');
    c.save({ ...draft, id: p.id, scopes: ['biosec.sessions', 'biosec.audio'] });
    c.context(p.id);
    expect(closed).not.toHaveBeenCalled();
    c.close();
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
