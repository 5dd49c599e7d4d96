-- Compiled interpretation wordsets (seed 000 sections 2.3 and 2.5), private to the app that
-- compiled them: the app ID segment of the compiling client ID and the wordset URN identify one.
-- `model_urn` is the companion semantic model the wordset was compiled against (a wordset only
-- extends that model's list entities); `compiled` is the normalized wordset the interpreter loads
-- (entity → entries with literal and spoken forms, duplicates removed); `metadata` holds the
-- client's own keys. A compiled wordset expires at `expires_at` (a fixed retention after its last
-- compile, server/nlu/wordsets.ts): from then on it is NOT_FOUND and the sweep removes the row.
CREATE TABLE nlu_wordsets (
  app_id text NOT NULL,
  urn text NOT NULL,
  context_tag text NOT NULL,
  name text NOT NULL,
  language text NOT NULL,
  model_urn text NOT NULL,
  compiled jsonb NOT NULL,
  entities text[] NOT NULL,
  terms integer NOT NULL,
  checksum text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  job_id uuid NOT NULL,
  version integer NOT NULL DEFAULT 1,
  compiled_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (app_id, urn)
);

CREATE INDEX nlu_wordsets_expiry ON nlu_wordsets (expires_at);
