// The duration limit on uploads, with the real constant (MAX_SEGMENT_SECONDS, 4 hours): an MP3 of
// a little over four hours (14 MB at 8 kbit/s) is refused with INVALID_ARGUMENT naming the limit,
// before it is decoded, and leaves nothing behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testkit/server-harness.testkit.js';
import { encodeMp3 } from './codecs/mp3.js';
import { scanMp3 } from './codecs/mp3-frames.js';
import { MAX_SEGMENT_SECONDS } from './deps.js';
import { leftovers, newRecording, put, uploadUrl, type Recording } from './audio.testkit.js';

/** An MP3 stream of `seconds` of quiet: ten seconds encoded once, its frames repeated. */
function longMp3(seconds: number): Uint8Array {
  const tenSeconds = encodeMp3({ sampleRate: 8000, channels: [new Int16Array(80_000).fill(3)] }, 8);
  const perClip = scanMp3(tenSeconds).samples / 8000;
  const copies = Math.ceil(seconds / perClip);
  const out = new Uint8Array(tenSeconds.length * copies);
  for (let i = 0; i < copies; i++) out.set(tenSeconds, i * tenSeconds.length);
  return out;
}

describe('upload duration limit', () => {
  let t: TestServer;
  let dataDir: string;
  let token: string;
  let rec: Recording;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-audio-limits-'));
    t = await startTestServer('pglite', { dataDir });
    token = await t.token('admin');
    rec = await newRecording(t, token);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is four hours per media segment', () => {
    expect(MAX_SEGMENT_SECONDS).toBe(4 * 3600);
  });

  it('refuses media longer than four hours with INVALID_ARGUMENT naming the limit, leaving nothing behind', async () => {
    const mp3 = longMp3(MAX_SEGMENT_SECONDS + 20);
    expect(scanMp3(mp3).samples / 8000).toBeGreaterThan(MAX_SEGMENT_SECONDS);
    const { url, id } = await uploadUrl(t, token, rec, { container: 'CONTAINER_MP3' });
    const r = await put(url, mp3);
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ status: { statusCode: 'BAD_REQUEST' } }); // INVALID_ARGUMENT on the HTTP side
    expect(JSON.stringify(r.json)).toMatch(/4 h .*long; a media segment may be at most 4 h/);
    expect(await leftovers(t, dataDir, id)).toMatchObject({ processed: 0, ready: 0, consumedTokens: 0, files: 0 });
  }, 60_000);
});
