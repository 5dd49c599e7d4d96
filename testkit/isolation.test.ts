// The unit test files that replace a module run with a module graph of their own: every one of
// them is listed (isolation.testkit.ts), so none shares its worker's modules with other files.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKING_FILES, replacesModules } from './isolation.testkit.js';

const root = path.resolve(import.meta.dirname, '..');

describe('test isolation', () => {
  it('lists every unit test file that replaces a module with vi.mock or vi.doMock, and only those', () => {
    const files = execFileSync(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard', '*.test.ts', '*.test.tsx'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter((f) => f && !f.includes('.int.test.') && !f.startsWith('e2e/') && fs.existsSync(path.join(root, f)));
    expect(files.length).toBeGreaterThan(100);
    const mocking = files.filter((f) => replacesModules(fs.readFileSync(path.join(root, f), 'utf8'))).sort();
    expect(mocking).toEqual([...MOCKING_FILES].sort());
  });

  it('recognises the ways a file replaces a module', () => {
    // Put together here, so that this file does not read as one that replaces a module.
    const vi = 'vi';
    expect(replacesModules(`${vi}.mock('wavesurfer.js', () => ({}));`)).toBe(true);
    expect(replacesModules(`${vi}.doMock(path, factory)`)).toBe(true);
    expect(replacesModules(`${vi}.spyOn(api, 'close'); ${vi}.fn(); ${vi}.mocked(x)`)).toBe(false);
  });
});
