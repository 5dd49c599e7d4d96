// The console in Electron, through Playwright's Electron launcher: the main bundle built, the
// window opened with the Vigil heading, the engagements screen showing the embedded server's demo
// data. Skipped, with the reason printed, where the Electron binary is not installed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron } from '@playwright/test';
import { findElectronBinary } from '../main/electron-binary.js';
import { expect, test } from './fixtures.js';
import { SHOTS_DIR } from './pages/index.js';

const root = path.resolve(import.meta.dirname, '..');

test('Electron: the window shows Vigil and the engagements screen loads demo data', async () => {
  const electronFound = findElectronBinary();
  if ('missing' in electronFound) {
    console.log(`electron.e2e.ts skipped: ${electronFound.missing}`);
    test.skip(true, electronFound.missing);
    return;
  }
  test.setTimeout(240_000);
  execFileSync(process.execPath, ['scripts/build-electron.mjs'], { cwd: root, stdio: 'inherit' });

  // A fresh userData folder (Electron puts it under XDG_CONFIG_HOME on Linux), so the demo starts clean.
  const configHome = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-electron-e2e-'));
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== 'ELECTRON_RUN_AS_NODE') env[k] = v;
  const app = await electron.launch({
    executablePath: electronFound.path,
    args: ['dist/electron/main.cjs', '--no-sandbox'],
    cwd: root,
    env: { ...env, XDG_CONFIG_HOME: configHome, VIGIL_HOME: configHome },
  });
  try {
    const win = await app.firstWindow();
    await expect(win.getByRole('heading', { name: 'Vigil' })).toBeVisible({ timeout: 60_000 });
    await win.getByTestId('nav-engagements').click();
    await expect(win.getByTestId('eng-table').locator('[data-testid^="row-"]').first()).toBeVisible({
      timeout: 120_000,
    });
    await expect(win.getByTestId('eng-queue-count')).toContainText('matching');
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
    await win.screenshot({ path: path.join(SHOTS_DIR, 'electron-engagements.png') });
  } finally {
    await app.close();
    fs.rmSync(configHome, { recursive: true, force: true });
  }
});
