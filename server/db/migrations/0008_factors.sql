-- Decision factors: the evaluations recorded against a session (caller-ID validation, watchlist
-- assessment, voice verification) from which GetSessionDecision and StopSession compute the
-- session's risk, reliability and decision. Every row carries its scope; times come from the
-- server's clock. `seq` only orders factors recorded at the same instant (never read by clients).

CREATE TABLE session_factors (
  id uuid PRIMARY KEY,
  seq bigserial NOT NULL,
  scope_id uuid NOT NULL,
  gk_session_id uuid NOT NULL REFERENCES sessions (gk_session_id) ON DELETE CASCADE,
  gk_engagement_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('callerid_validation', 'watchlist', 'voice')),
  risk integer CHECK (risk BETWEEN 0 AND 100),
  reliability integer CHECK (reliability BETWEEN 0 AND 100),
  score real CHECK (score >= 0 AND score <= 100),   -- voice match score
  decision text,                                     -- Decision name the source gave, if any
  configset_id text,                                 -- configset the source ran under, if any
  gk_voiceprint_profile_id uuid,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL
);

CREATE INDEX session_factors_session ON session_factors (scope_id, gk_session_id, created_at);
CREATE INDEX session_factors_engagement ON session_factors (scope_id, gk_engagement_id, created_at);
