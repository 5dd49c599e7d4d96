// Dialogs end to end in real Chromium: a reference server started here with the demo data and the
// banking dialog project deployed for app `vigil` is the console's connection. An admin opens the
// project, picks the balance component and inspects its data access node (client-side, Send Data,
// Get Data); in Try it asks for a balance by text, answers the client-side data action by filling
// its Get Data, hears the balance, and sees the session's NII events live (data-required →
// data-received with returnCode 0) beside the transcript; the same NII record in the Event log
// shows its events as events; the conversation named a demo engagement, whose page then shows the
// call's IVR path. axe finds nothing on the project, Try it and IVR path views. Screenshots of
// both go to docs/screens/ for the README.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { ConsolePage } from './pages/index.js';
import { expectAxeClean as expectAxeIn } from './support/axe.js';
import { ipc } from './support/ipc.js';
import { startServer, type RunningServer } from '../server/app.js';
import { seedDemo } from '../server/demo/index.js';
import { deployDemoProject } from '../server/dialog/index.js';
import { silentLogger } from '../server/util/log.js';

const README_SHOTS = path.resolve(import.meta.dirname, '..', 'docs', 'screens');

let server: RunningServer | undefined;
let dataDir: string | undefined;

test.afterEach(async () => {
  await server?.stop(1_000);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function expectAxeClean(page: Page, selector: string): Promise<void> {
  await expect(page.locator('.state-loading')).toHaveCount(0);
  await expectAxeIn(page, selector);
}

test('dialogs: inspect a data access node, talk to the project in Try it, see its NII events', async ({
  page,
  vigil,
}) => {
  test.setTimeout(240_000); // the console starts its own embedded server too; the deploy trains an NLU model
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-e2e-dialogs-'));
  server = await startServer({ grpcPort: 0, httpPort: 0, log: silentLogger });
  const clients = await seedDemo(server.db, { dataDir });
  const urn = await deployDemoProject(server.db, { appId: 'vigil', now: new Date() });
  const admin = clients.find((c) => c.role === 'admin')!;

  const shell = await new ConsolePage(page, vigil).open();
  const profile = await ipc(page, 'connections.save', {
    profile: {
      name: 'Dialogs test server',
      endpoint: server.grpcAddress,
      tls: false,
      tokenUrl: server.tokenUrl,
      clientId: admin.clientId,
      scopes: [],
      defaultScopeId: admin.gkScopeId,
    },
    secret: admin.clientSecret,
  });
  await ipc(page, 'connections.select', { id: profile.id });
  await page.setViewportSize({ width: 1440, height: 900 });

  // A demo engagement the conversation will name (as an IVR would, in client_data).
  await shell.goTo('engagements');
  await page.getByTestId('eng-table').locator('[role="row"][data-testid^="row-"]').first().click();
  await expect(page).toHaveURL(/#\/engagements\/[^/?]+/);
  const gkEngagementId = decodeURIComponent(/#\/engagements\/([^/?]+)/.exec(page.url())![1]!);

  // The project, its balance component, and its data access node.
  const screen = await shell.goTo('dialogs');
  await screen.getByRole('row').filter({ hasText: urn }).click();
  await expect(screen.getByTestId('dlg-project')).toBeVisible();
  await expect(screen.getByTestId('dlg-nlu')).toContainText('urn:nuance-mix:tag:model/vigil-banking-dialog/mix.nlu');
  const component = screen.getByTestId('dlg-component');
  const balance = await component.locator('option', { hasText: 'I_REQUEST_ACCOUNT_BALANCE' }).getAttribute('value');
  await component.selectOption(balance!);
  await screen.locator('[data-testid="flow-node"][data-node="DA_I_REQUEST_ACCOUNT_BALANCE"]').click();
  const node = screen.getByTestId('dlg-node');
  await expect(node).toContainText('DA_I_REQUEST_ACCOUNT_BALANCE');
  await expect(node.getByTestId('dlg-da-integration')).toContainText('Client-side');
  await expect(node.getByTestId('dlg-da-send')).toHaveText('ACCOUNT_NAME');
  await expect(node.getByTestId('dlg-da-get')).toContainText('accountBalance');
  await expect(node).toContainText('success');
  await expectAxeClean(page, '[data-testid="screen-dialogs"]');
  fs.mkdirSync(README_SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(README_SHOTS, 'dialogs-project.png') });

  // Try it: ask for a balance, answer the client-side data action, hear the balance.
  await screen.getByTestId('dlg-try-link').click();
  const tryit = screen.getByTestId('tryit');
  await expect(tryit.getByTestId('tryit-project')).toHaveValue(urn);
  // The live tail is open before the conversation starts, so its first record is seen.
  await expect(tryit.getByTestId('tryit-nii')).toContainText('Start a conversation');
  await tryit.getByTestId('tryit-engagement').fill(gkEngagementId);
  await tryit.getByTestId('tryit-start').click();
  await expect(tryit.getByTestId('tryit-action')).toContainText('question');
  await tryit.getByTestId('tryit-text').fill('what is my checking balance');
  await tryit.getByTestId('tryit-send').click();
  await expect(tryit.getByTestId('tryit-action')).toContainText('DA_I_REQUEST_ACCOUNT_BALANCE');
  const form = tryit.getByTestId('tryit-da-form');
  await expect(form.getByTestId('tryit-da-returnCode')).toHaveValue('0');
  await form.getByTestId('tryit-da-accountBalance').fill('$1,234');
  await form.getByTestId('tryit-da-DAReturnStatus').fill('Success');
  await form.getByTestId('tryit-da-send').click();
  await expect(tryit.getByTestId('tryit-transcript')).toContainText('$1,234');

  const nii = tryit.getByTestId('tryit-nii');
  await expect(nii.locator('[data-event="data-required"]')).toContainText('DA_I_REQUEST_ACCOUNT_BALANCE · client-side');
  const received = nii.locator('[data-event="data-received"]');
  await expect(received).toContainText('returnCode 0');
  await received.locator('summary').click();
  await expect(received.locator('.json-tree')).toContainText('accountBalance');
  await expect(nii.locator('[data-event="transition"]').first()).toContainText(' to ');
  await expectAxeClean(page, '[data-testid="screen-dialogs"]');
  await page.screenshot({ path: path.join(README_SHOTS, 'dialogs-try-it.png') });

  // The same NII records in the Event log, shown as events.
  const log = await shell.goTo('eventlog');
  await log.getByText('Advanced: consumer group').click();
  await log.getByTestId('el-client-name').fill('e2e-dialogs');
  await log.getByTestId('el-start').selectOption('earliest');
  await log.getByTestId('el-open').click();
  await expect(log.getByTestId('el-partitions')).toBeVisible();
  await log.getByTestId('el-seek-beginning').click();
  // Only the NII records: the demo's own records may fill the list first.
  await log.getByTestId('el-f-type').fill('NIIEventLog');
  const row = log.getByRole('row').filter({ hasText: 'NIIEventLog' });
  await expect(row.first()).toBeVisible({ timeout: 20_000 });
  await row.last().click();
  const detail = log.getByTestId('el-detail');
  await expect(detail.getByTestId('nii-events')).toBeVisible();
  await expect(detail.getByTestId('nii-event').first()).toBeVisible();

  // The engagement page shows the call's IVR path from those records.
  await page.evaluate((h) => (window.location.hash = h), `#/engagements/${encodeURIComponent(gkEngagementId)}`);
  const ivr = page.getByTestId('eng-ivr');
  await ivr.getByTestId('eng-ivr-show').click();
  await expect(ivr.getByTestId('ivr-session')).toContainText('intent I_REQUEST_ACCOUNT_BALANCE', { timeout: 20_000 });
  await expect(ivr.getByTestId('ivr-session')).toContainText('data DA_I_REQUEST_ACCOUNT_BALANCE: returnCode 0');
  await expect(ivr.getByTestId('ivr-session')).toContainText('DA_I_REQUEST_ACCOUNT_BALANCE (dataaccess)');
  await expectAxeClean(page, '[data-testid="eng-ivr"]');
});
