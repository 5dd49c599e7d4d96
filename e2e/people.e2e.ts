// Support workflow on the People screen: find a demo customer by external ID, opt them out (their
// prints go), then delete their personal data and watch the erasure run to completion; the audit
// log holds both changes.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { ipc } from './support/ipc.js';

const shots = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

test('support opts a customer out, then deletes their personal data and sees the erasure finish', async ({
  page,
  vigil,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 940 });
  await page.goto(vigil.url);
  await ipc(page, 'embedded.setRole', { role: 'support' });
  await page.reload();
  await expect(page.getByTestId('header-client')).toHaveText(/clientName:demo-support/, { timeout: 30_000 });

  await page.getByTestId('nav-people').click();
  await expect(page.getByTestId('screen-people')).toBeVisible();
  await page.getByTestId('people-find-id').fill('cust-00001');
  await page.getByTestId('people-find-submit').click();
  const detail = page.getByTestId('person-detail');
  await expect(detail.getByTestId('person-id')).toHaveText('cust-00001', { timeout: 30_000 });

  // Opt out: the dialog says the prints go.
  await detail.getByTestId('person-opt-out').click();
  await expect(page.getByTestId('opt-out-dialog')).toContainText('deletes their');
  await page.getByTestId('opt-out-reason').fill('customer withdrew consent by phone');
  await page.getByTestId('opt-out-dialog-ok').click();
  await expect(detail.getByTestId('person-consent')).toHaveText('Opted out');
  await expect(detail.getByTestId('person-consent-reason')).toContainText('customer withdrew consent by phone');
  await expect(detail.getByTestId('person-no-profiles')).toBeVisible();

  // Delete personal data: what goes, what stays, typed confirmation.
  await detail.getByTestId('person-erase').click();
  await expect(page.getByTestId('erase-removed')).toContainText('media segments');
  await expect(page.getByTestId('erase-kept')).toContainText('legal hold');
  await page.screenshot({ path: path.join(shots, 'people-erase-dialog.png') });
  await page.getByTestId('erase-dialog-input').fill('cust-00001');
  await page.getByTestId('erase-dialog-ok').click();
  await expect(detail.getByTestId('person-erasure-state')).toHaveText('Completed', { timeout: 60_000 });
  await page.screenshot({ path: path.join(shots, 'people-erased.png'), fullPage: true });

  // A fresh read still shows it.
  await page.reload();
  await expect(page.getByTestId('person-erasure-state')).toHaveText('Completed', { timeout: 30_000 });
  await expect(page.getByTestId('person-consent')).toHaveText('Opted out');

  const audit = await ipc(page, 'audit.list', {});
  const actions = audit.entries.filter((e) => e.result === 'ok').map((e) => e.action);
  expect(actions).toEqual(expect.arrayContaining(['people.optOut', 'people.deletePersonalData']));
});
