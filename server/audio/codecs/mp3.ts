// MP3 through two packaged codecs: decoding with mpg123 (WebAssembly), encoding with LAME's pure
// JavaScript port. LAME here encodes constant bitrate only; quality targets map to a bitrate.
import { Mp3Encoder } from '@breezystack/lamejs';
import { MPEGDecoder } from 'mpg123-decoder';
import { AudioFormatError, floatToInt16, type Pcm } from './pcm.js';
import { scanMp3 } from './mp3-frames.js';

export async function decodeMp3(bytes: Uint8Array): Promise<Pcm> {
  const scan = scanMp3(bytes);
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const out = decoder.decode(bytes);
    if (!out.samplesDecoded) throw new AudioFormatError('the MP3 stream holds no decodable audio');
    if (out.errors.length > scan.frames / 10)
      throw new AudioFormatError(`the MP3 stream is damaged (${out.errors.length} bad frames)`);
    const channels = out.channelData
      .slice(0, scan.channels)
      .map((c) => floatToInt16(c.subarray(0, out.samplesDecoded)));
    return { sampleRate: out.sampleRate, channels };
  } finally {
    decoder.free();
  }
}

/** Sample rates an MP3 can carry. */
export const MP3_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000];

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
