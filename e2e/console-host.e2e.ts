import fs from 'node:fs';
import path from 'node:path';
import { expect, startConsole, test } from './fixtures';

const shots = path.resolve(import.meta.dirname, '..', 'artifacts', 'screens');

test('the console opens from the printed URL and talks to main', async ({ page, vigil }) => {
  await page.goto(vigil.url);
  // The launch secret is spent: the page is at the clean URL, signed in by its cookie.
  expect(page.url()).toBe(vigil.origin + '/');
  await expect(page.getByRole('heading', { name: 'Vigil' })).toBeVisible();
  await expect(page.getByTestId('host-info')).toHaveText(/Vigil \d+\.\d+\.\d+ · browser host/);
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, 'home.png') });
});

test('opened while the embedded server is still seeding, the console shows its data when it is up', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const vigil = await startConsole({ waitForServer: false });
  try {
    await page.goto(vigil.url);
    await expect(page.getByTestId('host-info')).toHaveText(/browser host/);
    // Nothing fails meanwhile: the screens wait for the server instead of showing an error.
    await expect(page.getByTestId('embedded-state')).toHaveText(/embedded: (starting|running)/);
    await expect(page.locator('[data-testid="screen-engagements"] [data-testid^="row-"]').first()).toBeVisible({
      timeout: 120_000,
    });
    await expect(page.getByTestId('embedded-state')).toHaveText('embedded: running');
    await expect(page.getByTestId('error-message')).toHaveCount(0);
    await page.getByTestId('nav-connections').click();
    await expect(page.getByTestId('conn-embedded')).toContainText('Embedded');
  } finally {
    await vigil.stop();
  }
});

test('the browser host refuses callers without the launch secret', async ({ request, vigil }) => {
  const page = await request.get(vigil.origin + '/');
  expect(page.status()).toBe(403);
  const call = await request.post(vigil.origin + '/ipc', {
    headers: { origin: vigil.origin },
    data: { channel: 'app.info', request: {}, callId: 'x' },
  });
  expect(call.status()).toBe(403);
  const wrong = await request.get(vigil.origin + '/?k=not-the-secret');
  expect(wrong.status()).toBe(403);
});

test('calls from another origin are refused even with the launch cookie', async ({ request, vigil }) => {
  const entry = await request.get(vigil.url, { maxRedirects: 0 });
  expect(entry.status()).toBe(303);
  const cookie = (entry.headers()['set-cookie'] ?? '').split(';')[0]!;
  expect(cookie).toMatch(new RegExp(`^vigil_session_${new URL(vigil.origin).port}=`));
  // One use: the printed URL no longer signs anyone in.
  expect((await fetch(vigil.url, { redirect: 'manual' })).status).toBe(403);
  const call = (origin: string) =>
    request.post(vigil.origin + '/ipc', {
      headers: { origin, cookie },
      data: { channel: 'app.info', request: {}, callId: 'x' },
    });
  expect((await call('http://127.0.0.1:1')).status()).toBe(403);
  const ok = await call(vigil.origin);
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({ ok: true, value: { name: 'Vigil', host: 'browser' } });
});
