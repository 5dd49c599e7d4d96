// SQL for transcripts (migration 0015): the per-segment jobs (their lease is the job runner's,
// server/jobs/), and the per-channel transcripts with the words' times and the text the full-text
// index reads.
import type { Queryable } from '../db/types.js';
import { jobTable } from '../jobs/jobs.store.js';

export const TRANSCRIPT_JOBS = jobTable({
  table: 'media_transcript_jobs',
  key: 'gk_media_segment_id',
  orderBy: 'requested_at',
  states: { pending: 'PENDING', running: 'RUNNING', done: 'DONE', failed: 'FAILED' },
});

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
