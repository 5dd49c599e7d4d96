// Original file: protos/vigil/v1/replay.proto

import type { VerdictOutcome as _vigil_v1_VerdictOutcome, VerdictOutcome__Output as _vigil_v1_VerdictOutcome__Output } from '../../vigil/v1/VerdictOutcome';

/**
 * The counts at one fraud risk threshold.
 */
export interface ThresholdPoint {
  'threshold'?: (number);
  'outcome'?: (_vigil_v1_VerdictOutcome | null);
}

/**
 * The counts at one fraud risk threshold.
 */
export interface ThresholdPoint__Output {
  'threshold'?: (number);
  'outcome'?: (_vigil_v1_VerdictOutcome__Output);
}
