// Redaction of transcript words and the slicing of stored audio to the decoder's 16 kHz.
import { describe, expect, it } from 'vitest';
import type { DecoderOptions, DecoderPool } from '../asr/engine/decoder.js';
import { decodeChannel, isRedacted, to16k, toStoredWords } from './transcribe.js';

describe('transcript redaction', () => {
  const intervals = [
    { start: 2, end: 3.5, channel: 2 },
    { start: 10, end: null, channel: 0 },
  ];

  it('hides a word touching a redacted interval of its channel, keeping its times', () => {
    const words = [
      { text: 'born', startMs: 1500, endMs: 1990, confidence: 0.9 },
      { text: 'fourth', startMs: 1900, endMs: 2300, confidence: 0.8 },
      { text: 'march', startMs: 3400, endMs: 3800, confidence: 0.7 },
      { text: 'thanks', startMs: 3500, endMs: 3900, confidence: 0.6 },
    ];
    expect(toStoredWords(words, 2, intervals)).toEqual([
      { t: 'born', s: 1500, e: 1990, c: 0.9 },
      { s: 1900, e: 2300, r: true },
      { s: 3400, e: 3800, r: true },
      { t: 'thanks', s: 3500, e: 3900, c: 0.6 },
    ]);
    // The same words on the other channel are not redacted by channel 2's interval.
    expect(toStoredWords(words, 1, intervals).every((w) => w.t && !w.r)).toBe(true);
  });

  it('treats channel 0 as every channel and an open end as the end of the media', () => {
    expect(isRedacted(intervals, 1, 60_000, 60_500)).toBe(true);
    expect(isRedacted(intervals, 1, 9_000, 10_000)).toBe(false);
    expect(isRedacted(intervals, 3, 9_500, 10_001)).toBe(true);
  });
});

describe('to16k', () => {
  const collect = async (samples: Int16Array, rate: number) => {
    let n = 0;
    for await (const chunk of to16k(samples, rate)) n += chunk.length;
    return n;
  };

  it('doubles 8 kHz, passes 16 kHz through and resamples other rates, whole', async () => {
    expect(await collect(new Int16Array(8000 * 5), 8000)).toBe(16000 * 5 + 32);
    expect(await collect(new Int16Array(16000 * 5 + 7), 16000)).toBe(16000 * 5 + 7);
    // 44.1 kHz: to 16 kHz within a sample per slice.
    expect(Math.abs((await collect(new Int16Array(44100 * 5), 44100)) - 16000 * 5)).toBeLessThanOrEqual(3);
    // 11.025 kHz is narrowband: to 8 kHz, then doubled.
    expect(Math.abs((await collect(new Int16Array(11025 * 5), 11025)) - 16000 * 5 - 32)).toBeLessThanOrEqual(6);
  });

  it('keeps a tone continuous across slices when resampling', async () => {
    const rate = 22050;
    const input = Int16Array.from({ length: rate * 5 }, (_, i) =>
      Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)),
    );
    const out: number[] = [];
    for await (const chunk of to16k(input, rate)) out.push(...chunk);
    // Sample-to-sample steps of a 440 Hz tone at 16 kHz stay small everywhere, slice joins included.
    let worst = 0;
    for (let i = 1000; i < out.length - 1000; i++) worst = Math.max(worst, Math.abs(out[i]! - out[i - 1]!));
    expect(worst).toBeLessThan(8000 * 2 * Math.sin((Math.PI * 440) / 16000) * 1.1);
  });
});

describe('decodeChannel', () => {
  /** A pool whose one decoder reports a failure while its second slice of audio is being written. */
  function failingPool() {
    let kills = 0;
    const pool = {
      start: (options: DecoderOptions) => {
        let writes = 0;
        return Promise.resolve({
          write: async () => {
            if (++writes === 2) options.onFailure('the speech decoder exited (SIGKILL)');
            await Promise.resolve();
          },
          end: () => options.onEvent({ type: 'end' }),
          kill: () => void kills++,
        });
      },
    } as unknown as DecoderPool;
    return { pool, kills: () => kills };
  }

  it('stops writing and rejects with the decoder failure that came mid-write, killing the decoder', async () => {
    // Before the failure was noted as it came, it was an unhandled rejection and the writes went on.
    const { pool, kills } = failingPool();
    const tenSeconds = new Int16Array(16000 * 10);
    await expect(decodeChannel(pool, tenSeconds, 16000, new AbortController().signal)).rejects.toThrow(
      'the speech decoder exited (SIGKILL)',
    );
    expect(kills()).toBe(1);
  });

  it('rejects once, with no unhandled rejection, when stopped mid-write', async () => {
    const controller = new AbortController();
    const pool = {
      start: () =>
        Promise.resolve({
          write: async () => {
            controller.abort();
            await Promise.resolve();
          },
          end: () => {},
          kill: () => {},
        }),
    } as unknown as DecoderPool;
    await expect(decodeChannel(pool, new Int16Array(16000 * 10), 16000, controller.signal)).rejects.toThrow();
  });
});
