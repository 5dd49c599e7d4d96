-- Caller ID: watchlists and their rules (EntitiesManager, CallerIdRiskAssessment) and stored
-- validation results (CallerIdValidationProcessor, CallerIdValidationService). Every row carries
-- its scope and every query filters by it. Times come from the server's clock.

-- Watchlists besides the default one. The default watchlist (all-zero UUID) exists implicitly in
-- every scope and has no row here.
CREATE TABLE callerid_watchlists (
  scope_id uuid NOT NULL,
  gk_callerid_watchlist_id uuid NOT NULL,
  name text,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope_id, gk_callerid_watchlist_id)
);

CREATE TABLE callerid_rules (
  gk_callerid_rule_id uuid PRIMARY KEY,
  scope_id uuid NOT NULL,
  watchlist_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('exact', 'regex')),
  -- exact: the number as given; regex: the pattern.
  pattern text NOT NULL,
  -- exact: the normalised number (digits, leading + kept); regex: the pattern. Unique per watchlist.
  match_key text NOT NULL,
  risk_level text NOT NULL,            -- CallerIdRiskLevel name
  description text,
  client_id text,                      -- who created it (member oneof of the read shape)
  analyst_id text,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  -- Insertion order: the deterministic tie-break between rules created at the same instant.
  seq bigserial NOT NULL
);

CREATE UNIQUE INDEX callerid_rules_unique ON callerid_rules (scope_id, watchlist_id, kind, match_key);
CREATE INDEX callerid_rules_list ON callerid_rules (scope_id, watchlist_id, created_at, seq);

-- Results of ValidateCallerId and ProcessPreAnswer, replayed by reference_id.
CREATE TABLE callerid_validations (
  scope_id uuid NOT NULL,
  reference_id text NOT NULL,
  source text NOT NULL CHECK (source IN ('validation', 'pre-answer')),
  api_version text NOT NULL,           -- vendor API version the result was produced with
  gk_engagement_id uuid,
  gk_session_id uuid,
  gk_person_id uuid,
  result jsonb NOT NULL,               -- ValidateCallerIdResult in proto-loader shape
  created_at timestamptz NOT NULL,
  PRIMARY KEY (scope_id, reference_id)
);

CREATE INDEX callerid_validations_session ON callerid_validations (scope_id, gk_session_id, created_at DESC);
