// Waveform peaks: for each of `points` equal slices of a channel, its lowest and highest sample.
import type { Pcm } from './codecs/pcm.js';

export interface ChannelPeaks {
  min: Int16Array;
  max: Int16Array;
}

function channelPeaks(samples: Int16Array, points: number): ChannelPeaks {
  const min = new Int16Array(points);
  const max = new Int16Array(points);
  const len = samples.length;
  for (let p = 0; p < points; p++) {
    const start = Math.floor((p * len) / points);
    const end = Math.max(start + 1, Math.floor(((p + 1) * len) / points));
    let lo = 32767;
    let hi = -32768;
    for (let i = start; i < end && i < len; i++) {
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

export const computePeaks = (pcm: Pcm, points: number): ChannelPeaks[] =>
  pcm.channels.map((c) => channelPeaks(c, points));

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
