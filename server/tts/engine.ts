// The synthesis engine: Flite (server/audio/speech/flite.ts) behind a bounded number of engines,
// turning a request's pieces (phrases and pauses) into encoded audio chunks as they are produced.
// A phrase holds an engine only while Flite speaks it; the audio is handed on and the engine freed
// before anything waits on the client, and at most one phrase is synthesized ahead of the one
// being sent, so a synthesis buffers at most two phrases whatever its reader does.
import os from 'node:os';
import type { WarmFlite } from '../audio/index.js';
import { g711Encode, int16ToLeBytes, resampleChannel, type FliteVoice } from '../audio/index.js';
import { cancelled } from '../rpc/errors.js';
import type { Piece } from './ssml.js';

export type Encoding = 'pcm' | 'alaw' | 'ulaw';

export interface OutputFormat {
  encoding: Encoding;
  sampleRateHz: number;
}

/** The MIME-style name of a format, as the call summary records it. */
export const formatName = (f: OutputFormat): string =>
  f.encoding === 'pcm'
    ? `audio/L16;rate=${f.sampleRateHz}`
    : f.encoding === 'alaw'
      ? 'audio/PCMA;rate=8000'
      : 'audio/PCMU;rate=8000';

/** At most `size` Flite engines at once; the rest wait (their number is bounded by the syntheses' AppShare). */
export class EnginePool {
  private busy = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(readonly size = Math.max(1, Math.min(4, os.availableParallelism()))) {}

  async run<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
    if (this.busy >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.busy++;
    try {
      if (signal.aborted) throw cancelled('the synthesis was cancelled');
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.busy--;
    }
  }
}

export type Speak = (
  text: string,
  voice: FliteVoice,
  rate: number,
) => Promise<{ sampleRate: number; samples: Int16Array }>;

/** Flite on warm engines (server/audio/speech/flite-warm.ts): a rate above 1 speaks faster (a shorter duration stretch). */
export const fliteSpeaker =
  (warm: WarmFlite): Speak =>
  async (text, voice, rate) => {
    const pcm = await warm.synthesize(text, voice, 1 / rate);
    return { sampleRate: pcm.sampleRate, samples: pcm.channels[0] ?? new Int16Array(0) };
  };

export interface SynthesisJob {
  voice: FliteVoice;
  pieces: Piece[];
  format: OutputFormat;
  /** Samples of the output rate per chunk. */
  chunkMs: number;
  /** 100 = as the engine speaks. */
  volumePercent: number;
}

const LITTLE_ENDIAN = os.endianness() === 'LE';

/** PCM on a little-endian host is the samples' own bytes (a view, no copy: chunks are never written to). */
function encode(encoding: Encoding, samples: Int16Array): Uint8Array {
  if (encoding !== 'pcm') return g711Encode(encoding, samples);
  return LITTLE_ENDIAN
    ? new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength)
    : int16ToLeBytes(samples);
}

/** The job's audio, encoded, in chunks of `chunkMs` (the last one shorter), as it is produced. */
export async function* synthesizeChunks(
  job: SynthesisJob,
  engines: EnginePool,
  signal: AbortSignal,
  speak: Speak,
): AsyncGenerator<Uint8Array> {
  const rate = job.format.sampleRateHz;
  const render = async (p: Piece): Promise<Int16Array> => {
    if ('pauseMs' in p) return new Int16Array(Math.round((p.pauseMs / 1000) * rate));
    const spoken = await engines.run(signal, () => speak(p.text, job.voice, p.rate));
    const out = resampleChannel(spoken.samples, spoken.sampleRate, rate);
    if (job.volumePercent === 100) return out;
    const gain = job.volumePercent / 100;
    const scaled = new Int16Array(out.length);
    for (let i = 0; i < out.length; i++) scaled[i] = Math.max(-32768, Math.min(32767, Math.round(out[i]! * gain)));
    return scaled;
  };
  const chunkSamples = Math.max(1, Math.round((job.chunkMs / 1000) * rate));
  let carry = new Int16Array(0);
  let next = job.pieces.length ? render(job.pieces[0]!) : undefined;
  try {
    for (let i = 0; i < job.pieces.length; i++) {
      const samples = await next!;
      next = i + 1 < job.pieces.length ? render(job.pieces[i + 1]!) : undefined;
      next?.catch(() => {}); // awaited on the next turn; if the caller stops first nobody will
      const all = carry.length ? concat(carry, samples) : samples;
      let at = 0;
      for (; at + chunkSamples <= all.length; at += chunkSamples) {
        if (signal.aborted) throw cancelled('the synthesis was cancelled');
        yield encode(job.format.encoding, all.subarray(at, at + chunkSamples));
      }
      carry = all.slice(at);
    }
    if (carry.length) yield encode(job.format.encoding, carry);
  } finally {
    next?.catch(() => {});
  }
}

function concat(a: Int16Array, b: Int16Array): Int16Array {
  const out = new Int16Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
