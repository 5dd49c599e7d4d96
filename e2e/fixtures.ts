// The Playwright fixture: each test gets its own console, on a new home folder, stopped after it.
// Starting one (the browser host, the embedded server on a new data folder, the demo seeded) took
// a third of the suite's time, one test after another, with one of the two cores mostly idle while
// a test drove the page. So each worker keeps the NEXT test's console starting while a test runs:
// a console taken is started the same way as before, on its own new home and processes, only
// earlier; nothing is shared between tests. A console a test is done with is stopped while the next
// test runs. The one left over at the end is stopped (or its start given up) when the worker ends.
// Every console has its test-only hooks on (VIGIL_TEST_HOOKS=1: a screen made to throw when a test
// asks, through sessionStorage; inert otherwise), so the one test that uses them (desktop.e2e.ts)
// takes a console started ahead like the rest. With a console of its own it waited for a whole
// start, and its other fixtures made Playwright replace the worker before it (a 7 s gap, busy).
import { test as base } from '@playwright/test';
import { startConsole, type Console } from './support/console.js';

export { startConsole, type Console };

type Started = Awaited<ReturnType<typeof startConsole>>;

/** One console ready (or starting) ahead of the test that will take it. */
class ConsolePool {
  private next: Promise<Started> | undefined;
  private readonly stopping = new Set<Promise<void>>();
  private failed: unknown;
  private readonly abort = new AbortController();

  /**
   * The console started ahead (or a new one), and the start of the next one once this one is up. A
   * start ahead that failed (a busy machine) is tried once more, now, for the test that needs it.
   */
  take(): Promise<Started> {
    const taken = this.next ? this.next.catch(() => this.start()) : this.start();
    // Only once the taken one is up, so two starts never compete for the two cores.
    this.next = taken.then(
      () => this.start(),
      () => this.start(),
    );
    // A start nobody takes must not be an unhandled rejection.
    this.next.catch(() => undefined);
    return taken;
  }

  /**
   * Stops a console a test is done with while the next test runs (its processes and home folder are
   * its own; the worker waits for every stop before it ends).
   */
  release(c: Started): void {
    const stopped = c
      .stop()
      .catch((err: unknown) => void (this.failed ??= err))
      .finally(() => this.stopping.delete(stopped));
    this.stopping.add(stopped);
  }

  async close(): Promise<void> {
    this.abort.abort();
    const left = await this.next?.catch(() => undefined);
    await Promise.all([left?.stop(), ...this.stopping]);
    if (this.failed) throw this.failed;
  }

  private start(): Promise<Started> {
    if (this.abort.signal.aborted) return Promise.reject(new Error('the worker is ending'));
    return startConsole({ signal: this.abort.signal, env: { VIGIL_TEST_HOOKS: '1' } });
  }
}

export const test = base.extend<{ vigil: Console }, { consolePool: ConsolePool }>({
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  consolePool: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pool = new ConsolePool();
      try {
        await use(pool);
      } finally {
        await pool.close();
      }
    },
    { scope: 'worker' },
  ],
  vigil: async ({ consolePool }, use) => {
    const c = await consolePool.take();
    try {
      await use(c);
    } finally {
      consolePool.release(c);
    }
  },
});

export { expect } from '@playwright/test';
