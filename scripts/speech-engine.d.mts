// Types of speech-engine.mjs (plain Node so it runs before any build step).
export interface SpeechEnginePaths {
  ok: true;
  dir: string;
  /** The unpacked Debian packages. */
  root: string;
  binary: string;
  continuousBinary: string;
  hmm: string;
  lm: string;
  dict: string;
  ldLibraryPath: string;
}
export type SpeechEngineLookup = SpeechEnginePaths | { ok: false; reason: string };
export const SPEECH_ENGINE_VERSION: string;
export const FRONT_END_KEY: string;
export const SPEECH_ENGINE_PACKAGES: string[];
export const SPEECH_ENGINE_INSTALL_HINT: string;
export function speechEngineDir(env?: NodeJS.ProcessEnv): string;
export function findSpeechEngine(env?: NodeJS.ProcessEnv): SpeechEngineLookup;
export function ensureSpeechEngine(options?: {
  env?: NodeJS.ProcessEnv;
  log?: (message: string) => void;
}): SpeechEngineLookup;
export function vigilCacheDir(env?: NodeJS.ProcessEnv): string;
export const SCORING_KIT_VERSION: string;
export const SCORING_KIT_PACKAGES: string[];
export type ScoringKitLookup =
  { ok: true; dir: string; sclite: string; testData: string } | { ok: false; reason: string };
export function ensureScoringKit(options?: {
  env?: NodeJS.ProcessEnv;
  log?: (message: string) => void;
}): ScoringKitLookup;
