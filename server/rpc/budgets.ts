// What one request may cost the server, stated once, beside the size table (input-limits.ts, which
// bounds each field). The framework enforces the generic rows for every call (dispatch.ts: wall
// time; streaming.ts: idle time, duration, messages and bytes in); the rows that need a handler's
// knowledge (inline wordsets, a share of a pool) are enforced by the handler from this table.
//
// | budget                                   | limit                          | enforced by                 |
// |------------------------------------------|--------------------------------|-----------------------------|
// | unary call, wall time                    | 60 s (or the client's deadline | dispatch.ts: DEADLINE_      |
// |                                          |   when sooner)                 |   EXCEEDED                  |
// | stream: no client message for            | 15 s (Recognize: in-stream     | streaming.ts (idle timer)   |
// |                                          |   status 408 "Audio timeout")  |                             |
// | stream: duration                         | 15 min                         | streaming.ts: DEADLINE_     |
// |                                          |                                |   EXCEEDED                  |
// | stream: client messages / bytes in       | 100,000 / 64 MiB               | streaming.ts: RESOURCE_     |
// |                                          |                                |   EXHAUSTED                 |
// | inline wordsets, all of one request      | 256 Ki characters,             | recognize.ts, interpret.ts: |
// |   (Recognize and Interpret)              |   5,000 entries                |   INVALID_ARGUMENT          |
// | event-loop time per request's own work   | slices of ≤ 20 ms, 2 s in all  | EventLoopSlices below:      |
// |   (wordsets: pronouncing, matching)      |                                |   RESOURCE_EXHAUSTED        |
// | speech decoders per app                  | half the decoders (at least 1) | recognize.ts (AppShare):    |
// |   (running or queued streams)            |   and one stream waiting       |   RESOURCE_EXHAUSTED        |
// | memory a request makes the server hold   | its inline wordsets (≤ 256 Ki  | the rows above; interpreted |
// |                                          |   characters) and one matcher  |   wordset matchers are      |
// |                                          |   for them                     |   cached, 64 per model      |
//
// Streams' idle and duration limits can be lowered (or raised) by an operator or a test through
// VIGIL_STREAM_IDLE_MS and VIGIL_STREAM_MAX_MS.
import { vigilSetting } from '../util/env.js';
import { status as GrpcStatus } from '@grpc/grpc-js';
import { RpcError } from './errors.js';
import { tooBusy } from './app-share.js';

export const REQUEST_BUDGETS = {
  unaryWallMs: 60_000,
  streamIdleMs: 15_000,
  streamMaxMs: 15 * 60_000,
  streamMessages: 100_000,
  streamBytes: 64 * 1024 * 1024,
  inlineWordsetChars: 256 * 1024,
  inlineWordsetEntries: 5000,
  sliceMs: 20,
  eventLoopMs: 2000,
  /** The share of a pool's slots (speech decoders) one app may hold, at least one slot. */
  poolSharePerApp: 0.5,
} as const;

/** Slots of a pool of `total` one app may hold (`poolSharePerApp`, at least 1). */
export const perAppSlots = (total: number): number => Math.max(1, Math.ceil(total * REQUEST_BUDGETS.poolSharePerApp));

/** The stream limits in force (read per call, so a test or operator setting applies to new streams). */
export function streamBudget(): { idleMs: number; maxMs: number; messages: number; bytes: number } {
  return {
    idleMs: vigilSetting('VIGIL_STREAM_IDLE_MS') ?? REQUEST_BUDGETS.streamIdleMs,
    maxMs: vigilSetting('VIGIL_STREAM_MAX_MS') ?? REQUEST_BUDGETS.streamMaxMs,
    messages: REQUEST_BUDGETS.streamMessages,
    bytes: REQUEST_BUDGETS.streamBytes,
  };
}

/** The error of a stream whose client sent nothing for `idleMs`; handlers may answer it their own way. */
export class StreamIdleError extends RpcError {
  constructor(readonly idleMs: number) {
    super(GrpcStatus.DEADLINE_EXCEEDED, `the client sent no message for ${idleMs / 1000} s (the stream's idle limit)`);
  }
}

/**
 * The total size of a request's inline wordsets, checked before any of them is parsed: undefined
 * when within budget, else the violation's message (the caller names the field).
 */
export function inlineWordsetsOverBudget(texts: readonly string[]): string | undefined {
  let chars = 0;
  for (const t of texts) chars += t.length;
  const max = REQUEST_BUDGETS.inlineWordsetChars;
  return chars > max
    ? `inline wordsets of one request must total at most ${max} characters (got ${chars}); compile a large wordset ahead of time and name it as a COMPILED_WORDSET`
    : undefined;
}

/**
 * Work of one request on the event loop, cut into slices: `await slices.next()` between items
 * yields to other calls once a slice has run `sliceMs`, and refuses the request with
 * RESOURCE_EXHAUSTED once its work passes `eventLoopMs` in all. Nothing else stalls while a large
 * (but allowed) request is worked on.
 */
export class EventLoopSlices {
  private sliceStart = performance.now();
  private used = 0;

  constructor(
    private readonly what: string,
    private readonly sliceMs: number = REQUEST_BUDGETS.sliceMs,
    private readonly totalMs: number = REQUEST_BUDGETS.eventLoopMs,
  ) {}

  /** Cheap when the slice has time left (one clock read); call it often. */
  async next(): Promise<void> {
    const ran = performance.now() - this.sliceStart;
    if (ran < this.sliceMs) return;
    this.used += ran;
    if (this.used > this.totalMs)
      throw tooBusy(
        `${this.what} needed more than ${this.totalMs} ms of server time; send less at once`,
        `${this.what} event-loop time`,
        1,
      );
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.sliceStart = performance.now();
  }
}
