// The renderer's JS heap, read the same way by every console figure that reports it.
import type { Page } from 'playwright-core';

/** The renderer's JS heap in use, in MB, after a collection (Chrome DevTools Protocol). */
export async function rendererHeapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN) / 2 ** 20;
  } finally {
    await cdp.detach();
  }
}
