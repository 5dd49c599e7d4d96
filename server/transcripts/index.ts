// Transcripts of stored media segments: the durable-job task that makes them (task.ts), the
// vigil.v1.MediaTranscripts extension that reads them, and the SQL (transcripts.store.ts). The
// engagements queue searches them through Browse.ListEngagements (spoken_words).
import type { Db } from '../db/types.js';
import { defineService, type ServiceRegistration } from '../rpc/types.js';
import { getMediaSegmentTranscript } from './handlers/get-media-segment-transcript.js';

export function mediaTranscriptsService(deps: { db: Db }): ServiceRegistration {
  return defineService('mediaTranscripts', { GetMediaSegmentTranscript: getMediaSegmentTranscript(deps) });
}

export { transcriptRunner, TRANSCRIPT_DEFAULTS, type TranscriptRunner } from './task.js';

// For other areas (they import this area through this file only; lint: vigil/server-layers).
export { RISKY_INTENTS, RISKY_INTENT_MIN_CONFIDENCE, intentFactorsFor } from './intent-factors.js';
export { heardIntents } from './turns.store.js';
