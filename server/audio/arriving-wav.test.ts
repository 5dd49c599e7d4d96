// An upload measured and staged as it arrives: fed a canonical 16-bit WAV in uneven pieces (as
// readBinaryBody hands them on), the pass gives what measuring the decoded upload gives, and the
// staged file, put, holds the upload's bytes; any other upload is left to be measured and stored
// after receiving, with nothing staged left behind.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../blobs/local.store.js';
import { readAll } from '../blobs/blob-store.js';
import { ArrivingWav } from './arriving-wav.js';
import { AudioFileStore, audioBlobKey } from './audio-files.store.js';
import type { Pcm } from './codecs/pcm.js';
import { writeWav } from './codecs/wav.js';
import { measureAudio } from './measure.js';
import { canonicalWav } from './process.js';
import { decodeUpload } from './transcode.js';

function call(frames: number, channels: number): Pcm {
  let x = 5;
  const ch = () =>
    Int16Array.from({ length: frames }, (_, i) => {
      x = (x * 1103515245 + 12345) & 0x7fffffff;
      return Math.round(((x % 2001) / 1000 - 1) * (Math.floor(i / 4000) % 2 ? 20_000 : 200));
    });
  return { sampleRate: 8000, channels: Array.from({ length: channels }, ch) };
}

/** `bytes` received into one buffer in pieces of the given sizes, as readBinaryBody does. */
function arrive(a: ArrivingWav, bytes: Uint8Array, pieces: number[]): Buffer {
  const whole = Buffer.allocUnsafeSlow(bytes.length);
  for (let at = 0, n = 0; at < bytes.length; n++) {
    const to = Math.min(bytes.length, at + pieces[n % pieces.length]!);
    whole.set(bytes.subarray(at, to), at);
    at = to;
    a.onProgress(whole, at);
  }
  return whole;
}

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('ArrivingWav', () => {
  let dir: string;
  let files: AudioFileStore;
  const staged = () => (fs.existsSync(path.join(dir, '.staged')) ? fs.readdirSync(path.join(dir, '.staged')) : []);
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-arriving-'));
    files = new AudioFileStore(new LocalBlobStore(dir));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['stereo', 2, [65_536]],
    ['mono, in odd pieces (samples split across them)', 1, [7, 100_001, 3]],
  ])('%s: measured as it arrives, and the staged file is the upload', async (_name, channels, pieces) => {
    const bytes = writeWav(call(300_001, channels));
    const a = new ArrivingWav(3600, files);
    const body = arrive(a, bytes, pieces);
    const decoded = await decodeUpload(body, 'CONTAINER_WAV', {});
    const wav = canonicalWav(decoded.audio, { bytes: body, sha256: sha(body) });
    const early = a.finish(decoded.audio, body, wav);
    expect(early.measuring?.finish(decoded.audio)).toEqual(measureAudio(decoded.audio));
    expect(early.staged).toBeDefined();
    // What the upload's transaction does with it.
    expect(early.staged!.blob).toBeDefined();
    expect(await early.staged!.blob!.commit(audioBlobKey(wav.sha256))).toEqual({ size: bytes.length });
    expect(sha(await readAll((await files.blobs.get(audioBlobKey(wav.sha256)))!))).toBe(sha(bytes));
    await a.discard();
    expect(staged()).toEqual([]);
  });

  it('leaves any other WAV to be measured after receiving, and drops what it staged', async () => {
    const canonical = writeWav(call(100_000, 2));
    // A LIST chunk after the data: the header promised less than the body holds.
    const trailing = new Uint8Array(canonical.length + 10);
    trailing.set(canonical);
    trailing.set(
      [...'LIST'].map((c) => c.charCodeAt(0)),
      canonical.length,
    );
    for (const bytes of [trailing, writeWav(call(100_000, 2), 'alaw')]) {
      const a = new ArrivingWav(3600, files);
      const body = arrive(a, bytes, [65_536]);
      const decoded = await decodeUpload(body, 'CONTAINER_WAV', {});
      expect(a.finish(decoded.audio, body, canonicalWav(decoded.audio))).toEqual({});
      await a.discard();
      expect(staged()).toEqual([]);
    }
  });

  it('drops what it staged when the upload is abandoned part way', async () => {
    const bytes = writeWav(call(2_000_000, 2));
    const a = new ArrivingWav(3600, files);
    const whole = Buffer.allocUnsafeSlow(bytes.length);
    whole.set(bytes.subarray(0, 6_000_000));
    a.onProgress(whole, 6_000_000);
    await a.discard();
    expect(staged()).toEqual([]);
  });
});
