// The admin workflow on the configsets screen: open a configset, start a revision from the active
// one with the fraud threshold changed, see validation name the bad value at its field, fix it,
// validate, activate (the confirmation names the revision that goes INACTIVE); a fresh read shows
// the new revision ACTIVE and the old one INACTIVE; the two compare as a diff.
// Screenshots: artifacts/screens/configsets-{timeline,editor-violation,diff}.png.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ipc } from './support/ipc.js';

const shots = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

/** The configsets screen, by its test IDs. */
class ConfigsetsPage {
  constructor(readonly page: Page) {}
  item = (id: string) => this.page.getByTestId(`cs-item-${id}`);
  rev = (id: string) => this.page.getByTestId(`cs-rev-${id}`);
  state = (id: string) => this.page.getByTestId(`cs-rev-state-${id}`);
  threshold = () => this.page.getByTestId('cs-input-decision.fraudRiskThreshold');
  async shot(name: string) {
    fs.mkdirSync(shots, { recursive: true });
    await this.page.screenshot({ path: path.join(shots, `configsets-${name}.png`) });
  }
  /** A fresh read through main (a new gRPC call), bypassing the screen's cache. */
  async revisions(configsetId: string): Promise<{ revisionId: string; state: string }[]> {
    return (await ipc(this.page, 'configsets.revisions', { configsetId })).revisions;
  }
}

test('admin changes a threshold: violation at the field, fix, validate, activate, diff', async ({ page, vigil }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1500, height: 940 });
  await page.goto(vigil.url);
  await page.getByTestId('nav-configsets').click();
  const cs = new ConfigsetsPage(page);

  // A configset with a history first, for the timeline picture.
  await cs.item('scope-baseline').click({ timeout: 60_000 });
  await expect(page.getByTestId('cs-timeline').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('cs-revision-state')).toHaveText('ACTIVE');
  await cs.shot('timeline');

  // The configset to change: its active revision now.
  await cs.item('fraud-desk').click();
  await expect(page.getByTestId('cs-detail-id')).toHaveText('fraud-desk');
  const oldId = (await page.getByTestId('cs-detail-active').locator('code').getAttribute('title'))!;
  expect(oldId).toMatch(/^[0-9a-f-]{36}$/);

  // New revision from the active one, threshold out of range: the server names the field.
  await page.getByTestId('cs-new-revision').click();
  await expect(cs.threshold()).toHaveValue('55');
  await cs.threshold().fill('400');
  await page.getByTestId('cs-description-input').fill('Fraud threshold 40');
  await page.getByTestId('cs-editor-validate').click();
  await expect(page.getByTestId('cs-setting-decision.fraudRiskThreshold-error')).toHaveText('must be at most 100');
  await expect(page.getByTestId('cs-editor-error')).toContainText('INVALID_ARGUMENT');
  await cs.threshold().evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await cs.shot('editor-violation');

  // Fixed and validated: a VALIDATED revision is stored.
  await cs.threshold().fill('40');
  await expect(page.getByTestId('cs-setting-decision.fraudRiskThreshold-error')).toHaveCount(0);
  await page.getByTestId('cs-editor-validate').click();
  await expect(page.getByTestId('cs-editor-created')).toContainText('VALIDATED');

  // Activate: the confirmation names the revision that goes INACTIVE.
  await page.getByTestId('cs-editor-activate').click();
  await expect(page.getByTestId('cs-activate-old')).toContainText(`Revision ${oldId} (created `);
  await expect(page.getByTestId('cs-activate-old')).toContainText('becomes INACTIVE');
  await page.getByTestId('cs-activate-ok').click();
  await expect(page).toHaveURL(/#\/configsets\/fraud-desk\/[0-9a-f-]{36}$/);
  const newId = decodeURIComponent(page.url().split('/').pop()!);
  await expect(page.getByTestId('cs-revision-state')).toHaveText('ACTIVE');
  await expect(page.getByTestId('cs-content')).toContainText('"fraudRiskThreshold": 40');
  await expect(cs.state(newId)).toHaveText('ACTIVE');
  await expect(cs.state(oldId)).toHaveText('INACTIVE');

  // A fresh read says the same.
  const fresh = await cs.revisions('fraud-desk');
  expect(fresh.find((r) => r.revisionId === newId)?.state).toBe('STATE_ACTIVE');
  expect(fresh.find((r) => r.revisionId === oldId)?.state).toBe('STATE_INACTIVE');

  // The old and the new revision side by side.
  await page.getByTestId(`cs-rev-pick-${oldId}`).check();
  await page.getByTestId(`cs-rev-pick-${newId}`).check();
  const changed = page.getByTestId('cs-diff').locator('tr[data-kind="changed"]');
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText('"fraudRiskThreshold": 55');
  await expect(changed).toContainText('"fraudRiskThreshold": 40');
  await cs.shot('diff');
});
