// The server's own event-loop delay, measured with perf_hooks.monitorEventLoopDelay: how long a
// ready callback (a request, a timer, a health check) waited because something else held the main
// thread. /healthz reports it; tests use `watchEventLoop` to assert that a block of work never
// stalled the loop past a bound (the abuse suite's 100 ms).
//
// A histogram drops the sample in progress when it is reset or enabled (its first interval is not
// recorded), so nothing here resets a histogram: the server keeps one for its lifetime and each
// watch gets one of its own, read only after a couple of sampling intervals have passed.
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** Sampling interval (ms): a delay shows as roughly this much plus the stall. */
export const SAMPLE_MS = 10;

const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;

export interface EventLoopFigures {
  /** Worst delay since the server started (ms), the sampling interval included. */
  max_delay_ms: number;
  p99_delay_ms: number;
  mean_delay_ms: number;
  /** Worst delay within about the last minute (ms). */
  recent_max_delay_ms: number;
  sampling_ms: number;
}

/** The server's event-loop monitor. */
export class EventLoopWatchdog {
  private readonly life: IntervalHistogram = monitorEventLoopDelay({ resolution: SAMPLE_MS });
  // Two histograms take turns: the older covers the previous minute, the newer this one.
  private older: IntervalHistogram | undefined;
  private newer: IntervalHistogram = monitorEventLoopDelay({ resolution: SAMPLE_MS });
  private readonly timer: NodeJS.Timeout;

  constructor(recentMs = 60_000) {
    this.life.enable();
    this.newer.enable();
    this.timer = setInterval(() => {
      this.older?.disable();
      this.older = this.newer;
      this.newer = monitorEventLoopDelay({ resolution: SAMPLE_MS });
      this.newer.enable();
    }, recentMs);
    this.timer.unref();
  }

  figures(): EventLoopFigures {
    const recent = Math.max(this.newer.count ? this.newer.max : 0, this.older?.count ? this.older.max : 0);
    const any = this.life.count > 0;
    return {
      max_delay_ms: any ? ms(this.life.max) : 0,
      p99_delay_ms: any ? ms(this.life.percentile(99)) : 0,
      mean_delay_ms: any ? ms(this.life.mean) : 0,
      recent_max_delay_ms: ms(recent),
      sampling_ms: SAMPLE_MS,
    };
  }

  close(): void {
    clearInterval(this.timer);
    this.life.disable();
    this.newer.disable();
    this.older?.disable();
  }
}

export interface EventLoopWatch {
  /** Stops watching and resolves with the worst stall seen (ms, the sampling interval taken off). */
  stop(): Promise<number>;
}

/**
 * Starts watching this process's event loop; `stop()` gives the worst stall while it watched.
 * Resolves once the histogram is sampling, so a stall right after it is not missed.
 */
export async function watchEventLoop(): Promise<EventLoopWatch> {
  const h = monitorEventLoopDelay({ resolution: SAMPLE_MS });
  h.enable();
  await sleep(2 * SAMPLE_MS);
  return {
    async stop() {
      // A stall that just ended is recorded at the histogram's next sample.
      await sleep(2 * SAMPLE_MS);
      h.disable();
      return h.count ? Math.max(0, ms(h.max) - SAMPLE_MS) : 0;
    },
  };
}

/** Runs `block` and resolves with its result and the worst event-loop stall while it ran (ms). */
export async function measureStall<T>(block: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  const watch = await watchEventLoop();
  try {
    const result = await block();
    return { result, stallMs: await watch.stop() };
  } catch (err) {
    await watch.stop();
    throw err;
  }
}
