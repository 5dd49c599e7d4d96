-- The shared blob store (used when the server runs on PostgreSQL): every blob is a run of chunks of
-- at most 1 MiB, written and read one chunk at a time, so no file is ever held whole in memory.
-- Audio files are keyed audio/<sha256[0:2]>/<sha256>.wav (the same names as in a local data folder),
-- status reports status-jobs/<gk_job_id>.zip.
CREATE TABLE blob_chunks (
  blob_key text NOT NULL,
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (blob_key, seq)
);

-- A status job whose worker is gone is taken over by another instance; attempts bounds the retries.
ALTER TABLE voiceprint_status_jobs ADD COLUMN attempts integer NOT NULL DEFAULT 0;
