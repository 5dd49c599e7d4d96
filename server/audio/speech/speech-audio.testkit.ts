// Audio for tests: a cached flite sentence at a chosen rate, and a comparison of two signals after
// finding the delay between them (codecs such as MP3 add one).
import { resampleChannel } from '../codecs/resample.js';
import { synthesize, type FliteVoice } from './flite.js';

const clips = new Map<string, Promise<Int16Array>>();

const TEST_SENTENCE =
  'Thank you for calling. My account number is four five six seven. I would like to check my balance, please.';

/** The sentence spoken by a voice, mono at `rate` (cached per process). */
export function speechClip(rate = 8000, voice: FliteVoice = 'slt', text = TEST_SENTENCE): Promise<Int16Array> {
  const key = `${voice}:${rate}:${text}`;
  let c = clips.get(key);
  if (!c) {
    c = synthesize(text, voice).then((p) => resampleChannel(p.channels[0]!, p.sampleRate, rate));
    clips.set(key, c);
  }
  return c;
}

/** SNR (dB) of `y` against reference `x` at the delay (0 to maxLag samples) where they match best. */
export function snrAfterAlignment(x: Int16Array, y: Int16Array, maxLag = 4000): number {
  let bestLag = 0;
  let best = -Infinity;
  const n = Math.min(x.length, y.length - maxLag);
  for (let lag = 0; lag <= maxLag; lag += 1) {
    let dot = 0;
    for (let i = 0; i < n; i += 4) dot += x[i]! * y[i + lag]!;
    if (dot > best) {
      best = dot;
      bestLag = lag;
    }
  }
  let sig = 0;
  let err = 0;
  for (let i = 0; i < n; i++) {
    sig += x[i]! * x[i]!;
    const d = x[i]! - y[i + bestLag]!;
    err += d * d;
  }
  return 10 * Math.log10(sig / Math.max(err, 1));
}
