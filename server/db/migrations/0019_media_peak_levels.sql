-- A pyramid of waveform peaks per segment, made at upload: level by level, each peak is the lowest
-- and highest sample of `samples_per_peak` frames (the finest level first, each next one a fixed
-- factor coarser). `data` holds the level's peaks in time order, every channel's min and max
-- interleaved per peak (int16 little-endian), so a time window is one contiguous byte range that
-- substring() reads without loading the rest. EXTERNAL storage keeps the bytes uncompressed, which
-- lets PostgreSQL fetch only the TOAST chunks a slice touches.
CREATE TABLE media_peak_levels (
  gk_media_segment_id uuid NOT NULL REFERENCES media_segments (gk_media_segment_id) ON DELETE CASCADE,
  samples_per_peak integer NOT NULL,
  peaks integer NOT NULL,
  channels integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (gk_media_segment_id, samples_per_peak)
);
ALTER TABLE media_peak_levels ALTER COLUMN data SET STORAGE EXTERNAL;
