// Original file: protos/vigil/v1/replay.proto


/**
 * Sessions counted apart.
 */
export interface ReplaySkip {
  /**
   * ENGINE_VERSION (decided by another version of the decision rules), UNKNOWN_FACTOR_KIND (a
   * factor the settings cannot weigh) or SETTINGS_GONE (a revision it was decided under was deleted).
   */
  'reason'?: (string);
  'count'?: (number);
  /**
   * The first such session's reason in words.
   */
  'explanation'?: (string);
}

/**
 * Sessions counted apart.
 */
export interface ReplaySkip__Output {
  /**
   * ENGINE_VERSION (decided by another version of the decision rules), UNKNOWN_FACTOR_KIND (a
   * factor the settings cannot weigh) or SETTINGS_GONE (a revision it was decided under was deleted).
   */
  'reason'?: (string);
  'count'?: (number);
  /**
   * The first such session's reason in words.
   */
  'explanation'?: (string);
}
