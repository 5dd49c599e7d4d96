// Original file: protos/vigil/v1/media.proto

import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration';

export interface TranscriptWord {
  /**
   * The word as the engine spelled it (lower case); empty when redacted.
   */
  'text'?: (string);
  /**
   * From the start of the segment.
   */
  'start_offset'?: (_google_protobuf_Duration | null);
  'end_offset'?: (_google_protobuf_Duration | null);
  /**
   * The engine's posterior probability, 0 to 1.
   */
  'confidence'?: (number | string);
  /**
   * The word lies (wholly or partly) inside a redacted interval of its channel: its text is not kept.
   */
  'redacted'?: (boolean);
}

export interface TranscriptWord__Output {
  /**
   * The word as the engine spelled it (lower case); empty when redacted.
   */
  'text'?: (string);
  /**
   * From the start of the segment.
   */
  'start_offset'?: (_google_protobuf_Duration__Output);
  'end_offset'?: (_google_protobuf_Duration__Output);
  /**
   * The engine's posterior probability, 0 to 1.
   */
  'confidence'?: (number);
  /**
   * The word lies (wholly or partly) inside a redacted interval of its channel: its text is not kept.
   */
  'redacted'?: (boolean);
}
