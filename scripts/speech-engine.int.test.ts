// An install made from an older front end source (its packages unpacked, its binary built from
// other source) is not taken for a current one: ensureSpeechEngine compiles the current front end
// beside it, without downloading the packages again, and the new binary decodes.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FRONT_END_KEY, ensureSpeechEngine, findSpeechEngine } from './speech-engine.mjs';

let tmp: string | undefined;
afterEach(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  tmp = undefined;
});

describe('ensureSpeechEngine with an install from an older front end', () => {
  it('compiles the current front end only, and that binary runs', () => {
    const installed = ensureSpeechEngine({ log: () => {} });
    if (!installed.ok) throw new Error(`speech engine unavailable: ${installed.reason}`);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-engine-'));
    // The packages of the real install; a binary where the layout before build keys put it.
    fs.symlinkSync(installed.root, path.join(tmp, 'root'));
    fs.mkdirSync(path.join(tmp, 'bin'));
    fs.writeFileSync(path.join(tmp, 'bin', 'vigil-ps-stream'), '#!/bin/sh\necho old front end\n', { mode: 0o755 });
    const env = { ...process.env, VIGIL_SPEECH_ENGINE_DIR: tmp };
    expect(findSpeechEngine(env).ok).toBe(false);

    const said: string[] = [];
    const found = ensureSpeechEngine({ env, log: (m) => said.push(m) });

    expect(found.ok, found.ok ? '' : found.reason).toBe(true);
    if (!found.ok) return;
    expect(found.binary).toBe(path.join(tmp, 'bin', FRONT_END_KEY, 'vigil-ps-stream'));
    expect(said.join('\n')).toContain('compiling the streaming front end');
    expect(said.join('\n')).not.toContain('downloading');
    const run = spawnSync(
      found.binary,
      ['-hmm', found.hmm, '-lm', found.lm, '-dict', found.dict, '-logfn', '/dev/null'],
      {
        input: Buffer.alloc(16000 * 2), // a second of silence
        env: { ...process.env, LD_LIBRARY_PATH: found.ldLibraryPath },
        encoding: 'utf8',
        timeout: 30_000,
      },
    );
    expect(run.stdout.trim().split('\n')).toEqual(['{"t":"ready"}', '{"t":"end"}']);
    // Found from now on, with nothing more to do.
    expect(findSpeechEngine(env)).toEqual(found);
  });
});
