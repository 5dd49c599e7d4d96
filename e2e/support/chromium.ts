// How Playwright launches Chromium here: Debian's build (Playwright's own download is not available),
// headless, with nothing that reaches the network on its own. Shared by the e2e config and the
// console benchmark.
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.VIGIL_CHROMIUM ?? '/usr/bin/chromium';

export const chromiumLaunchOptions = () => ({
  ...(fs.existsSync(CHROMIUM_PATH) ? { executablePath: CHROMIUM_PATH } : {}),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
