// Hostile input over both real transports of a real server (security review, issue #13): string
// limits from one table at the dispatch edge, NUL characters, undecodable protobuf, deep JSON,
// authentication before the HTTP body is read, and int64 precision through JSON (issue #16).
import http from 'node:http';
import http2 from 'node:http2';
import * as grpc from '@grpc/grpc-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../../testkit/db-kinds.testkit.js';
import { grpcStatus, startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { ctx, failed, ok, wireCaller, type Transport } from '../sessions/sessions-wire.testkit.js';
import { MAX_JSON_DEPTH } from '../json/json-text.js';

const BROWSE = 'vigil.v1.Browse';

describe.each(dbKinds())('input limits on %s', (kind) => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    token = await server.token('admin');
  });
  afterAll(() => server.close());

  describe.each<Transport>(['grpc', 'http'])('over %s', (transport) => {
    const rpc = (method: string, req: Record<string, unknown>) => wireCaller(server, transport)(method, req, token);

    it('refuses an oversized string naming the field and the limit, and stores nothing', async () => {
      const o = failed(
        await rpc('StartSession', {
          context: ctx(server.scopeId),
          session_type: 'SESSION_TYPE_IVR',
          details: { ani: '1'.repeat(100_000), business_type: 'b'.repeat(65) },
        }),
      );
      expect(o.nuance).toBe('BAD_REQUEST');
      expect(o.violations).toEqual(
        expect.arrayContaining([
          { field: 'details.ani', violation: 'TOO_LONG' },
          { field: 'details.business_type', violation: 'TOO_LONG' },
        ]),
      );
      expect(o.message).toContain('at most 64 characters');
      const stored = await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM sessions WHERE scope_id = $1',
        [server.scopeId],
      );
      expect(stored.rows[0]?.n).toBe(0);
    });

    it('limits map keys, values and entries (custom_data)', async () => {
      const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 'v']));
      const o = failed(await rpc('StartEngagement', { context: ctx(server.scopeId), details: { custom_data: many } }));
      expect(o.violations).toEqual([{ field: 'details.custom_data', violation: 'TOO_LONG' }]);
      const big = failed(
        await rpc('StartEngagement', {
          context: ctx(server.scopeId),
          details: { custom_data: { k: 'v'.repeat(4097) } },
        }),
      );
      expect(big.violations).toEqual([{ field: 'details.custom_data.k', violation: 'TOO_LONG' }]);
    });

    it('refuses a NUL character in a string (PostgreSQL text cannot hold one)', async () => {
      const o = failed(
        await rpc('StartEngagement', {
          context: ctx(server.scopeId),
          details: { engagement_id: 'a\u0000b' },
        }),
      );
      expect(o.violations).toEqual([{ field: 'details.engagement_id', violation: 'INVALID_FORMAT' }]);
      expect(o.message).toContain('NUL');
    });
  });

  it('refuses a NUL in a list filter with 400 / INVALID_ARGUMENT, not a 5xx', async () => {
    const res = await server.http('GET', '/vigil/v1/browse/voiceprint-profiles', {
      token,
      query: { 'context.gk_scope_id.value': server.scopeId, tag: 'a\u0000b', owner_external_id_prefix: 'x\u0000' },
    });
    expect(res.status).toBe(400);
    const fields = (res.json.status as { fieldViolations: { field: string }[] }).fieldViolations.map((v) => v.field);
    expect(fields).toEqual(['owner_external_id_prefix', 'tag']);
    const err = await server
      .call(BROWSE, 'ListVoiceprintProfiles', { context: ctx(server.scopeId), tag: '\u0000' }, token)
      .then(() => undefined, grpcStatus);
    expect(err?.code).toBe(grpc.status.INVALID_ARGUMENT);
  });

  it('answers undecodable protobuf with INVALID_ARGUMENT, after authentication', async () => {
    const client = new grpc.Client(server.grpcAddress, grpc.credentials.createInsecure());
    const raw = (bytes: Buffer, withToken: boolean) =>
      new Promise<grpc.ServiceError | undefined>((resolve) => {
        const md = new grpc.Metadata();
        if (withToken) md.set('authorization', `Bearer ${token}`);
        client.makeUnaryRequest(
          `/${BROWSE}/ListSessions`,
          (b: Buffer) => b,
          (b: Buffer) => b,
          bytes,
          md,
          { deadline: Date.now() + 10_000 },
          (err) => resolve(err ?? undefined),
        );
      });
    try {
      // Field 1 with wire type 7 (no such type); a length prefix running past the end; a varint of 11 bytes.
      for (const bytes of [Buffer.from([0x0f]), Buffer.from([0x0a, 0x7f, 0x01]), Buffer.alloc(11, 0xff)]) {
        const err = await raw(bytes, true);
        expect(err?.code, bytes.toString('hex')).toBe(grpc.status.INVALID_ARGUMENT);
        expect(grpcStatus(err).status).toMatchObject({ field_violations: [{ field: 'request' }] });
        expect((await raw(bytes, false))?.code).toBe(grpc.status.UNAUTHENTICATED);
      }
    } finally {
      client.close();
    }
  });

  it('refuses JSON nested 100k deep with 400 naming the problem', async () => {
    const deep = `{"context":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const res = await server.http('PUT', '/v1/engagements/start', { token, rawBody: deep });
    expect(res.status).toBe(400);
    const st = res.json.status as { fieldViolations: { field: string; message: string }[] };
    expect(st.fieldViolations).toEqual([
      expect.objectContaining({ field: 'body', message: `nests deeper than ${MAX_JSON_DEPTH} levels` }),
    ]);
  });

  it('keeps an int64 sent as a JSON number exact through storage (9007199254740993)', async () => {
    const started = await server.http('PUT', '/v1/engagements/start', {
      token,
      body: { context: { gkScopeId: { value: server.scopeId } } },
    });
    expect(started.status).toBe(200);
    const engagementId = (started.json.gkEngagementId as { value: string }).value;
    const context = `{"gkScopeId":{"value":"${server.scopeId}"},"gkEngagementId":{"value":"${engagementId}"}}`;
    const set = await server.http('PUT', '/v1/engagements/verdict', {
      token,
      rawBody: `{"context":${context},"verdict":"ENGAGEMENT_VERDICT_FRAUD","amount":9007199254740993}`,
    });
    expect(set.status, JSON.stringify(set.json)).toBe(200);
    const viaGrpc = ok(
      await wireCaller(server, 'grpc')(
        'GetEngagementDetails',
        { context: ctx(server.scopeId, { engagementId }) },
        token,
      ),
    );
    expect((viaGrpc.details as { verdict_info: { amount: string } }).verdict_info.amount).toBe('9007199254740993');
    const viaHttp = await server.http('GET', '/v1/engagements/details', {
      token,
      query: { 'context.gk_scope_id.value': server.scopeId, 'context.gk_engagement_id.value': engagementId },
    });
    expect((viaHttp.json.details as { verdictInfo: { amount: unknown } }).verdictInfo.amount).toBe('9007199254740993');
  });

  it('answers 401 before reading the body of an unauthenticated call', { timeout: 15_000 }, async () => {
    const url = new URL('/v1/engagements/start', server.httpUrl);
    // The body is announced as 7 MiB but only 1 KiB is ever sent: reading it first would hang.
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(url, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', 'content-length': String(7 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write(' '.repeat(1024));
    });
    expect(status).toBe(401);
  });

  it('keeps the connection of a refused call with a small body, so the client is never reset', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const url = new URL('/v1/engagements/start', server.httpUrl);
    const put = (auth: string | undefined) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const body = JSON.stringify({ context: { gkScopeId: { value: server.scopeId } }, pad: 'x'.repeat(20_000) });
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        };
        if (auth) headers.authorization = auth;
        const req = http.request(url, { method: 'PUT', headers, agent });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on('error', reject);
        // Headers first, the body a moment later: the server decides before the body is there.
        req.flushHeaders();
        setImmediate(() => req.end(body));
      });
    try {
      expect(await put(undefined)).toEqual({ status: 401, reused: false });
      expect(await put('Bearer not-a-token')).toEqual({ status: 401, reused: true });
    } finally {
      agent.destroy();
    }
  });

  it('answers UNAUTHENTICATED over gRPC before reading the message', { timeout: 15_000 }, async () => {
    const session = http2.connect(`http://${server.grpcAddress}`);
    session.on('error', () => {});
    try {
      const code = await new Promise<string>((resolve, reject) => {
        const req = session.request({
          ':method': 'POST',
          ':path': `/${BROWSE}/ListSessions`,
          'content-type': 'application/grpc',
          te: 'trailers',
        });
        // A message announced as 10 MiB of which 1 KiB is ever sent: reading it first would hang.
        const prefix = Buffer.alloc(5);
        prefix.writeUInt32BE(10 * 1024 * 1024, 1);
        req.write(Buffer.concat([prefix, Buffer.alloc(1024)]));
        const done = (h: http2.IncomingHttpHeaders) => h['grpc-status'] && resolve(String(h['grpc-status']));
        req.on('response', done);
        req.on('trailers', done);
        req.on('error', reject);
      });
      expect(Number(code)).toBe(grpc.status.UNAUTHENTICATED);
    } finally {
      session.destroy();
    }
  });
});
