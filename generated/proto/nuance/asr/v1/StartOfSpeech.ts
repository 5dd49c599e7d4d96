// Original file: protos/nuance/asr/v1/recognizer.proto


/**
 * Reports where speech started.
 */
export interface StartOfSpeech {
  /**
   * Milliseconds from the first audio to the start of speech.
   */
  'first_audio_to_start_of_speech_ms'?: (number);
}

/**
 * Reports where speech started.
 */
export interface StartOfSpeech__Output {
  /**
   * Milliseconds from the first audio to the start of speech.
   */
  'first_audio_to_start_of_speech_ms'?: (number);
}
