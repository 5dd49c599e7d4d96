// Integration-test harness: a real server on port 0 (gRPC and HTTP), a scope and a second scope,
// clients per role with real tokens from the real token endpoint, and small helpers to call over
// gRPC and HTTP. Each call returns what a client would see on the wire.
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';
import { startServer, type RunningServer } from '../server/app.js';
import { createClient, createScope } from '../server/auth/clients.js';
import { loadProtos } from '../wire/protos.js';
import { STATUS_DETAILS_KEY, decodeRichStatus } from '../wire/rich-status.js';
import type { Role } from '../server/rpc/types.js';
import type { Clock } from '../wire/clock.js';
import { silentLogger } from '../server/util/log.js';
import { openTestDb, type DbKind } from './db-kinds.testkit.js';
import type { Db } from '../server/db/types.js';

export interface TestServer {
  server: RunningServer;
  db: Db;
  grpcAddress: string;
  httpUrl: string;
  tokenUrl: string;
  scopeId: string;
  otherScopeId: string;
  /** A fresh client of that role (in scopeId unless told otherwise) and a token for it. */
  token(role: Role, opts?: { scopeIds?: string[]; oauthScopes?: string[] }): Promise<string>;
  credentials(role: Role, opts?: { scopeIds?: string[] }): Promise<{ clientId: string; clientSecret: string }>;
  /** Unary gRPC call; rejects with the grpc ServiceError (see `grpcStatus` to read its nuance.rpc.Status). */
  call<T = Record<string, unknown>>(
    service: string,
    method: string,
    request: object,
    token?: string,
    opts?: { deadlineMs?: number },
  ): Promise<T>;
  http(
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; query?: Record<string, string | string[]>; rawBody?: string },
  ): Promise<{ status: number; json: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startTestServer(
  kind: DbKind,
  opts: { clock?: Clock; dataDir?: string; maxUploadBytes?: number; transcribe?: boolean } = {},
): Promise<TestServer> {
  const testDb = await openTestDb(kind);
  let server: RunningServer | undefined;
  let scope: { id: string };
  let other: { id: string };
  try {
    server = await startServer({
      db: testDb.db,
      log: silentLogger,
      grpcPort: 0,
      httpPort: 0,
      ...(opts.clock ? { clock: opts.clock } : {}),
      ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
      ...(opts.maxUploadBytes ? { maxUploadBytes: opts.maxUploadBytes } : {}),
      // Background transcription spawns a decoder per uploaded channel: only for tests that ask.
      transcribe: opts.transcribe ?? false,
    });
    scope = await createScope(testDb.db, { name: `test-${randomUUID().slice(0, 8)}` });
    other = await createScope(testDb.db, { name: `other-${randomUUID().slice(0, 8)}` });
  } catch (err) {
    // A start that fails leaves no server or database behind (the caller has nothing to close).
    await server?.stop(1_000).catch(() => undefined);
    await testDb.close().catch(() => undefined);
    throw err;
  }
  const protos = loadProtos();
  const clients = new Map<string, grpc.Client>();
  const clientFor = (service: string): grpc.Client => {
    let c = clients.get(service);
    if (!c) {
      const def = protos.packageDefinition[service] as unknown as ServiceDefinition;
      if (!def) throw new Error(`no service ${service}`);
      const Ctor = grpc.makeGenericClientConstructor(def, service);
      c = new Ctor(server.grpcAddress, grpc.credentials.createInsecure());
      clients.set(service, c);
    }
    return c;
  };

  const credentials = async (role: Role, o: { scopeIds?: string[]; oauthScopes?: string[] } = {}) =>
    createClient(testDb.db, {
      role,
      gkScopeIds: o.scopeIds ?? [scope.id],
      name: `${role}-${randomUUID().slice(0, 8)}`,
      ...(o.oauthScopes ? { oauthScopes: o.oauthScopes } : {}),
    });

  return {
    server,
    db: testDb.db,
    grpcAddress: server.grpcAddress,
    httpUrl: server.httpUrl,
    tokenUrl: server.tokenUrl,
    scopeId: scope.id,
    otherScopeId: other.id,
    credentials,
    async token(role, o = {}) {
      const c = await credentials(role, o);
      return clientCredentialsToken(server.tokenUrl, c.clientId, c.clientSecret);
    },
    call(service, method, request, token, o = {}) {
      const client = clientFor(service) as unknown as Record<
        string,
        (
          req: object,
          md: grpc.Metadata,
          options: grpc.CallOptions,
          cb: (err: grpc.ServiceError | null, res: unknown) => void,
        ) => void
      >;
      const fn = client[method];
      if (!fn) return Promise.reject(new Error(`no method ${service}.${method}`));
      const md = new grpc.Metadata();
      if (token) md.set('authorization', `Bearer ${token}`);
      return new Promise((resolve, reject) =>
        fn.call(client, request, md, { deadline: Date.now() + (o.deadlineMs ?? 15_000) }, (err, res) =>
          err ? reject(err) : resolve(res as never),
        ),
      );
    },
    async http(method, path, o = {}) {
      const url = new URL(path, server.httpUrl);
      for (const [k, v] of Object.entries(o.query ?? {})) for (const one of [v].flat()) url.searchParams.append(k, one);
      const headers: Record<string, string> = {};
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      let body: string | undefined;
      if (o.rawBody !== undefined) body = o.rawBody;
      else if (o.body !== undefined) body = JSON.stringify(o.body);
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) });
      const text = await res.text();
      let json: Record<string, unknown> = {};
      try {
        json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        json = { raw: text };
      }
      return { status: res.status, json };
    },
    async close() {
      for (const c of clients.values()) c.close();
      await server.stop(2_000);
      await testDb.close();
    },
  };
}

/** Reads the nuance.rpc.Status carried by a gRPC error (field violations included). */
export function grpcStatus(err: unknown): { code: number; message: string; status?: Record<string, unknown> } {
  const e = err as grpc.ServiceError;
  const raw = e.metadata?.get(STATUS_DETAILS_KEY)[0];
  if (!raw || typeof raw === 'string') return { code: e.code, message: e.details };
  const rich = decodeRichStatus(raw);
  if (!rich.nuanceStatus) return { code: e.code, message: e.details };
  const T = loadProtos().root.lookupType('nuance.rpc.Status');
  const status = T.toObject(T.decode(rich.nuanceStatus), { enums: String, longs: String }) as Record<string, unknown>;
  return { code: e.code, message: e.details, status };
}

export type { DbKind };

/** A token for a client from the token endpoint (client_credentials, HTTP Basic); fails with the answer otherwise. */
export async function clientCredentialsToken(
  tokenUrl: string,
  clientId: string,
  clientSecret: string,
): Promise<string> {
  const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64');
  const res = await fetch(tokenUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  const body = (await res.json()) as { access_token?: string; error?: string };
  if (res.status !== 200 || !body.access_token)
    throw new Error(`token request failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access_token;
}
