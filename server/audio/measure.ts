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
  const m = new Measuring(audio.sampleRate, channelsOf(audio), framesOf(audio));
  m.advance(channelViews(audio), m.frames);
  return m.finish(audio);
}

/** Where one channel's pass has got to, carried from one advance() to the next. */
interface ChannelScan {
  /** The mean square of every VAD frame (filled as the pass goes). */
  power: Float64Array;
  saturated: number;
  frame: number;
  frameStart: number;
  frameEnd: number;
  peak: number;
  peakEnd: number;
  /** Sum of squares, lowest and highest sample, of the VAD frame and base peak being scanned. */
  acc: number;
  lo: number;
  hi: number;
}

/**
 * The pass measureAudio makes, fed the samples a stretch at a time as they become available (an
 * upload still arriving): advance() scans every channel up to a frame, continuing where the last
 * call stopped, and finish() gives the results once every frame is scanned. The results do not
 * depend on where the stretches end.
 */
export class Measuring {
  private readonly frameLen: number;
  private readonly base: PeakLevel;
  private readonly scans: ChannelScan[];
  /** Frames scanned so far (on every channel). */
  scanned = 0;

  constructor(
    readonly sampleRate: number,
    readonly channels: number,
    readonly frames: number,
  ) {
    this.frameLen = vadFrameLength(sampleRate);
    const { samplesPerPeak, peaks } = levelSizes(frames, sampleRate)[0]!;
    this.base = { samplesPerPeak, peaks, channels, data: new Int16Array(peaks * channels * 2) };
    this.scans = Array.from({ length: channels }, () => ({
      power: new Float64Array(Math.ceil(frames / this.frameLen)),
      saturated: 0,
      frame: 0,
      frameStart: 0,
      frameEnd: Math.min(frames, this.frameLen),
      peak: 0,
      peakEnd: Math.min(frames, samplesPerPeak),
      acc: 0,
      lo: 32767,
      hi: -32768,
    }));
  }

  /** Scans frames [scanned, upTo) of every channel; `views`: one per channel, as channelViews(). */
  advance(views: ChannelView[], upTo: number): void {
    const to = Math.min(this.frames, upTo);
    if (to <= this.scanned) return;
    const { frames, frameLen, base } = this;
    views.forEach((v, c) => scanChannel(v, this.scanned, to, { frames, frameLen, base, c }, this.scans[c]!));
    this.scanned = to;
  }

  /** The results, once every frame is scanned; `audio` is read again only where a console slice cuts a base peak. */
  finish(audio: AnyPcm): Measured {
    if (this.scanned !== this.frames) throw new Error(`measured ${this.scanned} of ${this.frames} frames`);
    const { frames, sampleRate, base } = this;
    const analysis = this.scans.map((s) => analysisFromPowers(s.power, s.saturated, frames, sampleRate, DEFAULT_VAD));
    const points = slicesFor(CONSOLE_PEAK_POINTS, frames, CONSOLE_PEAK_POINTS);
    return {
      analysis,
      levels: pyramidFromBase(base, frames, sampleRate),
      peaks: { points, data: packPeaks(peaksFromBase(audio, base, points)) },
    };
  }
}

/**
 * One channel's pass over frames [start, stop) of `frames`: the mean square of every VAD frame into
 * `st.power`, the lowest and highest sample of every base peak into channel `c` of `base`, and the
 * count of saturated samples (only a stretch whose extremes reach the threshold is read again to
 * count them). A VAD frame or base peak that `stop` cuts is carried in `st` to the next call.
 */
function scanChannel(
  v: ChannelView,
  start: number,
  stop: number,
  o: { frames: number; frameLen: number; base: PeakLevel; c: number },
  st: ChannelScan,
): void {
  const { samples, offset, stride } = v;
  const { frames, frameLen, base, c } = o;
  const spp = base.samplesPerPeak;
  const out = base.data;
  const channels = base.channels;
  const power = st.power;
  let { saturated, frame, frameStart, frameEnd, peak, peakEnd, acc, lo, hi } = st;
  for (let i = start; i < stop;) {
    const end = Math.min(frameEnd, peakEnd, stop);
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
  Object.assign(st, { saturated, frame, frameStart, frameEnd, peak, peakEnd, acc, lo, hi });
}
