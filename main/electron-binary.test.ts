// Finding the Electron binary never runs the electron package (which would try to download it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import url from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { findElectronBinary } from './electron-binary.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A project folder with an electron package whose index.js would fail the test if it ran. */
function project(binary: string | undefined): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-electron-bin-'));
  dirs.push(dir);
  const pkg = path.join(dir, 'node_modules', 'electron');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'electron', main: 'index.js' }));
  fs.writeFileSync(path.join(pkg, 'index.js'), 'throw new Error("the electron package ran (and would download)");');
  if (binary) {
    fs.writeFileSync(path.join(pkg, 'path.txt'), binary);
    fs.mkdirSync(path.join(pkg, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(pkg, 'dist', binary), '');
  }
  return url.pathToFileURL(path.join(dir, 'launch.js')).href;
}

describe('findElectronBinary', () => {
  it('finds an installed binary from the package record', () => {
    const found = findElectronBinary(project('electron'));
    expect(found).toEqual({ path: expect.stringMatching(/node_modules[/\\]electron[/\\]dist[/\\]electron$/) });
  });

  it('says why where the package has no binary, without running it', () => {
    expect(findElectronBinary(project(undefined))).toEqual({ missing: expect.stringContaining('without its binary') });
  });
});
