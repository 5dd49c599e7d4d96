// A SynthesisRequest checked and turned into what the engine does (a SynthesisJob) and what the
// log records. Everything the engine cannot do honestly is refused with INVALID_ARGUMENT naming
// the field and saying why, rather than ignored: Opus (no encoder here), input or resources by URI
// (the server fetches nothing), user dictionaries and rulesets, marker events, a target length.
import type { SynthesisRequest__Output } from '../../generated/proto/nuance/tts/v1/SynthesisRequest.js';
import { Violations } from '../rpc/errors.js';
import type { OutputFormat, SynthesisJob } from './engine.js';
import { MAX_RATE, MIN_RATE, ssmlPieces, SsmlError, textPieces, type Piece } from './ssml.js';
import { matchVoices, VOICES, type VoiceInfo } from './voices.js';

/** Characters of text or SSML one synthesis takes (every string is also capped at the edge, rpc/input-limits.ts). */
export const MAX_INPUT_CHARS = 4096;
/** Rates a PCM output may ask for; the voice's own rate when 0. */
export const PCM_RATES = [8000, 16000, 22050, 24000, 44100, 48000];
const DEFAULT_CHUNK_MS = 100;
const MIN_CHUNK_MS = 20;
const MAX_CHUNK_MS = 10_000;

export interface PlannedSynthesis {
  job: SynthesisJob;
  voice: VoiceInfo;
  inputKind: 'text' | 'ssml' | 'tokenized_sequence';
  input: string;
  characters: number;
  /** Hold the audio until all of it is ready (disable_early_emission). */
  holdAudio: boolean;
  suppressInput: boolean;
}

const enumIs = (v: unknown, name: string, n: number) => v === name || v === n;

export function planSynthesis(req: SynthesisRequest__Output): PlannedSynthesis {
  const v = new Violations();

  // Voice: by name (and model, when given).
  let voice: VoiceInfo | undefined;
  const name = req.voice?.name ?? '';
  if (!name) v.missing('voice.name');
  else {
    voice = matchVoices({ name, ...(req.voice?.model ? { model: req.voice.model } : {}) })[0];
    if (!voice)
      v.add(
        req.voice?.model && matchVoices({ name })[0] ? 'voice.model' : 'voice.name',
        `no such voice; this server has ${VOICES.map((x) => `${x.name} (model ${x.model})`).join(', ')}`,
        'OTHER',
        req.voice?.model && matchVoices({ name })[0] ? req.voice.model : name,
      );
  }

  // Audio format.
  const ap = req.audio_params;
  const af = ap?.audio_format;
  let format: OutputFormat | undefined;
  const which = af?.audio_format;
  if (which === 'ogg_opus' || which === 'opus')
    v.add(
      `audio_params.audio_format.${which}`,
      'is not supported: this server has no Opus encoder; ask for pcm, alaw or ulaw',
      'OTHER',
    );
  else if (which === 'alaw' || which === 'ulaw') format = { encoding: which, sampleRateHz: 8000 };
  else {
    const rate = af?.pcm?.sample_rate_hz ?? 0;
    if (rate && !PCM_RATES.includes(rate))
      v.add(
        'audio_params.audio_format.pcm.sample_rate_hz',
        `must be 0 (the voice's rate) or one of ${PCM_RATES.join(', ')}`,
        'OUT_OF_RANGE',
        String(rate),
      );
    else if (voice) format = { encoding: 'pcm', sampleRateHz: rate || voice.sampleRateHz };
  }
  const volume = ap?.volume_percentage || 100;
  if (volume > 200)
    v.add('audio_params.volume_percentage', 'must be 0 (default, 100) to 200', 'OUT_OF_RANGE', String(volume));
  const rateFactor = ap?.speaking_rate_factor || 1;
  if (!(rateFactor >= MIN_RATE && rateFactor <= MAX_RATE))
    v.add(
      'audio_params.speaking_rate_factor',
      `must be 0 (default, 1) or between ${MIN_RATE} and ${MAX_RATE}`,
      'OUT_OF_RANGE',
      String(rateFactor),
    );
  const chunkMs = ap?.audio_chunk_duration_ms || DEFAULT_CHUNK_MS;
  if (chunkMs < MIN_CHUNK_MS || chunkMs > MAX_CHUNK_MS)
    v.add(
      'audio_params.audio_chunk_duration_ms',
      `must be 0 (default, ${DEFAULT_CHUNK_MS}) or ${MIN_CHUNK_MS} to ${MAX_CHUNK_MS}`,
      'OUT_OF_RANGE',
      String(chunkMs),
    );
  if (ap?.target_audio_length_ms)
    v.add('audio_params.target_audio_length_ms', 'is not supported: the engine cannot fit speech to a length', 'OTHER');

  // Events: the engine reports no markers, visemes or log events.
  const ep = req.event_params;
  for (const k of [
    'send_sentence_marker_events',
    'send_word_marker_events',
    'send_phoneme_marker_events',
    'send_bookmark_marker_events',
    'send_paragraph_marker_events',
    'send_visemes',
    'send_log_events',
  ] as const)
    if (ep?.[k]) v.add(`event_params.${k}`, 'is not supported: the engine reports no markers or events', 'OTHER');

  // Input.
  const input = req.input;
  if (input?.resources?.length)
    v.add(
      'input.resources',
      'are not supported: the engine loads no dictionaries, rulesets or prompt databases',
      'OTHER',
    );
  let pieces: Piece[] = [];
  let text = '';
  let inputKind: PlannedSynthesis['inputKind'] = 'text';
  const tooLong = (field: string, s: string) => {
    if (s.length <= MAX_INPUT_CHARS) return false;
    v.add(field, `is ${s.length} characters; at most ${MAX_INPUT_CHARS}`, 'TOO_LONG');
    return true;
  };
  if (input?.input_data === 'ssml') {
    inputKind = 'ssml';
    if (input.ssml?.ssml_data === 'uri')
      v.add('input.ssml.uri', 'is not supported: the server fetches nothing; send the SSML as text', 'OTHER');
    else if (!input.ssml?.text?.trim()) v.missing('input.ssml.text');
    else if (!tooLong('input.ssml.text', input.ssml.text)) {
      text = input.ssml.text;
      const strict = enumIs(input.ssml.ssml_validation_mode ?? 'STRICT', 'STRICT', 0);
      try {
        pieces = ssmlPieces(text, rateFactor, strict);
      } catch (err) {
        if (!(err instanceof SsmlError)) throw err;
        v.add('input.ssml.text', err.message, 'INVALID_FORMAT');
      }
    }
  } else if (input?.input_data === 'tokenized_sequence') {
    inputKind = 'tokenized_sequence';
    const tokens = input.tokenized_sequence?.tokens ?? [];
    tokens.forEach((t, i) => {
      if (t.token_data === 'control_code')
        v.add(
          `input.tokenized_sequence.tokens[${i}].control_code`,
          'is not supported: the engine takes no control codes',
          'OTHER',
        );
    });
    text = tokens.map((t) => t.text ?? '').join(' ');
    if (!text.trim()) v.missing('input.tokenized_sequence.tokens');
    else if (!tooLong('input.tokenized_sequence.tokens', text)) pieces = textPieces(text, rateFactor);
  } else if (input?.input_data === 'text') {
    if (input.text?.text_data === 'uri')
      v.add('input.text.uri', 'is not supported: the server fetches nothing; send the text itself', 'OTHER');
    else if (!input.text?.text?.trim()) v.missing('input.text.text');
    else if (!tooLong('input.text.text', input.text.text)) {
      text = input.text.text;
      pieces = textPieces(text, rateFactor);
    }
  } else v.missing('input');
  if (text && !pieces.some((p) => 'text' in p) && !v.size)
    v.add(inputKind === 'ssml' ? 'input.ssml.text' : 'input', 'says nothing: no words to speak', 'OTHER');

  v.throwIfAny();
  return {
    job: { voice: voice!.name, pieces, format: format!, chunkMs, volumePercent: volume },
    voice: voice!,
    inputKind,
    input: text,
    characters: text.length,
    holdAudio: !!ap?.disable_early_emission,
    suppressInput: !!ep?.suppress_input,
  };
}
