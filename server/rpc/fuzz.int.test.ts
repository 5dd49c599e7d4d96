// Seeded fuzzing of every RPC the server registers, over both transports of a real server: the
// protobuf encoding of a plausible request mutated at the byte level over gRPC, and its proto3
// JSON mutated (values, text, path and query) over HTTP. No case may get INTERNAL, UNKNOWN or an
// HTTP 5xx, or take the server down; afterwards the health check and a valid call still work.
//
//   VIGIL_FUZZ_CASES=100000 VIGIL_FUZZ_SEED=1234 npx vitest run server/rpc/fuzz.int.test.ts
//
// The seed is printed with every finding, so a failure replays exactly.
import http from 'node:http';
import * as grpc from '@grpc/grpc-js';
import type protobuf from 'protobufjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRoutes } from '../http/routes.js';
import { toJson } from '../json/to-json.js';
import { loadProtos } from '../../wire/protos.js';
import { policyFor } from '../../shared/rpc/policy.js';
import type { Role } from './types.js';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { silentLogger } from '../util/log.js';
import { Rng, genMessage, mutateBytes, type KnownIds } from '../../testkit/fuzz-protobuf.testkit.js';
import { jsonText, mutateJson, queryString, routePath } from '../../testkit/fuzz-json.testkit.js';
import { healthDefinition } from '../../wire/health.js';

const CASES = Number(process.env.VIGIL_FUZZ_CASES ?? 3000);
const SEED = Number(process.env.VIGIL_FUZZ_SEED ?? 20261123);
const CONCURRENCY = 8;
const BAD_GRPC = new Set([grpc.status.INTERNAL, grpc.status.UNKNOWN, grpc.status.DATA_LOSS, grpc.status.UNAVAILABLE]);

interface Finding {
  transport: 'grpc' | 'http';
  rpc: string;
  how: string;
  outcome: string;
}

describe('fuzzing every RPC over both transports', () => {
  let server: TestServer;
  const tokens = {} as Record<Role, string>;
  let ids: KnownIds;
  const protos = loadProtos();
  const methods = protos.services.flatMap((service) =>
    protos.root
      .lookupService(service)
      .methodsArray.filter((m) => !m.requestStream && !m.responseStream)
      .map((m) => {
        m.resolve();
        return { service, method: m.name, type: m.resolvedRequestType as protobuf.Type };
      }),
  );
  const routes = buildRoutes(protos, silentLogger);

  beforeAll(async () => {
    server = await startTestServer('pglite');
    for (const role of ['analyst', 'admin', 'support', 'service'] as const) tokens[role] = await server.token(role);
    const started = await server.call<{ gk_session_id: { value: string }; gk_engagement_id: { value: string } }>(
      'nuance.biosec.v1.sessions.SessionsManager',
      'StartSession',
      { context: { gk_scope_id: { value: server.scopeId } }, session_type: 'SESSION_TYPE_IVR' },
      tokens.service,
    );
    ids = {
      scopeId: server.scopeId,
      sessionId: started.gk_session_id.value,
      engagementId: started.gk_engagement_id.value,
      others: [server.otherScopeId],
    };
  });
  afterAll(() => server?.close());

  const tokenFor = (service: string, method: string, rng: Rng): string | undefined => {
    if (rng.chance(0.02)) return undefined;
    const roles = policyFor(service, method)?.roles ?? ['admin'];
    return tokens[rng.pick(roles)];
  };

  it(`survives ${CASES} mutated requests (seed ${SEED})`, { timeout: Math.max(120_000, CASES * 100) }, async () => {
    const findings: Finding[] = [];
    const client = new grpc.Client(server.grpcAddress, grpc.credentials.createInsecure(), {
      'grpc.max_send_message_length': 64 * 1024 * 1024,
    });
    // The RPCs the server registers: every method of the loaded protos that does not answer
    // UNIMPLEMENTED (it says so before authenticating). Only those are fuzzed.
    const served: typeof methods = [];
    for (const m of methods) {
      const code = await new Promise<number>((resolve) =>
        client.makeUnaryRequest(
          `/${m.service}/${m.method}`,
          (b: Buffer) => b,
          (b: Buffer) => b,
          Buffer.alloc(0),
          new grpc.Metadata(),
          { deadline: Date.now() + 10_000 },
          (e) => resolve(e?.code ?? grpc.status.OK),
        ),
      );
      if (code !== grpc.status.UNIMPLEMENTED) served.push(m);
    }
    const servedRoutes = routes.filter((r) => served.some((m) => m.service === r.service && m.method === r.method));
    console.log(`[fuzz] ${served.length} of ${methods.length} RPCs served, ${servedRoutes.length} HTTP routes`);
    expect(served.length).toBeGreaterThan(50);
    expect(servedRoutes.length).toBeGreaterThan(50);
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const started = Date.now();
    const counts = { grpc: 0, http: 0 };
    const outcomes = new Map<string, number>();
    const tally = (k: string) => outcomes.set(k, (outcomes.get(k) ?? 0) + 1);

    const grpcCase = async (rng: Rng) => {
      const m = rng.pick(served);
      const valid = m.type.encode(m.type.fromObject(genMessage(m.type, { rng, ids }))).finish();
      const { bytes, how } = rng.chance(0.3)
        ? { bytes: Buffer.from(valid), how: 'well-formed' }
        : mutateBytes(valid, m.type, rng);
      const md = new grpc.Metadata();
      const token = tokenFor(m.service, m.method, rng);
      if (token) md.set('authorization', `Bearer ${token}`);
      const err = await new Promise<grpc.ServiceError | null>((resolve) =>
        client.makeUnaryRequest(
          `/${m.service}/${m.method}`,
          (b: Buffer) => b,
          (b: Buffer) => b,
          bytes,
          md,
          { deadline: Date.now() + 30_000 },
          (e) => resolve(e),
        ),
      );
      counts.grpc++;
      tally(`grpc ${err ? grpc.status[err.code] : 'OK'}`);
      if (err && (BAD_GRPC.has(err.code) || err.code === grpc.status.DEADLINE_EXCEEDED))
        findings.push({
          transport: 'grpc',
          rpc: `${m.service}/${m.method}`,
          how,
          outcome: `${grpc.status[err.code]}: ${err.details}`,
        });
    };

    const httpCase = async (rng: Rng) => {
      const route = rng.pick(servedRoutes);
      const type = route.requestType;
      const valid = toJson(type, type.decode(type.encode(type.fromObject(genMessage(type, { rng, ids }))).finish()));
      const mutated = rng.chance(0.3) ? { value: valid, how: 'well-formed' } : mutateJson(valid, rng);
      const { path, how: pathHow } = routePath(route, valid, rng);
      let body: string | undefined;
      let how = mutated.how + pathHow;
      let url = path;
      if (route.body) {
        const sub =
          route.body === '*' ? mutated.value : (mutated.value as Record<string, unknown>)?.[camel(route.body)];
        const t = jsonText({ value: sub ?? {}, how }, rng);
        body = t.text;
        how = t.how;
      } else {
        url += queryString(mutated.value, rng);
      }
      const token = tokenFor(route.service, route.method, rng);
      const { status, text } = await send(agent, server.httpUrl, route.verb, url, body, token);
      counts.http++;
      tally(`http ${status}`);
      if (status >= 500 || status === 0)
        findings.push({
          transport: 'http',
          rpc: `${route.verb} ${route.template.source}`,
          how: `${how} url=${url.slice(0, 120)}`,
          outcome: `${status} ${text.slice(0, 300)}`,
        });
    };

    // Each case draws from its own generator seeded from (SEED, case number): any case replays alone.
    let next = 0;
    const worker = async () => {
      while (next < CASES) {
        const n = next++;
        const rng = new Rng((SEED * 2654435761 + n) >>> 0);
        await (n % 2 === 0 ? grpcCase(rng) : httpCase(rng));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `[fuzz] seed ${SEED}: ${counts.grpc} gRPC + ${counts.http} HTTP cases in ${seconds} s, ${findings.length} findings`,
    );
    console.log(
      `[fuzz] outcomes: ${[...outcomes]
        .sort()
        .map(([k, n]) => `${k} x${n}`)
        .join(', ')}`,
    );

    // Still healthy: the health service says SERVING and a valid call on each transport works.
    const health = await new Promise<{ status: string }>((resolve, reject) =>
      client.makeUnaryRequest(
        healthDefinition.Check!.path,
        healthDefinition.Check!.requestSerialize,
        healthDefinition.Check!.responseDeserialize as (b: Buffer) => { status: string },
        { service: '' },
        new grpc.Metadata(),
        { deadline: Date.now() + 10_000 },
        (e, r) => (e || !r ? reject(e) : resolve(r)),
      ),
    );
    expect(health.status).toBe('SERVING');
    const valid = await server.call<{ gk_engagement_id: { value: string } }>(
      'nuance.biosec.v1.sessions.SessionsManager',
      'StartEngagement',
      { context: { gk_scope_id: { value: server.scopeId } } },
      tokens.service,
    );
    expect(valid.gk_engagement_id.value).toMatch(/^[0-9a-f-]{36}$/);
    const viaHttp = await server.http('PUT', '/v1/engagements/start', {
      token: tokens.service,
      body: { context: { gkScopeId: { value: server.scopeId } } },
    });
    expect(viaHttp.status).toBe(200);
    client.close();
    agent.destroy();

    const unique = new Map<string, Finding>();
    for (const f of findings) unique.set(`${f.transport} ${f.rpc} ${f.outcome.slice(0, 80)}`, f);
    expect([...unique.values()], `fuzz findings with seed ${SEED} (VIGIL_FUZZ_SEED=${SEED})`).toEqual([]);
  });
});

const camel = (s: string) => s.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());

/**
 * One HTTP request on a keep-alive agent. A request that fails on a reused socket before any
 * answer is retried once on a fresh one: the server may close an idle kept-alive socket just as
 * the client reuses it (Node's documented keep-alive race), which is no finding.
 */
async function send(
  agent: http.Agent,
  base: string,
  method: string,
  path: string,
  body: string | undefined,
  token: string | undefined,
): Promise<{ status: number; text: string }> {
  const first = await sendOnce(agent, base, method, path, body, token);
  return first.retry ? sendOnce(undefined, base, method, path, body, token) : first;
}

function sendOnce(
  agent: http.Agent | undefined,
  base: string,
  method: string,
  path: string,
  body: string | undefined,
  token: string | undefined,
): Promise<{ status: number; text: string; retry?: boolean }> {
  return new Promise((resolve) => {
    const url = new URL(base);
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    let req: http.ClientRequest;
    try {
      req = http.request({ host: url.hostname, port: url.port, method, path, headers, agent: agent ?? false });
    } catch (err) {
      // The client library refused the request line itself (not the server's doing).
      resolve({ status: 400, text: String(err) });
      return;
    }
    let answered = false;
    req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (e) => resolve({ status: 0, text: String(e) }));
    });
    req.on('error', (e) => resolve({ status: 0, text: String(e), retry: !!agent && req.reusedSocket && !answered }));
    req.end(body);
  });
}
