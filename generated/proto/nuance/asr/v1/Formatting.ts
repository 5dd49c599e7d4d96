// Original file: protos/nuance/asr/v1/recognizer.proto


/**
 * Formatting of the recognized text.
 */
export interface Formatting {
  /**
   * Formatting scheme, for example date, time or all_as_words; empty means the data pack's
   * default.
   */
  'scheme'?: (string);
  /**
   * Formatting options of the data pack switched on or off by name.
   */
  'options'?: ({[key: string]: boolean});
}

/**
 * Formatting of the recognized text.
 */
export interface Formatting__Output {
  /**
   * Formatting scheme, for example date, time or all_as_words; empty means the data pack's
   * default.
   */
  'scheme'?: (string);
  /**
   * Formatting options of the data pack switched on or off by name.
   */
  'options'?: ({[key: string]: boolean});
}
