-- EntitiesManager (#16): persons and fraudsters with their details and consent, groups of persons,
-- watchlists of fraudsters, and the durable personal-data erasure jobs with their audit trail.
-- Every row carries its scope and every query filters by it. Enums are stored by name; times come
-- from the server's clock.

-- Persons and fraudsters are the rows of voiceprint_owners: voiceprint profiles already point at
-- them (CreateVoiceprintProfile creates an owner named by person_id / fraudster_id on first use),
-- so CreatePerson / CreateFraudster make the same rows and the details live beside them.
ALTER TABLE voiceprint_owners
  ADD COLUMN first_name text,
  ADD COLUMN last_name text,
  ADD COLUMN gender_identity text,               -- Gender name
  ADD COLUMN preferred_language text,
  -- Nullable (NULL reads as empty): rows written with json_populate_recordset (the demo) leave them out.
  ADD COLUMN phone_numbers jsonb DEFAULT '[]'::jsonb,
  ADD COLUMN custom_data jsonb DEFAULT '{}'::jsonb,
  ADD COLUMN modified_at timestamptz,             -- NULL: unchanged since created_at (owners made by the voiceprint paths)
  -- Consent (persons only): the last OptPersonIn / OptPersonOut. NULL status: never recorded.
  ADD COLUMN consent_status text CHECK (consent_status IN ('CONSENT_STATUS_OPTED_IN', 'CONSENT_STATUS_OPTED_OUT')),
  ADD COLUMN consent_agent_id text,
  ADD COLUMN consent_reason text,
  ADD COLUMN consent_at timestamptz,
  ADD COLUMN opt_in_at timestamptz,
  ADD COLUMN opt_in_not_before timestamptz;      -- OptPersonOut's days_for_opt_in
-- Lets member tables require the right kind of owner with a composite foreign key.
ALTER TABLE voiceprint_owners ADD CONSTRAINT voiceprint_owners_id_type UNIQUE (gk_owner_id, owner_type);

-- Every consent change, for the person's history (kept until the person is deleted).
CREATE TABLE person_consent_events (
  id bigserial PRIMARY KEY,
  gk_person_id uuid NOT NULL REFERENCES voiceprint_owners (gk_owner_id) ON DELETE CASCADE,
  scope_id uuid NOT NULL,
  status text NOT NULL,
  agent_id text,                                 -- the client that recorded it
  reason text,
  prints_deleted integer NOT NULL DEFAULT 0,     -- profiles removed by an opt-out
  at timestamptz NOT NULL
);
CREATE INDEX person_consent_events_person ON person_consent_events (gk_person_id, at);

CREATE TABLE entity_groups (
  gk_group_id uuid PRIMARY KEY,
  scope_id uuid NOT NULL,
  group_id text NOT NULL,                        -- external ID, unique per scope
  custom_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  UNIQUE (scope_id, group_id)
);

-- Deleting a group removes its memberships, never the persons; deleting a person removes theirs.
CREATE TABLE entity_group_members (
  gk_group_id uuid NOT NULL REFERENCES entity_groups (gk_group_id) ON DELETE CASCADE,
  gk_person_id uuid NOT NULL,
  member_type text NOT NULL DEFAULT 'OWNER_TYPE_PERSON' CHECK (member_type = 'OWNER_TYPE_PERSON'),
  added_at timestamptz NOT NULL,
  seq bigserial NOT NULL,                        -- insertion order: ties of added_at
  PRIMARY KEY (gk_group_id, gk_person_id),
  FOREIGN KEY (gk_person_id, member_type) REFERENCES voiceprint_owners (gk_owner_id, owner_type) ON DELETE CASCADE
);
CREATE INDEX entity_group_members_person ON entity_group_members (gk_person_id);

-- Watchlists of fraudsters (not the caller-ID rule watchlists of 0004, which are another ID space).
CREATE TABLE entity_watchlists (
  gk_watchlist_id uuid PRIMARY KEY,
  scope_id uuid NOT NULL,
  watchlist_id text NOT NULL,
  custom_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  UNIQUE (scope_id, watchlist_id)
);

CREATE TABLE entity_watchlist_members (
  gk_watchlist_id uuid NOT NULL REFERENCES entity_watchlists (gk_watchlist_id) ON DELETE CASCADE,
  gk_fraudster_id uuid NOT NULL,
  member_type text NOT NULL DEFAULT 'OWNER_TYPE_FRAUDSTER' CHECK (member_type = 'OWNER_TYPE_FRAUDSTER'),
  added_at timestamptz NOT NULL,
  seq bigserial NOT NULL,
  PRIMARY KEY (gk_watchlist_id, gk_fraudster_id),
  FOREIGN KEY (gk_fraudster_id, member_type) REFERENCES voiceprint_owners (gk_owner_id, owner_type) ON DELETE CASCADE
);
CREATE INDEX entity_watchlist_members_fraudster ON entity_watchlist_members (gk_fraudster_id);

-- DeletePersonalData: one durable job per request, run in small transactions by whichever server
-- process holds its lease (worker_id + heartbeat_at); a stale lease is taken over with
-- FOR UPDATE SKIP LOCKED. Counts are written in the same transaction as the deletions they count.
CREATE TABLE person_erasure_jobs (
  gk_job_id uuid PRIMARY KEY,
  scope_id uuid NOT NULL,
  gk_person_id uuid NOT NULL REFERENCES voiceprint_owners (gk_owner_id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('PENDING', 'RUNNING', 'COMPLETED', 'FAILED')),
  step text NOT NULL DEFAULT 'prints',           -- prints, media, sessions, details, done
  requested_by text NOT NULL,
  worker_id text,
  heartbeat_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  prints_deleted integer NOT NULL DEFAULT 0,
  segments_deleted integer NOT NULL DEFAULT 0,
  segments_kept integer NOT NULL DEFAULT 0,
  sessions_cleared integer NOT NULL DEFAULT 0,
  error text,
  requested_at timestamptz NOT NULL,
  started_at timestamptz,
  completed_at timestamptz
);
-- At most one open job per person: a second request while one runs finds it (idempotent).
CREATE UNIQUE INDEX person_erasure_jobs_open ON person_erasure_jobs (gk_person_id) WHERE state IN ('PENDING', 'RUNNING');
CREATE INDEX person_erasure_jobs_queue ON person_erasure_jobs (state, heartbeat_at);
CREATE INDEX person_erasure_jobs_person ON person_erasure_jobs (gk_person_id, requested_at DESC);

-- What each erasure did: IDs and counts only, never deleted content. No foreign keys: the trail
-- outlives the person, the job and the items it names.
CREATE TABLE person_erasure_audit (
  id bigserial PRIMARY KEY,
  gk_job_id uuid NOT NULL,
  scope_id uuid NOT NULL,
  gk_person_id uuid NOT NULL,
  action text NOT NULL,                          -- requested, started, prints_deleted, segment_deleted, segment_kept, sessions_cleared, details_cleared, completed
  item_id uuid,                                  -- the segment, for segment_* rows
  item_count integer NOT NULL DEFAULT 0,
  note text,                                     -- why a segment was kept: fraud, legal_hold, live
  actor text,                                    -- requesting client, or the worker
  at timestamptz NOT NULL
);
CREATE INDEX person_erasure_audit_person ON person_erasure_audit (scope_id, gk_person_id, at);
-- The erasure finds a person's media and sessions by these.
CREATE INDEX media_segments_person ON media_segments (scope_id, gk_person_id) WHERE gk_person_id IS NOT NULL;
CREATE INDEX sessions_claimed_person ON sessions (scope_id, claimed_gk_person_id) WHERE claimed_gk_person_id IS NOT NULL;
