// A long job that ends while the user looks elsewhere: in the browser host a status report started
// on the Voiceprints screen puts its progress in the tab's title, and when it ends while the page
// is hidden a Web Notification says so (permission asked as the job starts, never at launch); one
// that ends in plain sight notifies nobody. The page's Notification is a spy that records what the
// console shows; the page's visibility is set by the test (a real switch of tabs cannot
// be made in a headless browser). axe finds nothing on the finished report.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAxeClean } from './support/axe.js';
import { ipc } from './support/ipc.js';

declare global {
  interface Window {
    __shown: { title: string; body: string | undefined }[];
    __titles: string[];
    __hidden: boolean;
    __asked: number;
  }
}

/** The page's Notification spy and a visibility the test sets; returns the setter. */
async function watchAttention(page: Page): Promise<(hidden: boolean) => Promise<void>> {
  await page.addInitScript(() => {
    window.__shown = [];
    window.__titles = [];
    window.__hidden = false;
    window.__asked = 0;
    // The headless browser has no notification service (its permission is always "denied"), so the
    // spy stands for the browser: it starts at "default", grants when asked (the user says Allow),
    // and records each notification the console shows.
    let permission: NotificationPermission = 'default';
    class Spy extends EventTarget {
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        super();
        if (permission !== 'granted') throw new TypeError('notifications are not allowed');
        window.__shown.push({ title, body: options?.body });
      }
      static get permission() {
        return permission;
      }
      static requestPermission(): Promise<NotificationPermission> {
        window.__asked++;
        permission = 'granted';
        return Promise.resolve(permission);
      }
      close() {}
    }
    window.Notification = Spy as unknown as typeof Notification;
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (window.__hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => window.__hidden });
    document.addEventListener('DOMContentLoaded', () => {
      const seen = () => window.__titles.at(-1) !== document.title && window.__titles.push(document.title);
      new MutationObserver(seen).observe(document.head, { subtree: true, childList: true, characterData: true });
    });
  });
  return (hidden: boolean) =>
    page.evaluate((h) => {
      window.__hidden = h;
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
}

test('a status report that ends while the page is hidden notifies; its progress shows in the title', async ({
  page,
  vigil,
}) => {
  test.setTimeout(150_000);
  const setHidden = await watchAttention(page);
  await page.goto(vigil.url);
  await page.getByTestId('nav-voiceprints').click();
  await page.getByTestId('vp-tabs-report').click();
  // Nobody was asked at launch; the question comes with the first long job.
  expect(await page.evaluate(() => window.__asked)).toBe(0);

  // Start a report, then look away.
  await page.getByTestId('vp-report-owner').selectOption('OWNER_TYPE_PERSON');
  await page.getByTestId('vp-report-run').click();
  await setHidden(true);
  await expect(page.getByTestId('vp-report-progress')).toHaveAttribute('data-phase', 'done', { timeout: 90_000 });
  await expect
    .poll(() => page.evaluate(() => window.__shown))
    .toEqual([{ title: 'Status report ready', body: 'Report ready' }]);
  const titles = await page.evaluate(() => window.__titles);
  expect(titles.some((t) => /^\d{1,3}% · Vigil$/.test(t))).toBe(true);
  await expect(page).toHaveTitle('Vigil');
  expect(await page.evaluate(() => window.__asked)).toBe(1);

  // Back in sight, a second report ends without a notification.
  await setHidden(false);
  await page.getByTestId('vp-report-run').click();
  await expect(page.getByTestId('vp-report-phase')).not.toHaveText(/Report ready/, { timeout: 30_000 });
  await expect(page.getByTestId('vp-report-progress')).toHaveAttribute('data-phase', 'done', { timeout: 90_000 });
  await expect(page).toHaveTitle('Vigil');
  expect(await page.evaluate(() => window.__shown)).toHaveLength(1);

  await expectAxeClean(page, '[data-testid="vp-report"]');
});

test('an erasure that ends after the user left the People screen, with the page hidden, notifies', async ({
  page,
  vigil,
}) => {
  test.setTimeout(150_000);
  const setHidden = await watchAttention(page);
  await page.goto(vigil.url);
  // Erasing personal data is support's work (as on the People screen's own spec).
  await ipc(page, 'embedded.setRole', { role: 'support' });
  await page.reload();
  await expect(page.getByTestId('header-client')).toHaveText(/clientName:demo-support/, { timeout: 30_000 });

  await page.getByTestId('nav-people').click();
  await page.getByTestId('people-find-id').fill('cust-00002');
  await page.getByTestId('people-find-submit').click();
  const detail = page.getByTestId('person-detail');
  await expect(detail.getByTestId('person-id')).toHaveText('cust-00002', { timeout: 30_000 });
  await detail.getByTestId('person-erase').click();
  await page.getByTestId('erase-dialog-input').fill('cust-00002');
  await page.getByTestId('erase-dialog-ok').click();
  // Look away at once and leave the screen: nothing on the page reads the person any more, so
  // only main's own following of the erasure can tell that it ended.
  await setHidden(true);
  await page.getByTestId('nav-voiceprints').click();
  await expect(page.getByTestId('screen-people')).toBeHidden();
  await expect
    .poll(() => page.evaluate(() => window.__shown), { timeout: 90_000 })
    .toEqual([{ title: 'Erasure completed', body: 'Personal data of cust-00002 erased' }]);
  await expect(page).toHaveTitle('Vigil');
});
