// Bounded waits for tests, instead of fixed sleeps: poll until a condition holds, or fail after a
// deadline with a message naming what was awaited and the last value seen. A loaded machine makes
// things slower, never wrong, so the deadlines are generous and the polls short.

export interface WaitOptions {
  /** What is awaited, for the failure message ("the status job to finish"). */
  what: string;
  timeoutMs?: number;
  intervalMs?: number;
}

/** Calls `probe` until it returns a truthy value, and resolves with that value. */
export async function waitUntil<T>(
  probe: () => T | Promise<T>,
  { what, timeoutMs = 30_000, intervalMs = 20 }: WaitOptions,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await probe();
    if (last) return last as NonNullable<T>;
    if (Date.now() >= deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}; last seen: ${describe(last)}`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
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
