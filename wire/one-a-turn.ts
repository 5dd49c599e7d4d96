// Warm-up work that a process does while it waits (the console for its embedded server, the server
// for its first call), in small pieces: one item per turn of the event loop, so that a call or an
// answer arriving meanwhile waits for one piece at most, never for the whole list.

/**
 * Calls `fn` on each item, one item per turn of the event loop (setImmediate), in order. A piece
 * that throws is skipped: warm-up is best effort, and the real use reports what is wrong.
 */
export function oneATurn<T>(items: readonly T[], fn: (item: T) => void): void {
  const next = (i: number) => {
    if (i >= items.length) return;
    setImmediate(() => {
      try {
        fn(items[i]!);
      } catch {
        // Left to the real use.
      }
      next(i + 1);
    });
  };
  next(0);
}
