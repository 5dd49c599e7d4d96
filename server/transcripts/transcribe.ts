// One channel of stored audio through the speech engine: the samples are brought to the decoder's
// 16 kHz in slices (yielding to the event loop between them, so a long file never stalls calls),
// written to one decoder process, and the words of every utterance it finalises are collected with
// their times from the start of the segment. Redaction is applied to the words afterwards.
import { setImmediate as yieldNow } from 'node:timers/promises';
import type { DecoderPool, EngineWord } from '../asr/index.js';
import { TELEPHONE_FOLD, Upsampler2x } from '../asr/index.js';
import { resampleChannel } from '../audio/index.js';
import type { IntervalRow } from '../audio/index.js';
import type { StoredWord } from './transcripts.store.js';

/** Input seconds per slice written to the decoder. */
const SLICE_SECONDS = 2;

/** The channel at 16 kHz, slice by slice. Telephone-band audio (≤ 8 kHz) gets the recognizer's band extension. */
export async function* to16k(samples: Int16Array, rate: number): AsyncGenerator<Int16Array> {
  if (rate === 16000) {
    for (let i = 0; i < samples.length; i += 16000 * SLICE_SECONDS) {
      yield samples.subarray(i, i + 16000 * SLICE_SECONDS);
      await yieldNow();
    }
    return;
  }
  // Anything below 16 kHz is treated as narrowband: brought to 8 kHz, then doubled with the fold
  // that makes band-limited speech recognisable (server/asr/engine/upsample.ts).
  const target = rate < 16000 ? 8000 : 16000;
  const step = rate * SLICE_SECONDS;
  const pad = 64; // input samples of context either side of a slice, beyond the interpolator's reach
  const up = target === 8000 ? new Upsampler2x(TELEPHONE_FOLD) : undefined;
  for (let i = 0; i < samples.length; i += step) {
    let slice: Int16Array;
    if (rate === target) slice = samples.subarray(i, i + step);
    else {
      const lo = Math.max(0, i - pad);
      const hi = Math.min(samples.length, i + step + pad);
      const out = resampleChannel(samples.subarray(lo, hi), rate, target);
      const skip = Math.round(((i - lo) * target) / rate);
      const keep = Math.round((Math.min(step, samples.length - i) * target) / rate);
      slice = out.subarray(skip, skip + keep);
    }
    yield up ? up.push(slice) : slice;
    await yieldNow();
  }
  if (up) yield up.flush();
}

/** Decodes one channel; resolves with every finalised word in time order. */
export async function decodeChannel(
  pool: DecoderPool,
  samples: Int16Array,
  rate: number,
  signal: AbortSignal,
): Promise<EngineWord[]> {
  const words: EngineWord[] = [];
  let done!: () => void;
  let failed!: (e: Error) => void;
  const finished = new Promise<void>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  // A failure (or a stop) can come while audio is still being written, before `finished` is
  // awaited below: note it here, so it is neither an unhandled rejection nor missed by the loop.
  let failure: Error | undefined;
  finished.catch((err: Error) => {
    failure = err;
  });
  const decoder = await pool.start(
    {
      partialMs: 0,
      onEvent: (e) => {
        if (e.type === 'final') words.push(...e.words);
        else if (e.type === 'end') done();
      },
      onFailure: (reason) => failed(new Error(reason)),
    },
    signal,
  );
  const aborted = () => failed(new Error('transcription stopped'));
  signal.addEventListener('abort', aborted, { once: true });
  try {
    for await (const chunk of to16k(samples, rate)) {
      signal.throwIfAborted();
      if (failure) throw failure;
      await decoder.write(chunk);
    }
    decoder.end();
    await finished;
  } catch (err) {
    decoder.kill();
    throw err;
  } finally {
    signal.removeEventListener('abort', aborted);
  }
  return words.sort((a, b) => a.startMs - b.startMs);
}

/** True when [startMs, endMs) overlaps a redacted interval of `channel` (0 in an interval: every channel). */
export function isRedacted(
  intervals: readonly IntervalRow[],
  channel: number,
  startMs: number,
  endMs: number,
): boolean {
  return intervals.some(
    (i) =>
      (i.channel === channel || i.channel === 0) &&
      startMs < (i.end === null ? Infinity : i.end * 1000) &&
      endMs > i.start * 1000,
  );
}

/** The words as stored: a word touching a redacted interval keeps its times and loses its text. */
export function toStoredWords(
  words: readonly EngineWord[],
  channel: number,
  redacted: readonly IntervalRow[],
): StoredWord[] {
  return words.map((w) => {
    const s = Math.max(0, Math.round(w.startMs));
    const e = Math.max(s, Math.round(w.endMs));
    if (isRedacted(redacted, channel, s, e)) return { s, e, r: true };
    return { t: w.text, s, e, ...(w.confidence !== undefined ? { c: Math.round(w.confidence * 1000) / 1000 } : {}) };
  });
}
