// Following a server job from main: ask the server how the job goes, waiting a little longer before
// each question, until the job ends or whoever follows it stops (its AbortSignal). Status reports
// and erasures both follow their jobs with this one loop.

/** Wait before poll number `n` (0-based): 300 ms, growing by 200 ms, at most 2 s. */
export const backoffMs = (n: number): number => Math.min(2_000, 300 + n * 200);

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const t = setTimeout(() => (signal.removeEventListener('abort', stop), resolve()), ms);
    t.unref?.();
    const stop = () => (clearTimeout(t), reject(signal.reason as Error));
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Waits `delayMs(n)`, then runs `poll(n)`, for n = 0, 1, ... until `poll` answers true (the job
 * ended). Rejects with what `poll` throws, or with the signal's reason once it aborts.
 */
export async function pollUntil(
  poll: (n: number) => Promise<boolean>,
  signal: AbortSignal,
  delayMs: (n: number) => number = backoffMs,
): Promise<void> {
  for (let n = 0; ; n++) {
    await sleep(delayMs(n), signal);
    if (await poll(n)) return;
  }
}
