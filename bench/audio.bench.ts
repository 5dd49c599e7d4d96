// Audio processing speed on a one-hour 8 kHz stereo call (real synthesized speech in turns, noise
// on one channel): voice activity and attributes, full upload preparation (canonical WAV plus
// analysis), and waveform peaks at 2,000 points, each next to a plain pass summing every sample.
import { performance } from 'node:perf_hooks';
import type { Benchmark, BenchFigure } from './run.js';
import { analyze } from '../server/audio/analysis.js';
import { computePeaks } from '../server/audio/peaks.js';
import { prepareAudio } from '../server/audio/process.js';
import type { Pcm } from '../server/audio/codecs/pcm.js';
import { longCall, SECONDS } from './long-call.js';

function sumPass(pcm: Pcm): number {
  let s = 0;
  for (const ch of pcm.channels) for (let i = 0; i < ch.length; i++) s += ch[i]!;
  return s;
}

/** Best of `runs` wall-clock timings in milliseconds. */
function time(fn: () => unknown, runs = 3): number {
  let best = Infinity;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

const bench: Benchmark = {
  name: 'audio: one hour of 8 kHz stereo',
  async run(): Promise<BenchFigure[]> {
    const pcm = await longCall();
    const baseMs = time(() => sumPass(pcm));
    const analyzeMs = time(() => analyze(pcm));
    const prepareMs = time(() => prepareAudio(pcm), 2);
    const peaksMs = time(() => computePeaks(pcm, 2000));
    const rt = (ms: number) => (SECONDS * 1000) / ms;
    return [
      {
        name: 'analysis (VAD, SNR, level, saturation), both channels',
        value: rt(analyzeMs),
        unit: '× real time',
        baseline: rt(baseMs),
        ratio: rt(analyzeMs) / rt(baseMs),
        note: `${analyzeMs.toFixed(0)} ms; baseline: one pass summing the samples`,
      },
      {
        name: 'upload preparation (canonical WAV + analysis)',
        value: rt(prepareMs),
        unit: '× real time',
        baseline: rt(baseMs),
        ratio: rt(prepareMs) / rt(baseMs),
        note: `${prepareMs.toFixed(0)} ms`,
      },
      {
        name: 'peaks at 2,000 points per channel',
        value: peaksMs,
        unit: 'ms',
        baseline: baseMs,
        ratio: baseMs / peaksMs,
        note: 'lower is better; ratio = baseline / value',
      },
    ];
  },
};

export default bench;
