// The worker thread that turns a stored WAV into a download (server/audio/transcode-off-thread.ts
// starts it): decoding, channel choice, resampling and MP3 encoding of up to hours of audio, which
// held the server's event loop for seconds when done there.
import { parentPort, workerData } from 'node:worker_threads';
import { readWav } from './codecs/wav.js';
import { encodeDownload, type DownloadSpec } from './transcode.js';

const { wav, spec } = workerData as { wav: Uint8Array; spec: DownloadSpec };
const out = encodeDownload(readWav(wav).pcm, spec);
parentPort?.postMessage(out, [out.bytes.buffer as ArrayBuffer]);
