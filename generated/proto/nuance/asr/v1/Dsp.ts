// Original file: protos/nuance/asr/v1/result.proto


/**
 * Signal measures of an utterance.
 */
export interface Dsp {
  /**
   * Estimated signal-to-noise ratio, in dB.
   */
  'snr_estimate_db'?: (number | string);
  /**
   * Speech level.
   */
  'level'?: (number | string);
  /**
   * Number of channels of the audio.
   */
  'num_channels'?: (number);
  /**
   * Silence before the speech, in milliseconds.
   */
  'initial_silence_ms'?: (number);
  /**
   * Energy at the start of the utterance.
   */
  'initial_energy'?: (number | string);
  /**
   * Energy at the end of the utterance.
   */
  'final_energy'?: (number | string);
  /**
   * Mean energy over the utterance.
   */
  'mean_energy'?: (number | string);
}

/**
 * Signal measures of an utterance.
 */
export interface Dsp__Output {
  /**
   * Estimated signal-to-noise ratio, in dB.
   */
  'snr_estimate_db'?: (number);
  /**
   * Speech level.
   */
  'level'?: (number);
  /**
   * Number of channels of the audio.
   */
  'num_channels'?: (number);
  /**
   * Silence before the speech, in milliseconds.
   */
  'initial_silence_ms'?: (number);
  /**
   * Energy at the start of the utterance.
   */
  'initial_energy'?: (number);
  /**
   * Energy at the end of the utterance.
   */
  'final_energy'?: (number);
  /**
   * Mean energy over the utterance.
   */
  'mean_energy'?: (number);
}
