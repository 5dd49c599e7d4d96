// Bounded waits for tests, instead of fixed sleeps: poll until a condition holds, or fail after a
// deadline with a message naming what was awaited and the last value seen. A loaded machine makes
// things slower, never wrong, so the deadlines are generous.
//
// The pause between probes is a quarter of the time waited so far, from 10 ms up to 250 ms: a
// condition that holds soon is seen within a quarter of its time (10 ms at first), and a long wait
// does not slow what it waits for. A probe that calls the server under test is interactive work
// to its priority gate (server/db/priority.ts), which holds background work back for a grace
// (50 ms) after each call: tests that asked every 20-50 ms whether a job had finished left the job
// a ninth of the database and waited three times as long (the scale-out, erasure and status-job
// take-over tests, a fraudster's erasure). Polled every 250 ms, the job keeps four fifths of it.

/** The default pauses: a quarter of the time waited, within these bounds. */
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
  const start = Date.now();
  const deadline = start + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    if (Date.now() >= deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${describe(last)}`);
    }
    const pause = intervalMs ?? Math.min(LAST_POLL_MS, Math.max(FIRST_POLL_MS, Math.round((Date.now() - start) / 4)));
    await new Promise((r) => setTimeout(r, pause));
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
