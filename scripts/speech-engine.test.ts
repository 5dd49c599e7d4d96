// The front end's build key follows its source: an edit to speech-engine-stream.c that leaves
// FRONT_END_KEY alone would leave every existing install running the old binary.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FRONT_END_KEY } from './speech-engine.mjs';

describe('FRONT_END_KEY', () => {
  it('is the start of the SHA-256 of speech-engine-stream.c (update it with the source)', () => {
    const source = fs.readFileSync(new URL('./speech-engine-stream.c', import.meta.url));
    const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 16);
    expect(FRONT_END_KEY, `set FRONT_END_KEY in scripts/speech-engine.mjs to '${hash}'`).toBe(hash);
  });
});
