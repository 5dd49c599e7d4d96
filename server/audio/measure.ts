// Everything an upload measures, from one pass over each channel's samples, read in place (split
// per channel or interleaved as uploaded): the VAD frame powers and saturated samples the analysis
// needs (server/audio/analysis.ts) and the finest level of the peak pyramid (server/audio/peaks.ts),
// from which the coarser levels and the console's peaks follow without reading the samples again
// (but for the few a console slice boundary cuts). The results are exactly those of analyze(),
// computePyramid() and peaksFromBase() on the same samples (upload-output.test.ts pins them).
import {
  analysisFromPowers,
  DEFAULT_VAD,
  SATURATION_THRESHOLD,
  vadFrameLength,
  type ChannelAnalysis,
} from './analysis.js';
import { channelsOf, channelViews, framesOf, type AnyPcm, type ChannelView } from './codecs/pcm.js';
import {
  CONSOLE_PEAK_POINTS,
  levelSizes,
  packPeaks,
  peaksFromBase,
  pyramidFromBase,
  slicesFor,
  type PeakLevel,
} from './peaks.js';

export interface Measured {
  analysis: ChannelAnalysis[];
  /** Every level of the peak pyramid, finest first. */
  levels: PeakLevel[];
  /** Peaks at the console's resolution, packed as media_peaks stores them. */
  peaks: { points: number; data: Uint8Array };
}

export function measureAudio(audio: AnyPcm): Measured {
  const frames = framesOf(audio);
  const channels = channelsOf(audio);
  const frameLen = vadFrameLength(audio.sampleRate);
  const { samplesPerPeak: spp, peaks } = levelSizes(frames, audio.sampleRate)[0]!;
  const base: PeakLevel = { samplesPerPeak: spp, peaks, channels, data: new Int16Array(peaks * channels * 2) };
  const analysis = channelViews(audio).map((view, c) => {
    const power = new Float64Array(Math.ceil(frames / frameLen));
    const saturated = scanChannel(view, frameLen, power, base, c);
    return analysisFromPowers(power, saturated, frames, audio.sampleRate, DEFAULT_VAD);
  });
  const points = slicesFor(CONSOLE_PEAK_POINTS, frames, CONSOLE_PEAK_POINTS);
  return {
    analysis,
    levels: pyramidFromBase(base, frames, audio.sampleRate),
    peaks: { points, data: packPeaks(peaksFromBase(audio, base, points)) },
  };
}

/**
 * One channel's pass: the mean square of every VAD frame into `power`, the lowest and highest
 * sample of every base peak into channel `c` of `base`, and the count of saturated samples (only
 * a stretch whose extremes reach the threshold is read again to count them).
 */
function scanChannel(v: ChannelView, frameLen: number, power: Float64Array, base: PeakLevel, c: number): number {
  const { samples, offset, stride, frames } = v;
  const spp = base.samplesPerPeak;
  const out = base.data;
  const channels = base.channels;
  let saturated = 0;
  let frame = 0;
  let frameStart = 0;
  let frameEnd = Math.min(frames, frameLen);
  let peak = 0;
  let peakEnd = Math.min(frames, spp);
  let acc = 0;
  let lo = 32767;
  let hi = -32768;
  for (let i = 0; i < frames;) {
    const end = frameEnd < peakEnd ? frameEnd : peakEnd;
    let a = 0;
    let l = 32767;
    let h = -32768;
    const from = offset + i * stride;
    const to = offset + end * stride;
    // Two samples a step, their squares summed apart: half the dependent additions per sample.
    let b = 0;
    let k = from;
    for (const step = 2 * stride, last = to - stride; k < last; k += step) {
      const s = samples[k]!;
      const t = samples[k + stride]!;
      a += s * s;
      b += t * t;
      if (s < l) l = s;
      if (s > h) h = s;
      if (t < l) l = t;
      if (t > h) h = t;
    }
    if (k < to) {
      const s = samples[k]!;
      a += s * s;
      if (s < l) l = s;
      if (s > h) h = s;
    }
    a += b;
    if (h >= SATURATION_THRESHOLD || l <= -SATURATION_THRESHOLD) {
      for (let k = from; k < to; k += stride) {
        const s = samples[k]!;
        if (s >= SATURATION_THRESHOLD || s <= -SATURATION_THRESHOLD) saturated++;
      }
    }
    // Sums of squares of 16-bit samples stay exact integers in a double, so the order they are
    // added in does not change the result.
    acc += a;
    if (l < lo) lo = l;
    if (h > hi) hi = h;
    i = end;
    if (i === frameEnd) {
      power[frame++] = acc / (frameEnd - frameStart);
      acc = 0;
      frameStart = frameEnd;
      frameEnd = Math.min(frames, frameEnd + frameLen);
    }
    if (i === peakEnd) {
      const at = (peak++ * channels + c) * 2;
      out[at] = lo;
      out[at + 1] = hi;
      lo = 32767;
      hi = -32768;
      peakEnd = Math.min(frames, peakEnd + spp);
    }
  }
  return saturated;
}
