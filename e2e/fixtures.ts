// Starts the console the way a user does (`npm start -- --web`, here through tsx directly) with
// fresh folders, waits for the URL it prints, and stops it after the test.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';

export interface Console {
  /** The URL with the launch secret, as printed. */
  url: string;
  origin: string;
  homeDir: string;
}

const root = path.resolve(import.meta.dirname, '..');

export async function startConsole(): Promise<Console & { stop(): Promise<void> }> {
  const homeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-e2e-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'main/launch.ts', '--web'],
    {
      cwd: root,
      env: { ...process.env, VIGIL_HOME: homeDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the console did not start in time:\n${stderr}`)), 60_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /open (http:\/\/127\.0\.0\.1:\d+\/\?k=\S+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the console exited with ${code}:\n${stderr}`));
    });
  });
  return {
    url,
    origin: new URL(url).origin,
    homeDir,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(homeDir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<{ vigil: Console }>({
  // Playwright reads fixture dependencies from the destructuring pattern; this one has none.
  // eslint-disable-next-line no-empty-pattern
  vigil: async ({}, use) => {
    const c = await startConsole();
    try {
      await use(c);
    } finally {
      await c.stop();
    }
  },
});

export { expect } from '@playwright/test';
