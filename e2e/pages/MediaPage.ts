// One media segment on the media screen: its player (play / pause, the time display).
import { expect, type Locator } from '@playwright/test';
import type { ConsolePage } from './ConsolePage.js';

export class MediaPage {
  constructor(readonly console: ConsolePage) {}

  private get page() {
    return this.console.page;
  }

  /** Waits for the segment's detail with a loaded audio file. */
  async expectSegment(gkMediaSegmentId: string): Promise<void> {
    // Opened from a call, the URL names it (?call=) for the way back.
    await expect(this.page).toHaveURL(new RegExp(`#/media/${gkMediaSegmentId}(\\?call=[0-9a-f-]{36})?$`));
    await expect(this.page.getByTestId('media-detail')).toBeVisible();
    // The file streams through main from the embedded server, which is also transcribing the demo
    // calls in the background right after it starts: on a loaded machine that can take a while.
    await expect
      .poll(async () => Number(await this.page.getByTestId('audio').getAttribute('data-file-duration')), {
        message: 'the segment audio file did not load (no duration)',
        timeout: 60_000,
      })
      .toBeGreaterThan(0);
  }

  get time(): Locator {
    return this.page.getByTestId('time-current');
  }

  /** Presses Play and waits until the time display has moved; then pauses. */
  async playSome(): Promise<void> {
    const toggle = this.page.getByTestId('play-toggle');
    await expect(this.time).toHaveText('0:00.0');
    await toggle.click();
    await expect(toggle).toHaveText('Pause');
    await expect(this.time).not.toHaveText('0:00.0');
    await toggle.click();
    await expect(toggle).toHaveText('Play');
  }
}
