#!/usr/bin/env node
// Makes sure the offline speech engine (CMU PocketSphinx with its US-English model, from Debian's
// packages) is in a cache folder, without root: `apt-get download` the packages into a temporary
// folder, `dpkg-deb -x` each into a staging folder, compile the small streaming front end
// (speech-engine-stream.c) against the unpacked library, and rename the staging folder into place
// so a half-finished install is never seen. Where apt-get, dpkg-deb or a C compiler is missing,
// or the download fails, it says what to install and exits 0: the server then answers UNAVAILABLE
// with the same words.
//
//   node scripts/install-speech-engine.mjs    ensure the engine, print where it is (npm ci runs it)
//   VIGIL_SPEECH_ENGINE_DIR=/path ...         use that folder instead of ~/.cache/vigil/speech-engine/<version>
//
// Plain Node, no dependencies: the server and tests import findSpeechEngine / ensureSpeechEngine.
// No top-level effects: the server bundle includes this module (a `main` guard comparing
// process.argv[1] with import.meta.url is true inside a bundle and ran the install there).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';

/** Bump when the package set changes: a new version installs beside the old. */
export const SPEECH_ENGINE_VERSION = 'pocketsphinx-0.8-5prealpha-en-us.3';

/**
 * The front end's build key: the first 16 hex digits of the SHA-256 of speech-engine-stream.c
 * (speech-engine.test.ts fails until it is updated after an edit). The binary lives in
 * bin/<key>/, so an install made from an older source is not "found": the next
 * `node scripts/install-speech-engine.mjs` (npm ci's postinstall) compiles the new front end beside
 * it, without downloading the packages again. A constant, not a hash taken at run time: the
 * server bundle has no copy of the source.
 */
export const FRONT_END_KEY = '7d332aa958516671';

export const SPEECH_ENGINE_PACKAGES = [
  'pocketsphinx',
  'pocketsphinx-en-us',
  'libpocketsphinx3',
  'libsphinxbase3',
  'libblas3',
  'liblapack3',
  'libgfortran5',
  'libquadmath0',
  // Headers only, to compile the streaming front end against the library above.
  'libpocketsphinx-dev',
  'libsphinxbase-dev',
];

export const SPEECH_ENGINE_INSTALL_HINT =
  'The speech engine (CMU PocketSphinx with its US-English model) is not installed. ' +
  'On Debian or Ubuntu run `node scripts/install-speech-engine.mjs` (needs apt-get, dpkg-deb and a C compiler such as gcc; ' +
  'no root), or set VIGIL_SPEECH_ENGINE_DIR to a folder where it was installed.';

const here = path.dirname(url.fileURLToPath(import.meta.url));
const FRONT_END_SOURCE = path.join(here, 'speech-engine-stream.c');
const ARCH_LIB = 'usr/lib/x86_64-linux-gnu';

/** The folder the engine lives in (it may not exist yet). */
export function speechEngineDir(env = process.env) {
  if (env.VIGIL_SPEECH_ENGINE_DIR) return path.resolve(env.VIGIL_SPEECH_ENGINE_DIR);
  return path.join(vigilCacheDir(env), 'speech-engine', SPEECH_ENGINE_VERSION);
}

/** The user's cache folder for Vigil (XDG_CACHE_HOME or ~/.cache, then vigil). */
export function vigilCacheDir(env = process.env) {
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'vigil');
}

function libDirs(root) {
  const lib = path.join(root, ARCH_LIB);
  return [lib, path.join(lib, 'blas'), path.join(lib, 'lapack')];
}

function layout(dir) {
  const root = path.join(dir, 'root');
  const model = path.join(root, 'usr/share/pocketsphinx/model/en-us');
  return {
    dir,
    binary: path.join(dir, 'bin', FRONT_END_KEY, 'vigil-ps-stream'),
    root,
    continuousBinary: path.join(root, 'usr/bin/pocketsphinx_continuous'),
    hmm: path.join(model, 'en-us'),
    lm: path.join(model, 'en-us.lm.bin'),
    dict: path.join(model, 'cmudict-en-us.dict'),
    ldLibraryPath: libDirs(root).join(':'),
  };
}

/**
 * Where the installed engine is, without installing anything: `{ ok: true, ...paths }`, or
 * `{ ok: false, reason }` with the install hint.
 */
export function findSpeechEngine(env = process.env) {
  const paths = layout(speechEngineDir(env));
  const missing = [paths.binary, paths.hmm, paths.lm, paths.dict].find((p) => !fs.existsSync(p));
  if (missing) return { ok: false, reason: `${SPEECH_ENGINE_INSTALL_HINT} (missing: ${missing})` };
  return { ok: true, ...paths };
}

function have(cmd) {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function compiler() {
  return process.env.CC || ['cc', 'gcc', 'clang'].find(have);
}

/** Compiles the streaming front end against the unpacked packages in `root` into `binary`. */
function compileFrontEnd(cc, root, binary) {
  const lib = path.join(root, ARCH_LIB);
  const inc = path.join(root, 'usr/include');
  execFileSync(
    cc,
    [
      '-O2',
      '-o',
      binary,
      FRONT_END_SOURCE,
      `-I${path.join(inc, 'pocketsphinx')}`,
      `-I${path.join(inc, 'x86_64-linux-gnu')}`,
      `-I${path.join(inc, 'x86_64-linux-gnu/sphinxbase')}`,
      path.join(lib, 'libpocketsphinx.so.3'),
      path.join(lib, 'libsphinxbase.so.3'),
      '-lm',
      `-Wl,-rpath-link,${libDirs(root).join(':')}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

/**
 * The packages are unpacked but this front end is not built (an install from an older source):
 * compiles it into a staging folder renamed into place. Returns undefined when done, else why not.
 */
/** The last lines of what a failed step said (a command's stderr, or the error), on one line. */
function lastLines(err) {
  return String(err?.stderr || err?.message || err)
    .trim()
    .split('\n')
    .slice(-3)
    .join(' ');
}

function rebuildFrontEnd(cc, paths, log) {
  const bin = path.dirname(paths.binary);
  fs.mkdirSync(path.dirname(bin), { recursive: true });
  const stage = fs.mkdtempSync(path.join(path.dirname(bin), '.stage-'));
  try {
    log(`speech engine: compiling the streaming front end (${FRONT_END_KEY})`);
    compileFrontEnd(cc, paths.root, path.join(stage, 'vigil-ps-stream'));
    try {
      fs.renameSync(stage, bin);
    } catch (err) {
      if (!fs.existsSync(paths.binary)) throw err;
    }
    return undefined;
  } catch (err) {
    return lastLines(err);
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
}

/**
 * `apt-get download`s Debian packages into a temporary folder, `dpkg-deb -x`s each into
 * `<stage>/root`, lets `finish(stage, root)` add to the stage, and renames the stage to `dir` so a
 * half-finished install is never seen. Needs no root. Returns undefined when done, else the last
 * lines of what failed.
 */
function installDebianPackages({ dir, packages, log, what, finish = () => {} }) {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const stage = fs.mkdtempSync(path.join(path.dirname(dir), '.stage-'));
  const debs = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-debs-'));
  try {
    log(`${what}: downloading ${packages.join(' ')}`);
    execFileSync('apt-get', ['download', ...packages], { cwd: debs, stdio: ['ignore', 'ignore', 'pipe'] });
    const root = path.join(stage, 'root');
    fs.mkdirSync(root);
    for (const deb of fs.readdirSync(debs).filter((f) => f.endsWith('.deb'))) {
      execFileSync('dpkg-deb', ['-x', path.join(debs, deb), root], { stdio: ['ignore', 'ignore', 'pipe'] });
    }
    finish(stage, root);
    // Someone else may have finished first; theirs is as good as ours.
    try {
      fs.renameSync(stage, dir);
    } catch (err) {
      if (!fs.existsSync(dir)) throw err;
    }
    log(`${what}: installed in ${dir}`);
    return undefined;
  } catch (err) {
    return lastLines(err);
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
    fs.rmSync(debs, { recursive: true, force: true });
  }
}

/**
 * Installs the engine when it is missing; returns what findSpeechEngine returns afterwards. Never
 * throws for a machine that cannot install it: the answer says why and what to install.
 */
export function ensureSpeechEngine({ env = process.env, log = (m) => console.error(m) } = {}) {
  const found = findSpeechEngine(env);
  if (found.ok) return found;
  const dir = speechEngineDir(env);
  const missingTools = ['apt-get', 'dpkg-deb'].filter((t) => !have(t));
  const cc = compiler();
  if (!cc) missingTools.push('cc (gcc)');
  const paths = layout(dir);
  const unpacked = [paths.hmm, paths.lm, paths.dict, path.join(paths.root, ARCH_LIB, 'libpocketsphinx.so.3')];
  if (cc && unpacked.every((p) => fs.existsSync(p))) {
    const failed = rebuildFrontEnd(cc, paths, log);
    if (failed) return { ok: false, reason: `${SPEECH_ENGINE_INSTALL_HINT} Compiling the front end failed: ${failed}` };
    return findSpeechEngine(env);
  }
  if (missingTools.length) {
    return { ok: false, reason: `${SPEECH_ENGINE_INSTALL_HINT} Missing here: ${missingTools.join(', ')}.` };
  }
  const failed = installDebianPackages({
    dir,
    packages: SPEECH_ENGINE_PACKAGES,
    log,
    what: 'speech engine',
    finish(stage, root) {
      const bin = path.join(stage, 'bin', FRONT_END_KEY);
      fs.mkdirSync(bin, { recursive: true });
      log('speech engine: compiling the streaming front end');
      compileFrontEnd(cc, root, path.join(bin, 'vigil-ps-stream'));
    },
  });
  if (failed) return { ok: false, reason: `${SPEECH_ENGINE_INSTALL_HINT} Installing failed: ${failed}` };
  return findSpeechEngine(env);
}

/** Bump when the scoring kit's package set changes. */
export const SCORING_KIT_VERSION = 'sctk-2.4.10+pocketsphinx-testdata-0.8.1';

/**
 * What the speech benchmark scores with (bench/asr.bench.ts): NIST's `sclite` (Debian's `sctk`)
 * and PocketSphinx's recorded test utterances with their transcripts (`pocketsphinx-testdata`).
 * Not needed by the server or the tests, so `npm ci` does not fetch it.
 */
export const SCORING_KIT_PACKAGES = ['sctk', 'pocketsphinx-testdata'];

function scoringLayout(dir) {
  const root = path.join(dir, 'root');
  return {
    dir,
    sclite: path.join(root, 'usr/lib/sctk/bin/sclite'),
    testData: path.join(root, 'usr/share/pocketsphinx/test/data'),
  };
}

/** The scoring kit, fetched into the cache the way the engine is when missing. */
export function ensureScoringKit({ env = process.env, log = (m) => console.error(m) } = {}) {
  const dir = path.join(vigilCacheDir(env), 'asr-scoring', SCORING_KIT_VERSION);
  const paths = scoringLayout(dir);
  const present = () => [paths.sclite, paths.testData].every((p) => fs.existsSync(p));
  if (present()) return { ok: true, ...paths };
  const missingTools = ['apt-get', 'dpkg-deb'].filter((t) => !have(t));
  if (missingTools.length) {
    return {
      ok: false,
      reason: `Scoring needs Debian's ${SCORING_KIT_PACKAGES.join(' and ')} packages, fetched with apt-get and dpkg-deb. Missing here: ${missingTools.join(', ')}.`,
    };
  }
  const failed = installDebianPackages({ dir, packages: SCORING_KIT_PACKAGES, log, what: 'scoring kit' });
  if (failed || !present()) {
    return { ok: false, reason: `Fetching ${SCORING_KIT_PACKAGES.join(' and ')} failed: ${failed ?? 'files missing'}` };
  }
  return { ok: true, ...paths };
}
