// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


/**
 * Which events to report besides the audio.
 */
export interface EventParameters {
  'send_sentence_marker_events'?: (boolean);
  'send_word_marker_events'?: (boolean);
  'send_phoneme_marker_events'?: (boolean);
  'send_bookmark_marker_events'?: (boolean);
  'send_paragraph_marker_events'?: (boolean);
  'send_visemes'?: (boolean);
  'send_log_events'?: (boolean);
  'suppress_input'?: (boolean);
}

/**
 * Which events to report besides the audio.
 */
export interface EventParameters__Output {
  'send_sentence_marker_events'?: (boolean);
  'send_word_marker_events'?: (boolean);
  'send_phoneme_marker_events'?: (boolean);
  'send_bookmark_marker_events'?: (boolean);
  'send_paragraph_marker_events'?: (boolean);
  'send_visemes'?: (boolean);
  'send_log_events'?: (boolean);
  'suppress_input'?: (boolean);
}
