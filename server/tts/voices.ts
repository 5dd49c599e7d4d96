// The voices the synthesizer offers: Flite's four English voices (server/audio/speech/flite.ts),
// described as nuance.tts.v1.Voice, and how a request's voice fields pick among them.
import type { FliteVoice } from '../audio/index.js';

export interface VoiceInfo {
  name: FliteVoice;
  model: string;
  language: string;
  languageTlw: string;
  gender: 'MALE' | 'FEMALE';
  sampleRateHz: number;
}

/** One model name for all of them: the engine has one quality tier. */
export const VOICE_MODEL = 'flite';

export const VOICES: readonly VoiceInfo[] = [
  { name: 'slt', model: VOICE_MODEL, language: 'en-US', languageTlw: 'enu', gender: 'FEMALE', sampleRateHz: 16000 },
  { name: 'rms', model: VOICE_MODEL, language: 'en-US', languageTlw: 'enu', gender: 'MALE', sampleRateHz: 16000 },
  { name: 'awb', model: VOICE_MODEL, language: 'en-GB', languageTlw: 'eng', gender: 'MALE', sampleRateHz: 16000 },
  { name: 'kal', model: VOICE_MODEL, language: 'en-US', languageTlw: 'enu', gender: 'MALE', sampleRateHz: 8000 },
];

/** The Voice message of a voice, as GetVoices lists it. */
export const voiceMessage = (v: VoiceInfo) => ({
  name: v.name,
  model: v.model,
  language: v.language,
  age_group: 'ADULT' as const,
  gender: v.gender,
  sample_rate_hz: v.sampleRateHz,
  language_tlw: v.languageTlw,
  restricted: false,
  version: '2.2',
  foreign_languages: [],
});

export interface VoiceFilter {
  name?: string;
  model?: string;
  language?: string;
  age_group?: string | number;
  gender?: string | number;
  sample_rate_hz?: number;
  language_tlw?: string;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const enumName = (v: string | number | undefined, names: string[]) =>
  typeof v === 'number' ? (names[v] ?? String(v)) : (v ?? names[0]!);

/** The voices matching every field the filter sets (empty and default fields match all). */
export function matchVoices(f: VoiceFilter | null | undefined): VoiceInfo[] {
  if (!f) return [...VOICES];
  const gender = enumName(f.gender, ['ANY', 'MALE', 'FEMALE', 'NEUTRAL']);
  const age = enumName(f.age_group, ['ADULT', 'CHILD']);
  return VOICES.filter(
    (v) =>
      (!f.name || same(f.name, v.name)) &&
      (!f.model || same(f.model, v.model)) &&
      (!f.language || same(f.language, v.language)) &&
      (!f.language_tlw || same(f.language_tlw, v.languageTlw)) &&
      (gender === 'ANY' || gender === v.gender) &&
      age === 'ADULT' &&
      (!f.sample_rate_hz || f.sample_rate_hz === v.sampleRateHz),
  );
}
