-- Transcripts of stored media segments (vigil.v1.MediaTranscripts): one durable job per segment,
-- run by whichever server process holds its lease (worker_id + heartbeat_at; a stale lease is taken
-- over with FOR UPDATE SKIP LOCKED), and one transcript per channel, written in its own
-- transaction as each channel finishes, so a job resumed after a restart skips the channels done.

CREATE TABLE media_transcript_jobs (
  gk_media_segment_id uuid PRIMARY KEY REFERENCES media_segments (gk_media_segment_id) ON DELETE CASCADE,
  scope_id uuid NOT NULL,
  state text NOT NULL CHECK (state IN ('PENDING', 'RUNNING', 'DONE', 'FAILED')),
  worker_id text,
  heartbeat_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  error text,
  requested_at timestamptz NOT NULL,
  started_at timestamptz,
  completed_at timestamptz
);
CREATE INDEX media_transcript_jobs_queue ON media_transcript_jobs (state, requested_at) WHERE state IN ('PENDING', 'RUNNING');

-- words: [{"t": text, "s": start ms, "e": end ms, "c": confidence}] in time order; a word inside a
-- redacted interval of its channel is {"s", "e", "r": true} with no text. spoken is the text of the
-- words that are not redacted, for the full-text index (English configuration: stemming, stop words).
CREATE TABLE media_transcripts (
  gk_media_segment_id uuid NOT NULL REFERENCES media_segments (gk_media_segment_id) ON DELETE CASCADE,
  channel_index integer NOT NULL,
  scope_id uuid NOT NULL,
  language text NOT NULL,
  words jsonb NOT NULL,
  spoken text NOT NULL,
  spoken_tsv tsvector GENERATED ALWAYS AS (to_tsvector('english', spoken)) STORED,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (gk_media_segment_id, channel_index)
);
CREATE INDEX media_transcripts_spoken ON media_transcripts USING GIN (spoken_tsv);

-- Segments stored before this migration are queued too.
INSERT INTO media_transcript_jobs (gk_media_segment_id, scope_id, state, requested_at)
SELECT gk_media_segment_id, scope_id, 'PENDING', COALESCE(uploaded_at, created_at)
  FROM media_segments WHERE state = 'ready' AND audio_sha256 IS NOT NULL;
