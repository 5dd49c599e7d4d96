// Original file: protos/vigil/v1/replay.proto

import type { DecisionChange as _vigil_v1_DecisionChange, DecisionChange__Output as _vigil_v1_DecisionChange__Output } from '../../vigil/v1/DecisionChange';
import type { ReplaySkip as _vigil_v1_ReplaySkip, ReplaySkip__Output as _vigil_v1_ReplaySkip__Output } from '../../vigil/v1/ReplaySkip';
import type { VerdictOutcome as _vigil_v1_VerdictOutcome, VerdictOutcome__Output as _vigil_v1_VerdictOutcome__Output } from '../../vigil/v1/VerdictOutcome';
import type { ThresholdPoint as _vigil_v1_ThresholdPoint, ThresholdPoint__Output as _vigil_v1_ThresholdPoint__Output } from '../../vigil/v1/ThresholdPoint';
import type { ChangedSession as _vigil_v1_ChangedSession, ChangedSession__Output as _vigil_v1_ChangedSession__Output } from '../../vigil/v1/ChangedSession';

/**
 * What the revision would have decided.
 */
export interface ReplayResult {
  /**
   * Sessions re-decided.
   */
  'sessions_replayed'?: (number);
  /**
   * (then → would be) pairs with their counts, unchanged pairs included.
   */
  'decision_changes'?: (_vigil_v1_DecisionChange)[];
  /**
   * Sessions that could not be replayed, by reason.
   */
  'skipped'?: (_vigil_v1_ReplaySkip)[];
  /**
   * Against the verdicts: what the decisions made then flagged.
   */
  'then'?: (_vigil_v1_VerdictOutcome | null);
  /**
   * Against the verdicts: what the revision would flag.
   */
  'would_be'?: (_vigil_v1_VerdictOutcome | null);
  /**
   * The same counts for every fraud risk threshold from 0 to 100 (the revision's other settings).
   */
  'threshold_curve'?: (_vigil_v1_ThresholdPoint)[];
  /**
   * Sessions whose decision changes, oldest decision first, a page at a time.
   */
  'changed_sessions'?: (_vigil_v1_ChangedSession)[];
  /**
   * Set when more changed sessions follow.
   */
  'next_changed_page_token'?: (string);
  /**
   * Sessions whose decision changes, in all.
   */
  'changed_total'?: (number);
  /**
   * The fraud risk threshold of the settings in force now (the configset's ACTIVE revision over the
   * scope's layers) and of the revision replayed.
   */
  'current_fraud_risk_threshold'?: (number);
  'proposed_fraud_risk_threshold'?: (number);
}

/**
 * What the revision would have decided.
 */
export interface ReplayResult__Output {
  /**
   * Sessions re-decided.
   */
  'sessions_replayed'?: (number);
  /**
   * (then → would be) pairs with their counts, unchanged pairs included.
   */
  'decision_changes'?: (_vigil_v1_DecisionChange__Output)[];
  /**
   * Sessions that could not be replayed, by reason.
   */
  'skipped'?: (_vigil_v1_ReplaySkip__Output)[];
  /**
   * Against the verdicts: what the decisions made then flagged.
   */
  'then'?: (_vigil_v1_VerdictOutcome__Output);
  /**
   * Against the verdicts: what the revision would flag.
   */
  'would_be'?: (_vigil_v1_VerdictOutcome__Output);
  /**
   * The same counts for every fraud risk threshold from 0 to 100 (the revision's other settings).
   */
  'threshold_curve'?: (_vigil_v1_ThresholdPoint__Output)[];
  /**
   * Sessions whose decision changes, oldest decision first, a page at a time.
   */
  'changed_sessions'?: (_vigil_v1_ChangedSession__Output)[];
  /**
   * Set when more changed sessions follow.
   */
  'next_changed_page_token'?: (string);
  /**
   * Sessions whose decision changes, in all.
   */
  'changed_total'?: (number);
  /**
   * The fraud risk threshold of the settings in force now (the configset's ACTIVE revision over the
   * scope's layers) and of the revision replayed.
   */
  'current_fraud_risk_threshold'?: (number);
  'proposed_fraud_risk_threshold'?: (number);
}
