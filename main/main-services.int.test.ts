// The real router against the real reference server (in-process, port 0, demo data): every
// channel main adds, the Embedded profile, saved and imported profiles, token reuse counted at the
// fetch, plain-sentence token errors, and an RPC channel with its audit entry.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../testkit/server.testkit.js';
import { DEMO_SCOPE_ID, type DemoClient } from '../testkit/server.testkit.js';
import type { EventName } from '../shared/ipc/contract.js';
import { defineRpcChannel } from './ipc/define-channel.js';
import { responseTypeOf, toDomain } from './grpc/to-domain.js';
import { SERVICES } from '../shared/rpc/services.js';
import type { MainServices } from './main-services.js';
import { err, ok, startConsoleWithServer, type ConsoleWithServer } from '../testkit/console-harness.testkit.js';

let harness: ConsoleWithServer | undefined;
let server: RunningServer;
let clients: DemoClient[];
let main: MainServices;
const tokenRequests: string[] = [];
let poisonNextToken = false;
const seen: { event: EventName; payload: unknown }[] = [];

/** Counts token requests; can hand out one bogus token to provoke UNAUTHENTICATED. */
const countingFetch = (async (url: string | URL, init?: RequestInit) => {
  tokenRequests.push(String(url));
  if (poisonNextToken) {
    poisonNextToken = false;
    return new Response(JSON.stringify({ access_token: 'not-a-real-token', expires_in: 900, token_type: 'bearer' }), {
      status: 200,
    });
  }
  return fetch(url, init);
}) as typeof fetch;

const client = (role: string) => clients.find((c) => c.role === role)!;

beforeAll(async () => {
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-main-int-', router: { fetch: countingFetch } });
  ({ server, clients, main } = harness);
  main.events.subscribe((event, payload) => seen.push({ event, payload }));
});
afterAll(async () => {
  await harness?.close();
});

describe('main router against the real server', () => {
  it('app.info', async () => {
    expect(ok(await main.invoke('app.info', {}))).toMatchObject({ name: 'Vigil', host: 'browser' });
  });

  it('the Embedded profile tests as the demo admin, and reuses its token', async () => {
    const before = tokenRequests.length;
    const t = ok<{ identity: { role: string; clientId: string; gkScopeIds: string[] }; serving: string }>(
      await main.invoke('connections.test', {}),
    );
    expect(t.serving).toBe('SERVING');
    expect(t.identity).toMatchObject({
      role: 'admin',
      clientId: client('admin').clientId,
      gkScopeIds: [DEMO_SCOPE_ID],
    });
    ok(await main.invoke('connections.test', { id: 'embedded' }));
    ok(await main.invoke('connections.test', { id: 'embedded' }));
    expect(tokenRequests.length - before).toBe(1);
    expect(ok(await main.invoke('connections.current', {}))).toMatchObject({
      profile: { id: 'embedded', builtIn: true, hasSecret: true },
      scopeId: DEMO_SCOPE_ID,
    });
  });

  it('embedded.setRole switches the demo client; embedded.status and events say so', async () => {
    expect(ok(await main.invoke('embedded.setRole', { role: 'analyst' }))).toMatchObject({
      state: 'running',
      role: 'analyst',
    });
    expect(ok(await main.invoke('embedded.status', {}))).toMatchObject({
      role: 'analyst',
      grpcAddress: server.grpcAddress,
    });
    const t = ok<{ identity: { role: string } }>(await main.invoke('connections.test', {}));
    expect(t.identity.role).toBe('analyst');
    expect(seen.map((s) => s.event)).toEqual(expect.arrayContaining(['embedded.state', 'connections.changed']));
    ok(await main.invoke('embedded.setRole', { role: 'admin' }));
  });

  it('a saved profile with the right secret tests as its client; a wrong secret gives a plain sentence', async () => {
    const support = client('support');
    const draft = {
      name: 'Local support',
      endpoint: server.grpcAddress,
      tls: false,
      tokenUrl: server.tokenUrl,
      clientId: support.clientId,
      scopes: [],
      defaultScopeId: DEMO_SCOPE_ID,
    };
    const saved = ok<{ id: string; hasSecret: boolean }>(
      await main.invoke('connections.save', { profile: draft, secret: support.clientSecret }),
    );
    expect(saved.hasSecret).toBe(true);
    expect(ok(await main.invoke('connections.get', { id: saved.id }))).toMatchObject({
      name: 'Local support',
      builtIn: false,
    });
    expect(ok<{ profiles: unknown[] }>(await main.invoke('connections.list', {})).profiles).toHaveLength(2);
    expect(ok(await main.invoke('connections.select', { id: saved.id }))).toEqual({ currentId: saved.id });
    expect(ok<{ identity: { role: string } }>(await main.invoke('connections.test', {})).identity.role).toBe('support');

    ok(await main.invoke('connections.save', { profile: { ...draft, id: saved.id }, secret: 'definitely-wrong' }));
    expect(err(await main.invoke('connections.test', { id: saved.id }))).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: `The client ID or secret is wrong: the token service does not accept client ${support.clientId} with this secret. Check both in the connection settings.`,
    });
    expect(ok(await main.invoke('connections.remove', { id: saved.id }))).toEqual({
      removed: true,
      currentId: 'embedded',
    });
  });

  it('imports a credentials file and uses it; refused scopes and dead token services read plainly', async () => {
    const analyst = client('analyst');
    const text = [
      `client_id: ${analyst.clientId}`,
      `client_secret: ${analyst.clientSecret}`,
      `oauth_server_url: ${server.tokenUrl}`,
      'oauth_scopes: biosec.sessions biosec.voiceprint',
      `endpoint: ${server.grpcAddress}`,
      `gk_scope_id: ${DEMO_SCOPE_ID}`,
    ].join('\n');
    const imported = ok<{ profile: { id: string; tls: boolean; scopes: string[] }; missing: string[] }>(
      await main.invoke('connections.import', { text, name: 'Imported analyst' }),
    );
    expect(imported.missing).toEqual([]);
    expect(imported.profile).toMatchObject({ tls: false, scopes: ['biosec.sessions', 'biosec.voiceprint'] });
    const t = ok<{ identity: { role: string; oauthScopes: string[] } }>(
      await main.invoke('connections.test', { id: imported.profile.id }),
    );
    expect(t.identity).toMatchObject({ role: 'analyst', oauthScopes: ['biosec.sessions', 'biosec.voiceprint'] });

    const scoped = ok<{ id: string }>(
      await main.invoke('connections.save', {
        profile: {
          name: 'Too much',
          endpoint: server.grpcAddress,
          tls: false,
          tokenUrl: server.tokenUrl,
          clientId: analyst.clientId,
          scopes: ['biosec.sessions', 'root.everything'],
        },
        secret: analyst.clientSecret,
      }),
    );
    expect(err(await main.invoke('connections.test', { id: scoped.id }))).toMatchObject({
      code: 'PERMISSION_DENIED',
      message:
        "The client may not use scope root.everything. Remove it from the connection's scopes or ask for it to be granted.",
    });

    const deadPort = await freePort();
    const dead = ok<{ id: string }>(
      await main.invoke('connections.save', {
        profile: {
          name: 'Dead',
          endpoint: server.grpcAddress,
          tls: false,
          tokenUrl: `http://127.0.0.1:${deadPort}/oauth2/token`,
          clientId: analyst.clientId,
          scopes: [],
        },
        secret: 'x',
      }),
    );
    expect(err(await main.invoke('connections.test', { id: dead.id }))).toMatchObject({
      code: 'UNAVAILABLE',
      message: `The token service at http://127.0.0.1:${deadPort}/oauth2/token cannot be reached (connection refused). Check the token URL and that the service is running.`,
    });
  });

  it('a stored secret never reaches a token URL it was not given for (issue #13)', async () => {
    // Another token service on this machine, which only records what it is sent.
    const received: string[] = [];
    const other = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push(`${req.headers.authorization ?? ''} ${body}`);
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"invalid_client"}');
      });
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    try {
      const support = client('support');
      const draft = {
        name: 'Moving',
        endpoint: server.grpcAddress,
        tls: false,
        tokenUrl: server.tokenUrl,
        clientId: support.clientId,
        scopes: [],
      };
      const saved = ok<{ id: string }>(
        await main.invoke('connections.save', { profile: draft, secret: support.clientSecret }),
      );
      expect(ok<{ serving: string }>(await main.invoke('connections.test', { id: saved.id })).serving).toBe('SERVING');
      const moved = {
        ...draft,
        id: saved.id,
        tokenUrl: `http://127.0.0.1:${(other.address() as net.AddressInfo).port}/oauth2/token`,
      };
      expect(err(await main.invoke('connections.save', { profile: moved }))).toMatchObject({
        code: 'INVALID_ARGUMENT',
        fieldViolations: [{ field: 'secret', message: expect.stringMatching(/^enter the client secret again/) }],
      });
      // Still pointing at the real service; testing it sends nothing to the other one.
      ok(await main.invoke('connections.test', { id: saved.id }));
      expect(received).toEqual([]);
      // With a new secret the profile moves, and only that secret is sent there.
      ok(await main.invoke('connections.save', { profile: moved, secret: 'the-new-secret' }));
      err(await main.invoke('connections.test', { id: saved.id }));
      expect(received).toHaveLength(1);
      const basic = (secret: string) =>
        Buffer.from(`${encodeURIComponent(support.clientId)}:${encodeURIComponent(secret)}`).toString('base64');
      expect(received[0]).toContain(`Basic ${basic('the-new-secret')}`);
      expect(received[0]).not.toContain(basic(support.clientSecret));
      ok(await main.invoke('connections.remove', { id: saved.id }));
    } finally {
      await new Promise<void>((r) => other.close(() => r()));
    }
  });

  it('secrets.status and secrets.usePassphrase', async () => {
    expect(ok(await main.invoke('secrets.status', {}))).toMatchObject({ mode: 'session', persistent: false });
    expect(ok(await main.invoke('secrets.usePassphrase', { passphrase: 'integration passphrase' }))).toMatchObject({
      mode: 'passphrase',
      persistent: true,
    });
  });

  it('an RPC channel: token retry on UNAUTHENTICATED, domain objects, violations as data, audit entries', async () => {
    // An audited channel of the contract, bound here to StartSession (called directly, past the router).
    const start = defineRpcChannel({ channel: 'callerid.deleteRule', service: 'sessions', method: 'StartSession' })({
      toRequest: (req, at) => ({ context: { gk_scope_id: { value: at.scopeId } }, ...(req as object) }),
      toResponse: (res) => toDomain(responseTypeOf(SERVICES.sessions, 'StartSession'), res) as never,
    }).bind(main.context);
    const signal = new AbortController().signal;

    // A bogus token first: the server says UNAUTHENTICATED, the client refreshes once and succeeds.
    ok(await main.invoke('connections.select', { id: 'embedded' }));
    main.context.connections.context('embedded').tokens.invalidate();
    poisonNextToken = true;
    const before = tokenRequests.length;
    const res = (await start({ session_type: 'SESSION_TYPE_IVR' } as never, { signal })) as unknown as {
      gkSessionId: string;
      gkEngagementId: string;
      status: { statusCode: string };
    };
    expect(tokenRequests.length - before).toBe(2);
    expect(res.gkSessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.status.statusCode).toBe('OK');

    const failed = await start({} as never, { signal }).catch((e: { error: unknown }) => e.error);
    expect(failed).toMatchObject({
      code: 'INVALID_ARGUMENT',
      // The server's path in the request's terms (camelCase).
      fieldViolations: [expect.objectContaining({ field: 'sessionType', violation: 'MANDATORY_FIELD_MISSING' })],
    });

    const entries = ok<{
      entries: {
        action: string;
        result: string;
        profileId: string;
        clientId: string;
        scopeId: string;
        osUser: string;
      }[];
    }>(await main.invoke('audit.list', { action: 'callerid.deleteRule' })).entries;
    expect(entries.map((e) => e.result)).toEqual(['INVALID_ARGUMENT', 'ok']);
    expect(entries[0]).toMatchObject({
      profileId: 'embedded',
      clientId: client('admin').clientId,
      scopeId: DEMO_SCOPE_ID,
      osUser: 'tester',
    });

    const csv = ok<{ csv: string; count: number; filename: string }>(
      await main.invoke('audit.exportCsv', { action: 'callerid.deleteRule' }),
    );
    expect(csv.count).toBe(2);
    expect(csv.csv.split('\r\n')[0]).toBe(
      'at,osUser,profileId,profileName,clientId,scopeId,action,target,result,detail,reason,refs',
    );
    expect(csv.filename).toMatch(/^vigil-audit-.*\.csv$/);
    const all = ok<{ entries: { action: string }[] }>(await main.invoke('audit.list', {})).entries.map((e) => e.action);
    expect(all).toEqual(
      expect.arrayContaining(['connections.save', 'connections.remove', 'connections.import', 'secrets.usePassphrase']),
    );
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}
