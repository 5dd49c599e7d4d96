// The support job, as support staff do it: a customer calls, their voiceprint is locked after
// mismatches, and it is unlocked with a ticket reference. From the console's start to the unlock in
// at most 5 clicks (counted here), then checked where it counts: a fresh read of the print (page
// reloaded, and the server over gRPC with the support client's own token) says unlocked, and the
// audit log, searched by the customer's ID, shows the unlock with the reason. A keyboard-only
// variant goes through the command palette (Ctrl K) instead.
import type { Page } from '@playwright/test';
import { SERVICES } from '../shared/rpc/services.js';
import type { VoiceprintSummary } from '../shared/domain/voiceprints.js';
import { expect, test, type Console } from './fixtures.js';
import path from 'node:path';
import fs from 'node:fs';
import { ConsolePage, SHOTS_DIR } from './pages/index.js';
import { connectAs, contextOf, demoClient } from './support/grpc.js';
import { ipc, runningEmbedded } from './support/ipc.js';
import { Clicks, countPointer, tabTo } from './support/user-actions.js';

/** Opens the console as the demo support client (setup: the role a support desk's console runs as). */
async function openAsSupport(page: Page, vigil: Console): Promise<ConsolePage> {
  const shell = new ConsolePage(page, vigil);
  await shell.open();
  await ipc(page, 'embedded.setRole', { role: 'support' });
  await page.reload();
  await expect(shell.role).toHaveText('support', { timeout: 30_000 });
  return shell;
}

/** A customer whose only print is locked after mismatches: the call support staff get. */
async function findLockedCustomer(page: Page, skip: ReadonlySet<string>): Promise<VoiceprintSummary | undefined> {
  const locked = await ipc(page, 'voiceprints.list', {
    filter: { lockStatus: 'LOCK_STATUS_LOCKED', ownerType: 'OWNER_TYPE_PERSON' },
    pageSize: 500,
  });
  for (const p of locked.profiles) {
    if (p.lock.kind !== 'automatic' || !p.ownerExternalId || skip.has(p.ownerExternalId)) continue;
    const all = await ipc(page, 'voiceprints.list', { filter: { ownerExternalIdPrefix: p.ownerExternalId } });
    if (all.profiles.length === 1) return p;
  }
  return undefined;
}

/**
 * Waits for one: a new home seeds the demo's voiceprints after its first answered call, a few owners
 * (each whole, with all their prints) per transaction, so the list fills while the test starts.
 */
async function lockedCustomer(page: Page, skip: ReadonlySet<string> = new Set()): Promise<VoiceprintSummary> {
  let found: VoiceprintSummary | undefined;
  await expect
    .poll(async () => (found = await findLockedCustomer(page, skip)) !== undefined, {
      message: 'the demo data has no customer with a single auto-locked print',
      timeout: 120_000,
    })
    .toBe(true);
  return found as VoiceprintSummary;
}

/** The print's lock as the server holds it, read with the support client's own token (not through the console). */
async function lockOnServer(page: Page, vigil: Console, profileId: string): Promise<Record<string, unknown>> {
  const support = demoClient(vigil.homeDir, 'support');
  const probe = await connectAs(await runningEmbedded(page), support);
  try {
    const res = await probe.call<{ details: { lock_info: Record<string, unknown> } }>(
      SERVICES.voiceprints,
      'GetVoiceprintProfileDetails',
      { context: contextOf(support.gkScopeId), gk_voiceprint_profile_id: { value: profileId } },
    );
    return res.details.lock_info;
  } finally {
    probe.close();
  }
}

/** The reload shows the print unlocked, the server agrees, and the audit (searched by customer ID) has the reason. */
async function checkUnlocked(page: Page, vigil: Console, shell: ConsolePage, p: VoiceprintSummary, reason: string) {
  await page.reload();
  const fresh = page.getByTestId('vp-detail');
  await expect(fresh.getByTestId('vp-lock-badge')).toHaveText('UNLOCKED', { timeout: 30_000 });
  await expect(fresh.getByTestId('vp-mismatch')).toHaveText('0');
  expect(await lockOnServer(page, vigil, p.gkVoiceprintProfileId)).toMatchObject({ status: 'LOCK_STATUS_UNLOCKED' });

  await shell.goTo('audit');
  await page.getByTestId('audit-text').fill(p.ownerExternalId!);
  const rows = page.getByTestId('audit-table').locator('[data-testid^="row-"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('voiceprints.unlock');
  await expect(rows.first()).toContainText(`customer ${p.ownerExternalId}`);
  await expect(rows.first()).toContainText(reason);
  await rows.first().click();
  const detail = page.getByTestId('audit-detail');
  await expect(detail).toBeFocused();
  await expect(detail).toBeInViewport();
  await expect(detail.getByTestId('audit-detail-reason')).toHaveText(reason);
  await expect(detail).toContainText(p.gkVoiceprintProfileId);
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `support-audit-${page.viewportSize()?.width ?? 0}.png`) });
}

test('support: from the console start to a voiceprint unlocked with a reason in at most 5 clicks', async ({
  page,
  vigil,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const shell = await openAsSupport(page, vigil);
  const p = await lockedCustomer(page);
  const reason = `INC-4711 ${p.ownerExternalId} verified by PIN`;
  const mouse = new Clicks(page);

  await mouse.click(page.getByTestId('nav-voiceprints'), 'Voiceprints in the sidebar');
  await mouse.click(page.getByTestId('vp-filter-prefix'), 'the owner-ID filter');
  // The customer's ID, as read out on the call; Enter applies the filter.
  await page.keyboard.type(p.ownerExternalId!);
  await page.keyboard.press('Enter');
  const row = page.getByTestId(`row-${p.gkVoiceprintProfileId}`);
  await expect(page.locator('[data-testid="vp-list"] [data-testid^="row-"]')).toHaveCount(1, { timeout: 30_000 });
  await mouse.click(row, "the customer's voiceprint");
  const detail = page.getByTestId('vp-detail');
  await expect(detail.getByTestId('vp-lock-kind')).toHaveText('Automatic lock');
  await mouse.click(detail.getByTestId('vp-unlock'), 'Unlock');
  // The reason field has the focus and says where the text goes.
  const reasonInput = page.getByTestId('vp-unlock-reason-input');
  await expect(reasonInput).toBeFocused();
  await expect(page.getByTestId('vp-confirm-unlock')).toContainText('audit log only');
  await page.keyboard.type(reason);
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, 'support-unlock-reason.png') });
  await mouse.click(page.getByTestId('vp-confirm-unlock-ok'), 'confirm the unlock');
  await expect(detail.getByTestId('vp-lock-badge')).toHaveText('UNLOCKED');

  expect(mouse.count, mouse.log.join('\n')).toBe(5);
  test.info().annotations.push({ type: 'clicks to unlock', description: String(mouse.count) });
  await checkUnlocked(page, vigil, shell, p, reason);
});

test('support, keyboard only: Ctrl K, the customer ID, Enter, Tab to Unlock, a reason, Enter', async ({
  page,
  vigil,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1024, height: 700 });
  const shell = await openAsSupport(page, vigil);
  const p = await lockedCustomer(page);
  const reason = `TICKET-88 ${p.ownerExternalId} called from the registered phone`;

  const pointerPresses = await countPointer(page);
  const input = await shell.openPalette();
  // Part of a UUID says what to type, rather than opening a page that fails.
  await page.keyboard.type(p.gkVoiceprintProfileId.slice(0, 8));
  await expect(page.getByTestId('palette-hint')).toContainText('whole UUID');
  await input.fill('');
  await page.keyboard.type(p.ownerExternalId!);
  const item = page.getByTestId(`palette-item-voiceprints:${p.gkVoiceprintProfileId}`);
  await expect(item).toBeVisible({ timeout: 30_000 });
  await expect(item).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('vp-detail');
  await expect(detail.getByTestId('vp-lock-badge')).toHaveText('LOCKED', { timeout: 30_000 });

  // Tab to Unlock: it is reachable without a mouse, in a bounded number of steps.
  const unlock = detail.getByTestId('vp-unlock');
  const tabs = await tabTo(page, unlock, 60);
  test.info().annotations.push({ type: 'tabs to Unlock', description: String(tabs) });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('vp-unlock-reason-input')).toBeFocused();
  await page.keyboard.type(reason);
  await page.keyboard.press('Enter');
  await expect(detail.getByTestId('vp-lock-badge')).toHaveText('UNLOCKED');
  expect(await pointerPresses(), 'pointer presses in a keyboard-only run').toBe(0);

  await checkUnlocked(page, vigil, shell, p, reason);
});
