// Starts the console the way a user does (`npm start -- --web`: scripts/start.mjs, bundled) with a
// fresh home folder (or a given one), waits for the URL it prints, and stops it. For the end-to-end
// fixtures and the console benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface Console {
  /** The URL with the launch secret, as printed. */
  url: string;
  origin: string;
  homeDir: string;
  /** The console's process (the embedded server is its child). */
  pid: number;
}

const root = path.resolve(import.meta.dirname, '..', '..');

export interface StartOptions {
  /** An existing home folder to start in (a relaunch); it is kept on stop. Default: a new one, removed on stop. */
  homeDir?: string;
  /**
   * Resolve only once the embedded server runs too (default true), so a test's own timeouts do not
   * include seeding the demo data. False: as soon as the console is served.
   */
  waitForServer?: boolean;
  /** Every chunk the console writes, as it comes (the console bench times its launch phases by them). */
  onOutput?: (text: string) => void;
  /** More environment for the console (e.g. VIGIL_TEST_HOOKS=1). */
  env?: Record<string, string>;
  /** Gives up a start in progress: the console is stopped, its new home removed, and the start rejects. */
  signal?: AbortSignal;
}

export async function startConsole(opts: StartOptions = {}): Promise<Console & { stop(): Promise<void> }> {
  const keepHome = !!opts.homeDir;
  const homeDir = opts.homeDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs'), '--web'], {
    cwd: root,
    env: { ...process.env, ...opts.env, VIGIL_HOME: homeDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
    opts.onOutput?.(d.toString());
  });
  if (opts.onOutput) child.stdout?.on('data', (d: Buffer) => opts.onOutput!(d.toString()));
  const exited = new Promise((r) => child.once('exit', r));
  const giveUp = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  opts.signal?.addEventListener('abort', giveUp, { once: true });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the console did not start in time:\n${stderr}`)), 120_000);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('the console start was given up'));
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /open (http:\/\/127\.0\.0\.1:\d+\/\?k=\S+)/.exec(out);
      const ready = opts.waitForServer === false || /the embedded server is running/.test(out);
      if (m?.[1] && ready) {
        clearTimeout(timer);
        opts.signal?.removeEventListener('abort', onAbort);
        resolve(m[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the console exited with ${code}:\n${stderr}`));
    });
  }).catch(async (err: unknown) => {
    // A start that failed or was given up leaves no process and no folder behind.
    giveUp();
    await exited;
    if (!keepHome) fs.rmSync(homeDir, { recursive: true, force: true });
    throw err;
  });
  opts.signal?.removeEventListener('abort', giveUp);
  return {
    pid: child.pid!,
    url,
    origin: new URL(url).origin,
    homeDir,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepHome) fs.rmSync(homeDir, { recursive: true, force: true });
    },
  };
}
