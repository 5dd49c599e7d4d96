// An upload measured and written to disk while it arrives. When its first bytes are the canonical
// 16-bit WAV header for its Content-Length (what most recorders write), its samples are at known
// places in the buffer the body is received into, so the measuring pass (server/audio/measure.ts)
// follows the bytes in as they come, and the blob store (where it can) stages them, so little of
// either is left once the last one is in. Anything else (another header, a length that is not whole
// frames, a body without a Content-Length) is measured and stored after receiving, as before. The
// pass and the staged file are used only if the upload, decoded, turns out to be those samples.
import { isCanonicalWav } from './process.js';
import { channelViews, framesOf, isInterleaved, type AnyPcm, type ChannelView } from './codecs/pcm.js';
import { pcm16WavHeader } from './codecs/wav.js';
import type { StagedBlob } from '../blobs/blob-store.js';
import type { AudioFileStore, ChunkedContent, StagedAudioFile } from './audio-files.store.js';
import { Measuring } from './measure.js';

/** Frames left to arrive before the pass is advanced again (a few seconds of audio at 8 kHz). */
const STRETCH_FRAMES = 32_768;

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export class ArrivingWav {
  private measuring: Measuring | undefined;
  private views: ChannelView[] = [];
  private frameBytes = 0;
  private givenUp = false;
  /** The bytes being written to the blob store as they arrive, and how many were handed to it. */
  private staging: { feed: Feed; blob: StagedBlob; fed: number } | undefined;
  private discarding: Promise<void> | undefined;

  /**
   * `maxSeconds`: longer audio is refused after receiving; it is not measured meanwhile. `files`:
   * where the bytes are staged as they arrive (when its blob store can).
   */
  constructor(
    private readonly maxSeconds: number,
    private readonly files?: AudioFileStore,
  ) {}

  /** For readBinaryBody: `body` is the whole Content-Length buffer, `received` bytes of it in. */
  readonly onProgress = (body: Buffer, received: number): void => {
    if (this.givenUp || received < 44) return;
    try {
      if (!this.measuring && !this.begin(body)) {
        this.givenUp = true;
        return;
      }
      const m = this.measuring!;
      const frames = Math.floor((received - 44) / this.frameBytes);
      if (frames - m.scanned >= STRETCH_FRAMES) m.advance(this.views, frames);
      const st = this.staging;
      if (st && received - st.fed >= STAGE_BYTES) {
        st.feed.push(body.subarray(st.fed, received));
        st.fed = received;
      }
    } catch {
      // Not expected; the upload is then measured (and stored) after receiving, like any other.
      this.givenUp = true;
      this.measuring = undefined;
      this.discard().catch(() => undefined);
    }
  };

  private begin(body: Buffer): boolean {
    if (!LITTLE_ENDIAN || body.byteOffset % 2) return false;
    const dv = new DataView(body.buffer, body.byteOffset, 44);
    const channels = dv.getUint16(22, true);
    const rate = dv.getUint32(24, true);
    if ((channels !== 1 && channels !== 2) || rate < 4000 || rate > 96000) return false;
    const dataBytes = body.length - 44;
    if (dataBytes <= 0 || dataBytes % (2 * channels)) return false;
    const frames = dataBytes / (2 * channels);
    if (frames / rate > this.maxSeconds) return false;
    const header = pcm16WavHeader(rate, channels, frames);
    for (let i = 0; i < 44; i++) if (body[i] !== header[i]) return false;
    const samples = new Int16Array(body.buffer, body.byteOffset + 44, frames * channels);
    this.frameBytes = 2 * channels;
    this.views = channelViews({ sampleRate: rate, channelCount: channels, samples });
    this.measuring = new Measuring(rate, channels, frames);
    const feed = new Feed();
    const blob = this.files?.stageArriving(feed);
    if (blob) this.staging = { feed, blob, fed: 0 };
    return true;
  }

  /**
   * Once the whole body is in: when `audio` (decoded from `bytes`, the whole body) is the very
   * samples followed as they arrived, the measuring pass scanned to the end and, when the bytes
   * were staged, the staged file (the bytes are the canonical WAV `wav`). Otherwise nothing (the
   * staged bytes are dropped), and the audio is measured and stored whole.
   */
  finish(audio: AnyPcm, bytes: Uint8Array, wav: ChunkedContent): { measuring?: Measuring; staged?: StagedAudioFile } {
    const measuring = this.measured(audio, bytes);
    const st = this.staging;
    if (!measuring || !st || !this.files || wav.size !== bytes.length) {
      // A file left by a failed removal is swept later (LocalBlobStore).
      this.discard().catch(() => undefined);
      return measuring ? { measuring } : {};
    }
    st.feed.push(bytes.subarray(st.fed));
    st.fed = bytes.length;
    st.feed.end();
    this.staging = undefined;
    return { measuring, staged: this.files.stagedAs(wav, st.blob) };
  }

  /**
   * Stops staging and drops what was staged, unless finish() handed it on (then a put stores it).
   * Every call waits for the same removal.
   */
  discard(): Promise<void> {
    const st = this.staging;
    if (st) {
      this.staging = undefined;
      st.feed.fail(new Error('the upload was not stored from its staged bytes'));
      this.discarding = st.blob.discard();
    }
    return this.discarding ?? Promise.resolve();
  }

  private measured(audio: AnyPcm, bytes: Uint8Array): Measuring | undefined {
    const m = this.measuring;
    if (!m || !isInterleaved(audio) || !isCanonicalWav(audio, bytes)) return undefined;
    const same =
      audio.samples.buffer === this.views[0]?.samples.buffer &&
      audio.samples.byteOffset === this.views[0].samples.byteOffset &&
      audio.sampleRate === m.sampleRate &&
      audio.channelCount === m.channels &&
      framesOf(audio) === m.frames;
    if (!same) return undefined;
    m.advance(this.views, m.frames);
    return m;
  }
}

/** Bytes handed to the staged file's writer at a time. */
const STAGE_BYTES = 4 << 20;

/** Chunks pushed as they arrive, read by the staged file's writer. */
class Feed implements AsyncIterable<Uint8Array> {
  private readonly queue: Uint8Array[] = [];
  private ended = false;
  private error: Error | undefined;
  private wake: (() => void) | undefined;

  push(chunk: Uint8Array): void {
    if (chunk.length) this.queue.push(chunk);
    this.wake?.();
  }

  end(): void {
    this.ended = true;
    this.wake?.();
  }

  fail(err: Error): void {
    this.error = err;
    this.wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array> {
    for (;;) {
      if (this.error) throw this.error;
      const next = this.queue.shift();
      if (next) yield next;
      else if (this.ended) return;
      else await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }
}
