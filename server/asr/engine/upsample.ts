// Streaming 2x upsampler (8 kHz telephone audio to the 16 kHz the acoustic model wants): zero
// stuffing followed by a windowed-sinc low-pass at the input's Nyquist frequency, written in its
// polyphase form. Even outputs are the input samples themselves (the filter's centre tap is 1 and
// its other even taps are 0); odd outputs are the half-sample interpolation. It keeps the last
// inputs between chunks, so chunk boundaries leave no trace, and delays the output by HALF inputs.

const HALF = 16; // input samples each side of the interpolated point

/** Half-sample interpolation taps (Blackman-windowed sinc), normalised to unit DC gain. */
const TAPS: Float64Array = (() => {
  const taps = new Float64Array(2 * HALF);
  let sum = 0;
  for (let k = 0; k < 2 * HALF; k++) {
    const x = k - HALF + 0.5; // distance in input samples from the midpoint
    const sinc = Math.sin(Math.PI * x) / (Math.PI * x);
    const n = (x + HALF) / (2 * HALF); // 0..1 across the window
    const w = 0.42 - 0.5 * Math.cos(2 * Math.PI * n) + 0.08 * Math.cos(4 * Math.PI * n);
    taps[k] = sinc * w;
    sum += taps[k]!;
  }
  for (let k = 0; k < taps.length; k++) taps[k]! /= sum;
  return taps;
})();

/** The fold used for 8 kHz input (measured on flite voices: see the class comment). */
export const TELEPHONE_FOLD = 0.4;

const clamp16 = (v: number): number => (v > 32767 ? 32767 : v < -32768 ? -32768 : Math.round(v));

export class Upsampler2x {
  /**
   * `fold` (0..1) mixes in the mirror image of the 0-4 kHz band at 4-8 kHz (spectral folding, the
   * oldest bandwidth extension there is). The wideband acoustic model hears band-limited audio as
   * nearly nothing above 4 kHz and recognises it badly; a 0.4 fold made telephone-band
   * synthetic speech recognisable again (see decoder.int.test.ts). 0 is a plain clean upsampler.
   */
  constructor(private readonly fold = 0) {}

  // The last 2*HALF inputs: history[HALF - 1] and history[HALF] surround the point being built.
  private history = new Float64Array(2 * HALF);

  /** Upsamples one chunk; returns twice as many samples (delayed by HALF input samples). */
  push(input: Int16Array): Int16Array {
    const out = new Int16Array(input.length * 2);
    const h = this.history;
    for (let i = 0; i < input.length; i++) {
      h.copyWithin(0, 1);
      h[h.length - 1] = input[i]!;
      let acc = 0;
      for (let k = 0; k < h.length; k++) acc += h[k]! * TAPS[k]!;
      // Zero stuffing is (2x, 0) and the low-pass is (x, acc); their difference, the image, is (x, -acc).
      out[2 * i] = clamp16(h[HALF - 1]! * (1 + this.fold));
      out[2 * i + 1] = clamp16(acc * (1 - this.fold));
    }
    return out;
  }

  /** The delayed tail: call once after the last chunk. */
  flush(): Int16Array {
    return this.push(new Int16Array(HALF));
  }
}
