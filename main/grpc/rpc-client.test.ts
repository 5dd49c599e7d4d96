// The client layer's rules, against a scripted gRPC server on port 0: bearer token on every call,
// one refresh and retry on UNAUTHENTICATED, backoff retries on UNAVAILABLE for idempotent calls
// only, deadlines, cancellation, and field violations from the rich-status trailer.
import { IpcFailure } from '../errors.js';
import * as grpc from '@grpc/grpc-js';
import type { ServiceDefinition } from '@grpc/grpc-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadProtos } from '../../wire/protos.js';
import { STATUS_DETAILS_KEY, encodeRichStatus } from '../../wire/rich-status.js';
import { TokenManager } from '../tokens/token-manager.js';
import { RpcClient, backoffMs } from './rpc-client.js';
import { SERVICES } from '../../shared/rpc/services.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';

type Script = (call: grpc.ServerUnaryCall<Record<string, unknown>, unknown>, cb: grpc.sendUnaryData<unknown>) => void;
let script: Script;
type StreamScript = (call: grpc.ServerWritableStream<Record<string, unknown>, unknown>) => void;
let streamScript: StreamScript;
const seenAuth: string[] = [];
let server: grpc.Server;
let endpoint: string;

function richError(
  code: grpc.status,
  message: string,
  violations: { field: string; message: string; violation: string }[] = [],
) {
  const T = loadProtos().root.lookupType('nuance.rpc.Status');
  const nuance = T.encode(
    T.fromObject({ status_code: 'BAD_REQUEST', status_message: { message }, field_violations: violations }),
  ).finish();
  const metadata = new grpc.Metadata();
  metadata.set(STATUS_DETAILS_KEY, encodeRichStatus(code, message, nuance));
  return { code, details: message, metadata };
}

beforeAll(async () => {
  server = new grpc.Server();
  const def = loadProtos().packageDefinition[SERVICES.sessions] as unknown as ServiceDefinition;
  server.addService(def, {
    GetSessionDetails: (
      call: grpc.ServerUnaryCall<Record<string, unknown>, unknown>,
      cb: grpc.sendUnaryData<unknown>,
    ) => {
      seenAuth.push(String(call.metadata.get('authorization')[0] ?? ''));
      script(call, cb);
    },
    StartSession: (call: grpc.ServerUnaryCall<Record<string, unknown>, unknown>, cb: grpc.sendUnaryData<unknown>) => {
      seenAuth.push(String(call.metadata.get('authorization')[0] ?? ''));
      script(call, cb);
    },
  });
  server.addService(loadProtos().packageDefinition[SERVICES.decisionReplay] as unknown as ServiceDefinition, {
    ReplayDecisions: (call: grpc.ServerWritableStream<Record<string, unknown>, unknown>) => {
      seenAuth.push(String(call.metadata.get('authorization')[0] ?? ''));
      streamScript(call);
    },
  });
  const port = await new Promise<number>((res, rej) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? rej(e) : res(p))),
  );
  endpoint = `127.0.0.1:${port}`;
});
afterAll(() => server.forceShutdown());
beforeEach(() => {
  seenAuth.length = 0;
});

function setup() {
  let n = 0;
  const fetch = (async () =>
    new Response(JSON.stringify({ access_token: `tok-${++n}`, expires_in: 900 }), {
      status: 200,
    })) as unknown as typeof globalThis.fetch;
  const tokens = new TokenManager({
    tokenUrl: 'http://t.test/token',
    clientId: 'c',
    secret: () => 's',
    scopes: [],
    fetch,
  });
  const waits: number[] = [];
  const client = new RpcClient({
    target: { endpoint, tls: false },
    tokens,
    sleep: async (ms) => void waits.push(ms),
    random: () => 0.5,
  });
  return { client, tokens, waits };
}

async function ipcError(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (err instanceof IpcFailure) return err.error;
    throw err;
  }
  throw new Error('expected an IpcFailure');
}

const GET = { context: { gk_session_id: { value: 's1' } } };

describe('RpcClient.api', () => {
  it('sends the bearer token and returns the response', async () => {
    script = (_call, cb) => cb(null, { status: { status_code: 'OK' }, details: { session_id: 'call-1' } });
    const { client } = setup();
    const res = await client.api.sessions.getSessionDetails(GET);
    expect(res.details?.session_id).toBe('call-1');
    expect(seenAuth).toEqual(['Bearer tok-1']);
    client.close();
  });

  it('on UNAUTHENTICATED refreshes the token once and retries once', async () => {
    script = (call, cb) =>
      call.metadata.get('authorization')[0] === 'Bearer tok-1'
        ? cb(richError(grpc.status.UNAUTHENTICATED, 'token expired'))
        : cb(null, { status: {} });
    const { client, tokens } = setup();
    await client.api.sessions.getSessionDetails(GET);
    expect(seenAuth).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(tokens.requests).toBe(2);

    seenAuth.length = 0;
    script = (_call, cb) => cb(richError(grpc.status.UNAUTHENTICATED, 'the bearer token signature is invalid'));
    const e = await ipcError(client.api.sessions.getSessionDetails(GET));
    expect(e).toMatchObject({ code: 'UNAUTHENTICATED', message: 'the bearer token signature is invalid' });
    expect(seenAuth).toEqual(['Bearer tok-2', 'Bearer tok-3']);
    client.close();
  });

  it('retries UNAVAILABLE with growing waits for idempotent calls only, at most 3 times', async () => {
    script = (_call, cb) => cb({ code: grpc.status.UNAVAILABLE, details: 'overloaded' });
    const { client, waits } = setup();
    const e = await ipcError(client.api.sessions.getSessionDetails(GET, { idempotent: true }));
    expect(e).toMatchObject({ code: 'UNAVAILABLE', retryable: true });
    expect(e.message).toBe(`The server at ${endpoint} cannot be reached (overloaded).`);
    expect(seenAuth).toHaveLength(4);
    expect(waits).toEqual([backoffMs(0, () => 0.5), backoffMs(1, () => 0.5), backoffMs(2, () => 0.5)]);
    expect(waits[0]! < waits[1]! && waits[1]! < waits[2]!).toBe(true);

    seenAuth.length = 0;
    await ipcError(client.api.sessions.startSession({ session_type: 'SESSION_TYPE_IVR' }));
    expect(seenAuth).toHaveLength(1);

    let calls = 0;
    script = (_call, cb) =>
      ++calls < 3 ? cb({ code: grpc.status.UNAVAILABLE, details: 'blip' }) : cb(null, { status: {} });
    await expect(client.api.sessions.getSessionDetails(GET, { idempotent: true })).resolves.toBeDefined();
    expect(calls).toBe(3);
    client.close();
  });

  it('carries the code, message and field violations of the rich status', async () => {
    script = (_call, cb) =>
      cb(
        richError(grpc.status.INVALID_ARGUMENT, 'session_type is required', [
          { field: 'session_type', message: 'is required', violation: 'MANDATORY_FIELD_MISSING' },
        ]),
      );
    const { client } = setup();
    const e = await ipcError(client.api.sessions.startSession({}));
    expect(e).toEqual({
      code: 'INVALID_ARGUMENT',
      message: 'session_type is required',
      fieldViolations: [{ field: 'session_type', message: 'is required', violation: 'MANDATORY_FIELD_MISSING' }],
      retryable: false,
    });
    client.close();
  });

  it('puts a deadline on every call, and cancels when the caller aborts', async () => {
    let cancelled = false;
    let received = 0;
    script = (call) => (received++, call.on('cancelled', () => (cancelled = true)));
    const { client } = setup();
    const late = await ipcError(client.api.sessions.getSessionDetails(GET, { deadlineMs: 100 }));
    expect(late.code).toBe('DEADLINE_EXCEEDED');

    const ac = new AbortController();
    const before = received;
    const pending = client.api.sessions.getSessionDetails(GET, { signal: ac.signal });
    await waitUntil(() => received > before, { what: 'the server to receive the call' });
    ac.abort();
    expect((await ipcError(pending)).code).toBe('CANCELLED');
    await waitUntil(() => cancelled, { what: 'the server to see the call cancelled' });
    client.close();
  });

  it('names unknown services and methods plainly', async () => {
    const { client } = setup();
    // Only reachable by name (`api` offers the generated methods alone): the private by-name call.
    const byName = (service: string, method: string) => client['unary'](service, method, {});
    await expect(byName('nuance.Nope', 'X')).rejects.toThrow('The console knows no service nuance.Nope.');
    await expect(byName(SERVICES.sessions, 'Nope')).rejects.toThrow(/has no method Nope/);
    expect((client.api as unknown as Record<string, unknown>).nope).toBeUndefined();
    expect(client.services()).toContain(SERVICES.voiceprints);
    client.close();
  });
});

describe('RpcClient.serverStream', () => {
  const REQ = { context: { gk_scope_id: { value: 'scope' } }, configset_id: 'desk' };
  const progress = (done: number) => ({ progress: { sessions_done: done, sessions_total: 2 } });

  it('delivers every message in order; UNAUTHENTICATED before the first one refreshes the token and retries', async () => {
    let attempt = 0;
    streamScript = (call) => {
      if (attempt++ === 0) return call.emit('error', { code: grpc.status.UNAUTHENTICATED, details: 'expired' });
      call.write(progress(1));
      call.write(progress(2));
      call.write({ result: { sessions_replayed: 2 } });
      call.end();
    };
    const { client } = setup();
    const got: unknown[] = [];
    await client.serverStream('decisionReplay', 'ReplayDecisions', REQ, { onMessage: (m) => got.push(m) });
    expect(seenAuth).toEqual(['Bearer tok-1', 'Bearer tok-2']);
    expect(got.map((m) => (m as { event?: string }).event)).toEqual(['progress', 'progress', 'result']);
  });

  it('sends nothing again once a message has arrived, even for an idempotent call', async () => {
    streamScript = (call) => {
      call.write(progress(1));
      setTimeout(() => call.emit('error', { code: grpc.status.UNAVAILABLE, details: 'gone' }), 20);
    };
    const { client, waits } = setup();
    const got: unknown[] = [];
    const err = await ipcError(
      client.serverStream('decisionReplay', 'ReplayDecisions', REQ, {
        idempotent: true,
        onMessage: (m) => got.push(m),
      }),
    );
    expect(err.code).toBe('UNAVAILABLE');
    expect(got).toHaveLength(1);
    expect(seenAuth).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('cancels the call when the caller aborts', async () => {
    let cancelled = false;
    streamScript = (call) => {
      call.on('cancelled', () => (cancelled = true));
      call.write(progress(1));
    };
    const { client } = setup();
    const ac = new AbortController();
    const err = await ipcError(
      client.serverStream('decisionReplay', 'ReplayDecisions', REQ, { signal: ac.signal, onMessage: () => ac.abort() }),
    );
    expect(err.code).toBe('CANCELLED');
    await waitUntil(() => cancelled, { what: 'the server to see the stream cancelled' });
  });

  it('refuses a unary method', async () => {
    const { client } = setup();
    const err = await ipcError(
      client.serverStream('sessions', 'GetSessionDetails' as never, GET as never, { onMessage: () => {} }),
    );
    expect(err.code).toBe('UNIMPLEMENTED');
  });
});
