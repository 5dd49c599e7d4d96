// #13 on a shared PostgreSQL: two server instances and the admin commands (their own processes,
// as an operator runs them) on one database with one VIGIL_KEY_ENCRYPTION_KEY. A client disabled
// through the CLI has its tokens refused by the other instance within 5 s, and `keys rotate`
// reaches both instances while the previous key's tokens stay valid.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './app.js';
import { KEK_ENV, resolveKek } from './auth/key-encryption.js';
import { createTestDatabase, type TestDatabase } from '../testkit/postgres.testkit.js';
import { clientCredentialsToken } from '../testkit/server-harness.testkit.js';
import { runServerCli } from '../testkit/server-process.testkit.js';
import { waitUntil } from '../testkit/wait-until.testkit.js';
import { silentLogger } from './util/log.js';

describe('two instances on one PostgreSQL and the admin commands', () => {
  const kekText = randomBytes(32).toString('base64');
  const kek = resolveKek({ env: { [KEK_ENV]: kekText } });
  let tdb: TestDatabase;
  let tmp: string;
  let a: RunningServer;
  let b: RunningServer;
  let scopeId: string;

  async function cli(...args: string[]): Promise<Record<string, unknown>> {
    const r = await runServerCli([...args, '--database-url', tdb.url, '--data-dir', path.join(tmp, 'cli')], {
      env: { [KEK_ENV]: kekText },
    });
    if (r.code !== 0) throw new Error(`${args.join(' ')} exited ${r.code}: ${r.err}`);
    return JSON.parse(r.out.trim().split('\n')[0]!) as Record<string, unknown>;
  }

  beforeAll(async () => {
    tdb = await createTestDatabase();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-pgsec-'));
    const start = (name: string) =>
      startServer({ databaseUrl: tdb.url, dataDir: path.join(tmp, name), kek, log: silentLogger });
    a = await start('a');
    b = await start('b');
    scopeId = (await cli('scopes', 'add', 'shared')).id as string;
  });
  afterAll(async () => {
    await a?.stop(1000);
    await b?.stop(1000);
    await tdb?.drop();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const status = async (s: RunningServer, t: string) =>
    (
      await fetch(`${s.httpUrl}/v1/configsets/web?${new URLSearchParams({ 'context.gkScopeId.value': scopeId })}`, {
        headers: { authorization: `Bearer ${t}` },
      })
    ).status;
  const kidOf = (t: string) =>
    (JSON.parse(Buffer.from(t.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;

  it('a client disabled through the CLI is refused by the other instance within 5 s', async () => {
    const c = await cli('clients', 'add', '--name', 'pg-ops', '--role', 'admin', '--scope', 'shared');
    const t = await clientCredentialsToken(a.tokenUrl, c.clientId as string, c.clientSecret as string);
    expect(await status(b, t)).not.toBe(401);
    await cli('clients', 'disable', c.clientId as string);
    for (const [name, s] of [
      ['b', b],
      ['a', a],
    ] as const)
      await waitUntil(async () => (await status(s, t)) === 401, {
        what: `instance ${name} refusing the disabled client`,
        timeoutMs: 5000,
      });
  });

  it('keys rotate through the CLI reaches both instances; earlier tokens stay valid', async () => {
    const c = await cli('clients', 'add', '--name', 'pg-svc', '--role', 'admin', '--scope', 'shared');
    const before = await clientCredentialsToken(a.tokenUrl, c.clientId as string, c.clientSecret as string);
    const { kid } = await cli('keys', 'rotate');
    for (const s of [a, b])
      await waitUntil(
        async () =>
          kidOf(await clientCredentialsToken(s.tokenUrl, c.clientId as string, c.clientSecret as string)) === kid,
        { what: 'signing with the rotated key', timeoutMs: 5000 },
      );
    expect(await status(b, before)).not.toBe(401);
  });
});
