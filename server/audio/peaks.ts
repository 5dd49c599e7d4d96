// Waveform peaks: for each of `points` equal slices of a channel, its lowest and highest sample.
import { channelViews, type AnyPcm, type Pcm } from './codecs/pcm.js';
import type { ChannelView } from './codecs/pcm.js';

export interface ChannelPeaks {
  min: Int16Array;
  max: Int16Array;
}

function channelPeaks(v: ChannelView, points: number): ChannelPeaks {
  const min = new Int16Array(points);
  const max = new Int16Array(points);
  const { samples, offset, stride, frames: len } = v;
  for (let p = 0; p < points; p++) {
    const start = Math.floor((p * len) / points);
    const end = Math.max(start + 1, Math.floor(((p + 1) * len) / points));
    let lo = 32767;
    let hi = -32768;
    for (let i = offset + start * stride, stop = offset + Math.min(end, len) * stride; i < stop; i += stride) {
      const s = samples[i]!;
      if (s < lo) lo = s;
      if (s > hi) hi = s;
    }
    if (lo > hi) lo = hi = 0;
    min[p] = lo;
    max[p] = hi;
  }
  return { min, max };
}

export const computePeaks = (pcm: AnyPcm, points: number): ChannelPeaks[] =>
  channelViews(pcm).map((v) => channelPeaks(v, points));

/**
 * The same peaks as computePeaks, with the pyramid's finest level doing most of the work: the base
 * peaks wholly inside a slice are merged as they are, and only the samples of the (at most two)
 * base peaks a slice boundary cuts are read again. Exact, and a small fraction of a pass over the
 * audio; slices shorter than two base peaks are taken from the samples directly.
 */
export function peaksFromBase(pcm: AnyPcm, base: PeakLevel, points: number): ChannelPeaks[] {
  const spp = base.samplesPerPeak;
  const channels = base.channels;
  return channelViews(pcm).map((v, c) => {
    const { samples, offset, stride, frames: len } = v;
    if (len / points < 2 * spp) return channelPeaks(v, points);
    const min = new Int16Array(points);
    const max = new Int16Array(points);
    for (let p = 0; p < points; p++) {
      const start = Math.floor((p * len) / points);
      const end = Math.max(start + 1, Math.floor(((p + 1) * len) / points));
      let lo = 32767;
      let hi = -32768;
      const firstWhole = Math.ceil(start / spp);
      const lastWhole = Math.floor(Math.min(end, len) / spp); // exclusive, in peaks
      const scan = (from: number, to: number) => {
        for (let i = offset + from * stride, stop = offset + to * stride; i < stop; i += stride) {
          const s = samples[i]!;
          if (s < lo) lo = s;
          if (s > hi) hi = s;
        }
      };
      if (firstWhole >= lastWhole) {
        scan(start, Math.min(end, len));
      } else {
        scan(start, firstWhole * spp);
        for (let q = firstWhole; q < lastWhole; q++) {
          const at = (q * channels + c) * 2;
          if (base.data[at]! < lo) lo = base.data[at]!;
          if (base.data[at + 1]! > hi) hi = base.data[at + 1]!;
        }
        scan(lastWhole * spp, Math.min(end, len));
      }
      if (lo > hi) lo = hi = 0;
      min[p] = lo;
      max[p] = hi;
    }
    return { min, max };
  });
}

/** Packs peaks for the cache: per channel, min then max, little-endian 16-bit. */
export function packPeaks(peaks: ChannelPeaks[]): Uint8Array {
  const points = peaks[0]?.min.length ?? 0;
  const out = new Uint8Array(peaks.length * points * 4);
  const dv = new DataView(out.buffer);
  let at = 0;
  for (const ch of peaks) {
    for (const arr of [ch.min, ch.max]) {
      for (let i = 0; i < points; i++, at += 2) dv.setInt16(at, arr[i]!, true);
    }
  }
  return out;
}

export function unpackPeaks(bytes: Uint8Array, channels: number): ChannelPeaks[] {
  const points = bytes.length / (channels * 4);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: ChannelPeaks[] = [];
  let at = 0;
  for (let c = 0; c < channels; c++) {
    const min = new Int16Array(points);
    const max = new Int16Array(points);
    for (const arr of [min, max]) {
      for (let i = 0; i < points; i++, at += 2) arr[i] = dv.getInt16(at, true);
    }
    out.push({ min, max });
  }
  return out;
}

/**
 * The resolution the console asks for when it opens a segment (renderer/src/screens/media/
 * media.queries.ts). Peaks at it are computed at upload, so opening even an hour-long call reads
 * them instead of decoding the whole file first.
 */
export const CONSOLE_PEAK_POINTS = 4000;

/** The number of slices actually used for `wanted` points: at least 1, at most one per frame. */
export const slicesFor = (wanted: number, frames: number, max: number): number =>
  Math.max(1, Math.min(wanted, max, frames));

// ---- The peak pyramid: every resolution a zoomed-in console may ask for, made once at upload ----

/** The finest level's peaks span about this long (8 ms), whatever the sample rate. */
export const BASE_PEAK_SECONDS = 0.008;

/** Frames per peak of the finest level: the power of two nearest 8 ms (64 at 8 kHz, 512 at 48 kHz). */
export const baseSamplesPerPeak = (sampleRate: number): number =>
  Math.max(16, 2 ** Math.round(Math.log2(Math.max(1, sampleRate * BASE_PEAK_SECONDS))));
/** Each level is this many times coarser than the one before. */
export const LEVEL_FACTOR = 4;
/** Levels are added until one has at most this many peaks (the last is the coarsest). */
export const COARSEST_LEVEL_PEAKS = 1000;

/**
 * One level: `peaks` peaks of `samplesPerPeak` frames each (the last may be shorter), stored as
 * [p0 ch1 min, p0 ch1 max, p0 ch2 min, p0 ch2 max, p1 ch1 min, ...], so a run of peaks is a
 * contiguous range of `data`.
 */
export interface PeakLevel {
  samplesPerPeak: number;
  peaks: number;
  channels: number;
  data: Int16Array;
}

/** The level sizes for a segment of `frames` frames: finest first. */
export function levelSizes(frames: number, sampleRate: number): { samplesPerPeak: number; peaks: number }[] {
  const out: { samplesPerPeak: number; peaks: number }[] = [];
  let spp = baseSamplesPerPeak(sampleRate);
  for (;;) {
    const peaks = Math.max(1, Math.ceil(frames / spp));
    out.push({ samplesPerPeak: spp, peaks });
    if (peaks <= COARSEST_LEVEL_PEAKS) return out;
    spp *= LEVEL_FACTOR;
  }
}

/** The finest level from the samples: the only pass over the audio. */
function baseLevel(pcm: Pcm, spp: number, peaks: number): PeakLevel {
  const channels = pcm.channels.length;
  const data = new Int16Array(peaks * channels * 2);
  for (let c = 0; c < channels; c++) {
    const samples = pcm.channels[c]!;
    const len = samples.length;
    for (let p = 0, start = 0; p < peaks; p++, start += spp) {
      const end = Math.min(len, start + spp);
      let lo = 32767;
      let hi = -32768;
      for (let i = start; i < end; i++) {
        const s = samples[i]!;
        if (s < lo) lo = s;
        if (s > hi) hi = s;
      }
      if (lo > hi) lo = hi = 0;
      const at = (p * channels + c) * 2;
      data[at] = lo;
      data[at + 1] = hi;
    }
  }
  return { samplesPerPeak: spp, peaks, channels, data };
}

/** A coarser level from the one below it: each peak merges `LEVEL_FACTOR` peaks of the finer one. */
function coarsen(fine: PeakLevel, peaks: number): PeakLevel {
  const { channels } = fine;
  const data = new Int16Array(peaks * channels * 2);
  for (let p = 0; p < peaks; p++) {
    const from = p * LEVEL_FACTOR;
    const to = Math.min(fine.peaks, from + LEVEL_FACTOR);
    for (let c = 0; c < channels; c++) {
      let lo = 32767;
      let hi = -32768;
      for (let q = from; q < to; q++) {
        const at = (q * channels + c) * 2;
        if (fine.data[at]! < lo) lo = fine.data[at]!;
        if (fine.data[at + 1]! > hi) hi = fine.data[at + 1]!;
      }
      if (lo > hi) lo = hi = 0;
      const at = (p * channels + c) * 2;
      data[at] = lo;
      data[at + 1] = hi;
    }
  }
  return { samplesPerPeak: fine.samplesPerPeak * LEVEL_FACTOR, peaks, channels, data };
}

/** Every level of the pyramid, finest first, from one pass over the samples. */
export function computePyramid(pcm: Pcm): PeakLevel[] {
  const frames = pcm.channels[0]?.length ?? 0;
  const sizes = levelSizes(frames, pcm.sampleRate);
  return pyramidFromBase(baseLevel(pcm, sizes[0]!.samplesPerPeak, sizes[0]!.peaks), frames, pcm.sampleRate);
}

/** The whole pyramid from its finest level (made elsewhere, as levelSizes(frames, sampleRate)[0] says). */
export function pyramidFromBase(base: PeakLevel, frames: number, sampleRate: number): PeakLevel[] {
  const levels = [base];
  for (const size of levelSizes(frames, sampleRate).slice(1))
    levels.push(coarsen(levels[levels.length - 1]!, size.peaks));
  return levels;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** A level's data as stored: int16 little-endian. */
export function levelBytes(data: Int16Array): Uint8Array {
  const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (LITTLE_ENDIAN) return bytes;
  const out = new Uint8Array(bytes.length);
  const dv = new DataView(out.buffer);
  data.forEach((s, i) => dv.setInt16(i * 2, s, true));
  return out;
}

/** Stored bytes (a whole level or a slice of one) back to samples. */
export function levelFromBytes(bytes: Uint8Array): Int16Array {
  const n = Math.floor(bytes.length / 2);
  if (LITTLE_ENDIAN && bytes.byteOffset % 2 === 0) return new Int16Array(bytes.buffer, bytes.byteOffset, n);
  const out = new Int16Array(n);
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < n; i++) out[i] = dv.getInt16(i * 2, true);
  return out;
}

/** Bytes per peak of a level with `channels` channels (min and max, 16-bit, per channel). */
export const bytesPerPeak = (channels: number): number => channels * 4;

/**
 * The level a window is answered from: the coarsest whose peaks are no longer than the window's
 * frames shared among `points` (so at least `points` peaks cover the window), or the finest level
 * when even that is coarser than asked.
 */
export function pickLevel<L extends { samplesPerPeak: number }>(
  levels: readonly L[],
  windowFrames: number,
  points: number,
): L {
  const wanted = windowFrames / Math.max(1, points);
  let best = levels[0]!;
  for (const l of levels) {
    if (l.samplesPerPeak <= wanted && l.samplesPerPeak >= best.samplesPerPeak) best = l;
  }
  return best;
}

/** The peaks of a level covering frames [from, to): first peak and count, inside the level. */
export function peakRange(
  level: { samplesPerPeak: number; peaks: number },
  from: number,
  to: number,
): { first: number; count: number } {
  const first = Math.min(level.peaks - 1, Math.max(0, Math.floor(from / level.samplesPerPeak)));
  const end = Math.min(level.peaks, Math.max(first + 1, Math.ceil(to / level.samplesPerPeak)));
  return { first, count: end - first };
}

/** Per channel min and max arrays from interleaved level data (as pickLevel/peakRange sliced it). */
export function splitChannels(data: Int16Array, channels: number): ChannelPeaks[] {
  const n = Math.floor(data.length / (channels * 2));
  const out: ChannelPeaks[] = [];
  for (let c = 0; c < channels; c++) {
    const min = new Int16Array(n);
    const max = new Int16Array(n);
    for (let p = 0; p < n; p++) {
      const at = (p * channels + c) * 2;
      min[p] = data[at]!;
      max[p] = data[at + 1]!;
    }
    out.push({ min, max });
  }
  return out;
}
