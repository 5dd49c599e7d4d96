// The router as main assembles it, with no server behind it: every new channel validates its
// payload, and secrets go in but never come back out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noCipher } from './secrets/secret-cipher.js';
import { createMainRouter, type MainServices } from './main-services.js';
import type { EmbeddedHandle } from './embedded/embedded-server.js';
import type { EmbeddedState } from '../shared/domain/embedded.js';
import { freePort } from '../testkit/postgres.testkit.js';
import { within } from '../testkit/wait-until.testkit.js';

let dir: string;
let main: MainServices;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-main-'));
  main = createMainRouter({
    host: 'browser',
    userDataDir: dir,
    cipher: noCipher,
    embedded: false,
    osUser: 'tester',
    scryptCost: { N: 1024, r: 8, p: 1 },
  });
});
afterAll(async () => {
  await main.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const profile = {
  name: 'Staging',
  endpoint: 'gk.staging.example.com:443',
  tls: true,
  tokenUrl: 'https://auth.staging.example.com/oauth2/token',
  clientId: 'appID:bank:geo:eu:clientName:ops',
  scopes: [],
};

describe('main router: payload validation', () => {
  it.each([
    ['connections.list', { extra: true }, ''],
    ['connections.get', {}, 'id'],
    ['connections.save', { profile: { ...profile, endpoint: 'no-port' } }, 'profile.endpoint'],
    ['connections.save', { profile: { ...profile, tokenUrl: 'ftp://x' } }, 'profile.tokenUrl'],
    ['connections.save', { profile: { ...profile, secret: 'x' } }, 'profile'],
    ['connections.save', { profile, secret: '' }, 'secret'],
    ['connections.import', { text: '' }, 'text'],
    ['connections.test', { id: 5 }, 'id'],
    ['connections.select', { id: '' }, 'id'],
    ['secrets.usePassphrase', { passphrase: 'short' }, 'passphrase'],
    ['embedded.setRole', { role: 'root' }, 'role'],
    ['audit.list', { limit: 0 }, 'limit'],
    ['audit.list', { from: 'yesterday' }, 'from'],
    ['audit.exportCsv', { limit: 5 }, ''],
  ])('%s refuses %j', async (channel, payload, field) => {
    const r = await main.invoke(channel, payload);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('BAD_PAYLOAD');
    expect(r.error.fieldViolations.map((v) => v.field)).toContain(field);
  });

  it('never sends a secret back, and audits the change', async () => {
    const secret = 'Do-Not-Echo-Me-123';
    const saved = await main.invoke('connections.save', { profile, secret });
    expect(saved).toMatchObject({ ok: true, value: { name: 'Staging', hasSecret: true, builtIn: false } });
    expect(JSON.stringify(saved)).not.toContain(secret);
    const list = await main.invoke('connections.list', {});
    expect(JSON.stringify(list)).not.toContain(secret);
    const audit = await main.invoke('audit.list', {});
    expect(audit).toMatchObject({
      ok: true,
      value: { entries: [{ action: 'connections.save', osUser: 'tester', result: 'ok', profileName: 'Staging' }] },
    });
    expect(JSON.stringify(audit)).not.toContain(secret);
  });

  it('reports session-only secrets, and the opt-in passphrase file', async () => {
    expect(await main.invoke('secrets.status', {})).toMatchObject({
      ok: true,
      value: { mode: 'session', persistent: false },
    });
    expect(await main.invoke('secrets.usePassphrase', { passphrase: 'a long passphrase' })).toMatchObject({
      ok: true,
      value: { mode: 'passphrase' },
    });
  });

  it('answers plainly where there is no embedded server', async () => {
    expect(await main.invoke('embedded.status', {})).toMatchObject({ ok: false, error: { code: 'UNIMPLEMENTED' } });
    expect(await main.invoke('connections.test', { id: 'embedded' })).toMatchObject({
      ok: false,
      error: { code: 'UNAVAILABLE', message: expect.stringMatching(/embedded server is not running/) },
    });
  });
});

describe('main router: calls during an embedded server start', () => {
  /** An embedded server that stays in whatever state the test sets. */
  function fakeEmbedded(): EmbeddedHandle & { set(s: EmbeddedState['state'], lastError?: string): void } {
    let state: EmbeddedState = { state: 'starting', restarts: 0, role: 'admin' } as EmbeddedState;
    const listeners = new Set<(s: EmbeddedState) => void>();
    return {
      status: () => state,
      demoClient: () => undefined,
      setRole(role) {
        state = { ...state, role };
        return state;
      },
      onState(l) {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      start: () => new Promise(() => undefined),
      stop: async () => undefined,
      set(s, lastError) {
        state = { ...state, state: s, ...(lastError ? { lastError } : {}) };
        for (const l of listeners) l(state);
      },
    };
  }

  /** Whether `p` is still waiting after a moment: for calls that must wait for the server. */
  const stillWaiting = async (p: Promise<unknown>) => {
    let done = false;
    void p.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 50));
    return !done;
  };

  it('waits while the server starts and answers once it has failed, with its error', async () => {
    const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-main-'));
    const embedded = fakeEmbedded();
    const m = createMainRouter({ host: 'browser', userDataDir: dir2, cipher: noCipher, embedded });
    try {
      // The Embedded profile is listed while its server starts, without an address or client yet.
      expect(await m.invoke('connections.list', {})).toMatchObject({
        ok: true,
        value: { profiles: [{ id: 'embedded', endpoint: '', clientId: '' }] },
      });
      const call = m.invoke('configsets.list', {}, 'c1');
      expect(await stillWaiting(call)).toBe(true);
      embedded.set('restarting');
      expect(await stillWaiting(call)).toBe(true);
      embedded.set('failed', 'port in use');
      expect(await call).toMatchObject({
        ok: false,
        error: { code: 'UNAVAILABLE', message: expect.stringContaining('not running (failed: port in use)') },
      });
    } finally {
      await m.close();
      fs.rmSync(dir2, { recursive: true, force: true });
    }
  });

  it('stops waiting when the call is cancelled, and does not wait for a profile of its own', async () => {
    const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-main-'));
    const m = createMainRouter({ host: 'browser', userDataDir: dir2, cipher: noCipher, embedded: fakeEmbedded() });
    try {
      const call = m.invoke('configsets.list', {}, 'c2');
      expect(await stillWaiting(call)).toBe(true);
      m.cancel('c2');
      expect(await call).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
      // A saved profile is not the embedded server: its call fails on its own terms at once.
      const port = await freePort();
      const closed = {
        ...profile,
        endpoint: `127.0.0.1:${port}`,
        tls: false,
        tokenUrl: `http://127.0.0.1:${port}/oauth2/token`,
      };
      const saved = await m.invoke('connections.save', { profile: closed, secret: 's3cret' });
      expect(saved).toMatchObject({ ok: true });
      const id = (saved as { value: { id: string } }).value.id;
      const other = m.invoke('configsets.list', { profileId: id }, 'c3');
      // Nothing changes the embedded server's state, so a call that waited for it would time out.
      expect(await within(other, 'a call on a saved profile to fail without waiting')).toMatchObject({
        ok: false,
        error: { code: 'UNAVAILABLE' },
      });
    } finally {
      await m.close();
      fs.rmSync(dir2, { recursive: true, force: true });
    }
  });

  it('audits a switch of the demo role, naming the role before and after', async () => {
    const dir2 = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-main-'));
    const m = createMainRouter({
      host: 'browser',
      userDataDir: dir2,
      cipher: noCipher,
      embedded: fakeEmbedded(),
      osUser: 'tester',
    });
    try {
      expect(await m.invoke('embedded.setRole', { role: 'support' })).toMatchObject({
        ok: true,
        value: { role: 'support' },
      });
      const log = await m.invoke('audit.list', { action: 'embedded.setRole', limit: 10 });
      expect(log).toMatchObject({
        ok: true,
        value: {
          entries: [
            {
              action: 'embedded.setRole',
              osUser: 'tester',
              profileId: 'embedded',
              target: { role: 'support' },
              result: 'ok',
              detail: 'demo role admin → support',
            },
          ],
        },
      });
    } finally {
      await m.close();
      fs.rmSync(dir2, { recursive: true, force: true });
    }
  });
});

describe('insecure, for lab use (issue #13)', () => {
  it('is audited when set, when switched to, and when used', async () => {
    const lab = { ...profile, name: 'Lab', tls: false, tokenUrl: 'http://auth.lab.test/oauth2/token' };
    const refused = await main.invoke('connections.save', { profile: lab, secret: 'lab-secret-1' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'INVALID_ARGUMENT' } });
    const saved = await main.invoke('connections.save', {
      profile: { ...lab, insecure: true },
      secret: 'lab-secret-1',
    });
    if (!saved.ok) throw new Error(saved.error.message);
    const id = (saved.value as { id: string }).id;
    await main.invoke('connections.select', { id });
    // Used: the token request fails (nothing listens there), but the channel was opened.
    await main.invoke('connections.test', { id });
    const audit = await main.invoke('audit.list', {});
    if (!audit.ok) throw new Error(audit.error.message);
    const entries = (
      audit.value as { entries: { profileName: string; action: string; result: string; detail: string }[] }
    ).entries;
    const lines = entries.filter((e) => e.profileName === 'Lab').map((e) => `${e.action} ${e.result} ${e.detail}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^connections\.save INVALID_ARGUMENT .*unencrypted/),
        expect.stringMatching(/^connections\.save ok created .*INSECURE, for lab use/),
        'connections.select ok switched to an INSECURE connection, for lab use',
        expect.stringMatching(/^connections\.useInsecure ok connected through "Lab", marked insecure for lab use/),
      ]),
    );
    await main.invoke('connections.select', { id: 'embedded' });
  });
});
