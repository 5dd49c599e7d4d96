// Stores decoded audio as a segment's canonical 16-bit PCM WAV, measures every channel and records
// one processed-audio row per channel (one for mono audio, with no selected channel), keeps the
// waveform peaks the console will ask for first, with the pyramid of finer ones a zoomed-in view
// reads a window of (server/audio/peaks.ts), and queues the segment's transcription. The WAV is
// never built whole in memory: it is hashed, and later stored, as a run of chunks interleaved from
// the decoded samples.
import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { analyze, type ChannelAnalysis } from './analysis.js';
import type { AudioFileStore, ChunkedContent } from './audio-files.store.js';
import { frameCount, type Pcm } from './codecs/pcm.js';
import { pcm16WavChunks, pcm16WavSize } from './codecs/wav.js';
import { insertProcessed, markSegmentReady, putPeakLevel, putPeaks, type IntervalRow } from './media.store.js';
import {
  CONSOLE_PEAK_POINTS,
  computePyramid,
  levelBytes,
  packPeaks,
  peaksFromBase,
  slicesFor,
  type PeakLevel,
} from './peaks.js';
import { enqueueTranscript } from '../transcripts/transcripts.store.js';

export interface Prepared {
  /** The canonical 16-bit WAV: its hash and size, and its bytes as chunks made on demand. */
  wav: ChunkedContent;
  analysis: ChannelAnalysis[];
  pcm: Pcm;
  /** Waveform peaks at the console's resolution, packed as media_peaks stores them. */
  peaks: { points: number; data: Uint8Array };
  /** Every level of the peak pyramid, finest first (media_peak_levels). */
  levels: PeakLevel[];
}

/** The CPU part, done before the transaction opens. */
export function prepareAudio(pcm: Pcm): Prepared {
  const points = slicesFor(CONSOLE_PEAK_POINTS, frameCount(pcm), CONSOLE_PEAK_POINTS);
  const levels = computePyramid(pcm);
  const hash = createHash('sha256');
  for (const chunk of pcm16WavChunks(pcm)) hash.update(chunk);
  return {
    wav: { sha256: hash.digest('hex'), size: pcm16WavSize(pcm), chunks: () => pcm16WavChunks(pcm) },
    analysis: analyze(pcm),
    pcm,
    peaks: { points, data: packPeaks(peaksFromBase(pcm, levels[0]!, points)) },
    levels,
  };
}

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
  a: { segmentId: string; scopeId: string; encoding: string; prepared: Prepared; now: Date; redacted?: IntervalRow[] },
): Promise<{ sha: string; processed: ProcessedRef[] }> {
  const { pcm, wav, analysis } = a.prepared;
  const sha = await files.put(q, wav, a.now);
  const channels = pcm.channels.length;
  await markSegmentReady(q, a.segmentId, {
    encoding: a.encoding,
    sampleRate: pcm.sampleRate,
    channels,
    frames: frameCount(pcm),
    sha,
    now: a.now,
    ...(a.redacted ? { redacted: a.redacted } : {}),
  });
  await putPeaks(q, a.segmentId, a.prepared.peaks.points, a.prepared.peaks.data, a.now);
  for (const l of a.prepared.levels) {
    await putPeakLevel(q, a.segmentId, { ...l, bytes: levelBytes(l.data) }, a.now);
  }
  // Transcription runs later, in the background (server/transcripts/runner.ts); this only queues it.
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
      sampleRate: pcm.sampleRate,
      channels,
      a: result,
      now: a.now,
    });
    processed.push({ gkProcessedAudioId: id, channel, analysis: result });
  }
  return { sha, processed };
}
