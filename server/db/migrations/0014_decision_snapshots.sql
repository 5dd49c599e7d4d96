-- Decision snapshots: how a session's newest decision was made (decisions/engine.ts explainDecision:
-- per-kind values, weights and contributions, thresholds, the comparisons that decided) and under
-- which settings (the configset revision that set the decision settings, and every ACTIVE layer
-- merged). Written in the transaction that stores the decision, replaced by the next one. Read by
-- vigil.v1 Browse ListDecisionExplanations, which, unlike GetSessionDetails, keeps answering after
-- the session's post-call processing has finished. Times come from the server's clock.

CREATE TABLE session_decision_snapshots (
  gk_session_id uuid PRIMARY KEY REFERENCES sessions (gk_session_id) ON DELETE CASCADE,
  scope_id uuid NOT NULL,
  gk_engagement_id uuid NOT NULL,
  configset_id text,                    -- the configset the decision was made under (named by the call)
  deciding_configset_id text,           -- whose ACTIVE revision set the decision settings; NULL: built-in defaults
  deciding_revision_id uuid,
  deciding_revision_number integer,     -- 1 for that configset's first revision, in creation order
  layers jsonb NOT NULL DEFAULT '[]'::jsonb,  -- ACTIVE layers merged, lowest first
  explanation jsonb NOT NULL,
  decided_at timestamptz NOT NULL
);

CREATE INDEX session_decision_snapshots_engagement ON session_decision_snapshots (scope_id, gk_engagement_id);
