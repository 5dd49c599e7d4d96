// What the speech services need: the engine found at start-up (never installed by the server: see
// scripts/speech-engine.mjs) and the pool of decoder processes, when the engine is there.
import { findSpeechEngine, type SpeechEngineLookup } from '../../scripts/speech-engine.mjs';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Db } from '../db/types.js';
import type { EventLogProducer } from '../eventlog/index.js';
import { DecoderPool } from './engine/decoder.js';

export interface AsrDeps {
  engine: SpeechEngineLookup;
  pool: DecoderPool | undefined;
  /** Where recognitions write their event-log records and audio; absent: no events. */
  producer?: EventLogProducer;
  /** Compiled wordsets and DLM lookups (the training service); absent: every reference is unknown. */
  db?: Db;
  /** Where large compiled wordsets live. */
  blobs?: BlobStore;
  /** Lifetime of a compiled wordset after its compile or last use (default 28 days). */
  wordsetTtlMs?: number;
}

/**
 * Looks for the installed engine; without one, Recognize answers UNAVAILABLE with the install hint.
 * `background`: a pool for work nobody waits on live (transcripts of stored audio), at a lower priority.
 */
export function asrDeps(
  env: NodeJS.ProcessEnv = process.env,
  maxDecoders?: number,
  opts: { background?: boolean } = {},
): AsrDeps {
  const engine = findSpeechEngine(env);
  return { engine, pool: engine.ok ? new DecoderPool(engine, maxDecoders, undefined, opts) : undefined };
}
