// MP3 through two packaged codecs: decoding with mpg123 (WebAssembly), encoding with LAME's pure
// JavaScript port. LAME here encodes constant bitrate only; quality targets map to a bitrate.
import { Mp3Encoder } from '@breezystack/lamejs';
import { MPEGDecoder } from 'mpg123-decoder';
import { AudioFormatError, checkDuration, type Pcm } from './pcm.js';
import { scanMp3 } from './mp3-frames.js';

/** MP3 bytes handed to the decoder per call: what one call decodes is bounded by this, not the file. */
export const MP3_DECODE_CHUNK = 16 * 1024;

/**
 * Decodes an MP3 stream a chunk at a time, converting each chunk's output straight into 16-bit
 * samples in arrays sized from the frame scan, so memory is the resulting PCM plus a constant
 * (the decoder's output for one chunk), whatever the file's length. With `maxSeconds`, a stream
 * whose frames run longer is refused (AudioTooLong) before anything is decoded.
 */
export async function decodeMp3(bytes: Uint8Array, opts: { maxSeconds?: number } = {}): Promise<Pcm> {
  const scan = scanMp3(bytes);
  checkDuration(scan.samples, scan.sampleRate, opts.maxSeconds);
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    let capacity = scan.samples;
    let channels = Array.from({ length: scan.channels }, () => new Int16Array(capacity));
    let frames = 0;
    let errors = 0;
    let sampleRate = scan.sampleRate;
    for (let at = 0; at < bytes.length; at += MP3_DECODE_CHUNK) {
      const out = decoder.decode(bytes.subarray(at, at + MP3_DECODE_CHUNK));
      errors += out.errors.length;
      const n = out.samplesDecoded;
      if (!n) continue;
      sampleRate = out.sampleRate;
      if (frames + n > capacity) {
        // More than the frame scan promised (it stops at a change of format): grow, and keep to the cap.
        checkDuration(frames + n, sampleRate, opts.maxSeconds);
        capacity = Math.ceil((frames + n) * 1.25);
        channels = channels.map((c) => {
          const bigger = new Int16Array(capacity);
          bigger.set(c.subarray(0, frames));
          return bigger;
        });
      }
      for (let c = 0; c < channels.length; c++) floatInto(out.channelData[c]!, n, channels[c]!, frames);
      frames += n;
    }
    if (!frames) throw new AudioFormatError('the MP3 stream holds no decodable audio');
    if (errors > scan.frames / 10) throw new AudioFormatError(`the MP3 stream is damaged (${errors} bad frames)`);
    return { sampleRate, channels: channels.map((c) => (c.length === frames ? c : c.subarray(0, frames))) };
  } finally {
    decoder.free();
  }
}

/** Writes n float samples as 16-bit ones into `to` from `at` (as floatToInt16, without a new array). */
function floatInto(from: Float32Array, n: number, to: Int16Array, at: number): void {
  for (let i = 0; i < n; i++) {
    const v = Math.round(from[i]! * 32768);
    to[at + i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
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
