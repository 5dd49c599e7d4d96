#!/usr/bin/env node
// `npm start`: runs the console from plain JavaScript. The browser host (main/launch.ts) and the
// embedded server (server/cli.ts) are bundled with esbuild into dist/console/ and dist/server/ the
// first time and whenever their sources change (a fingerprint of the source files' sizes and
// modification times, kept beside the bundles); a relaunch loads the bundles as they are: no
// TypeScript compiled at run time and no loader process in between. The Electron window's own
// build is main/launch.ts's business, as before.
//
//   node scripts/start.mjs [--web] [--port N] [--rebuild]   (what `npm start -- …` runs)
//   node scripts/start.mjs --build-only                      (bundle if stale, then exit: tests and benches)
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import url from 'node:url';
import {
  browserHostDirs,
  builtEmbeddedCommand,
  embeddedServerArgs,
  forkServerProcess,
  leaveEarlyServer,
} from './server-process.mjs';

const root = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const stampFile = path.join(dist, 'console', 'sources.stamp');
const lockDir = path.join(dist, '.bundle-lock');
/** When the console's code cache is written, if it has none: after the first screen, as a rule. */
const CONSOLE_CACHE_AFTER_MS = 5000;

/** What the two bundles are made of; tests and type-level tests never end up in them. */
const SOURCE_DIRS = ['main', 'server', 'shared', 'wire', 'generated', 'protos'];
const SOURCE_FILES = ['package-lock.json', 'tsconfig.json', 'scripts/build-electron.mjs', 'scripts/server-process.mjs'];
const NOT_BUNDLED = /\.(test|testkit|typetest|int\.test)\.ts$|\/(test|__snapshots__)\//;

/** A fingerprint of every bundled source file's path, size and modification time. */
export function sourcesFingerprint() {
  const h = crypto.createHash('sha256');
  const add = (file) => {
    const st = fs.statSync(file, { throwIfNoEntry: false });
    if (st) h.update(`${path.relative(root, file)}\0${st.size}\0${st.mtimeMs}\n`);
  };
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (!NOT_BUNDLED.test(p)) add(p);
    }
  };
  for (const d of SOURCE_DIRS) if (fs.existsSync(path.join(root, d))) walk(path.join(root, d));
  for (const f of SOURCE_FILES) add(path.join(root, f));
  return h.digest('hex');
}

const fresh = (fingerprint) =>
  fs.existsSync(path.join(dist, 'console', 'launch.cjs')) &&
  fs.existsSync(path.join(dist, 'server', 'cli.cjs')) &&
  fs.readFileSync(stampFile, { encoding: 'utf8', flag: 'a+' }).trim() === fingerprint;

/**
 * One builder at a time (several consoles may start at once, as the end-to-end tests do): a lock
 * folder, taken over when its holder is gone. The others wait and then find the bundles fresh.
 */
async function withBuildLock(fn) {
  fs.mkdirSync(dist, { recursive: true });
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      fs.writeFileSync(path.join(lockDir, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const holder = Number(fs.readFileSync(path.join(lockDir, 'pid'), { encoding: 'utf8', flag: 'a+' }));
      let alive = false;
      try {
        alive = holder > 0 && process.kill(holder, 0);
      } catch {
        alive = false;
      }
      if (!alive && holder > 0) {
        fs.rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`another build holds ${lockDir} (pid ${holder}) for too long`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

/** Bundles the browser host and the server unless they are fresh; true when it built. */
export async function ensureBundles({ force = false } = {}) {
  if (!force && fresh(sourcesFingerprint())) return false;
  return withBuildLock(async () => {
    const fingerprint = sourcesFingerprint();
    if (!force && fresh(fingerprint)) return false; // another process built them meanwhile
    process.stderr.write('vigil: bundling the console and the embedded server…\n');
    const t0 = Date.now();
    const { buildServer, buildConsole } = await import('./build-electron.mjs');
    fs.rmSync(stampFile, { force: true });
    await buildServer();
    await buildConsole();
    fs.writeFileSync(stampFile, fingerprint + '\n');
    process.stderr.write(`vigil: bundled in ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
    return true;
  });
}

/**
 * The browser host's embedded server, forked from the bundle there is before the bundles are
 * checked and the console's is loaded (both on the way to the console forking it itself: about a
 * tenth of a relaunch): the console takes this one (takeEarlyServer). Undefined when there is no
 * bundle yet, or when it was found stale: then it is stopped before the bundles are rebuilt.
 */
async function forkEarlyServer(args) {
  if (!args.includes('--web') || args.includes('--build-only') || args.includes('--rebuild')) return undefined;
  const cmd = builtEmbeddedCommand(process.env);
  if (!fs.existsSync(cmd.modulePath) || !fs.existsSync(path.join(dist, 'console', 'launch.cjs'))) return undefined;
  const { serverDataDir } = browserHostDirs(process.env);
  // Private from the start, as the console makes it: the server refuses a folder others can write.
  fs.mkdirSync(serverDataDir, { recursive: true, mode: 0o700 });
  const serverArgs = embeddedServerArgs(serverDataDir);
  const child = forkServerProcess(cmd, serverArgs);
  if (fresh(sourcesFingerprint())) return { child, cmd, args: serverArgs };
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  return undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === url.fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const early = await forkEarlyServer(args);
  if (early) leaveEarlyServer(early);
  else await ensureBundles({ force: args.includes('--rebuild') });
  if (!args.includes('--build-only')) {
    // The bundle reads its options from process.argv, as main/launch.ts does. It is required, not
    // imported: importing a CommonJS file from ESM first scans all of its 2.6 MB for named exports
    // (cjs-module-lexer), about 190 ms before the embedded server could start.
    // With V8's code cache (code-cache.cjs), as the embedded server's bundle: written once the
    // console has run a while (or at exit), then a relaunch compiles none of what a start runs.
    const launchFile = path.join(dist, 'console', 'launch.cjs');
    process.argv = [process.argv[0], launchFile, ...args];
    const require = createRequire(import.meta.url);
    const { install, saveCodeCache } = require('./code-cache.cjs');
    install(launchFile);
    require(launchFile);
    setTimeout(saveCodeCache, CONSOLE_CACHE_AFTER_MS).unref();
  }
}
