// Original file: protos/vigil/v1/replay.proto


/**
 * How far the replay is.
 */
export interface ReplayProgress {
  /**
   * Sessions replayed (or counted apart) so far.
   */
  'sessions_done'?: (number);
  /**
   * Sessions decided in the window, counted when the replay started.
   */
  'sessions_total'?: (number);
}

/**
 * How far the replay is.
 */
export interface ReplayProgress__Output {
  /**
   * Sessions replayed (or counted apart) so far.
   */
  'sessions_done'?: (number);
  /**
   * Sessions decided in the window, counted when the replay started.
   */
  'sessions_total'?: (number);
}
