// #13 finding 1: the data folder is this user's alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirError, ensurePrivateDir, tightenTree, writePrivateFile } from './private-files.js';

const mode = (p: string) => fs.statSync(p).mode & 0o777;
const posix = process.platform !== 'win32';

describe.runIf(posix)('private files', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-private-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates a missing data folder, and its missing parents, 0700', () => {
    const dir = path.join(root, 'a', 'b');
    ensurePrivateDir(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(root, 'a'))).toBe(0o700);
  });

  it('narrows a folder others may read (0755) to 0700', () => {
    const dir = path.join(root, 'd');
    fs.mkdirSync(dir);
    fs.chmodSync(dir, 0o755);
    ensurePrivateDir(dir);
    expect(mode(dir)).toBe(0o700);
  });

  it('refuses a folder group or others may write, saying how to fix it, and leaves it alone', () => {
    for (const m of [0o777, 0o775, 0o757]) {
      const dir = path.join(root, `w${m.toString(8)}`);
      fs.mkdirSync(dir);
      fs.chmodSync(dir, m);
      expect(() => ensurePrivateDir(dir)).toThrow(DataDirError);
      expect(() => ensurePrivateDir(dir)).toThrow(`chmod 700 ${JSON.stringify(dir)}`);
      expect(mode(dir)).toBe(m);
    }
  });

  it.runIf(process.getuid?.() === 0)('refuses a folder another user owns', () => {
    const dir = path.join(root, 'theirs');
    fs.mkdirSync(dir, { mode: 0o700 });
    fs.chownSync(dir, 65534, 65534);
    expect(() => ensurePrivateDir(dir)).toThrow(/belongs to user 65534/);
  });

  it('narrows every file and folder under a tree to owner-only, without following links', () => {
    fs.mkdirSync(path.join(root, 'sub', 'deeper'), { recursive: true });
    fs.writeFileSync(path.join(root, 'sub', 'f'), 'x');
    fs.chmodSync(path.join(root, 'sub', 'f'), 0o666);
    fs.writeFileSync(path.join(root, 'sub', 'deeper', 'g'), 'y');
    fs.chmodSync(path.join(root, 'sub', 'deeper', 'g'), 0o644);
    fs.chmodSync(path.join(root, 'sub'), 0o755);
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-outside-'));
    try {
      fs.writeFileSync(path.join(outside, 'o'), 'z');
      fs.chmodSync(path.join(outside, 'o'), 0o644);
      fs.symlinkSync(path.join(outside, 'o'), path.join(root, 'sub', 'link'));
      tightenTree(root);
      expect(mode(path.join(root, 'sub'))).toBe(0o700);
      expect(mode(path.join(root, 'sub', 'f'))).toBe(0o600);
      expect(mode(path.join(root, 'sub', 'deeper', 'g'))).toBe(0o600);
      expect(mode(path.join(outside, 'o'))).toBe(0o644);
    } finally {
      fs.rmSync(outside, { recursive: true, force: true });
    }
  });

  it('leaves the folder it is told to skip to whoever narrows it', () => {
    fs.mkdirSync(path.join(root, 'db'));
    fs.writeFileSync(path.join(root, 'db', 'f'), 'x');
    fs.chmodSync(path.join(root, 'db', 'f'), 0o644);
    fs.writeFileSync(path.join(root, 'g'), 'y');
    fs.chmodSync(path.join(root, 'g'), 0o644);
    tightenTree(root, path.join(root, 'db'));
    expect(mode(path.join(root, 'g'))).toBe(0o600);
    expect(mode(path.join(root, 'db', 'f'))).toBe(0o644);
  });

  it('writes private files 0600, also over a wider existing file', () => {
    const file = path.join(root, 'secret.json');
    fs.writeFileSync(file, 'old');
    fs.chmodSync(file, 0o644);
    writePrivateFile(file, 'new');
    expect(mode(file)).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).toBe('new');
  });
});
