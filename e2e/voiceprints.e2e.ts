// The support workflow on the voiceprints screen: find a profile locked after mismatches, read
// why, unlock it; a fresh read shows it unlocked; lock it again with a reason and see locked_by
// name the console's client. Then a status report from the job. Screenshots in artifacts/screens.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ipc } from './support/ipc.js';

const shots = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

test('support finds an auto-locked voiceprint, unlocks it, locks it again; a status report lists profiles', async ({
  page,
  vigil,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1500, height: 940 });
  await page.goto(vigil.url);
  // Act as support staff: the Embedded profile switches to the demo support client (no UI for it
  // on this screen, so through the same /ipc door the page uses).
  await ipc(page, 'embedded.setRole', { role: 'support' });
  await page.reload();
  await expect(page.getByTestId('header-client')).toHaveText(/clientName:demo-support/, { timeout: 30_000 });
  // A new home seeds the demo's voiceprints after its first answered call, so the list fills while
  // the test starts (under load, after the filter below was applied: "0 profile(s)"). Wait until
  // the server lists an auto-locked one, as the support spec does.
  await expect
    .poll(
      async () =>
        (
          await ipc(page, 'voiceprints.list', { filter: { lockStatus: 'LOCK_STATUS_LOCKED' }, pageSize: 500 })
        ).profiles.some((p) => p.lock.kind === 'automatic'),
      { message: 'the demo data has no auto-locked voiceprint', timeout: 120_000 },
    )
    .toBe(true);
  await page.getByTestId('nav-voiceprints').click();
  await expect(page.getByTestId('screen-voiceprints')).toBeVisible();

  // Locked profiles only.
  await page.getByTestId('vp-filter-lock').selectOption('LOCK_STATUS_LOCKED');
  await page.getByTestId('vp-filter-apply').click();
  const autoRow = page.locator('[data-testid^="row-"]', { hasText: 'locked · auto' }).first();
  await expect(autoRow).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: path.join(shots, 'voiceprints-list.png') });

  // Read why it is locked.
  await autoRow.click();
  const detail = page.getByTestId('vp-detail');
  await expect(detail.getByTestId('vp-lock-badge')).toHaveText('LOCKED');
  await expect(detail.getByTestId('vp-lock-kind')).toHaveText('Automatic lock');
  await expect(detail.getByTestId('vp-lock-reason-code')).toHaveText('Consecutive mismatches');
  await expect(detail.getByTestId('vp-countdown')).toHaveText(/^in \d/);
  expect(Number(await detail.getByTestId('vp-mismatch').textContent())).toBeGreaterThan(0);
  const profileUrl = page.url();
  await page.screenshot({ path: path.join(shots, 'voiceprints-detail-locked.png') });

  // Unlock, confirmed once.
  await detail.getByTestId('vp-unlock').click();
  await page.getByTestId('vp-confirm-unlock-ok').click();
  await expect(detail.getByTestId('vp-lock-badge')).toHaveText('UNLOCKED');

  // A fresh read (reload the page) still says unlocked, counter reset.
  await page.goto(profileUrl);
  await page.reload();
  const fresh = page.getByTestId('vp-detail');
  await expect(fresh.getByTestId('vp-lock-badge')).toHaveText('UNLOCKED', { timeout: 30_000 });
  await expect(fresh.getByTestId('vp-mismatch')).toHaveText('0');

  // Lock again with a reason: a manual lock by the console's client.
  await fresh.getByTestId('vp-lock-reason-input').fill('caller confirmed the phone was stolen');
  await fresh.getByTestId('vp-lock-submit').click();
  await expect(fresh.getByTestId('vp-lock-badge')).toHaveText('LOCKED');
  await expect(fresh.getByTestId('vp-lock-kind')).toHaveText('Manual lock');
  await expect(fresh.getByTestId('vp-lock-reason')).toHaveText('caller confirmed the phone was stolen');
  // locked_by is the client the console connects as (shown in the header).
  const clientId = (await page.getByTestId('header-client').textContent())?.trim();
  expect(clientId).toMatch(/^appID:vigil:.*clientName:demo-support$/);
  await expect(fresh.getByTestId('vp-locked-by')).toHaveText(clientId!);

  // Status report: run the job, watch it through to a sortable table.
  await page.getByTestId('vp-detail-close').click();
  await page.getByTestId('vp-tabs-report').click();
  await page.getByTestId('vp-report-owner').selectOption('OWNER_TYPE_PERSON');
  await page.getByTestId('vp-report-run').click();
  await expect(page.getByTestId('vp-report-progress')).toHaveAttribute('data-phase', 'done', { timeout: 90_000 });
  const table = page.getByTestId('vp-report-table');
  await expect(table).toBeVisible();
  await expect(page.getByTestId('vp-report-phase')).toHaveText(/Report ready · [\d,.\s]+ rows/);
  // Most mismatches first (sorted in main, a window at a time).
  await page.getByTestId('vp-report-table-sort-mismatchCounter').click();
  await page.getByTestId('vp-report-table-sort-mismatchCounter').click();
  await expect(table.getByRole('columnheader', { name: /Mismatches/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.locator('[data-testid^="row-"]').first()).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'voiceprints-report.png') });
});
