-- Indexes for the Browse lists (server/browse/): each list walks one scope in (sort key, ID)
-- order, so keyset pages start with an index seek and both directions scan the same index.

CREATE INDEX browse_engagements_created ON engagements (scope_id, created_at, gk_engagement_id);
-- The live queue: running engagements only.
CREATE INDEX browse_engagements_active_created ON engagements (scope_id, created_at, gk_engagement_id) WHERE is_active;
-- Sorting by risk; engagements without a score sort lowest. Must match RISK_SORT_EXPR in
-- server/browse/handlers/list-engagements.ts.
CREATE INDEX browse_engagements_risk ON engagements (scope_id, (COALESCE(risk, -2147483648)), gk_engagement_id);
-- Prefix search over the external engagement ID (LIKE 'abc%' needs pattern ops outside the C collation).
CREATE INDEX browse_engagements_external_prefix ON engagements (scope_id, engagement_id text_pattern_ops);

CREATE INDEX browse_sessions_created ON sessions (scope_id, created_at, gk_session_id);

CREATE INDEX browse_voiceprint_profiles_created ON voiceprint_profiles (scope_id, created_at, gk_voiceprint_profile_id);
-- The locked-profiles queue (support desk): few rows, walked in creation order.
CREATE INDEX browse_voiceprint_profiles_locked ON voiceprint_profiles (scope_id, created_at, gk_voiceprint_profile_id)
  WHERE lock_timestamp IS NOT NULL;
CREATE INDEX browse_voiceprint_owners_external_prefix ON voiceprint_owners (scope_id, external_id text_pattern_ops);

CREATE INDEX browse_media_segments_created ON media_segments (scope_id, created_at, gk_media_segment_id);
CREATE INDEX browse_media_segments_session ON media_segments (scope_id, gk_session_id, created_at);
