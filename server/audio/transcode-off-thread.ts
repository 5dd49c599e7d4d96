// Downloads are transcoded in a worker thread, so a long recording's MP3 encoding never holds the
// event loop other calls need (ten minutes of audio took 17 s of main thread). The workers are a
// pool shared per scope (AppShare): MAX_TRANSCODES at once, one per scope, so one scope's downloads
// cannot keep another's waiting; a caller over its share gets 429 with Retry-After. Where no worker
// can run, the transcoding is done here, as before.
import { AppShare } from '../rpc/app-share.js';
import { readWav } from './codecs/wav.js';
import { encodeDownload, type DownloadSpec } from './transcode.js';
import type { Transcoded } from './transcode-cache.js';
import { firstMessage, startServerWorker } from '../util/off-thread.js';

const MAX_TRANSCODES = 2;
const transcoders = new AppShare({ what: 'audio transcoding', total: MAX_TRANSCODES, perApp: 1, retryAfterSeconds: 5 });

/** `wav` as the download `spec` says, in a worker thread, within `scopeId`'s share of the workers. */
export async function transcodeOffThread(scopeId: string, wav: Uint8Array, spec: DownloadSpec): Promise<Transcoded> {
  const slot = transcoders.acquire(scopeId);
  try {
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
    return await firstMessage<Transcoded>(worker);
  } finally {
    slot.release();
  }
}
