// Profiles the audio bench's upload (a one-hour 8 kHz stereo WAV PUT until its 201) on this thread,
// the server's: `node --import tsx bench/profile-upload.ts [dir]` writes upload-<run>.cpuprofile
// to dir (default: the system's temporary folder) for each of three runs, each a call the store has
// not seen, the profiler running only while the PUT does (the client is on a worker thread, so its
// writing is not in the profile). Prints each run's wall, after-last-byte and CPU times.
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { writeWav } from '../server/audio/codecs/wav.js';
import { startTestServer } from '../testkit/server-harness.testkit.js';
import { startCallForUpload } from './audio.bench.js';
import { longCall } from './long-call.js';
import { putBytesFromThread } from './put-bytes.js';

const outDir = process.argv[2] ?? os.tmpdir();
const wav = writeWav(await longCall());
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-profile-upload-'));
const t = await startTestServer('pglite', { dataDir });
const session = new inspector.Session();
session.connect();
try {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  const { token, context } = await startCallForUpload(t);
  for (let run = 0; run < 3; run++) {
    const up = await t.call<{ media_upload_url: string }>(
      'nuance.biosec.v1.audio.AudioManager',
      'GetUploadUrl',
      { context, container: 'CONTAINER_WAV' },
      token,
    );
    wav[wav.length - 1] = (wav[wav.length - 1]! + 1) & 0xff;
    await session.post('Profiler.start');
    const answer = await putBytesFromThread(up.media_upload_url, wav);
    const { profile } = await session.post('Profiler.stop');
    if (answer.status !== 201) throw new Error(`upload failed: ${answer.status} ${answer.body}`);
    const file = path.join(outDir, `upload-${run}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    console.log(
      JSON.stringify({ run, ms: answer.ms, afterLastByteMs: answer.afterLastByteMs, cpuMs: answer.cpuMs, file }),
    );
  }
} finally {
  session.disconnect();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
