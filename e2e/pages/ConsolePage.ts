// The console shell as a test sees it: open, navigate, palette, theme, header identity, screenshots.
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Console } from '../fixtures.js';
import { ipc } from '../support/ipc.js';

export const SHOTS_DIR = path.resolve(import.meta.dirname, '..', '..', 'artifacts', 'screens');

export type ScreenId =
  | 'engagements'
  | 'voiceprints'
  | 'configsets'
  | 'media'
  | 'callerid'
  | 'eventlog'
  | 'connections'
  | 'audit'
  | 'dialogs';

export class ConsolePage {
  constructor(
    readonly page: Page,
    readonly vigil: Console,
  ) {}

  /** Opens the printed URL (sets the launch cookie) and waits for the shell to talk to main. */
  async open(): Promise<this> {
    await this.page.goto(this.vigil.url);
    await expect(this.page.getByTestId('host-info')).toHaveText(/Vigil \d+\.\d+\.\d+/);
    return this;
  }

  /**
   * Waits until the demo's recordings are in: a new home seeds them after its first answered call,
   * so that the first screen does not wait for them.
   */
  async demoMediaSeeded(count = 8): Promise<void> {
    await expect
      .poll(async () => (await ipc(this.page, 'media.list', { pageSize: 100 })).segments.length, {
        message: 'the demo recordings were not seeded',
        timeout: 120_000,
      })
      .toBeGreaterThanOrEqual(count);
  }

  async goTo(screen: ScreenId): Promise<Locator> {
    await this.page.getByTestId(`nav-${screen}`).click();
    const root = this.page.getByTestId(`screen-${screen}`);
    await expect(root).toBeVisible();
    return root;
  }

  get role(): Locator {
    return this.page.getByTestId('header-role');
  }

  get reconnecting(): Locator {
    return this.page.getByTestId('reconnecting');
  }

  async openPalette(): Promise<Locator> {
    await this.page.keyboard.press('Control+k');
    const input = this.page.getByTestId('palette-input');
    await expect(input).toBeFocused();
    return input;
  }

  /** Types into the palette and picks the item with this test ID suffix (e.g. 'voiceprints:<id>') by keyboard. */
  async jump(text: string, itemId: string): Promise<void> {
    const input = await this.openPalette();
    await input.fill(text);
    // Items found by searching (customer, engagement and configset IDs) arrive after a short pause.
    await expect(this.page.getByTestId(`palette-item-${itemId}`)).toBeVisible();
    const items = this.page.locator('[data-testid^="palette-item-"]');
    const ids = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    const index = ids.indexOf(`palette-item-${itemId}`);
    if (index < 0) throw new Error(`the palette offers no ${itemId} (has ${ids.join(', ')})`);
    for (let i = 0; i < index; i++) await this.page.keyboard.press('ArrowDown');
    await this.page.keyboard.press('Enter');
  }

  async setTheme(theme: 'light' | 'dark' | 'system'): Promise<void> {
    await this.page.getByTestId('theme-select').selectOption(theme);
  }

  /** The embedded server's process ID, asked from main over the page's own IPC endpoint. */
  async embeddedPid(): Promise<number> {
    const pid = await this.page.evaluate(async () => {
      const res = await fetch('/ipc', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel: 'embedded.status', request: {}, callId: 'e2e-pid' }),
      });
      const body = (await res.json()) as { ok: boolean; value?: { pid?: number } };
      return body.value?.pid;
    });
    if (!pid) throw new Error('the embedded server reports no pid');
    return pid;
  }

  async screenshot(name: string): Promise<string> {
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    const file = path.join(SHOTS_DIR, `${name}.png`);
    await this.page.screenshot({ path: file });
    return file;
  }
}
