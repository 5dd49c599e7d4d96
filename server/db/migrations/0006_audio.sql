-- Audio (AudioManager): media segments, the processed-audio records measured from them, the audio
-- files they point at (content-addressed in the data folder), single-use upload tokens, the key
-- that signs upload/download URLs, and cached waveform peaks. Every row carries its scope and every
-- query filters by it. Times come from the server's clock.

-- One HMAC key (id 1) shared by every instance on the database.
CREATE TABLE audio_keys (
  id integer PRIMARY KEY,
  secret text NOT NULL,                -- 32 random bytes, base64url
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A stored file <dataDir>/audio/<sha256[0:2]>/<sha256>.wav; the row is locked while a file is added or removed.
CREATE TABLE audio_files (
  sha256 text PRIMARY KEY,
  byte_size bigint NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE media_segments (
  gk_media_segment_id uuid PRIMARY KEY,
  scope_id uuid NOT NULL,
  gk_engagement_id uuid,
  gk_session_id uuid,
  state text NOT NULL CHECK (state IN ('pending', 'ready')),
  declared_container text NOT NULL,    -- Container name given to GetUploadUrl
  declared_format jsonb,               -- AudioFormat given to GetUploadUrl (proto-loader shape)
  source_encoding text,                -- what the upload held: pcm16, alaw, ulaw, mp3
  sample_rate_hz integer,
  number_of_channels integer,
  frame_count integer,                 -- samples per channel; media_length = frame_count / sample_rate_hz
  call_parties jsonb NOT NULL DEFAULT '[]'::jsonb,
  call_type text,                      -- CallType name, from the session
  redacted_intervals jsonb NOT NULL DEFAULT '[]'::jsonb,
  masked_intervals jsonb NOT NULL DEFAULT '[]'::jsonb,
  legal_hold boolean NOT NULL DEFAULT false,
  gk_person_id uuid,
  custom_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_live boolean NOT NULL DEFAULT false,
  shared_in_data_share boolean NOT NULL DEFAULT false,
  audio_sha256 text REFERENCES audio_files (sha256),
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL,
  uploaded_at timestamptz
);
CREATE INDEX media_segments_scope_engagement ON media_segments (scope_id, gk_engagement_id, created_at);
CREATE INDEX media_segments_audio ON media_segments (audio_sha256);

CREATE TABLE processed_audio (
  gk_processed_audio_id uuid PRIMARY KEY,
  gk_media_segment_id uuid NOT NULL REFERENCES media_segments (gk_media_segment_id) ON DELETE CASCADE,
  scope_id uuid NOT NULL,
  selected_channel integer,            -- 1-based; NULL: all channels (mono audio)
  sample_rate_hz integer NOT NULL,
  number_of_channels integer NOT NULL,
  gross_audio_s double precision NOT NULL,
  net_audio_s double precision NOT NULL,
  snr_db real,                         -- NULL when the channel holds no speech
  speech_level real,                   -- dBFS of the speech frames
  saturation_level real NOT NULL,      -- saturated samples per minute of speech
  actual_language text,
  custom_data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL
);
CREATE INDEX processed_audio_segment ON processed_audio (gk_media_segment_id, selected_channel);

CREATE TABLE audio_upload_tokens (
  token_id uuid PRIMARY KEY,
  gk_media_segment_id uuid NOT NULL REFERENCES media_segments (gk_media_segment_id) ON DELETE CASCADE,
  scope_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);

-- Waveform peaks per (segment, points): per channel min then max, int16 little-endian.
CREATE TABLE media_peaks (
  gk_media_segment_id uuid NOT NULL REFERENCES media_segments (gk_media_segment_id) ON DELETE CASCADE,
  points integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (gk_media_segment_id, points)
);
