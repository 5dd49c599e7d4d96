// The demo seeds its voiceprints, caller ID rules and audio in the background once the console's
// first screen has been answered (server/demo/index.ts), so a screen opened soon after a new home's
// start can list none of them, and a list does not load again by itself: a test that needs them
// reloads until they are there, as a user would.
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.js';

/**
 * Waits for `shown` (the screen's list or panel), then reloads the page (and runs `again`, to get
 * back to where it was: a tab, say) until `items` counts at least one; fails after 90 s.
 */
export async function reloadUntilSeeded(
  page: Page,
  shown: Locator,
  items: Locator,
  again: () => Promise<void> = async () => {},
): Promise<void> {
  await expect
    .poll(
      async () => {
        await expect(shown).toBeVisible({ timeout: 30_000 });
        const n = await items.count();
        if (n === 0) {
          await page.reload();
          await again();
        }
        return n;
      },
      { timeout: 90_000 },
    )
    .toBeGreaterThan(0);
}
