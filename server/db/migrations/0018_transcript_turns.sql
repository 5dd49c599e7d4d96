-- Caller turns of transcripts and their interpretation (issue 19): a caller channel's words split
-- into turns at pauses (server/transcripts/turns.ts), each turn's text (its words that are not
-- redacted) interpreted with the scope's semantic model (nlu_models of an app with a client in the
-- scope, the most recently deployed). Written by the transcript runner after a segment's transcript
-- is DONE, in one transaction per segment; a job whose nlu_* columns differ from the scope's model
-- now (none then, a redeploy, another model) or whose redaction changed since is interpreted again.

ALTER TABLE media_transcript_jobs
  ADD COLUMN nlu_app_id text,
  ADD COLUMN nlu_model_urn text,
  ADD COLUMN nlu_model_version integer,
  ADD COLUMN nlu_redaction text,          -- md5 of the segment's redacted_intervals when interpreted
  ADD COLUMN nlu_interpreted_at timestamptz;

-- entities: [{"n": name, "s": start, "e": end (characters of text), "v": value, "l": literal, "c": confidence}].
-- intent is NULL (confidence 0) for a turn with no words left once redacted ones are taken out.
CREATE TABLE media_transcript_turns (
  gk_media_segment_id uuid NOT NULL,
  channel_index integer NOT NULL,
  turn_index integer NOT NULL,
  scope_id uuid NOT NULL,
  first_word integer NOT NULL,
  end_word integer NOT NULL,
  start_ms integer NOT NULL,
  end_ms integer NOT NULL,
  text text NOT NULL,
  intent text,
  confidence real NOT NULL DEFAULT 0,
  entities jsonb NOT NULL DEFAULT '[]'::jsonb,
  PRIMARY KEY (gk_media_segment_id, channel_index, turn_index),
  FOREIGN KEY (gk_media_segment_id, channel_index)
    REFERENCES media_transcripts (gk_media_segment_id, channel_index) ON DELETE CASCADE
);
-- The decision explanation looks up the intents heard in a scope's segments.
CREATE INDEX media_transcript_turns_intent ON media_transcript_turns (scope_id, intent) WHERE intent IS NOT NULL;
