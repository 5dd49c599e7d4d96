// SQL for transcripts (migration 0015): the per-segment jobs with their lease, and the per-channel
// transcripts with the words' times and the text the full-text index reads.
import type { Queryable } from '../db/types.js';

export type TranscriptJobState = 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';

export interface TranscriptJobRow {
  gk_media_segment_id: string;
  scope_id: string;
  state: TranscriptJobState;
  worker_id: string | null;
  heartbeat_at: Date | null;
  attempts: number;
  error: string | null;
  requested_at: Date;
  started_at: Date | null;
  completed_at: Date | null;
}

/** A stored word: text t (absent when redacted), start s and end e in ms, confidence c, redacted r. */
export interface StoredWord {
  t?: string;
  s: number;
  e: number;
  c?: number;
  r?: true;
}

export interface TranscriptRow {
  gk_media_segment_id: string;
  channel_index: number;
  language: string;
  words: StoredWord[];
  created_at: Date;
}

/**
 * Gives the oldest claimable job to `workerId`: a PENDING one, or a RUNNING one whose worker's
 * lease ran out (`staleBefore`) with attempts left. FOR UPDATE SKIP LOCKED: of several processes
 * claiming at once, each job goes to exactly one.
 */
export async function claimJob(
  q: Queryable,
  c: { workerId: string; now: Date; staleBefore: Date; maxAttempts: number },
): Promise<TranscriptJobRow | undefined> {
  const r = await q.query<TranscriptJobRow>(
    `UPDATE media_transcript_jobs SET state = 'RUNNING', worker_id = $1, heartbeat_at = $2, attempts = attempts + 1,
            started_at = COALESCE(started_at, $2)
      WHERE gk_media_segment_id = (
        SELECT gk_media_segment_id FROM media_transcript_jobs
         WHERE (state = 'PENDING' OR (state = 'RUNNING' AND heartbeat_at < $3)) AND attempts < $4
         ORDER BY requested_at, gk_media_segment_id LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [c.workerId, c.now, c.staleBefore, c.maxAttempts],
  );
  return r.rows[0];
}

/** Fails jobs whose workers stopped `maxAttempts` times (a file that kills the decoder, say). */
export async function failExhausted(q: Queryable, staleBefore: Date, maxAttempts: number, now: Date): Promise<number> {
  const r = await q.query(
    `UPDATE media_transcript_jobs SET state = 'FAILED', completed_at = $3, worker_id = NULL,
            error = 'the worker transcribing the segment stopped ' || attempts || ' time(s)'
      WHERE state = 'RUNNING' AND heartbeat_at < $1 AND attempts >= $2`,
    [staleBefore, maxAttempts, now],
  );
  return r.rowCount;
}

/** The job, locked, while it still belongs to `workerId`; undefined once taken over, finished or deleted. */
export async function lockOwnJob(
  q: Queryable,
  segmentId: string,
  workerId: string,
): Promise<TranscriptJobRow | undefined> {
  const r = await q.query<TranscriptJobRow>(
    `SELECT * FROM media_transcript_jobs
      WHERE gk_media_segment_id = $1 AND worker_id = $2 AND state = 'RUNNING' FOR UPDATE`,
    [segmentId, workerId],
  );
  return r.rows[0];
}

/** Renews the lease; false when the job is no longer this worker's. */
export async function heartbeat(q: Queryable, segmentId: string, workerId: string, now: Date): Promise<boolean> {
  const r = await q.query(
    `UPDATE media_transcript_jobs SET heartbeat_at = $3
      WHERE gk_media_segment_id = $1 AND worker_id = $2 AND state = 'RUNNING'`,
    [segmentId, workerId, now],
  );
  return r.rowCount > 0;
}

export async function finishJob(
  q: Queryable,
  segmentId: string,
  outcome: { state: 'DONE' | 'FAILED'; now: Date; error?: string },
): Promise<void> {
  await q.query(
    `UPDATE media_transcript_jobs SET state = $2, completed_at = $3, error = $4
      WHERE gk_media_segment_id = $1`,
    [segmentId, outcome.state, outcome.now, outcome.error ?? null],
  );
}

/** Hands this worker's unfinished jobs back (a graceful stop): not counted as an attempt. */
export async function handBack(q: Queryable, workerId: string): Promise<void> {
  await q.query(
    `UPDATE media_transcript_jobs SET state = 'PENDING', worker_id = NULL, attempts = GREATEST(attempts - 1, 0)
      WHERE worker_id = $1 AND state = 'RUNNING'`,
    [workerId],
  );
}

export async function getJob(q: Queryable, scopeId: string, segmentId: string): Promise<TranscriptJobRow | undefined> {
  const r = await q.query<TranscriptJobRow>(
    `SELECT * FROM media_transcript_jobs WHERE scope_id = $1 AND gk_media_segment_id = $2`,
    [scopeId, segmentId],
  );
  return r.rows[0];
}

export async function doneChannels(q: Queryable, segmentId: string): Promise<Set<number>> {
  const r = await q.query<{ channel_index: number }>(
    `SELECT channel_index FROM media_transcripts WHERE gk_media_segment_id = $1`,
    [segmentId],
  );
  return new Set(r.rows.map((x) => x.channel_index));
}

export async function putTranscript(
  q: Queryable,
  t: { segmentId: string; scopeId: string; channel: number; language: string; words: StoredWord[]; now: Date },
): Promise<void> {
  const spoken = t.words
    .filter((w) => !w.r && w.t)
    .map((w) => w.t)
    .join(' ');
  await q.query(
    `INSERT INTO media_transcripts (gk_media_segment_id, channel_index, scope_id, language, words, spoken, created_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
     ON CONFLICT (gk_media_segment_id, channel_index) DO UPDATE
       SET language = $4, words = $5::jsonb, spoken = $6, created_at = $7`,
    [t.segmentId, t.channel, t.scopeId, t.language, JSON.stringify(t.words), spoken, t.now],
  );
}

export async function listTranscripts(q: Queryable, scopeId: string, segmentId: string): Promise<TranscriptRow[]> {
  const r = await q.query<TranscriptRow>(
    `SELECT gk_media_segment_id, channel_index, language, words, created_at FROM media_transcripts
      WHERE scope_id = $1 AND gk_media_segment_id = $2 ORDER BY channel_index`,
    [scopeId, segmentId],
  );
  return r.rows;
}
