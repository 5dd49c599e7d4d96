// Downloads are transcoded in a worker thread, at most MAX_TRANSCODES at once (the rest wait their
// turn), so a long recording's MP3 encoding never holds the event loop other calls need: ten
// minutes of audio took 17 s of main thread. Where no worker can run, it is done here, as before.
import { readWav } from './codecs/wav.js';
import { encodeDownload, type DownloadSpec } from './transcode.js';
import type { Transcoded } from './transcode-cache.js';
import { firstMessage, startServerWorker } from '../util/off-thread.js';

const MAX_TRANSCODES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function turn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_TRANSCODES) await new Promise<void>((r) => waiting.push(r));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function transcodeOffThread(wav: Uint8Array, spec: DownloadSpec): Promise<Transcoded> {
  return turn(async () => {
    let worker;
    try {
      // The file's bytes move to the worker (transferred, not copied).
      const own = wav.byteOffset === 0 && wav.byteLength === wav.buffer.byteLength ? wav : wav.slice();
      worker = startServerWorker(import.meta.dirname, 'audio-transcode-worker.cjs', 'transcode-worker.ts', {
        workerData: { wav: own, spec },
        transferList: [own.buffer as ArrayBuffer],
      });
    } catch {
      return encodeDownload(readWav(wav).pcm, spec);
    }
    return firstMessage<Transcoded>(worker);
  });
}
