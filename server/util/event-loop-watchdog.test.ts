// The watchdog sees a stall of the main thread, and reports none for a block that only awaits.
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { EventLoopWatchdog, measureStall } from './event-loop-watchdog.js';

const busy = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

describe('event-loop watchdog', () => {
  it('measures a 150 ms stall of the loop inside the watched block, and reports it at /healthz figures', async () => {
    const dog = new EventLoopWatchdog();
    try {
      const { stallMs } = await measureStall(async () => {
        await sleep(5);
        busy(150);
      });
      expect(stallMs).toBeGreaterThanOrEqual(120);
      const f = dog.figures();
      expect(f.max_delay_ms).toBeGreaterThanOrEqual(130);
      expect(f.recent_max_delay_ms).toBeGreaterThanOrEqual(130);
      expect(f.sampling_ms).toBe(10);
    } finally {
      dog.close();
    }
  });

  it('sees a stall in the last moment of the block, and none while the block only waits', async () => {
    const last = await measureStall(async () => busy(120));
    expect(last.stallMs).toBeGreaterThanOrEqual(100);
    const idle = await measureStall(() => sleep(100));
    expect(idle.stallMs).toBeLessThan(50);
  });
});
