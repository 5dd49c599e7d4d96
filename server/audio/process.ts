// Stores decoded audio as a segment's canonical 16-bit PCM WAV, measures every channel and records
// one processed-audio row per channel (one for mono audio, with no selected channel), keeps the
// waveform peaks the console will ask for first, with the pyramid of finer ones a zoomed-in view
// reads a window of (server/audio/peaks.ts), and queues the segment's transcription. The WAV is
// never built whole in memory: it is hashed, and later stored, as a run of chunks, slices of the
// decoded samples when they are interleaved already (a PCM upload's own bytes), interleaved from
// them a chunk at a time otherwise.
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import type { ChannelAnalysis } from './analysis.js';
import type { AudioFileStore, ChunkedContent, StagedAudioFile } from './audio-files.store.js';
import { channelsOf, framesOf, isInterleaved, type AnyPcm } from './codecs/pcm.js';
import { interleavedWavChunks, pcm16WavChunks, pcm16WavHeader } from './codecs/wav.js';
import { measureAudio, type Measuring } from './measure.js';
import { insertProcessed, markSegmentReady, putPeakLevel, putPeaks, type IntervalRow } from './media.store.js';
import { levelBytes, type PeakLevel } from './peaks.js';
import { enqueueTranscript } from './transcript-queue.store.js';

export interface Prepared {
  /** The canonical 16-bit WAV: its hash and size, and its bytes as chunks made on demand. */
  wav: ChunkedContent;
  analysis: ChannelAnalysis[];
  sampleRate: number;
  channels: number;
  frames: number;
  /** Waveform peaks at the console's resolution, packed as media_peaks stores them. */
  peaks: { points: number; data: Uint8Array };
  /** Every level of the peak pyramid, finest first (media_peak_levels). */
  levels: PeakLevel[];
}

/**
 * The canonical 16-bit WAV of the samples, known by its hash and size, its bytes made as chunks
 * on demand. Interleaved samples (every upload) are the WAV's data as they are, so its chunks are
 * slices of them; samples split per channel (demo audio, benches) are interleaved a chunk at a
 * time, for the hash and again when stored. `uploaded`: the bytes the samples were decoded from
 * and their hash (made as they arrived); when those bytes are the canonical WAV already, that hash
 * is the WAV's and the WAV is not hashed again.
 */
export function canonicalWav(audio: AnyPcm, uploaded?: { bytes: Uint8Array; sha256: string }): ChunkedContent {
  const size = 44 + framesOf(audio) * channelsOf(audio) * 2;
  if (isInterleaved(audio)) {
    const chunks = () => interleavedWavChunks(audio);
    const sha256 = uploaded && isCanonicalWav(audio, uploaded.bytes) ? uploaded.sha256 : hashOf(chunks());
    return { sha256, size, chunks, inMemory: LITTLE_ENDIAN };
  }
  const chunks = () => pcm16WavChunks(audio);
  return { sha256: hashOf(chunks()), size, chunks };
}

function hashOf(chunks: Iterable<Uint8Array>): string {
  const hash = createHash('sha256');
  for (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * The CPU part, done before the transaction opens: one pass over the samples for the analysis and
 * the peaks, and the canonical WAV (`wav`, when the caller made it already, as canonicalWav()).
 * `measuring`: that pass made already, as the samples arrived (server/audio/arriving-wav.ts).
 */
export function prepareAudio(
  audio: AnyPcm,
  wav: ChunkedContent = canonicalWav(audio),
  measuring?: Measuring,
): Prepared {
  const frames = framesOf(audio);
  const channels = channelsOf(audio);
  if (measuring && (measuring.frames !== frames || measuring.channels !== channels))
    throw new Error('the measuring pass was made over other audio');
  return {
    wav,
    sampleRate: audio.sampleRate,
    channels,
    frames,
    ...(measuring ? measuring.finish(audio) : measureAudio(audio)),
  };
}

/**
 * Whether `bytes` are, byte for byte, the canonical WAV of `audio`: its 44-byte header followed by
 * the samples, which are a view of `bytes` from there to the end (a 16-bit WAV written the usual
 * way). Anything else (another header, chunks after the data, a partial frame, samples decoded
 * into memory of their own) is not.
 */
export function isCanonicalWav(audio: AnyPcm, bytes: Uint8Array): boolean {
  if (!isInterleaved(audio) || !LITTLE_ENDIAN) return false;
  const frames = framesOf(audio);
  const s = audio.samples;
  if (s.buffer !== bytes.buffer || s.byteOffset !== bytes.byteOffset + 44) return false;
  if (bytes.length !== 44 + frames * audio.channelCount * 2) return false;
  const header = pcm16WavHeader(audio.sampleRate, audio.channelCount, frames);
  for (let i = 0; i < header.length; i++) if (bytes[i] !== header[i]) return false;
  return true;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export interface ProcessedRef {
  gkProcessedAudioId: string;
  /** 1-based; undefined for mono audio. */
  channel: number | undefined;
  analysis: ChannelAnalysis;
}

/** The storage part, inside the caller's transaction. */
export async function storeAudio(
  q: Queryable,
  files: AudioFileStore,
  a: {
    segmentId: string;
    scopeId: string;
    encoding: string;
    prepared: Prepared;
    now: Date;
    redacted?: IntervalRow[];
    /** The WAV as files.stage() began writing it (the caller discards it afterwards). */
    staged?: StagedAudioFile;
  },
): Promise<{ sha: string; processed: ProcessedRef[] }> {
  const { wav, analysis, channels, sampleRate } = a.prepared;
  await putPeaks(q, a.segmentId, a.prepared.peaks.points, a.prepared.peaks.data, a.now);
  for (const l of a.prepared.levels) {
    await putPeakLevel(q, a.segmentId, { ...l, bytes: levelBytes(l.data) }, a.now);
  }
  // Transcription runs later, in the background (server/transcripts/task.ts); this only queues it.
  await enqueueTranscript(q, a.segmentId, a.scopeId, a.now);
  const processed: ProcessedRef[] = [];
  for (const [i, result] of analysis.entries()) {
    const id = randomUUID();
    const channel = channels > 1 ? i + 1 : undefined;
    await insertProcessed(q, {
      id,
      segmentId: a.segmentId,
      scopeId: a.scopeId,
      channel: channel ?? null,
      sampleRate,
      channels,
      a: result,
      now: a.now,
    });
    processed.push({ gkProcessedAudioId: id, channel, analysis: result });
  }
  // The file last, then the segment that names it: a staged file goes on being written (to disk,
  // on the thread pool) while the rows above are.
  const sha = await files.put(q, a.staged ?? wav, a.now);
  await markSegmentReady(q, a.segmentId, {
    encoding: a.encoding,
    sampleRate,
    channels,
    frames: a.prepared.frames,
    sha,
    now: a.now,
    ...(a.redacted ? { redacted: a.redacted } : {}),
  });
  return { sha, processed };
}
