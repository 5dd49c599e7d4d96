-- Every UpdateSession, StopSession and joining StartSession moves last_activity_at on its session and
-- its engagement. The partial indexes on (scope_id, last_activity_at) WHERE is_active, which only
-- the expiry statements read, made none of those updates HOT: each one also wrote new entries in
-- every index of both tables (seven on sessions, nine on engagements). Indexed by scope alone, the
-- expiry statements scan the scope's active rows (calls under way, bounded by the timeouts), and
-- with room left on each page an activity update rewrites the row in place. As 0029 did for
-- dialog_sessions.
DROP INDEX sessions_active;
CREATE INDEX sessions_active ON sessions (scope_id) WHERE is_active;
DROP INDEX engagements_active;
CREATE INDEX engagements_active ON engagements (scope_id) WHERE is_active;
ALTER TABLE sessions SET (fillfactor = 85);
ALTER TABLE engagements SET (fillfactor = 85);
