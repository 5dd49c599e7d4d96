// The peak pyramid: levels made in one pass agree with min/max taken straight from the samples,
// and a window is answered from the right level and slice.
import { describe, expect, it } from 'vitest';
import {
  baseSamplesPerPeak,
  COARSEST_LEVEL_PEAKS,
  LEVEL_FACTOR,
  computePeaks,
  computePyramid,
  levelBytes,
  levelFromBytes,
  levelSizes,
  peakRange,
  peaksFromBase,
  pickLevel,
  splitChannels,
} from './peaks.js';

/** A deterministic, uneven signal: every peak of every level differs from its neighbours. */
function signal(n: number, seed: number): Int16Array {
  const out = new Int16Array(n);
  let x = seed;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    out[i] = (x % 60000) - 30000;
  }
  return out;
}

/** min/max of frames [from, to) of one channel, straight from the samples. */
function direct(samples: Int16Array, from: number, to: number): [number, number] {
  let lo = 32767;
  let hi = -32768;
  for (let i = from; i < Math.min(to, samples.length); i++) {
    lo = Math.min(lo, samples[i]!);
    hi = Math.max(hi, samples[i]!);
  }
  return [lo, hi];
}

const BASE = baseSamplesPerPeak(8000);

describe('peak pyramid', () => {
  it('starts from peaks of about 8 ms at any sample rate, a power of two frames long', () => {
    expect([8000, 16000, 44100, 48000].map(baseSamplesPerPeak)).toEqual([64, 128, 256, 512]);
    expect(baseSamplesPerPeak(1000)).toBe(16);
  });

  it('has levels a fixed factor apart, finest first, down to a small coarsest level', () => {
    const frames = 8000 * 3600 * 8;
    const sizes = levelSizes(frames, 8000);
    expect(sizes[0]).toEqual({
      samplesPerPeak: BASE,
      peaks: Math.ceil(frames / BASE),
    });
    for (let i = 1; i < sizes.length; i++) {
      expect(sizes[i]!.samplesPerPeak).toBe(sizes[i - 1]!.samplesPerPeak * LEVEL_FACTOR);
      expect(sizes[i - 1]!.peaks).toBeGreaterThan(COARSEST_LEVEL_PEAKS);
    }
    expect(sizes.at(-1)!.peaks).toBeLessThanOrEqual(COARSEST_LEVEL_PEAKS);
    // A clip shorter than one peak still has one level of one peak.
    expect(levelSizes(10, 8000)).toEqual([{ samplesPerPeak: BASE, peaks: 1 }]);
  });

  it('every level holds, per channel, the min and max of the frames each peak spans', () => {
    // Not a multiple of any level's span, so every level ends with a short peak.
    const n = BASE * LEVEL_FACTOR ** 7 + 777;
    const left = signal(n, 1);
    const right = signal(n, 2);
    const levels = computePyramid({ sampleRate: 8000, channels: [left, right] });
    expect(levels.map((l) => l.samplesPerPeak)).toEqual(levelSizes(n, 8000).map((s) => s.samplesPerPeak));
    expect(levels.length).toBeGreaterThan(3);
    for (const level of levels) {
      expect(level.channels).toBe(2);
      expect(level.data.length).toBe(level.peaks * 2 * 2);
      const [l, r] = splitChannels(level.data, 2);
      for (let p = 0; p < level.peaks; p++) {
        const from = p * level.samplesPerPeak;
        const to = from + level.samplesPerPeak;
        expect([l!.min[p], l!.max[p]]).toEqual(direct(left, from, to));
        expect([r!.min[p], r!.max[p]]).toEqual(direct(right, from, to));
      }
    }
  });

  it('stores levels as little-endian int16 and reads a byte slice back as whole peaks', () => {
    const data = new Int16Array([-32768, 32767, -1, 1, 300, -300]);
    const bytes = levelBytes(data);
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x00, 0x80, 0xff, 0x7f]);
    expect(Array.from(levelFromBytes(bytes))).toEqual(Array.from(data));
    // A slice at an odd offset in its buffer reads the same.
    const odd = new Uint8Array(bytes.length + 1);
    odd.set(bytes, 1);
    expect(Array.from(levelFromBytes(odd.subarray(1)))).toEqual(Array.from(data));
  });

  it('answers a window from the coarsest level with enough resolution, or the finest one', () => {
    const levels = levelSizes(8000 * 3600 * 8, 8000);
    // An hour shown on 1000 points: 28800 frames a point; the coarsest level at or under that.
    expect(pickLevel(levels, 8000 * 3600, 1000).samplesPerPeak).toBe(16384);
    // Exactly a level's span is enough.
    expect(pickLevel(levels, 4096 * 1000, 1000).samplesPerPeak).toBe(4096);
    // One second on 1000 points is finer than any level: the finest is the best there is.
    expect(pickLevel(levels, 8000, 1000).samplesPerPeak).toBe(BASE);
    // The whole call on few points: the coarsest level.
    expect(pickLevel(levels, 8000 * 3600 * 8, 10).samplesPerPeak).toBe(levels.at(-1)!.samplesPerPeak);
  });

  it('covers a window with whole peaks, inside the level', () => {
    const level = { samplesPerPeak: 64, peaks: 100 };
    expect(peakRange(level, 0, 64)).toEqual({ first: 0, count: 1 });
    expect(peakRange(level, 63, 129)).toEqual({ first: 0, count: 3 });
    expect(peakRange(level, 640, 1280)).toEqual({ first: 10, count: 10 });
    // Past the end: cut to the last peak, never empty.
    expect(peakRange(level, 6390, 99_999)).toEqual({ first: 99, count: 1 });
    expect(peakRange(level, 10_000, 20_000)).toEqual({ first: 99, count: 1 });
  });
});

describe('console peaks from the pyramid', () => {
  it('equal the peaks taken from the samples, for long and short audio alike', () => {
    for (const [n, points] of [
      [BASE * LEVEL_FACTOR ** 5 + 333, 4000],
      [BASE * 4000 * 3 - 1, 4000],
      [5000, 4000],
      [BASE * 10, 3],
      [BASE * 1000 * 50 + 17, 1000],
    ] as const) {
      const pcm = { sampleRate: 8000, channels: [signal(n, 3), signal(n, 4)] };
      const base = computePyramid(pcm)[0]!;
      const fromBase = peaksFromBase(pcm, base, points);
      const direct = computePeaks(pcm, points);
      expect(fromBase.map((p) => [Array.from(p.min), Array.from(p.max)])).toEqual(
        direct.map((p) => [Array.from(p.min), Array.from(p.max)]),
      );
    }
  });
});
