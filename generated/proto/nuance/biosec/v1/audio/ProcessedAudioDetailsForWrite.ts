// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto


/**
 * Writable details of a processed audio.
 */
export interface ProcessedAudioDetailsForWrite {
  /**
   * Spoken language of the audio.
   */
  'actual_language'?: (string);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Writable details of a processed audio.
 */
export interface ProcessedAudioDetailsForWrite__Output {
  /**
   * Spoken language of the audio.
   */
  'actual_language'?: (string);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}
