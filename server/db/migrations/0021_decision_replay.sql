-- Decision replay (issue 37): the version of the decision rules that made each snapshot, so that
-- replay re-decides only what the same rules decided (existing snapshots were all made by version
-- 1), and an index to walk a scope's decisions in a time window in (decided_at, session) order.
ALTER TABLE session_decision_snapshots ADD COLUMN engine_version integer NOT NULL DEFAULT 1;

CREATE INDEX session_decision_snapshots_window ON session_decision_snapshots (scope_id, decided_at, gk_session_id);
