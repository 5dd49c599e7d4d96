// The speech engine for tests: installed on first use (scripts/speech-engine.mjs) and required.
// A machine that cannot install it fails these tests with the reason; they never skip silently.
import { ensureSpeechEngine, type SpeechEnginePaths } from '../../../scripts/speech-engine.mjs';
import { speechClip } from '../../audio/speech/speech-audio.testkit.js';
import type { FliteVoice } from '../../audio/speech/flite.js';
import type { DecoderPool } from './decoder.js';
import { type DecoderEvent } from './decoder.js';
import { TELEPHONE_FOLD, Upsampler2x } from './upsample.js';

let engine: SpeechEnginePaths | undefined;

export function requireSpeechEngine(): SpeechEnginePaths {
  if (engine) return engine;
  const found = ensureSpeechEngine({ log: () => {} });
  if (!found.ok) throw new Error(`speech engine unavailable: ${found.reason}`);
  engine = found;
  return engine;
}

/** Speech at `rate` with `leadMs` of silence before and 600 ms after (utterance end needs silence). */
export async function spokenClip(
  text: string,
  voice: FliteVoice = 'slt',
  leadMs = 300,
  rate = 8000,
): Promise<Int16Array> {
  const speech = await speechClip(rate, voice, text);
  const out = new Int16Array(speech.length + ((leadMs + 600) * rate) / 1000);
  out.set(speech, (leadMs * rate) / 1000);
  return out;
}

/** Runs a clip (8 kHz unless `rate` says 16000) through one decoder in 20 ms chunks; returns every event. */
export async function decodeClip(
  pool: DecoderPool,
  pcm: Int16Array,
  options: { wordsetLines?: string[]; partialMs?: number; rate?: 8000 | 16000 } = {},
): Promise<DecoderEvent[]> {
  const events: DecoderEvent[] = [];
  let done!: () => void;
  let failed!: (e: Error) => void;
  const finished = new Promise<void>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const decoder = await pool.start(
    {
      ...options,
      onEvent: (e) => {
        events.push(e);
        if (e.type === 'end') done();
      },
      onFailure: (reason) => failed(new Error(reason)),
    },
    new AbortController().signal,
  );
  if (options.rate === 16000) {
    for (let i = 0; i < pcm.length; i += 320) await decoder.write(pcm.subarray(i, i + 320));
  } else {
    const up = new Upsampler2x(TELEPHONE_FOLD);
    for (let i = 0; i < pcm.length; i += 160) await decoder.write(up.push(pcm.subarray(i, i + 160)));
    await decoder.write(up.flush());
  }
  decoder.end();
  await finished;
  return events;
}

export const finalText = (events: DecoderEvent[]): string =>
  events.flatMap((e) => (e.type === 'final' ? e.words.map((w) => w.text) : [])).join(' ');
