// The transcription queue's one write that audio makes: storing a segment's audio asks for its
// transcript in the same transaction. The queue (media_transcript_jobs, migration 0015) is read and
// worked by transcripts/ (runner.ts), which sits above audio and imports it; this lives here so
// audio does not import transcripts back.
import type { Queryable } from '../db/types.js';

/**
 * Asks for the segment to be transcribed (again): in the transaction that stores its audio, so a
 * segment with audio always has a job. Earlier transcripts of the segment go, their turns with them.
 */
export async function enqueueTranscript(q: Queryable, segmentId: string, scopeId: string, now: Date): Promise<void> {
  await q.query(`DELETE FROM media_transcripts WHERE gk_media_segment_id = $1`, [segmentId]);
  await q.query(
    `INSERT INTO media_transcript_jobs (gk_media_segment_id, scope_id, state, requested_at)
     VALUES ($1, $2, 'PENDING', $3)
     ON CONFLICT (gk_media_segment_id) DO UPDATE
       SET state = 'PENDING', worker_id = NULL, heartbeat_at = NULL, attempts = 0, error = NULL,
           requested_at = $3, started_at = NULL, completed_at = NULL,
           nlu_app_id = NULL, nlu_model_urn = NULL, nlu_model_version = NULL, nlu_redaction = NULL,
           nlu_interpreted_at = NULL`,
    [segmentId, scopeId, now],
  );
}
