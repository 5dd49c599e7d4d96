-- Event-log isolation and byte budgets (issue 32, findings 3 and 5).
--
-- A consumer group is (topic, group name), never the name alone: group names carry the app ID and
-- the client name joined by hyphens, and both may contain hyphens, so one string can name a group of
-- app `foo` (client `bar-clientName-c1`) and of app `foo-clientName-bar` (client `c1`). Consumers and
-- their positions are keyed by the topic first, like the committed offsets already were, so one
-- app's consumers can never be counted as members of, or collide with, another app's group.
ALTER TABLE event_log_positions ADD COLUMN topic text;
UPDATE event_log_positions p SET topic = c.topic
  FROM event_log_consumers c WHERE c.group_name = p.group_name AND c.name = p.consumer;
DELETE FROM event_log_positions WHERE topic IS NULL;
ALTER TABLE event_log_positions ALTER COLUMN topic SET NOT NULL;
ALTER TABLE event_log_positions DROP CONSTRAINT event_log_positions_group_name_consumer_fkey;
ALTER TABLE event_log_positions DROP CONSTRAINT event_log_positions_pkey;
ALTER TABLE event_log_consumers DROP CONSTRAINT event_log_consumers_pkey;
ALTER TABLE event_log_consumers ADD PRIMARY KEY (topic, group_name, name);
ALTER TABLE event_log_positions ADD PRIMARY KEY (topic, group_name, consumer, partition);
ALTER TABLE event_log_positions ADD FOREIGN KEY (topic, group_name, consumer)
  REFERENCES event_log_consumers (topic, group_name, name) ON DELETE CASCADE;
-- Counting an app's live consumers (the per-app cap) reads this index.
CREATE INDEX event_log_consumers_topic_seen ON event_log_consumers (topic, last_seen);

-- The size of each record (key and value as stored, in bytes), so Get Records can stop at its byte
-- budget without reading the records it will not hand out.
ALTER TABLE event_log_records ADD COLUMN bytes integer;
UPDATE event_log_records SET bytes = octet_length(key::text) + octet_length(value::text);
ALTER TABLE event_log_records ALTER COLUMN bytes SET NOT NULL;
