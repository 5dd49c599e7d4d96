// Connections and audit end to end: the Embedded profile's identity and demo role, a profile
// saved and audited, the audit CSV download, the palette and the dark theme.
import { expect, test } from './fixtures.js';
import { AuditPage, ConnectionsPage, ConsolePage } from './pages/index.js';

test('connections: Embedded tests as admin, then as support after switching the demo role', async ({ page, vigil }) => {
  const shell = await new ConsolePage(page, vigil).open();
  const conns = await new ConnectionsPage(shell).open();
  await expect(conns.profile('embedded')).toContainText('Embedded');
  await expect(page.getByTestId('conn-embedded-current')).toBeVisible();
  await conns.select('embedded');
  expect(await conns.test()).toBe('admin');
  await expect(shell.role).toHaveText('admin');
  // The scope in use (header) is one the token carries.
  const scope = (await page.getByTestId('header-scope').textContent()) ?? '';
  expect(scope).not.toBe('');
  await expect(page.getByTestId('test-gk-scopes')).toContainText(scope);

  await conns.setDemoRole('support');
  await expect(shell.role).toHaveText('support');
  expect(await conns.test()).toBe('support');
  await expect(page.getByTestId('test-client')).toContainText('support');
  await shell.screenshot('connections');
});

test('audit: a saved profile is listed, filtered and exported as CSV', async ({ page, vigil }) => {
  const shell = await new ConsolePage(page, vigil).open();
  const conns = await new ConnectionsPage(shell).open();
  await conns.add({
    name: 'Staging',
    endpoint: 'gk.staging.example:8443',
    tokenUrl: 'https://auth.staging.example/oauth2/token',
    clientId: 'console-staging',
    secret: 'not-a-real-secret',
    scopeId: 'bank-1',
  });
  await expect(conns.profile('embedded')).toBeVisible();

  const audit = await new AuditPage(shell).open();
  await expect(audit.rows.first()).toContainText('connections.save');
  await expect(audit.rows.first()).toContainText('ok');
  await audit.filterText('console-staging');
  await expect(audit.rows).toHaveCount(1);
  await shell.screenshot('audit');

  const csv = await audit.exportCsv();
  expect(csv.filename).toMatch(/\.csv$/);
  expect(csv.text).toContain('connections.save');
  expect(csv.text).toContain('console-staging');
  expect(csv.text).not.toContain('not-a-real-secret');
});

test('palette and theme: jump by ID with the keyboard, dark theme', async ({ page, vigil }) => {
  const shell = await new ConsolePage(page, vigil).open();
  await shell.goTo('connections');
  const id = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
  const input = await shell.openPalette();
  await input.fill(id);
  await expect(page.getByTestId(`palette-item-voiceprints:${id}`)).toBeVisible();
  await shell.screenshot('palette');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/voiceprints/${id}$`));

  await shell.goTo('connections');
  await shell.setTheme('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByTestId('profile-detail')).toBeVisible();
  await shell.screenshot('dark');
});

test('the embedded server stopped mid-session shows reconnecting and recovers', async ({ page, vigil }) => {
  // A restart starts a server process from scratch (database open, migrations check, demo clients):
  // on a loaded 2-core machine (load average 16) that took over a minute, more than a test's default budget.
  test.slow();
  const shell = await new ConsolePage(page, vigil).open();
  await new ConnectionsPage(shell).open();
  await expect(page.getByTestId('embedded-state')).toHaveText('embedded: running');
  const pid = await shell.embeddedPid();
  process.kill(pid, 'SIGKILL');
  await expect(shell.reconnecting).toBeVisible();
  await expect(shell.reconnecting).toContainText('Reconnecting to the server…');
  await shell.screenshot('reconnecting');
  await expect(shell.reconnecting, 'the embedded server came back within 150 s').toBeHidden({ timeout: 150_000 });
  await expect(page.getByTestId('embedded-state')).toHaveText('embedded: running');
  await page.getByTestId('detail-test').click();
  await expect(page.getByTestId('test-role')).toHaveText('admin');
});
