-- Decision replay's own rows (issue 37): a replay of 100,000 sessions spent nearly all its time
-- reading the snapshots' explanation JSON (factors with every explained field, thresholds, checks,
-- layers), not re-deciding. Each snapshot now has a narrow row holding only what replay reads, in
-- two compact JSON texts: `settings` [configset_id, [[configsetId, type, revisionId] per layer]]
-- and `decided` [engine_version, decision, risk, rule, [fraudRiskThreshold, authenticThreshold,
-- minReliability], [[kind, risk, reliability, score, fraudsterOnWatchlist, weight, counted] per
-- factor], intentFactors]. Triggers write it in the statement (and so the transaction) that writes
-- the snapshot, whoever writes it (the decision path, the demo's bulk insert); existing snapshots
-- are filled below. The engagement's verdict is copied too (replay counts sessions by it): joining
-- the engagements for it was a third of the read. Analysts set verdicts later, so a trigger on the
-- engagements keeps the copy equal, in the same statement, as migration 0020 does for profiles.

CREATE FUNCTION decision_replay_settings(configset_id text, layers jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(
    configset_id,
    COALESCE((SELECT jsonb_agg(jsonb_build_array(l->'configsetId', l->'type', l->'revisionId') ORDER BY n)
                FROM jsonb_array_elements(layers) WITH ORDINALITY AS x(l, n)), '[]'::jsonb))::text
$$;

CREATE FUNCTION decision_replay_decided(engine_version integer, e jsonb) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_array(
    engine_version, e->'decision', e->'risk', e->'rule',
    jsonb_build_array(e->'thresholds'->'fraudRiskThreshold', e->'thresholds'->'authenticThreshold',
                      e->'thresholds'->'minReliability'),
    COALESCE((SELECT jsonb_agg(jsonb_build_array(f->'kind', f->'risk', f->'reliability', f->'score',
                                                 f->'fraudsterOnWatchlist', f->'weight', f->'counted') ORDER BY n)
                FROM jsonb_array_elements(e->'factors') WITH ORDINALITY AS x(f, n)), '[]'::jsonb),
    e->'intentFactors')::text
$$;

CREATE TABLE session_decision_replay (
  gk_session_id uuid PRIMARY KEY REFERENCES session_decision_snapshots (gk_session_id) ON DELETE CASCADE,
  scope_id uuid NOT NULL,
  gk_engagement_id uuid NOT NULL,
  decided_at timestamptz NOT NULL,
  settings text NOT NULL,
  decided text NOT NULL,
  verdict text                          -- the engagement's (EngagementVerdict name), kept equal
);

CREATE INDEX session_decision_replay_window ON session_decision_replay (scope_id, decided_at, gk_session_id);
-- The verdict trigger finds an engagement's sessions by it.
CREATE INDEX session_decision_replay_engagement ON session_decision_replay (gk_engagement_id);

-- Statement-level, over the rows the statement wrote (a transition table may name one event only,
-- hence two triggers on one function): a bulk insert of 100,000 snapshots is one INSERT … SELECT.
CREATE FUNCTION session_decision_replay_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO session_decision_replay (gk_session_id, scope_id, gk_engagement_id, decided_at, settings, decided,
                                       verdict)
  SELECT n.gk_session_id, n.scope_id, n.gk_engagement_id, n.decided_at,
         decision_replay_settings(n.configset_id, n.layers), decision_replay_decided(n.engine_version, n.explanation),
         e.verdict
    FROM written_snapshots n LEFT JOIN engagements e ON e.gk_engagement_id = n.gk_engagement_id
  ON CONFLICT (gk_session_id) DO UPDATE SET
    scope_id = EXCLUDED.scope_id, gk_engagement_id = EXCLUDED.gk_engagement_id, decided_at = EXCLUDED.decided_at,
    settings = EXCLUDED.settings, decided = EXCLUDED.decided, verdict = EXCLUDED.verdict;
  RETURN NULL;
END
$$;

CREATE TRIGGER session_decision_replay_inserted
  AFTER INSERT ON session_decision_snapshots REFERENCING NEW TABLE AS written_snapshots
  FOR EACH STATEMENT EXECUTE FUNCTION session_decision_replay_write();

CREATE TRIGGER session_decision_replay_updated
  AFTER UPDATE ON session_decision_snapshots REFERENCING NEW TABLE AS written_snapshots
  FOR EACH STATEMENT EXECUTE FUNCTION session_decision_replay_write();

CREATE FUNCTION session_decision_replay_verdict() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE session_decision_replay SET verdict = NEW.verdict WHERE gk_engagement_id = NEW.gk_engagement_id;
  RETURN NULL;
END
$$;

CREATE TRIGGER session_decision_replay_verdict
  AFTER UPDATE OF verdict ON engagements
  FOR EACH ROW WHEN (OLD.verdict IS DISTINCT FROM NEW.verdict)
  EXECUTE FUNCTION session_decision_replay_verdict();

INSERT INTO session_decision_replay (gk_session_id, scope_id, gk_engagement_id, decided_at, settings, decided, verdict)
SELECT d.gk_session_id, d.scope_id, d.gk_engagement_id, d.decided_at,
       decision_replay_settings(d.configset_id, d.layers), decision_replay_decided(d.engine_version, d.explanation),
       e.verdict
  FROM session_decision_snapshots d LEFT JOIN engagements e ON e.gk_engagement_id = d.gk_engagement_id;
