// Analyst workflow: create a watchlist, set verdict FRAUD on a fraud-decision engagement, add the
// caller to the watchlist as a fraudster from the engagement (the caller's audio enrolled into the
// fraudster's new print), and find the fraudster on the watchlist; the audit log holds the change.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { reloadUntilSeeded } from './support/demo-rest.js';
import { ipc } from './support/ipc.js';

const shots = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

test('an analyst sets verdict FRAUD and puts the caller on a watchlist as a fraudster', async ({ page, vigil }) => {
  test.setTimeout(180_000);
  fs.mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 940 });
  await page.goto(vigil.url);
  await ipc(page, 'embedded.setRole', { role: 'analyst' });
  await page.reload();
  await expect(page.getByTestId('header-client')).toHaveText(/clientName:demo-analyst/, { timeout: 30_000 });

  // The watchlist, created on the Fraudsters screen.
  await page.getByTestId('nav-fraudsters').click();
  await page.getByTestId('fraud-tabs-watchlists').click();
  await page.getByTestId('watchlist-find-id').fill('e2e-desk');
  await page.getByTestId('watchlist-find-submit').click();
  await page.getByTestId('watchlist-create').click();
  await expect(page.getByTestId('watchlist-id')).toHaveText('e2e-desk', { timeout: 30_000 });
  await expect(page.getByTestId('watchlist-no-members')).toBeVisible();
  // The scope's watchlists (Browse) list it, with no members yet.
  const listed = page
    .getByTestId('watchlist-list')
    .locator('li', { has: page.locator('[data-watchlist-id="e2e-desk"]') });
  await expect(listed).toContainText('0 fraudsters');

  // A fraud-decision engagement without a verdict: verdict FRAUD.
  await page.getByTestId('nav-engagements').click();
  await page.getByTestId('filter-range').selectOption('all');
  await page.getByTestId('filter-decision-fraud').click();
  await page.getByTestId('filter-verdict-none').click();
  const rows = page.getByTestId('eng-table').locator('[role="row"][data-testid^="row-"]');
  await expect
    .poll(async () => {
      const texts = await rows.allTextContents();
      return texts.length > 0 && texts.every((t) => t.includes('Fraud') && t.includes('No verdict'));
    })
    .toBe(true);
  // On the first cell (its start time): the row's middle may be the ID's copy button.
  await rows.first().getByRole('gridcell').first().click();
  await expect(page.getByTestId('eng-header')).toBeVisible();
  // The caller's segment has to be there before it can be enrolled: the demo's audio is seeded
  // once the first screen has been answered (reloadUntilSeeded).
  const media = page.getByTestId('eng-media');
  await reloadUntilSeeded(page, media, media.locator('a[data-testid^="media-link-"]'));
  await expect(page.getByTestId('eng-add-fraudster')).toHaveCount(0);
  await page.getByTestId('verdict-select').selectOption('ENGAGEMENT_VERDICT_FRAUD');
  await page.getByTestId('verdict-description').fill('Impostor: voice mismatch');
  await page.getByTestId('verdict-submit').click();
  await expect(page.getByTestId('verdict-value')).toHaveText('Fraud');

  // One action: fraudster (created) on the watchlist, read back.
  const form = page.getByTestId('eng-add-fraudster');
  await expect(form).toBeVisible();
  await form.getByTestId('add-fraudster-id').fill('e2e-impostor');
  // The server offers Browse, so the watchlist is picked from the scope's watchlists.
  await form.getByTestId('add-fraudster-watchlist-pick').selectOption('e2e-desk');
  await form.getByTestId('add-fraudster-submit').click();
  const result = form.getByTestId('add-fraudster-result');
  await expect(result).toHaveAttribute('data-member', 'true', { timeout: 30_000 });
  await expect(result).toContainText('Created fraudster e2e-impostor');
  // The caller's channel of the chosen segment went into the fraudster's new print (read back).
  const enrolled = result.getByTestId('add-fraudster-enrollment');
  await expect(enrolled).toHaveAttribute('data-enrolled', 'true');
  await expect(enrolled).toContainText('Enrolled the caller’s audio (channel 2) into a new voiceprint profile');
  await expect(enrolled).toContainText('1 enrollment segment, basic trained');
  await page.screenshot({ path: path.join(shots, 'fraud-add-caller.png'), fullPage: true });

  // The watchlist lists the fraudster.
  await result.getByRole('link', { name: 'e2e-desk' }).click();
  await expect(page.getByTestId('watchlist-id')).toHaveText('e2e-desk', { timeout: 30_000 });
  await expect(page.getByTestId('watchlist-member')).toHaveText(/e2e-impostor/);
  await expect(listed).toContainText('1 fraudster');
  await page.getByTestId('watchlist-list-prefix').fill('e2e-');
  await expect(page.getByTestId('watchlist-item')).toHaveText(['e2e-desk']);
  await page.screenshot({ path: path.join(shots, 'fraud-watchlists.png'), fullPage: true });

  const audit = await ipc(page, 'audit.list', { action: 'fraud.addCallerToWatchlist' });
  expect(audit.entries.map((e) => e.result)).toEqual(['ok']);
  expect(audit.entries[0]!.detail).toMatch(
    /created fraudster e2e-impostor, enrolled media segment .* into voiceprint profile/,
  );
});
