// `clients …` / `scopes …` commands: output as printed, state read back from the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { getClient, listClients, verifyClientSecret } from '../auth/clients.js';
import { runClientsCommand } from './clients.js';
import { randomBytes } from 'node:crypto';
import { KEK_ENV, resolveKek } from '../auth/key-encryption.js';
import { ensureSigningKeys } from '../auth/signing-keys.js';

describe.each(dbKinds())('clients command on %s', (kind) => {
  let tdb: TestDb;
  beforeAll(async () => {
    tdb = await openTestDb(kind);
  });
  afterAll(async () => tdb?.close());

  async function run(...argv: string[]): Promise<{ code: number; lines: string[] }> {
    const lines: string[] = [];
    const code = await runClientsCommand(argv, { db: tdb.db, out: (l) => lines.push(l) });
    return { code, lines };
  }
  const json = (line: string | undefined) => JSON.parse(line ?? 'null') as Record<string, unknown>;

  it('adds scopes and clients, lists them without secrets, rotates and removes', async () => {
    const scope = await run('scopes', 'add', 'bank-emea');
    expect(scope.code).toBe(0);
    const scopeId = json(scope.lines[0]).id as string;
    const fixed = await run('scopes', 'add', 'bank-us', '--id', '0b9c3f4e-1d2a-4b5c-8d7e-6f5a4b3c2d1e');
    expect(json(fixed.lines[0])).toEqual({ id: '0b9c3f4e-1d2a-4b5c-8d7e-6f5a4b3c2d1e', name: 'bank-us' });
    expect((await run('scopes', 'list')).lines.map((l) => json(l).name)).toEqual(['bank-emea', 'bank-us']);

    const added = await run(
      'clients',
      'add',
      '--name',
      'ana',
      '--role',
      'analyst',
      '--scope',
      'bank-emea',
      '--scope',
      '0b9c3f4e-1d2a-4b5c-8d7e-6f5a4b3c2d1e',
      '--oauth-scope',
      'biosec.sessions',
    );
    expect(added.code).toBe(0);
    const created = json(added.lines[0]);
    expect(created.clientId).toBe('appID:vigil:geo:local:clientName:ana');
    expect((await verifyClientSecret(tdb.db, created.clientId as string, created.clientSecret as string)).ok).toBe(
      true,
    );
    expect(await getClient(tdb.db, created.clientId as string)).toMatchObject({
      role: 'analyst',
      gkScopeIds: [scopeId, '0b9c3f4e-1d2a-4b5c-8d7e-6f5a4b3c2d1e'].sort(),
      oauthScopes: ['biosec.sessions'],
    });
    const svc = await run(
      'clients',
      'add',
      '--name',
      'ivr',
      '--role',
      'service',
      '--scope',
      scopeId,
      '--app',
      'vigil',
      '--geo',
      'eu',
    );
    expect(json(svc.lines[0]).clientId).toBe('appID:vigil:geo:eu:clientName:ivr');

    const listed = await run('clients', 'list');
    expect(listed.lines.map((l) => json(l).clientId)).toEqual([
      'appID:vigil:geo:eu:clientName:ivr',
      'appID:vigil:geo:local:clientName:ana',
    ]);
    expect(listed.lines.join('\n')).not.toContain(created.clientSecret as string);
    expect(listed.lines.join('\n')).not.toMatch(/secret/i);

    const rotated = await run('clients', 'rotate', created.clientId as string);
    expect(rotated.code).toBe(0);
    expect(
      (await verifyClientSecret(tdb.db, created.clientId as string, json(rotated.lines[0]).clientSecret as string)).ok,
    ).toBe(true);
    expect((await verifyClientSecret(tdb.db, created.clientId as string, created.clientSecret as string)).ok).toBe(
      false,
    );

    expect((await run('clients', 'remove', created.clientId as string)).code).toBe(0);
    expect((await listClients(tdb.db)).map((c) => c.clientId)).toEqual(['appID:vigil:geo:eu:clientName:ivr']);
  });

  it('refuses bad flags and bad values with a clear message and a non-zero exit code', async () => {
    const cases: [string[], number, RegExp][] = [
      [
        ['clients', 'add', '--name', 'x', '--role', 'root', '--scope', 'bank-emea'],
        2,
        /--role must be one of analyst, admin, support, service/,
      ],
      [['clients', 'add', '--name', 'x', '--role', 'admin'], 2, /at least one --scope/],
      [['clients', 'add', '--name', 'x', '--role', 'admin', '--scope', 'nowhere'], 2, /unknown scope "nowhere"/],
      [
        ['clients', 'add', '--name', 'x', '--role', 'admin', '--scope', 'bank-emea', '--colour', 'red'],
        2,
        /Unknown option '--colour'/,
      ],
      [['clients', 'add', '--name', 'a:b', '--role', 'admin', '--scope', 'bank-emea'], 1, /name: name must be/],
      [
        ['clients', 'add', '--name', 'ivr', '--role', 'admin', '--scope', 'bank-emea', '--geo', 'eu'],
        1,
        /already exists/,
      ],
      [['clients', 'remove'], 2, /exactly one client ID/],
      [['clients', 'remove', 'appID:vigil:geo:local:clientName:ghost'], 1, /does not exist/],
      [['clients', 'remove', 'appID:vigil:geo:eu:clientName:ivr'], 1, /last client of app vigil/],
      [['clients', 'frobnicate'], 2, /unknown command "clients frobnicate"/],
      [['scopes', 'add', 'x', '--id', 'not-a-uuid'], 1, /id: must be a UUID/],
      [
        ['clients', 'add', '--name', 'weak', '--role', 'admin', '--scope', 'bank-emea', '--secret', 'x'.repeat(23)],
        1,
        /client_secret: must be 24-512 characters/,
      ],
      [['keys', 'rotate'], 2, /needs the key-encryption key/],
    ];
    for (const [argv, code, message] of cases) {
      const r = await run(...argv);
      expect({ argv, code: r.code }).toEqual({ argv, code });
      expect(r.lines[0]).toMatch(message);
    }
    expect((await listClients(tdb.db)).map((c) => c.clientId)).toEqual(['appID:vigil:geo:eu:clientName:ivr']);
  });

  it('keys rotate makes a new current signing key and retires the previous one', async () => {
    const kek = resolveKek({ env: { [KEK_ENV]: randomBytes(32).toString('base64') } });
    await ensureSigningKeys(tdb.db, kek);
    const lines: string[] = [];
    expect(await runClientsCommand(['keys', 'rotate'], { db: tdb.db, kek, out: (l) => lines.push(l) })).toBe(0);
    const kid = json(lines[0]).kid as string;
    const rows = await tdb.db.query<{ kid: string; retired: boolean }>(
      'SELECT kid, retired_at IS NOT NULL AS retired FROM signing_keys ORDER BY created_at',
    );
    expect(rows.rows.filter((r) => !r.retired).map((r) => r.kid)).toEqual([kid]);
    expect(rows.rows.filter((r) => r.retired).length).toBeGreaterThanOrEqual(1);
  });
});
