-- Runtime event logs (seed 002 sections 2.3, 3-8): one topic per app ID, split into partitions
-- numbered 0..n-1, each an append-only log of records at consecutive offsets. Consumers, their
-- subscriptions or manual assignments, their read positions and each group's committed offsets are
-- rows here too, so any server instance on a shared PostgreSQL serves any consumer.
CREATE TABLE event_log_topics (
  topic text PRIMARY KEY,
  partitions integer NOT NULL CHECK (partitions BETWEEN 1 AND 256),
  created_at timestamptz NOT NULL
);

-- next_offset is the high-water mark (the offset the next record gets). Writers lock this row, so
-- offsets are handed out without gaps and become visible in order.
CREATE TABLE event_log_partitions (
  topic text NOT NULL REFERENCES event_log_topics (topic) ON DELETE CASCADE,
  partition integer NOT NULL,
  next_offset bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (topic, partition)
);

-- key and value are kept as the JSON text they were written as (json, not jsonb), so a read hands
-- them out without re-encoding. The primary key makes "the next 1,000 records of a partition from
-- offset N" one range scan; ts serves the retention sweep.
CREATE TABLE event_log_records (
  topic text NOT NULL,
  partition integer NOT NULL,
  "offset" bigint NOT NULL,
  key json NOT NULL,
  value json NOT NULL,
  ts timestamptz NOT NULL,
  PRIMARY KEY (topic, partition, "offset")
);
CREATE INDEX event_log_records_ts ON event_log_records (ts);

-- Logged audio (16-bit little-endian mono PCM) by its URN, kept 14 days.
CREATE TABLE event_log_audio (
  urn text PRIMARY KEY,
  topic text NOT NULL,
  sample_rate integer NOT NULL,
  pcm bytea NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX event_log_audio_created ON event_log_audio (created_at);

-- A consumer of a group: mode is none, subscribe (partitions shared among the group's live
-- subscribed consumers) or assign (partitions named by the consumer); the two exclude each other.
-- A consumer not seen for 2 minutes is gone.
CREATE TABLE event_log_consumers (
  group_name text NOT NULL,
  name text NOT NULL,
  topic text NOT NULL,
  offset_reset text NOT NULL CHECK (offset_reset IN ('earliest', 'latest', 'none')),
  auto_commit boolean NOT NULL,
  request_timeout_ms integer NOT NULL,
  mode text NOT NULL DEFAULT 'none' CHECK (mode IN ('none', 'subscribe', 'assign')),
  created_at timestamptz NOT NULL,
  last_seen timestamptz NOT NULL,
  PRIMARY KEY (group_name, name)
);
CREATE INDEX event_log_consumers_last_seen ON event_log_consumers (last_seen);

-- The partitions a consumer holds and its position in each (the next offset it reads; NULL until
-- resolved from the group's committed offset or auto.offset.reset).
CREATE TABLE event_log_positions (
  group_name text NOT NULL,
  consumer text NOT NULL,
  partition integer NOT NULL,
  position bigint,
  PRIMARY KEY (group_name, consumer, partition),
  FOREIGN KEY (group_name, consumer) REFERENCES event_log_consumers (group_name, name) ON DELETE CASCADE
);

-- Committed offsets per group (Kafka semantics: the next offset the group reads).
CREATE TABLE event_log_offsets (
  group_name text NOT NULL,
  topic text NOT NULL,
  partition integer NOT NULL,
  "offset" bigint NOT NULL,
  committed_at timestamptz NOT NULL,
  PRIMARY KEY (group_name, topic, partition)
);
