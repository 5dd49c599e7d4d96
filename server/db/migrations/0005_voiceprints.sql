-- Voiceprints (VoiceprintsManager): owners (persons and fraudsters), their profiles with lock and
-- template state, enrollment segments, and status-report jobs. Every row carries its scope and every
-- query filters by it. Enums are stored by name; times come from the server's clock.

CREATE TABLE voiceprint_owners (
  gk_owner_id uuid PRIMARY KEY,
  scope_id uuid NOT NULL,
  owner_type text NOT NULL CHECK (owner_type IN ('OWNER_TYPE_PERSON', 'OWNER_TYPE_FRAUDSTER')),
  external_id text,                    -- person_id / fraudster_id given by the client
  created_at timestamptz NOT NULL
);
-- External IDs are unique per scope and owner type (person_id and fraudster_id are separate names).
CREATE UNIQUE INDEX voiceprint_owners_external ON voiceprint_owners (scope_id, owner_type, external_id);

CREATE TABLE voiceprint_profiles (
  gk_voiceprint_profile_id uuid PRIMARY KEY,
  scope_id uuid NOT NULL,
  gk_owner_id uuid NOT NULL REFERENCES voiceprint_owners (gk_owner_id) ON DELETE CASCADE,
  owner_type text NOT NULL,            -- copied from the owner: the status job filters on it
  tag text NOT NULL,
  version integer NOT NULL DEFAULT 0,  -- incremented at each (re)train
  status text NOT NULL DEFAULT 'VOICEPRINT_PROFILE_STATUS_NOT_TRAINED',
  near_term_adaptation boolean NOT NULL DEFAULT false,
  -- Lock: locked while lock_timestamp is set (see server/voiceprints/lock.ts).
  lock_timestamp timestamptz,
  lock_reason text,                    -- LockReason name
  locked_by text,                      -- client ID of a manual lock
  lock_note text,                      -- free-text `reason`
  auto_unlock_at timestamptz,          -- automatic locks only; NULL = never
  mismatch_counter integer NOT NULL DEFAULT 0,
  -- Template: NULL latest_train_at = untrained.
  calibration_model_revision_id uuid,
  voice_class_score real,
  latest_train_at timestamptz,
  custom_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  UNIQUE (scope_id, gk_owner_id, tag)
);
CREATE INDEX voiceprint_profiles_owner ON voiceprint_profiles (gk_owner_id, created_at);
-- The status job walks one scope and owner type in id order (keyset pagination).
CREATE INDEX voiceprint_profiles_status_walk ON voiceprint_profiles (scope_id, owner_type, gk_voiceprint_profile_id);

CREATE TABLE voiceprint_enrollment_segments (
  gk_voiceprint_profile_id uuid NOT NULL REFERENCES voiceprint_profiles (gk_voiceprint_profile_id) ON DELETE CASCADE,
  gk_processed_audio_id uuid NOT NULL,
  scope_id uuid NOT NULL,
  gk_media_segment_id uuid,
  consistency_decision text,           -- ConsistencyDecision name
  consistency_score real,
  used_for_train boolean NOT NULL DEFAULT false,
  audio_details jsonb NOT NULL DEFAULT '{}'::jsonb,  -- AudioDetails metrics (see enrollment.ts)
  voice_class_score real,
  calibration_model_revision_id uuid,
  gk_engagement_id uuid,               -- where the audio came from (fraud-verdict reset removes by engagement)
  gk_session_id uuid,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (gk_voiceprint_profile_id, gk_processed_audio_id)
);
CREATE INDEX voiceprint_enrollment_engagement ON voiceprint_enrollment_segments (scope_id, gk_engagement_id);

CREATE TABLE voiceprint_status_jobs (
  gk_job_id uuid PRIMARY KEY,
  scope_id uuid NOT NULL,
  state text NOT NULL,                 -- VoiceprintProfilesStatusJobState name
  owner_type text NOT NULL,
  created_from timestamptz,            -- filter.creation_timestamp_interval
  created_until timestamptz,
  file_path text,
  download_token text NOT NULL,
  row_count integer,
  error text,
  worker_id text NOT NULL,             -- the process running it
  heartbeat_at timestamptz NOT NULL,   -- a PENDING/STARTED job whose heartbeat is stale has lost its worker
  expires_at timestamptz,
  file_deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  started_at timestamptz,
  completed_at timestamptz
);
CREATE INDEX voiceprint_status_jobs_open ON voiceprint_status_jobs (state, heartbeat_at);
