// Measures what the processed-audio record reports, per channel, in linear time:
// - voice activity: 20 ms frames; a frame is speech when its energy is `thresholdDb` above the
//   local noise floor (the minimum of the smoothed frame energy within ±2.5 s) and above an
//   absolute gate; runs shorter than 60 ms are dropped and a 200 ms hangover bridges short gaps.
// - gross audio = duration; net audio = speech frames.
// - snr_db = 10·log10((P_speech − P_noise) / P_noise), P_speech the mean power of frames above the
//   threshold, P_noise that of non-speech frames (the floor when there are none).
// - speech_level = mean power of the speech frames in dBFS, relative to a full-scale square wave
//   (a full-scale sine reads −3 dBFS).
// - saturation_level = samples at or near full scale (|s| ≥ 32700) per minute of speech.
import type { Pcm } from './codecs/pcm.js';

export interface ChannelAnalysis {
  grossSeconds: number;
  netSeconds: number;
  /** Undefined when the channel holds no speech. */
  snrDb: number | undefined;
  speechLevelDbfs: number | undefined;
  saturationPerMinute: number;
  saturatedSamples: number;
}

export interface VadOptions {
  frameMs: number;
  thresholdDb: number;
  gateDbfs: number;
  floorWindowSeconds: number;
  minRunMs: number;
  hangoverMs: number;
}

export const DEFAULT_VAD: VadOptions = {
  frameMs: 20,
  thresholdDb: 6,
  gateDbfs: -55,
  floorWindowSeconds: 2.5,
  minRunMs: 60,
  hangoverMs: 200,
};

export const SATURATION_THRESHOLD = 32700;
const FULL_SCALE_POWER = 32768 * 32768;
/** Power of 16-bit quantisation noise: keeps the SNR of digital silence finite (~100 dB at most). */
const MIN_NOISE_POWER = 1 / 12;

const toDb = (power: number) => 10 * Math.log10(power / FULL_SCALE_POWER + 1e-12);

/** Frame powers (mean square, in sample units) and the count of saturated samples. */
function framePowers(samples: Int16Array, frameLen: number): { power: Float64Array; saturated: number } {
  const n = Math.ceil(samples.length / frameLen);
  const power = new Float64Array(n);
  let saturated = 0;
  for (let f = 0, i = 0; f < n; f++) {
    const end = Math.min(samples.length, i + frameLen);
    const len = end - i;
    let acc = 0;
    for (; i < end; i++) {
      const s = samples[i]!;
      acc += s * s;
      if (s >= SATURATION_THRESHOLD || s <= -SATURATION_THRESHOLD) saturated++;
    }
    power[f] = len ? acc / len : 0;
  }
  return { power, saturated };
}

/** Minimum of `x` over [i − half, i + half] for every i (monotonic deque, O(n)). */
export function slidingMin(x: Float64Array, half: number): Float64Array {
  const n = x.length;
  const out = new Float64Array(n);
  const dq = new Int32Array(n);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let i = 0; i < n; i++) {
    const hi = Math.min(n - 1, i + half);
    for (; next <= hi; next++) {
      while (tail > head && x[dq[tail - 1]!]! >= x[next]!) tail--;
      dq[tail++] = next;
    }
    while (dq[head]! < i - half) head++;
    out[i] = x[dq[head]!]!;
  }
  return out;
}

/** Speech decision per frame (1 speech, 0 not), before and after hangover. */
function detectSpeech(power: Float64Array, o: VadOptions): { raw: Uint8Array; speech: Uint8Array } {
  const n = power.length;
  const db = new Float64Array(n);
  for (let i = 0; i < n; i++) db[i] = toDb(power[i]!);
  // Smooth over 5 frames (in power) before taking the floor, so single quiet frames inside
  // speech do not drag it down.
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = prefix[i]! + power[i]!;
  const smooth = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const lo = Math.max(0, i - 2);
    const hi = Math.min(n, i + 3);
    smooth[i] = toDb((prefix[hi]! - prefix[lo]!) / (hi - lo));
  }
  const floor = slidingMin(smooth, Math.round((o.floorWindowSeconds * 1000) / o.frameMs));
  const raw = new Uint8Array(n);
  for (let i = 0; i < n; i++) raw[i] = db[i]! > floor[i]! + o.thresholdDb && db[i]! > o.gateDbfs ? 1 : 0;
  const minRun = Math.max(1, Math.round(o.minRunMs / o.frameMs));
  for (let i = 0; i < n;) {
    if (!raw[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < n && raw[j]) j++;
    if (j - i < minRun) raw.fill(0, i, j);
    i = j;
  }
  const hang = Math.round(o.hangoverMs / o.frameMs);
  const speech = new Uint8Array(n);
  for (let i = 0, left = 0; i < n; i++) {
    if (raw[i]) left = hang + 1;
    if (left > 0) {
      speech[i] = 1;
      left--;
    }
  }
  return { raw, speech };
}

/** Samples per VAD frame at a sample rate. */
export const vadFrameLength = (sampleRate: number, o: VadOptions = DEFAULT_VAD): number =>
  Math.max(1, Math.round((sampleRate * o.frameMs) / 1000));

export function analyzeChannel(samples: Int16Array, sampleRate: number, o: VadOptions = DEFAULT_VAD): ChannelAnalysis {
  const frameLen = vadFrameLength(sampleRate, o);
  const { power, saturated } = framePowers(samples, frameLen);
  return analysisFromPowers(power, saturated, samples.length, sampleRate, o);
}

/**
 * The rest of the analysis from a channel's VAD frame powers (mean squares of consecutive frames of
 * vadFrameLength samples, the last one shorter) and its count of saturated samples.
 */
export function analysisFromPowers(
  power: Float64Array,
  saturated: number,
  frames: number,
  sampleRate: number,
  o: VadOptions = DEFAULT_VAD,
): ChannelAnalysis {
  const frameLen = vadFrameLength(sampleRate, o);
  const { raw, speech } = detectSpeech(power, o);
  let speechSamples = 0;
  let pSpeech = 0;
  let nSpeech = 0;
  let pNoise = 0;
  let nNoise = 0;
  for (let f = 0; f < power.length; f++) {
    const len = Math.min(frameLen, frames - f * frameLen);
    if (speech[f]) speechSamples += len;
    if (raw[f]) {
      pSpeech += power[f]!;
      nSpeech++;
    } else if (!speech[f]) {
      pNoise += power[f]!;
      nNoise++;
    }
  }
  const grossSeconds = frames / sampleRate;
  const netSeconds = speechSamples / sampleRate;
  const saturationPerMinute = netSeconds > 0 ? saturated / (netSeconds / 60) : 0;
  if (!nSpeech)
    return {
      grossSeconds,
      netSeconds,
      snrDb: undefined,
      speechLevelDbfs: undefined,
      saturationPerMinute,
      saturatedSamples: saturated,
    };
  const ps = pSpeech / nSpeech;
  let pn = pNoise / Math.max(1, nNoise);
  if (!nNoise) {
    pn = Infinity;
    for (const p of power) pn = Math.min(pn, p);
  }
  pn = Math.max(pn, MIN_NOISE_POWER);
  const snrDb = 10 * Math.log10(Math.max(ps - pn, pn * 1e-3) / pn);
  return {
    grossSeconds,
    netSeconds,
    snrDb,
    speechLevelDbfs: toDb(ps),
    saturationPerMinute,
    saturatedSamples: saturated,
  };
}

export function analyze(pcm: Pcm, o: VadOptions = DEFAULT_VAD): ChannelAnalysis[] {
  return pcm.channels.map((c) => analyzeChannel(c, pcm.sampleRate, o));
}
