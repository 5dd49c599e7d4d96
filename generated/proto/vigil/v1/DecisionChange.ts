// Original file: protos/vigil/v1/replay.proto

import type { Decision as _nuance_biosec_v1_Decision, Decision__Output as _nuance_biosec_v1_Decision__Output } from '../../nuance/biosec/v1/Decision';

/**
 * A (then → would be) pair.
 */
export interface DecisionChange {
  'then'?: (_nuance_biosec_v1_Decision);
  'would_be'?: (_nuance_biosec_v1_Decision);
  'count'?: (number);
}

/**
 * A (then → would be) pair.
 */
export interface DecisionChange__Output {
  'then'?: (_nuance_biosec_v1_Decision__Output);
  'would_be'?: (_nuance_biosec_v1_Decision__Output);
  'count'?: (number);
}
