-- Sessions and engagements (SessionsManager). Every row carries its scope and every query filters
-- by it. Enums are stored by name. Times come from the server's clock, not now(), so timeouts can
-- be tested with a manual clock.

CREATE TABLE engagements (
  gk_engagement_id uuid PRIMARY KEY,
  scope_id uuid NOT NULL,
  engagement_id text,                  -- external ID given by the client
  correlation_id text,
  analyst_id text,
  is_active boolean NOT NULL DEFAULT true,
  verdict text,                        -- EngagementVerdict name
  verdict_description text,
  verdict_amount bigint,
  verdict_timestamp timestamptz,
  verdict_analyst_id text,
  enroll_attributes_reset_at timestamptz,
  risk integer,
  reliability integer,
  decision text,                       -- Decision name
  decision_reason text,                -- DecisionReason name
  configset_id text,                   -- from the context of StartEngagement / the first StartSession
  stop_configset_id text,
  custom_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  last_activity_at timestamptz NOT NULL,
  completion_timestamp timestamptz
);

CREATE INDEX engagements_scope_external ON engagements (scope_id, engagement_id, created_at DESC);
CREATE INDEX engagements_scope_correlation ON engagements (scope_id, correlation_id, created_at DESC);
CREATE INDEX engagements_scope_created ON engagements (scope_id, created_at DESC);
CREATE INDEX engagements_active ON engagements (scope_id, last_activity_at) WHERE is_active;

CREATE TABLE sessions (
  gk_session_id uuid PRIMARY KEY,
  scope_id uuid NOT NULL,
  gk_engagement_id uuid NOT NULL REFERENCES engagements (gk_engagement_id) ON DELETE CASCADE,
  session_type text NOT NULL,          -- SessionType name
  is_test boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  session_id text,                     -- external ID given by the client
  is_suspicious boolean NOT NULL DEFAULT false,
  suspicious_reason text,
  ani text,
  dnis text,
  agent_id text,
  agent_extension text,
  call_type text,                      -- CallType name
  claimed_gk_person_id uuid,
  was_abandon boolean NOT NULL DEFAULT false,
  session_intent text,                 -- SessionIntent name
  business_type varchar(64),
  datacenter varchar(64),
  group_size integer,
  risk integer,
  reliability integer,
  decision text,
  decision_reason text,
  session_error jsonb,                 -- SessionErrorDetails in proto-loader shape
  custom_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  start_configset_id text,
  decision_configset_id text,
  stop_configset_id text,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  last_activity_at timestamptz NOT NULL,
  completion_timestamp timestamptz,
  post_call_done_at timestamptz
);

CREATE INDEX sessions_scope_engagement ON sessions (scope_id, gk_engagement_id, created_at);
CREATE INDEX sessions_scope_created ON sessions (scope_id, created_at DESC);
CREATE INDEX sessions_scope_external ON sessions (scope_id, session_id);
CREATE INDEX sessions_active ON sessions (scope_id, last_activity_at) WHERE is_active;
