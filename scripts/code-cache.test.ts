// scripts/code-cache.cjs: a bundle loaded with V8's code cache runs as it does without, a relaunch
// takes the cache, and a changed bundle is never run from the cache of the one before.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const loader = path.join(import.meta.dirname, 'code-cache.cjs');
let dir: string;
let bundle: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-code-cache-'));
  bundle = path.join(dir, 'bundle.cjs');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A CommonJS "bundle" that uses what a module has (require, exports, __dirname) and says `word`. */
function writeBundle(word: string): void {
  fs.writeFileSync(
    bundle,
    `const path = require('node:path');
     exports.word = ${JSON.stringify(word)};
     function shout(s) { return s.toUpperCase(); }
     console.log(JSON.stringify({ word: shout(exports.word), dir: __dirname, main: require.main === module }));
     require(${JSON.stringify(loader)}).saveCodeCache();
    `,
  );
}

/** Runs the bundle as `npm start` runs the server's, and what it printed and whether the cache was used. */
function launch(): { word: string; dir: string; main: boolean } {
  const out = execFileSync(process.execPath, ['--require', loader, bundle], { encoding: 'utf8' });
  return JSON.parse(out.trim()) as { word: string; dir: string; main: boolean };
}

/** Whether a load of the bundle in-process (install, then require) took the cache. */
function usedCache(): boolean {
  const out = execFileSync(
    process.execPath,
    [
      '-e',
      `const cc = require(${JSON.stringify(loader)}); const st = cc.install(${JSON.stringify(bundle)});
       require(${JSON.stringify(bundle)}); console.log(JSON.stringify(st.used));`,
    ],
    { encoding: 'utf8' },
  );
  // The bundle's line, then whether the cache was used.
  return JSON.parse(out.trim().split('\n').at(-1)!) as boolean;
}

describe('the code cache of a bundle', () => {
  it('runs the bundle as its main module, writes the cache beside it, and a relaunch takes it', () => {
    writeBundle('first');
    expect(launch()).toEqual({ word: 'FIRST', dir, main: true });
    expect(fs.existsSync(`${bundle}.v8cache`)).toBe(true);
    // The same again, from the cache (the key holds the process's flags, so in-process loads make
    // a cache of their own first).
    expect(usedCache()).toBe(false);
    expect(usedCache()).toBe(true);
    expect(launch()).toEqual({ word: 'FIRST', dir, main: true });
  });

  it('never runs a changed bundle from the old one’s cache, even of the same length', () => {
    writeBundle('alpha');
    expect(usedCache()).toBe(false);
    expect(usedCache()).toBe(true);
    const before = fs.statSync(bundle).size;
    writeBundle('omega');
    expect(fs.statSync(bundle).size).toBe(before);
    expect(usedCache()).toBe(false);
    expect(launch().word).toBe('OMEGA');
  });

  it('starts from a cache file that is not one, and replaces it', () => {
    writeBundle('quiet');
    fs.writeFileSync(`${bundle}.v8cache`, 'not a cache');
    expect(usedCache()).toBe(false);
    expect(launch().word).toBe('QUIET');
  });
});
