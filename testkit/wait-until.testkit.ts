// Bounded waits for tests, instead of fixed sleeps: poll until a condition holds, or fail after a
// deadline with a message naming what was awaited and the last value seen. A loaded machine makes
// things slower, never wrong, so the deadlines are generous.
//
// The polls start short and grow (10, 20, 40 ... ms, then every 250 ms): a condition that holds at
// once is seen at once, and a long wait does not slow what it waits for. A probe that calls the
// server under test is interactive work to its priority gate (server/db/priority.ts), which holds
// background work back for a grace (50 ms) after each call: a test that asked every 25-50 ms
// whether a job had finished left the job a ninth of the database and waited three times as long
// (the scale-out, erasure and status-job take-over tests). Polled every 250 ms, the job keeps at
// least four fifths of it.

/** The pauses between probes by default: doubling from the first to the last, then the last. */
const FIRST_POLL_MS = 10;
const LAST_POLL_MS = 250;

export interface WaitOptions {
  /** What is awaited, for the failure message ("the status job to finish"). */
  what: string;
  timeoutMs?: number;
  /**
   * A fixed pause between probes instead of the growing one: short only to catch a passing state
   * (a job in its middle) with a probe that does not load the server doing the work.
   */
  intervalMs?: number;
}

/** Calls `probe` until it returns a truthy value, and resolves with that value. */
export async function waitUntil<T>(
  probe: () => T | Promise<T>,
  { what, timeoutMs = 30_000, intervalMs }: WaitOptions,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  let pause = intervalMs ?? FIRST_POLL_MS;
  for (;;) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    if (Date.now() >= deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${describe(last)}`);
    }
    await new Promise((r) => setTimeout(r, pause));
    if (intervalMs === undefined) pause = Math.min(pause * 2, LAST_POLL_MS);
  }
}

/** `p`, or a failure naming `what` when it has not settled within `timeoutMs`. */
export async function within<T>(p: Promise<T>, what: string, timeoutMs = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)), timeoutMs);
  });
  try {
    return await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

function describe(v: unknown): string {
  try {
    return JSON.stringify(v)?.slice(0, 500) ?? String(v);
  } catch {
    return String(v);
  }
}
