// vitest setupFile (node project): each test file leaves nothing behind, or fails naming what it
// left. Three things are checked once the file's own afterAll hooks have run (hooks run as a stack,
// so this file's afterAll, registered first, runs last):
//  - temp folders: the file runs with TMPDIR set to a folder of its own under the run's root
//    (global-setup.testkit.ts), so os.tmpdir()-based temp folders land there; anything still in it
//    is listed, removed, and fails the file;
//  - processes: every process started from the file inherits that TMPDIR, so any process whose
//    environment carries it (children, and grandchildren orphaned by a killed parent) is a leak once
//    it outlives a short grace period; it is listed, killed, and fails the file (Linux, via /proc);
//  - interval timers the project's own code (not node_modules) started and never cleared,
//    like a token service whose refresh timer kept pruning rows after its test ended.
// A failure here is a real leak: fix it where the thing is started (close it in afterAll/finally/
// onTestFinished), or in the product code when its close() does not stop everything it started.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, inject } from 'vitest';
import { TEST_TMP_ROOT_ENV } from './tmp-root.testkit.js';

/** How long a process may take to exit after its test file is done (kills are not instant under load). */
const PROCESS_GRACE_MS = 10_000;

const projectRoot = path.resolve(import.meta.dirname, '..');

function runRoot(): string {
  let root = process.env[TEST_TMP_ROOT_ENV];
  if (!root) {
    try {
      root = inject('testTmpRoot');
    } catch {
      root = undefined;
    }
  }
  if (!root) {
    // Run without the global setup (another config): a root of our own.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-test-'));
    process.env[TEST_TMP_ROOT_ENV] = root;
  }
  return root;
}

const originalTmp = process.env.TMPDIR;
const sharedTmp = os.tmpdir();
const fileTmp = fs.mkdtempSync(path.join(runRoot(), 'f-'));
// tsx keeps its compile cache in os.tmpdir()/tsx-<uid>: server processes started with the file's
// TMPDIR share the usual one through a link (a cold cache per file would slow every spawn).
const tsxCache = `tsx-${typeof process.geteuid === 'function' ? process.geteuid() : os.userInfo().username}`;
fs.mkdirSync(path.join(sharedTmp, tsxCache), { recursive: true });
fs.symlinkSync(path.join(sharedTmp, tsxCache), path.join(fileTmp, tsxCache));
process.env.TMPDIR = fileTmp;
// Caches meant for the whole machine stay where they usually are: the migrated PGlite template
// (server/db/open.ts) and the demo's synthesized speech (server/demo/audio.ts).
process.env.VIGIL_PGLITE_TEMPLATE_DIR ??= sharedTmp;
process.env.VIGIL_SPEECH_CACHE ??= path.join(sharedTmp, 'vigil-demo-speech');

// Intervals started from project code, with where they were started.
const intervals = new Map<NodeJS.Timeout, string>();
const realSetInterval = globalThis.setInterval;
globalThis.setInterval = function setInterval(...args: Parameters<typeof realSetInterval>) {
  const timer = realSetInterval(...args);
  const stack = (new Error().stack ?? '').split('\n').slice(2);
  // Started by the project's own code itself (a library's internal timers are the library's to
  // clear when it is closed, and show up here through whatever was not closed instead).
  const caller = stack[0] ?? '';
  const ours = caller.includes(projectRoot) && !caller.includes('node_modules');
  if (ours)
    intervals.set(
      timer,
      stack
        .filter((l) => !l.includes('node_modules'))
        .slice(0, 4)
        .join('\n'),
    );
  return timer;
} as typeof realSetInterval;

const testPath = expect.getState().testPath;
const testFile = testPath ? path.relative(projectRoot, testPath) : '(unknown test file)';

afterAll(async () => {
  const problems: string[] = [];
  try {
    const procs = await lingering(fileTmp);
    if (procs.length) {
      for (const p of procs) killQuietly(p.pid);
      problems.push(
        `${procs.length} process(es) still running after the file's tests (now killed):\n` +
          procs.map((p) => `    pid ${p.pid}: ${p.cmd}`).join('\n'),
      );
    }
    const left = fs.readdirSync(fileTmp).filter((e) => e !== tsxCache);
    if (left.length) {
      problems.push(
        `temp files/folders left behind (now removed):\n` +
          left.map((e) => `    ${path.join(fileTmp, e)}${describeEntry(path.join(fileTmp, e))}`).join('\n'),
      );
    }
    const live = [...intervals].filter(([t]) => !(t as unknown as { _destroyed?: boolean })._destroyed);
    if (live.length) {
      problems.push(
        `${live.length} interval timer(s) started and never cleared:\n` +
          live.map(([, where]) => where.replace(/^/gm, '    ')).join('\n    --\n'),
      );
      for (const [t] of live) clearInterval(t);
    }
  } finally {
    globalThis.setInterval = realSetInterval;
    if (originalTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = originalTmp;
    fs.rmSync(fileTmp, { recursive: true, force: true });
  }
  if (problems.length) {
    throw new Error(
      `leak guard: ${testFile} left things running or on disk; stop/remove them in afterAll, finally or ` +
        `onTestFinished:\n  - ${problems.join('\n  - ')}`,
    );
  }
});

interface Proc {
  pid: number;
  cmd: string;
}

/** Live processes (not zombies, not this one) whose environment holds TMPDIR=dir, after a grace period. */
async function lingering(dir: string): Promise<Proc[]> {
  if (process.platform !== 'linux') return [];
  const deadline = Date.now() + PROCESS_GRACE_MS;
  for (;;) {
    const found = scan(dir);
    if (!found.length || Date.now() >= deadline) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function scan(dir: string): Proc[] {
  const marker = Buffer.from(`\0TMPDIR=${dir}\0`);
  const out: Proc[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const pid = Number(name);
    if (pid === process.pid) continue;
    try {
      const env = Buffer.concat([Buffer.from([0]), fs.readFileSync(`/proc/${pid}/environ`), Buffer.from([0])]);
      if (!env.includes(marker)) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      if (state === 'Z' || state === 'X') continue;
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim().slice(0, 300);
      out.push({ pid, cmd });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return out;
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function describeEntry(p: string): string {
  try {
    const st = fs.lstatSync(p);
    if (!st.isDirectory()) return ` (file, ${st.size} bytes)`;
    const inside = fs.readdirSync(p);
    return ` (folder: ${inside.slice(0, 8).join(', ')}${inside.length > 8 ? ', …' : ''})`;
  } catch {
    return '';
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTmpRoot: string;
  }
}
