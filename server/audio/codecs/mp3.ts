// MP3 through two packaged codecs: decoding with mpg123 (WebAssembly), encoding with LAME's pure
// JavaScript port. LAME here encodes constant bitrate only; quality targets map to a bitrate.
import { Mp3Encoder } from '@breezystack/lamejs';
import { MPEGDecoder } from 'mpg123-decoder';
import { AudioFormatError, checkDuration, deinterleave, type InterleavedPcm, type Pcm } from './pcm.js';
import { scanMp3 } from './mp3-frames.js';

/** MP3 bytes handed to the decoder per call: what one call decodes is bounded by this, not the file. */
export const MP3_DECODE_CHUNK = 16 * 1024;

/**
 * Decodes an MP3 stream a chunk at a time, converting each chunk's output straight into 16-bit
 * samples, interleaved frame by frame as the canonical WAV holds them, in one array sized from the
 * frame scan, so memory is the resulting PCM plus a constant (the decoder's output for one chunk),
 * whatever the file's length. With `maxSeconds`, a stream whose frames run longer is refused
 * (AudioTooLong) before anything is decoded.
 */
export async function decodeMp3Interleaved(
  bytes: Uint8Array,
  opts: { maxSeconds?: number } = {},
): Promise<InterleavedPcm> {
  const scan = scanMp3(bytes);
  checkDuration(scan.samples, scan.sampleRate, opts.maxSeconds);
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const n = scan.channels;
    let capacity = scan.samples;
    let samples = new Int16Array(capacity * n);
    let frames = 0;
    let errors = 0;
    let sampleRate = scan.sampleRate;
    for (let at = 0; at < bytes.length; at += MP3_DECODE_CHUNK) {
      const out = decoder.decode(bytes.subarray(at, at + MP3_DECODE_CHUNK));
      errors += out.errors.length;
      const got = out.samplesDecoded;
      if (!got) continue;
      sampleRate = out.sampleRate;
      if (frames + got > capacity) {
        // More than the frame scan promised (it stops at a change of format): grow, and keep to the cap.
        checkDuration(frames + got, sampleRate, opts.maxSeconds);
        capacity = Math.ceil((frames + got) * 1.25);
        const bigger = new Int16Array(capacity * n);
        bigger.set(samples.subarray(0, frames * n));
        samples = bigger;
      }
      for (let c = 0; c < n; c++) floatInto(out.channelData[c]!, got, samples, frames * n + c, n);
      frames += got;
    }
    if (!frames) throw new AudioFormatError('the MP3 stream holds no decodable audio');
    if (errors > scan.frames / 10) throw new AudioFormatError(`the MP3 stream is damaged (${errors} bad frames)`);
    return {
      sampleRate,
      channelCount: n,
      samples: samples.length === frames * n ? samples : samples.subarray(0, frames * n),
    };
  } finally {
    decoder.free();
  }
}

/** decodeMp3Interleaved's samples split per channel. */
export async function decodeMp3(bytes: Uint8Array, opts: { maxSeconds?: number } = {}): Promise<Pcm> {
  const a = await decodeMp3Interleaved(bytes, opts);
  return { sampleRate: a.sampleRate, channels: deinterleave(a.samples, a.channelCount) };
}

/**
 * Writes n float samples as 16-bit ones into `to`, from index `at` every `stride` (as floatToInt16,
 * without a new array).
 */
function floatInto(from: Float32Array, n: number, to: Int16Array, at: number, stride: number): void {
  for (let i = 0, o = at; i < n; i++, o += stride) {
    const v = Math.round(from[i]! * 32768);
    to[o] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
  }
}

/** Sample rates an MP3 can carry. */
const MP3_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000];

/** The constant bitrates the seed allows (kbit/s). */
export const CBR_BITRATES = [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];

/** Bitrates valid at an output rate: MPEG-1 from 32 kHz, MPEG-2 from 16 kHz, MPEG-2.5 below (LAME caps it at 64). */
export function bitratesFor(sampleRate: number): number[] {
  if (sampleRate >= 32000) return CBR_BITRATES.filter((k) => k >= 32);
  if (sampleRate >= 16000) return CBR_BITRATES.filter((k) => k <= 160);
  return CBR_BITRATES.filter((k) => k <= 64);
}

/** The nearest MP3 sample rate at or above the given one (48 kHz at most). */
export const mp3RateFor = (rate: number): number => MP3_RATES.find((r) => r >= rate) ?? 48000;

/** Quality 0 (best) to 10 as a bitrate valid at the rate: the best allowed bitrate down to the lowest. */
export function bitrateForQuality(quality: number, sampleRate: number): number {
  const allowed = bitratesFor(sampleRate);
  const perChannelTop = sampleRate >= 32000 ? 192 : sampleRate >= 16000 ? 96 : 48;
  const top = allowed.filter((k) => k <= perChannelTop);
  const idx = Math.round(((10 - Math.min(10, Math.max(0, quality))) / 10) * (top.length - 1));
  return top[idx]!;
}

export function encodeMp3(pcm: Pcm, kbps: number): Uint8Array {
  if (!MP3_RATES.includes(pcm.sampleRate)) throw new AudioFormatError(`MP3 cannot carry ${pcm.sampleRate} Hz audio`);
  const [left, right] = pcm.channels;
  if (!left) throw new AudioFormatError('no audio to encode');
  const encoder = new Mp3Encoder(right ? 2 : 1, pcm.sampleRate, kbps);
  const parts: Uint8Array[] = [];
  const block = 1152 * 16;
  for (let i = 0; i < left.length; i += block) {
    const l = left.subarray(i, i + block);
    parts.push(right ? encoder.encodeBuffer(l, right.subarray(i, i + block)) : encoder.encodeBuffer(l));
  }
  parts.push(encoder.flush());
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
