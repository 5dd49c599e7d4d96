// The abuse suite's harness: a real server on port 0, a second client polling /healthz all along,
// and `abuseCase`, which sends a route's worst allowed request while the event-loop watchdog
// watches, then checks what a hostile tenant must never cause: a stall of the loop over
// MAX_STALL_MS, a 5xx (or gRPC INTERNAL/UNKNOWN/DATA_LOSS), /healthz not answering, and an honest
// caller's request failing. Requests are encoded before the watch starts, so the client's own
// encoding (in this process, as the server is) is not counted against the server.
import * as grpc from '@grpc/grpc-js';
import { PerformanceObserver } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadProtos } from '../../wire/protos.js';
import { watchEventLoop } from '../util/event-loop-watchdog.js';

/** The bound the issue sets: no single request may hold the event loop longer. */
export const MAX_STALL_MS = 100;
/** The bound on the server process's resident memory growth over the whole suite. */
export const MAX_RSS_GROWTH_MB = 384;
/** 1 for `npm test`; `npm run abuse` sets VIGIL_ABUSE_SCALE (repeats and concurrency of each worst request). */
export const SCALE = Math.max(1, Number(process.env.VIGIL_ABUSE_SCALE ?? 1));

export const BAD_GRPC = new Set([grpc.status.INTERNAL, grpc.status.UNKNOWN, grpc.status.DATA_LOSS]);

export interface Answer {
  /** HTTP status, or `grpc:<code>` (0 is OK). */
  status: string;
  bad: boolean;
  ok: boolean;
  detail?: string;
}

export const httpAnswer = (status: number, detail?: string): Answer => ({
  status: String(status),
  bad: status >= 500,
  ok: status < 300,
  ...(detail ? { detail } : {}),
});
export const grpcAnswer = (err: grpc.ServiceError | null | undefined): Answer => ({
  status: `grpc:${err?.code ?? 0}`,
  bad: !!err && BAD_GRPC.has(err.code),
  ok: !err,
  ...(err ? { detail: err.details?.slice(0, 200) } : {}),
});

/**
 * Polls /healthz one request after another until stopped; records the slowest answer, any failure,
 * and the process's peak resident memory (sampled at every poll; the server runs in this process).
 */
export class HealthPoller {
  slowestMs = 0;
  peakRssMb = 0;
  answers = 0;
  failures: string[] = [];
  private running = true;
  private readonly done: Promise<void>;

  constructor(httpUrl: string, everyMs = 20) {
    this.done = (async () => {
      while (this.running) {
        const t0 = performance.now();
        try {
          const res = await fetch(`${httpUrl}/healthz`, { signal: AbortSignal.timeout(10_000) });
          const body = (await res.json()) as { status?: string };
          if (res.status !== 200 || body.status !== 'SERVING') this.failures.push(`${res.status} ${body.status}`);
          this.answers++;
        } catch (err) {
          this.failures.push(String(err));
        }
        this.slowestMs = Math.max(this.slowestMs, performance.now() - t0);
        this.peakRssMb = Math.max(this.peakRssMb, process.memoryUsage.rss() / 2 ** 20);
        await sleep(everyMs);
      }
    })();
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.done;
  }
}

export interface CaseResult {
  name: string;
  stallMs: number;
  /** The longest garbage-collection pause in the window (ms): the test's heap and the server's are one. */
  gcMs: number;
  ms: number;
  answers: Answer[];
  honest: Answer[];
  rssMb: number;
}

/**
 * Sends `worst` SCALE times (SCALE at once), with `honest` running beside it and once after it,
 * under the watchdog. Resolves with what happened; the suite asserts on it.
 */
export async function abuseCase(
  name: string,
  worst: () => Promise<Answer>,
  honest: () => Promise<Answer>,
): Promise<CaseResult> {
  const t0 = performance.now();
  let gcMs = 0;
  const gc = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) gcMs = Math.max(gcMs, e.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const watch = await watchEventLoop();
  const honestBeside = honest();
  const answers = await Promise.all(Array.from({ length: SCALE }, () => worst()));
  const beside = await honestBeside;
  const after = await honest();
  const stallMs = await watch.stop();
  gc.disconnect();
  return {
    name,
    stallMs,
    gcMs: Math.round(gcMs),
    ms: Math.round(performance.now() - t0),
    answers,
    honest: [beside, after],
    rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
  };
}

const protos = loadProtos();

/** The proto-loader method definition of `service/method`. */
function methodDef(service: string, method: string): grpc.MethodDefinition<object, object> {
  const svc = protos.packageDefinition[service] as unknown as Record<string, grpc.MethodDefinition<object, object>>;
  const def = svc?.[method];
  if (!def) throw new Error(`no method ${service}/${method}`);
  return def;
}

const bearer = (token: string | undefined) => {
  const md = new grpc.Metadata();
  if (token) md.set('authorization', `Bearer ${token}`);
  return md;
};

const passBytes = (b: Buffer) => b;

/** A unary call whose request is encoded now; `send()` makes the call. */
export function preparedUnary(
  client: grpc.Client,
  service: string,
  method: string,
  request: object,
  token: string | undefined,
): () => Promise<Answer> {
  const def = methodDef(service, method);
  const bytes = def.requestSerialize(request);
  return () =>
    new Promise((resolve) =>
      client.makeUnaryRequest(
        def.path,
        passBytes,
        (b: Buffer) => b.length,
        bytes,
        bearer(token),
        { deadline: Date.now() + 120_000 },
        (err) => resolve(grpcAnswer(err)),
      ),
    );
}

/** A server-streaming call whose request is encoded now; resolves when the stream ends. */
export function preparedServerStream(
  client: grpc.Client,
  service: string,
  method: string,
  request: object,
  token: string | undefined,
): () => Promise<Answer> {
  const def = methodDef(service, method);
  const bytes = def.requestSerialize(request);
  return () =>
    new Promise((resolve) => {
      const call = client.makeServerStreamRequest(def.path, passBytes, (b: Buffer) => b.length, bytes, bearer(token), {
        deadline: Date.now() + 120_000,
      });
      call.on('data', () => {});
      call.on('error', (err: grpc.ServiceError) => resolve(grpcAnswer(err)));
      call.on('end', () => resolve(grpcAnswer(null)));
    });
}

/** A bidirectional stream whose messages are encoded now; sends them all, half-closes, waits for the end. */
export function preparedBidi(
  client: grpc.Client,
  service: string,
  method: string,
  messages: object[],
  token: string | undefined,
): () => Promise<Answer> {
  const def = methodDef(service, method);
  const encoded = messages.map((m) => def.requestSerialize(m));
  return () =>
    new Promise((resolve) => {
      const call = client.makeBidiStreamRequest(def.path, passBytes, (b: Buffer) => b.length, bearer(token), {
        deadline: Date.now() + 120_000,
      });
      call.on('data', () => {});
      call.on('error', (err: grpc.ServiceError) => resolve(grpcAnswer(err)));
      call.on('end', () => resolve(grpcAnswer(null)));
      void (async () => {
        for (const m of encoded) if (!call.write(m)) await new Promise((r) => call.once('drain', r));
        call.end();
      })().catch(() => {});
    });
}

/** An HTTP request whose body is ready now; the answer's body is read as bytes, not parsed. */
export function preparedHttp(
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: string | Uint8Array },
): () => Promise<Answer> {
  return async () => {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(120_000) } as RequestInit);
      const bytes = (await res.arrayBuffer()).byteLength;
      return httpAnswer(res.status, `${bytes} bytes`);
    } catch (err) {
      return { status: 'network', bad: true, ok: false, detail: String(err) };
    }
  };
}

/** `n` unique words, deterministic, for wordsets that cannot be de-duplicated away. */
export function uniqueWords(n: number, prefix = 'w'): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(`${prefix}${i.toString(36)}x${((i * 2654435761) >>> 0).toString(36)}`);
  return out;
}

/**
 * A JSON wordset of one list entity filled with unique literals up to about `chars` characters,
 * in at most `maxEntries` entries (literals are lengthened to fill the characters, up to `maxWord`).
 */
export function bigWordset(entity: string, chars: number, prefix = 'w', maxEntries = Infinity, maxWord = 256): string {
  const perEntry = Number.isFinite(maxEntries) ? Math.floor(chars / maxEntries) : 0;
  const wordLen = Math.min(maxWord, Math.max(0, perEntry - 16));
  const entries: string[] = [];
  let size = entity.length + 8;
  for (const word of uniqueWords(Math.min(maxEntries, Math.ceil(chars / 20)), prefix)) {
    const literal = word.length < wordLen ? word + 'a'.repeat(wordLen - word.length) : word;
    const e = `{"literal":"${literal}"}`;
    if (size + e.length + 1 > chars) break;
    entries.push(e);
    size += e.length + 1;
  }
  return `{"${entity}":[${entries.join(',')}]}`;
}
