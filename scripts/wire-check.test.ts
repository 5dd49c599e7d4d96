// The protos must match the real API's wire facts exactly. The facts live beside the project in
// ../shared; where that folder is absent (a clone on its own) the check cannot run and says so.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const checker = path.resolve(root, '..', 'shared', 'tools', 'wire-check.mjs');
const haveShared = fs.existsSync(checker);
if (!haveShared) console.warn(`wire-check skipped: ${checker} is not present beside the project`);

describe('protos', () => {
  it.skipIf(!haveShared)('match the Gatekeeper v1 wire facts with 0 differences', () => {
    const out = execFileSync(process.execPath, [checker, 'protos'], { cwd: root, encoding: 'utf8' });
    expect(out).toMatch(/wire-check: 0 differences \(\d+ rpcs, \d+ types, \d+ fields checked\)/);
  });

  it.skipIf(!haveShared)('match the recognizer, training and interpretation wire facts with 0 differences', () => {
    const facts = path.resolve(root, '..', 'shared', 'wire', 'mix-asr-nlu-wire-facts.txt');
    const out = execFileSync(process.execPath, [checker, 'protos', facts], { cwd: root, encoding: 'utf8' });
    expect(out).toMatch(/wire-check: 0 differences \(\d+ rpcs, \d+ types, \d+ fields checked\)/);
  });

  it('generated/proto is up to date with protos/', () => {
    const out = execFileSync(process.execPath, [path.join(root, 'scripts', 'gen-types.mjs'), '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out).toMatch(/up to date/);
  });
});
