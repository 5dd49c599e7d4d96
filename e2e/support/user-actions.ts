// What a user does, counted: clicks with the mouse (each a reason, so a failed budget says which
// steps it took), Tab presses to reach a control, and pointer presses a keyboard-only run must not
// have. Shared by the workflow specs that state a click budget (analyst, admin, support).
import type { Locator, Page } from '@playwright/test';

/** Counts what the user does with the mouse; each method is one click, or says how many. */
export class Clicks {
  count = 0;
  readonly log: string[] = [];
  constructor(private readonly page: Page) {}

  async click(target: Locator, why: string): Promise<void> {
    await target.click();
    this.note(why);
  }

  /** Picking an option in a select: two clicks, one to open the list and one on the option. */
  async select(target: Locator, value: string, why: string): Promise<void> {
    await target.selectOption(value);
    this.note(`${why} (open the list)`);
    this.note(`${why} (pick)`);
  }

  /** Clicks into a field, then types (typing is not clicking). */
  async typeInto(target: Locator, text: string, why: string): Promise<void> {
    await this.click(target, why);
    await this.page.keyboard.type(text);
  }

  /** Clicks into a field, selects what it holds (Ctrl+A) and types over it. */
  async replaceIn(target: Locator, text: string, why: string): Promise<void> {
    await this.click(target, why);
    await this.page.keyboard.press('Control+a');
    await this.page.keyboard.type(text);
  }

  private note(why: string) {
    this.count++;
    this.log.push(`${this.count}. ${why}`);
  }
}

/** Presses Tab (or Shift+Tab) until `target` has the focus (bounded), as a keyboard user would; returns how many. */
export async function tabTo(page: Page, target: Locator, max = 80, back = false): Promise<number> {
  for (let i = 0; i <= max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return i;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Counts pointer presses in the page from now on (a keyboard-only run must have none). */
export async function countPointer(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __pointerPresses: number };
    w.__pointerPresses = 0;
    window.addEventListener('pointerdown', () => w.__pointerPresses++, { capture: true });
    window.addEventListener('mousedown', () => w.__pointerPresses++, { capture: true });
  });
  return () => page.evaluate(() => (window as unknown as { __pointerPresses: number }).__pointerPresses);
}
