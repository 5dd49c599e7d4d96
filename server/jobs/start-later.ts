// Work a start can put off (the durable-job runners: server/app.ts `deferJobsMs`) begins once the
// first call has been answered, so a console's first screen does not wait behind it, or after a
// while if no call comes; never once the server has begun to stop.

/**
 * Calls `start` once: a turn after `first` settles (so its answer is written out first), or after
 * `ms`, whichever comes sooner. The returned function cancels it (a stop, a failed start); after
 * that `start` is never called.
 */
export function startLater(first: Promise<unknown>, ms: number, start: () => void): () => void {
  let done = false;
  const timer = setTimeout(() => run(), ms);
  timer.unref();
  const run = () => {
    clearTimeout(timer);
    if (done) return;
    done = true;
    start();
  };
  void first.then(
    () => setImmediate(run),
    () => setImmediate(run),
  );
  return () => {
    clearTimeout(timer);
    done = true;
  };
}
