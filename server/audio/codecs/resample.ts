// Sample-rate conversion with a windowed-sinc interpolator (Blackman window, low-pass at the lower
// Nyquist frequency). Used when a requested output rate differs from the stored audio's.
import type { Pcm } from './pcm.js';

const HALF_TAPS = 16;

export function resampleChannel(input: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return input;
  const ratio = to / from;
  const outLen = Math.floor(input.length * ratio);
  const out = new Int16Array(outLen);
  const cutoff = Math.min(1, ratio) * 0.95; // of the input Nyquist frequency
  const halfWidth = HALF_TAPS / cutoff; // input samples either side
  for (let i = 0; i < outLen; i++) {
    const center = i / ratio;
    const lo = Math.max(0, Math.ceil(center - halfWidth));
    const hi = Math.min(input.length - 1, Math.floor(center + halfWidth));
    let acc = 0;
    let norm = 0;
    for (let j = lo; j <= hi; j++) {
      const x = j - center;
      const t = x * cutoff;
      const sinc = t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t);
      const w = 0.42 + 0.5 * Math.cos((Math.PI * x) / halfWidth) + 0.08 * Math.cos((2 * Math.PI * x) / halfWidth);
      const k = sinc * w;
      acc += input[j]! * k;
      norm += k;
    }
    const v = Math.round(norm ? acc / norm : 0);
    out[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
  }
  return out;
}

export function resample(pcm: Pcm, to: number): Pcm {
  if (pcm.sampleRate === to) return pcm;
  return { sampleRate: to, channels: pcm.channels.map((c) => resampleChannel(c, pcm.sampleRate, to)) };
}
