// The measuring pass fed a stretch at a time (as an upload arrives) gives exactly what one pass over
// the whole audio gives, wherever the stretches end: mid VAD frame, mid base peak, one frame at a time.
import { describe, expect, it } from 'vitest';
import { channelViews, framesOf, interleave, type AnyPcm } from './codecs/pcm.js';
import { measureAudio, Measuring } from './measure.js';

/** Noise bursts with clipped stretches, deterministic. */
function channel(frames: number, seed: number): Int16Array {
  const out = new Int16Array(frames);
  let x = seed;
  for (let i = 0; i < frames; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    const amp = Math.floor(i / 3000) % 2 ? 40_000 : 300;
    out[i] = Math.max(-32768, Math.min(32767, Math.round(((x % 2001) / 1000 - 1) * amp)));
  }
  return out;
}

function inStretches(audio: AnyPcm, sizes: number[]) {
  const frames = framesOf(audio);
  const m = new Measuring(audio.sampleRate, channelViews(audio).length, frames);
  const views = channelViews(audio);
  for (let at = 0, n = 0; at < frames; n++) {
    at += sizes[n % sizes.length]!;
    m.advance(views, at);
  }
  return m.finish(audio);
}

describe('Measuring', () => {
  const left = channel(70_013, 3);
  const right = channel(70_013, 11);
  const cases: [string, AnyPcm][] = [
    ['mono', { sampleRate: 8000, channels: [left] }],
    ['stereo, split per channel', { sampleRate: 8000, channels: [left, right] }],
    ['stereo, interleaved', { sampleRate: 8000, channelCount: 2, samples: interleave([left, right]) }],
    ['stereo, 16 kHz', { sampleRate: 16000, channelCount: 2, samples: interleave([left, right]) }],
  ];

  it.each(cases)('%s: the same results in stretches as in one pass', (_name, audio) => {
    const whole = measureAudio(audio);
    expect(whole.analysis[0]!.saturationPerMinute).toBeGreaterThan(0);
    for (const sizes of [[1], [63, 65, 1], [4096], [12_345, 7, 40_000]])
      expect(inStretches(audio, sizes)).toEqual(whole);
  });

  it('refuses to finish before every frame is scanned, and ignores a stretch already scanned', () => {
    const audio: AnyPcm = { sampleRate: 8000, channels: [left] };
    const m = new Measuring(8000, 1, left.length);
    m.advance(channelViews(audio), 1000);
    m.advance(channelViews(audio), 500);
    expect(m.scanned).toBe(1000);
    expect(() => m.finish(audio)).toThrow(/measured 1000 of 70013/);
  });
});
