// What would change (issue 37): an admin edits the scope baseline's fraud threshold in a new
// revision and sees, from a replay of the demo's decided sessions, the counts and the plot's
// proposed marker follow the edit (typed in the form, then with the arrow keys on the marker);
// activates, with the confirmation replaying the stored revision; then opens the sessions that
// would change in the engagements queue, which lists exactly those. axe finds nothing in the panel,
// the confirmation or the filtered queue.
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ConsolePage } from './pages/index.js';
import { expectAxeClean } from './support/axe.js';
import { ipc } from './support/ipc.js';

const CONFIGSET = 'scope-baseline';
const SETTING = 'decision.fraudRiskThreshold';
test.describe.configure({ timeout: 240_000 });

/** Waits for the panel's replay of this threshold to finish and returns what it shows. */
async function replayed(panel: Locator, threshold: number) {
  await expect(panel).toHaveAttribute('data-replayed-threshold', String(threshold), { timeout: 60_000 });
  const n = async (id: string) => Number((await panel.getByTestId(id).innerText()).replace(/[^0-9]/g, ''));
  const prefix = (await panel.getAttribute('data-testid'))!;
  return {
    changed: await n(`${prefix}-changed-total`),
    flaggedThen: await n(`${prefix}-flagged-then`),
    flaggedWould: await n(`${prefix}-flagged-would`),
    marker: await panel.getByTestId(`${prefix}-plot-proposed`).getAttribute('transform'),
  };
}

test('admin: the threshold edited, what would change follows, activated, the changed sessions opened', async ({
  page,
  vigil,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const shell = await new ConsolePage(page, vigil).open();
  await expect(shell.role).toHaveText('admin', { timeout: 30_000 });
  const active = await ipc(page, 'configsets.active', { configsetId: CONFIGSET });
  const current = (JSON.parse(active.content) as { decision: { fraudRiskThreshold: number } }).decision
    .fraudRiskThreshold;

  await shell.goTo('configsets');
  await page.getByTestId(`cs-item-${CONFIGSET}`).click();
  await page.getByTestId('cs-new-revision').click();
  await page.keyboard.type('Lower fraud threshold (replay e2e)');
  const panel = page.getByTestId('cs-editor-replay');

  // Unchanged content: the replay changes nothing, both markers at the current threshold.
  const same = await replayed(panel, current);
  expect(same.changed).toBe(0);
  expect(same.flaggedWould).toBe(same.flaggedThen);
  const slider = panel.getByRole('slider', { name: 'Proposed fraud risk threshold' });
  await expect(slider).toHaveAttribute('aria-valuenow', String(current));
  await expectAxeClean(page, '[data-testid="cs-editor-replay"]');

  // Typed lower: more would be flagged, the marker moves.
  const threshold = page.getByTestId(`cs-input-${SETTING}`);
  await threshold.fill(String(current - 30));
  await expect(slider).toHaveAttribute('aria-valuenow', String(current - 30));
  const lower = await replayed(panel, current - 30);
  expect(lower.changed).toBeGreaterThan(0);
  expect(lower.flaggedWould).toBeGreaterThan(lower.flaggedThen);
  expect(lower.marker).not.toBe(same.marker);
  await shell.screenshot('replay-editor-lower');

  // Arrow keys on the marker set the draft's threshold: five up.
  await slider.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(threshold).toHaveValue(String(current - 25));
  await expect(slider).toHaveAttribute('aria-valuenow', String(current - 25));
  const keyed = await replayed(panel, current - 25);
  expect(keyed.changed).toBeLessThanOrEqual(lower.changed);
  expect(keyed.marker).not.toBe(lower.marker);
  await expect(panel.getByTestId('cs-editor-replay-plot-text')).toContainText(
    `At the proposed threshold ${current - 25}:`,
  );
  await expectAxeClean(page, '[data-testid="cs-editor-replay"]');

  // Validate and activate: the confirmation replays the stored revision, with the same counts.
  await page.getByTestId('cs-editor-activate').click();
  const dialog = page.getByTestId('cs-activate');
  const inDialog = dialog.getByTestId('cs-activate-replay');
  const confirmed = await replayed(inDialog, current - 25);
  expect(confirmed.changed).toBe(keyed.changed);
  expect(confirmed.flaggedWould).toBe(keyed.flaggedWould);
  await expectAxeClean(page, '[data-testid="cs-activate"]');
  const link = inDialog.getByTestId('cs-activate-replay-changed-total');
  const href = (await link.getAttribute('href'))!;
  const ids = new URLSearchParams(href.split('?')[1]).getAll('engagements');
  expect(ids.length).toBeGreaterThan(0);
  await shell.screenshot('replay-activate-confirm');
  await dialog.getByTestId('cs-activate-ok').click();
  await expect(page.getByTestId('cs-revision-state')).toHaveText('ACTIVE');
  const now = await ipc(page, 'configsets.active', { configsetId: CONFIGSET });
  expect(JSON.parse(now.content)).toMatchObject({ decision: { fraudRiskThreshold: current - 25 } });

  // The sessions that would change, in the queue: exactly those engagements.
  await page.evaluate((h) => (window.location.hash = h), href);
  await expect(page.getByTestId('screen-engagements')).toBeVisible();
  await expect(page.getByTestId('filter-engagements')).toContainText(`Only ${ids.length} picked engagement`);
  const rows = page.getByTestId('eng-table').locator('[role="row"][data-testid^="row-"]');
  await expect(rows).toHaveCount(Math.min(ids.length, 50), { timeout: 30_000 });
  const shown = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.slice(4)));
  expect(ids).toEqual(expect.arrayContaining(shown));
  await expect(page.locator('.state-loading')).toHaveCount(0);
  await expectAxeClean(page, '[data-testid="screen-engagements"]');
  await shell.screenshot('replay-queue');
});
