// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Interval as _google_type_Interval, Interval__Output as _google_type_Interval__Output } from '../../../../google/type/Interval';

/**
 * Narrows the profiles covered by a status job.
 */
export interface VoiceprintProfilesStatusFilter {
  /**
   * Only profiles created within this absolute UTC range.
   */
  'creation_timestamp_interval'?: (_google_type_Interval | null);
}

/**
 * Narrows the profiles covered by a status job.
 */
export interface VoiceprintProfilesStatusFilter__Output {
  /**
   * Only profiles created within this absolute UTC range.
   */
  'creation_timestamp_interval'?: (_google_type_Interval__Output);
}
