// The admin's job, as issue 22 measures it: change a configset (the fraud desk's risk threshold,
// 55 to 40, with a description) and activate it. Clicks are counted from landing on the configsets
// screen to the new revision ACTIVE; a click into a field counts, typing and Ctrl+A do not. The
// outcome is read as the admin would: the new revision says it is ACTIVE and which revision it
// replaced, its changes show setting by setting, the timeline has it ACTIVE with the description;
// after a reload the same, and a fresh read (main's IPC and the server over gRPC with the admin's
// own token) agrees. The same job by keyboard alone, through a validation failure that takes the
// focus to the setting that says what to fix.
//
// Clicks measured for this job: 14 before (issue 22); the budget now is 6, asserted below with the
// exact count this path takes. Screenshots: artifacts/screens/admin-*.png.
import type { Locator, Page } from '@playwright/test';
import { SERVICES } from '../shared/rpc/services.js';
import { expect, test, type Console } from './fixtures.js';
import { ConsolePage } from './pages/index.js';
import { Clicks, countPointer, tabTo } from './support/user-actions.js';
import { connectAs, contextOf, demoClient } from './support/grpc.js';
import { ipc, runningEmbedded } from './support/ipc.js';

const CLICK_BUDGET = 6;
const CONFIGSET = 'fraud-desk';
const SETTING = 'decision.fraudRiskThreshold';

test.describe.configure({ timeout: 240_000 });

/** The focused element shows it: an outline that is drawn, or (fields) a focus ring drawn as a shadow. */
async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return { outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0, shadow: s.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow, `no visible focus on ${target.toString()}`).toBe(true);
}

/** The fraud desk's revisions as the server holds them, read with the admin client's own token. */
async function revisionsOnServer(page: Page, vigil: Console): Promise<Map<string, string>> {
  const admin = demoClient(vigil.homeDir, 'admin');
  const probe = await connectAs(await runningEmbedded(page), admin);
  try {
    const res = await probe.call<{ details: { gk_configset_revision_id: { value: string }; state: string }[] }>(
      SERVICES.configsets,
      'ListConfigsetRevisions',
      { context: contextOf(admin.gkScopeId), filter: { configset_id: CONFIGSET } },
    );
    return new Map(res.details.map((d) => [d.gk_configset_revision_id.value, d.state]));
  } finally {
    probe.close();
  }
}

/** The fraud desk's ACTIVE revision now (from the detail header), and its threshold (a fresh read). */
async function activeNow(page: Page): Promise<{ revisionId: string; threshold: number }> {
  const active = await ipc(page, 'configsets.active', { configsetId: CONFIGSET });
  const content = JSON.parse(active.content) as { decision: { fraudRiskThreshold: number } };
  return { revisionId: active.revisionId, threshold: content.decision.fraudRiskThreshold };
}

/** What the admin sees on the new revision: ACTIVE, its change from 55 to 40, in the timeline with its description. */
async function expectChangeShown(page: Page, newId: string, oldId: string, description: string, relation: string) {
  await expect(page.getByTestId('cs-revision-state')).toHaveText('ACTIVE');
  await expect(page.getByTestId('cs-revision-description')).toHaveText(description);
  await expect(page.getByTestId('cs-detail-active').locator('code')).toHaveAttribute('title', newId);
  const changes = page.getByTestId('cs-changes');
  await expect(changes).toContainText(`Changes from revision ${oldId.slice(0, 8)}`);
  await expect(changes).toContainText(relation);
  await expect(changes.getByTestId('cs-changes-base-state')).toHaveText('INACTIVE');
  await expect(changes.getByRole('listitem')).toHaveCount(1);
  const change = changes.getByTestId(`cs-change-${SETTING}`);
  await expect(change).toHaveAttribute('data-kind', 'changed');
  await expect(change.locator('.cs-change-before')).toHaveText('55');
  await expect(change.locator('.cs-change-after')).toHaveText('40');
  await expect(page.getByTestId('cs-content')).toContainText('"fraudRiskThreshold": 40');
  // The history: newest first, the new revision ACTIVE with its description, the old one INACTIVE.
  const items = page.getByTestId('cs-timeline').getByRole('listitem');
  await expect(items.first()).toHaveAttribute('data-testid', `cs-rev-${newId}`);
  await expect(items.first()).toContainText(description);
  await expect(page.getByTestId(`cs-rev-state-${newId}`)).toHaveText('ACTIVE');
  await expect(page.getByTestId(`cs-rev-state-${oldId}`)).toHaveText('INACTIVE');
}

/** After a reload and on the server: the new revision ACTIVE with threshold 40, the old one INACTIVE. */
async function expectReadBack(page: Page, vigil: Console, newId: string, oldId: string, description: string) {
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`#/configsets/${CONFIGSET}/${newId}$`));
  await expectChangeShown(page, newId, oldId, description, 'the revision before it');
  // The list says so too.
  await expect(page.getByTestId(`cs-item-${CONFIGSET}-active`)).toHaveAttribute('title', newId);
  expect(await activeNow(page)).toEqual({ revisionId: newId, threshold: 40 });
  const states = await revisionsOnServer(page, vigil);
  expect(states.get(newId)).toBe('STATE_ACTIVE');
  expect(states.get(oldId)).toBe('STATE_INACTIVE');
  expect([...states.values()].filter((s) => s === 'STATE_ACTIVE')).toHaveLength(1);
}

test('admin: a configset changed and activated within the click budget, the change shown and read back', async ({
  page,
  vigil,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const shell = await new ConsolePage(page, vigil).open();
  await expect(shell.role).toHaveText('admin', { timeout: 30_000 });
  const before = await activeNow(page);
  expect(before.threshold).toBe(55);
  const description = `Fraud threshold 40 (e2e ${Date.now()})`;

  // Landing on the configsets screen (the navigation is not part of the job's count).
  await shell.goTo('configsets');
  const clicks = new Clicks(page);

  await clicks.click(page.getByTestId(`cs-item-${CONFIGSET}`), `open ${CONFIGSET}`);
  await expect(page.getByTestId('cs-detail-active').locator('code')).toHaveAttribute('title', before.revisionId);

  // New revision from the active one: the description has the focus, so it is typed straight away.
  await clicks.click(page.getByTestId('cs-new-revision'), 'New revision');
  await expect(page.getByTestId('cs-description-input')).toBeFocused();
  await page.keyboard.type(description);
  const threshold = page.getByTestId(`cs-input-${SETTING}`);
  await expect(threshold).toHaveValue('55');
  await clicks.replaceIn(threshold, '40', 'into the fraud threshold');

  // One action validates (stores the revision as VALIDATED) and asks to activate it.
  const primary = page.getByTestId('cs-editor-activate');
  await expect(primary).toHaveText('Validate and activate…');
  await clicks.click(primary, 'Validate and activate…');
  const dialog = page.getByTestId('cs-activate');
  await expect(dialog.getByTestId('cs-activate-old')).toContainText(`Revision ${before.revisionId} (created `);
  await expect(dialog.getByTestId('cs-activate-old')).toContainText('becomes INACTIVE');
  await expect(dialog.getByTestId('cs-activate-new')).toContainText('(created ');
  // What changes, setting by setting, before it is confirmed.
  const inDialog = dialog.getByTestId('cs-activate-changes-list').getByRole('listitem');
  await expect(inDialog).toHaveCount(1);
  await expect(inDialog).toHaveAttribute('data-testid', `cs-change-${SETTING}`);
  await expect(inDialog.locator('.cs-change-after')).toHaveText('40');
  await expect(page.getByTestId('cs-editor-created')).toContainText('VALIDATED');
  await shell.screenshot('admin-activate-confirm');
  await clicks.click(dialog.getByTestId('cs-activate-ok'), 'Activate');

  await expect(page).toHaveURL(new RegExp(`#/configsets/${CONFIGSET}/[0-9a-f-]{36}$`));
  const newId = decodeURIComponent(page.url().split('/').pop()!);
  expect(newId).not.toBe(before.revisionId);
  const note = page.getByTestId('cs-revision-activated');
  await expect(note).toBeFocused();
  await expect(note).toContainText('this revision is ACTIVE');
  await expect(note).toContainText(`Revision ${before.revisionId.slice(0, 8)}, active until now, is INACTIVE.`);
  await expectChangeShown(page, newId, before.revisionId, description, 'the revision it replaced');
  await shell.screenshot('admin-activated');

  console.log(`admin clicks (${clicks.count}):\n  ${clicks.log.join('\n  ')}`);
  test.info().annotations.push({ type: 'clicks to activate', description: String(clicks.count) });
  expect(clicks.count).toBeLessThanOrEqual(CLICK_BUDGET);
  expect(clicks.count).toBe(5);

  await expectReadBack(page, vigil, newId, before.revisionId, description);

  // The whole content side by side is one click away from the changes.
  await page.getByTestId('cs-changes-compare').click();
  const changed = page.getByTestId('cs-diff').locator('tr[data-kind="changed"]');
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText('"fraudRiskThreshold": 55');
  await expect(changed).toContainText('"fraudRiskThreshold": 40');
  await shell.screenshot('admin-diff');
});

test('admin, keyboard only: Tab, Enter and Ctrl+A, a violation that says what to fix, then activated', async ({
  page,
  vigil,
}) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  const shell = await new ConsolePage(page, vigil).open();
  await expect(shell.role).toHaveText('admin', { timeout: 30_000 });
  const before = await activeNow(page);
  const description = `Keyboard: fraud threshold 40 (e2e ${Date.now()})`;
  const pointerPresses = await countPointer(page);
  const tabs: Record<string, number> = {};

  // To the configsets screen, and the fraud desk by its ID (Enter in the filter opens the first match).
  tabs['to Configsets in the navigation'] = await tabTo(page, page.getByTestId('nav-configsets'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('screen-configsets')).toBeVisible();
  tabs['to the configset filter'] = await tabTo(page, page.getByTestId('cs-filter'));
  await page.keyboard.type('fraud');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/configsets/${CONFIGSET}$`));
  await expectVisibleFocus(page.getByTestId(`cs-item-${CONFIGSET}`));
  await expect(page.getByTestId('cs-detail-id')).toHaveText(CONFIGSET);

  const newRevision = page.getByTestId('cs-new-revision');
  tabs['to New revision'] = await tabTo(page, newRevision);
  await expectVisibleFocus(newRevision);
  await page.keyboard.press('Enter');
  await expectVisibleFocus(page.getByTestId('cs-description-input'));
  await page.keyboard.type(description);

  const threshold = page.getByTestId(`cs-input-${SETTING}`);
  await expect(threshold).toHaveValue('55');
  tabs['from the description to the threshold'] = await tabTo(page, threshold);
  await expectVisibleFocus(threshold);
  await page.keyboard.press('Control+a');
  await page.keyboard.type('400');
  // Enter in a field: validate and activate. Not valid: nothing stored, the focus on the setting.
  await page.keyboard.press('Enter');
  const fieldError = page.getByTestId(`cs-setting-${SETTING}-error`);
  await expect(fieldError).toHaveText('must be at most 100');
  await expectVisibleFocus(threshold);
  await expect(fieldError).toBeInViewport();
  await expect(threshold).toHaveAttribute('aria-invalid', 'true');
  await expect(threshold).toHaveAccessibleDescription(/must be at most 100/);
  await expect(page.getByTestId('cs-editor-error')).toContainText(
    'Not stored: the content is not valid. Fix each setting marked below, then validate again.',
  );
  await expect(page.getByTestId('cs-editor-error')).toContainText(`content.${SETTING} must be at most 100`);
  await expect(page.getByTestId('cs-activate')).toHaveCount(0);
  await shell.screenshot('admin-keyboard-violation');

  await page.keyboard.press('Control+a');
  await page.keyboard.type('40');
  await expect(fieldError).toHaveCount(0);
  await page.keyboard.press('Enter');
  // Valid: the confirmation opens on its Activate button; Enter confirms.
  const ok = page.getByTestId('cs-activate-ok');
  await expectVisibleFocus(ok);
  await expect(page.getByTestId('cs-activate-old')).toContainText(`Revision ${before.revisionId} (created `);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`#/configsets/${CONFIGSET}/[0-9a-f-]{36}$`));
  const newId = decodeURIComponent(page.url().split('/').pop()!);
  const note = page.getByTestId('cs-revision-activated');
  await expectVisibleFocus(note);
  await expect(note).toContainText(`Revision ${before.revisionId.slice(0, 8)}, active until now, is INACTIVE.`);
  await expectChangeShown(page, newId, before.revisionId, description, 'the revision it replaced');

  // From the note, Tab reaches the whole-content comparison; Enter opens it.
  tabs['from the note to Compare'] = await tabTo(page, page.getByTestId('cs-changes-compare'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('cs-diff').locator('tr[data-kind="changed"]')).toContainText(
    '"fraudRiskThreshold": 40',
  );
  await shell.screenshot('admin-keyboard-diff');

  expect(await pointerPresses()).toBe(0);
  console.log(`admin keyboard tabs: ${JSON.stringify(tabs)}`);
  for (const [what, n] of Object.entries(tabs))
    test.info().annotations.push({ type: `tabs ${what}`, description: String(n) });
  await expectReadBack(page, vigil, newId, before.revisionId, description);
});
