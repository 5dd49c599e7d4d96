-- Compiled recognition wordsets (nuance.asr.v1beta1.Training, seed 000 sections 1, 2.3, 4),
-- private to the app that compiled them: the app ID segment of the compiling client ID and the
-- wordset URN identify one. `artifact` is what the compile produced (the decoder's dictionary
-- additions and the literal spellings) when it is small; a large one lives in the blob store under
-- `artifact_blob` instead. A wordset is gone once `expires_at` has passed: reads ignore it and the
-- next compile or delete of the app removes it. Recognitions that use it push `expires_at` out.
CREATE TABLE asr_wordsets (
  app_id text NOT NULL,
  urn text NOT NULL,
  context_tag text NOT NULL,
  name text NOT NULL,
  language text NOT NULL,
  companion_urn text NOT NULL,
  job_id uuid NOT NULL,
  entries integer NOT NULL,
  source_sha256 text NOT NULL,
  artifact_sha256 text NOT NULL,
  artifact jsonb,
  artifact_blob text,
  metadata jsonb NOT NULL,
  compiled_at timestamptz NOT NULL,
  used_at timestamptz,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (app_id, urn),
  CHECK ((artifact IS NULL) <> (artifact_blob IS NULL))
);

CREATE INDEX asr_wordsets_expires_at ON asr_wordsets (expires_at);
