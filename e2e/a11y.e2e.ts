// Accessibility audit: every screen of the console (and the detail views people work in) in both
// themes at 1440×900 and 1024×700, checked with axe-core against WCAG 2.1 A/AA. The test fails on
// any serious or critical violation and lists them; every finding (moderate and minor too) is
// attached as JSON, and a screenshot of each screen, theme and size is kept: as a file under
// artifacts/screens/a11y/ (beside the other e2e screenshots; not cleared between runs) and as an
// attachment of the test (in the HTML report under artifacts/playwright-report).
// One console for the whole audit: the screens are reached by navigating, as a user would.
import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { SHOTS_DIR } from './pages/index.js';
import { axeViolations } from './support/axe.js';
import { reloadUntilSeeded } from './support/demo-rest.js';

type Theme = 'light' | 'dark';
const THEMES: readonly Theme[] = ['light', 'dark'];
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 700 },
] as const;
// 72 audits after the console (and its demo data) has started: longer than one workflow test.
test.describe.configure({ timeout: 600_000 });

interface Finding {
  view: string;
  theme: Theme;
  size: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/** A view: how to reach it from wherever the previous one left the page, and when it has settled. */
interface View {
  name: string;
  open(page: Page): Promise<void>;
  /** After each theme switch (the theme select takes focus, which closes an open menu). */
  prepare?(page: Page): Promise<void>;
}

/** Opens a menu button's menu (if closed) and waits for it. */
async function openMenu(page: Page, testId: string): Promise<void> {
  const menu = page.getByTestId(`${testId}-menu`);
  if (!(await menu.isVisible())) await page.getByTestId(testId).click();
  await expect(menu).toBeVisible();
}

async function settled(page: Page): Promise<void> {
  // Loading states gone: what axe checks is the screen as people read it.
  await expect(page.locator('.state-loading')).toHaveCount(0);
}

async function nav(page: Page, screen: string): Promise<void> {
  // A menu the previous view left open (the role menu) may lie over the screen list.
  await page.keyboard.press('Escape');
  await page.getByTestId(`nav-${screen}`).click();
  await expect(page.getByTestId(`screen-${screen}`)).toBeVisible();
  await settled(page);
}

/** Clicks the first data row of a virtual table and waits for the detail it opens. */
async function openFirstRow(page: Page, tableTestId: string, detail: string | RegExp): Promise<void> {
  const row = page.getByTestId(tableTestId).locator('[role="row"][data-testid^="row-"]').first();
  await expect(row).toBeVisible();
  await row.click();
  if (typeof detail === 'string') await expect(page.getByTestId(detail)).toBeVisible();
  else await expect(page).toHaveURL(detail);
  await settled(page);
}

const VIEWS: readonly View[] = [
  { name: 'engagements-queue', open: (p) => nav(p, 'engagements') },
  {
    name: 'engagement-detail',
    async open(page) {
      await openFirstRow(page, 'eng-table', 'eng-header');
      // Select a session where the page lets one be selected (its sessions list holds links or buttons).
      const select = page.locator('[data-testid^="session-select-"]').first();
      if (await select.count()) {
        await select.click();
        await settled(page);
      }
    },
  },
  { name: 'voiceprints', open: (p) => nav(p, 'voiceprints') },
  {
    name: 'voiceprint-detail',
    async open(page) {
      // The demo's voiceprints are seeded once the first screen has been answered (reloadUntilSeeded).
      const list = page.getByTestId('vp-list');
      await reloadUntilSeeded(page, list, list.locator('[role="row"][data-testid^="row-"]'));
      await openFirstRow(page, 'vp-list', /#\/voiceprints\/[^/]+/);
    },
  },
  // The overflow menu with the destructive actions, open, and the header's role menu.
  { name: 'voiceprint-more-menu', open: async () => undefined, prepare: (p) => openMenu(p, 'vp-more') },
  { name: 'role-menu', open: async () => undefined, prepare: (p) => openMenu(p, 'header-role-menu') },
  { name: 'configsets', open: (p) => nav(p, 'configsets') },
  {
    name: 'configset-detail',
    async open(page) {
      await page.locator('[data-testid^="cs-item-"]').first().click();
      await expect(page).toHaveURL(/#\/configsets\/[^/]+/);
      await settled(page);
    },
  },
  // A revision's changes from the one before it, and the new-revision editor with a violation at its field.
  {
    name: 'configset-revision-changes',
    async open(page) {
      await page.getByTestId('cs-item-scope-baseline').click();
      await expect(page.getByTestId('cs-changes-list')).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'configset-editor-violation',
    async open(page) {
      await page.getByTestId('cs-new-revision').click();
      await page.getByTestId('cs-input-decision.fraudRiskThreshold').fill('720');
      await page.getByTestId('cs-editor-validate').click();
      await expect(page.getByTestId('cs-setting-decision.fraudRiskThreshold-error')).toBeVisible();
      await settled(page);
    },
  },
  { name: 'media', open: (p) => nav(p, 'media') },
  // A recording of a call opens on the call's page with that segment picked; others on their own page.
  {
    name: 'media-detail',
    async open(page) {
      // The demo's audio is seeded once the first screen has been answered (reloadUntilSeeded).
      const table = page.getByTestId('media-table');
      await reloadUntilSeeded(page, table, table.locator('[role="row"][data-testid^="row-"]'));
      await openFirstRow(page, 'media-table', /#\/(media\/[^/?]+|engagements\/[^/?]+\?segment=)/);
    },
  },
  { name: 'callerid', open: (p) => nav(p, 'callerid') },
  { name: 'people', open: (p) => nav(p, 'people') },
  { name: 'fraudsters', open: (p) => nav(p, 'fraudsters') },
  { name: 'connections', open: (p) => nav(p, 'connections') },
  { name: 'eventlog', open: (p) => nav(p, 'eventlog') },
  { name: 'audit', open: (p) => nav(p, 'audit') },
];

async function audit(page: Page, testInfo: TestInfo, view: string, theme: Theme, size: string): Promise<Finding[]> {
  const violations = await axeViolations(page);
  const shot = path.join(SHOTS_DIR, 'a11y', `${view}-${theme}-${size}.png`);
  await page.screenshot({ path: shot });
  await testInfo.attach(`${view} ${theme} ${size}`, { path: shot, contentType: 'image/png' });
  return violations.map((v) => ({
    view,
    theme,
    size,
    rule: v.id,
    impact: v.impact ?? 'unknown',
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}

test('every screen passes axe (WCAG 2.1 AA) in both themes at 1440 and 1024 px', async ({ page, vigil }, testInfo) => {
  const findings: Finding[] = [];
  await page.setViewportSize(SIZES[0]);
  await page.goto(vigil.url);
  await expect(page.getByTestId('host-info')).toHaveText(/Vigil \d+\.\d+\.\d+/);
  for (const size of SIZES) {
    const sizeName = `${size.width}x${size.height}`;
    await page.setViewportSize(size);
    for (const view of VIEWS) {
      await view.open(page);
      for (const theme of THEMES) {
        await page.getByTestId('theme-select').selectOption(theme);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await view.prepare?.(page);
        findings.push(...(await audit(page, testInfo, view.name, theme, sizeName)));
      }
    }
  }
  const report = path.join(SHOTS_DIR, 'a11y', 'axe-findings.json');
  fs.mkdirSync(path.dirname(report), { recursive: true });
  fs.writeFileSync(report, JSON.stringify(findings, null, 2));
  await testInfo.attach('axe-findings.json', { path: report, contentType: 'application/json' });
  const count = (impact: string) => findings.filter((f) => f.impact === impact).length;
  console.log(
    `axe: ${findings.length} findings (critical ${count('critical')}, serious ${count('serious')}, moderate ${count('moderate')}, minor ${count('minor')})`,
  );
  const blocking = findings
    .filter((f) => f.impact === 'serious' || f.impact === 'critical')
    .map((f) => `${f.view} ${f.theme} ${f.size}: ${f.impact} ${f.rule} (${f.help}) at ${f.targets.join(', ')}`);
  expect(blocking).toEqual([]);
});
