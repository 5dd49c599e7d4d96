// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../../../nuance/rpc/Status';
import type { EnrollmentSegmentDetails as _nuance_biosec_v1_voiceprint_EnrollmentSegmentDetails, EnrollmentSegmentDetails__Output as _nuance_biosec_v1_voiceprint_EnrollmentSegmentDetails__Output } from '../../../../nuance/biosec/v1/voiceprint/EnrollmentSegmentDetails';

/**
 * Output of ListEnrollmentSegments.
 */
export interface ListEnrollmentSegmentsResponse {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status | null);
  /**
   * The enrolled segments.
   */
  'enrollment_segments_details'?: (_nuance_biosec_v1_voiceprint_EnrollmentSegmentDetails)[];
}

/**
 * Output of ListEnrollmentSegments.
 */
export interface ListEnrollmentSegmentsResponse__Output {
  /**
   * Outcome of the call.
   */
  'status'?: (_nuance_rpc_Status__Output);
  /**
   * The enrolled segments.
   */
  'enrollment_segments_details'?: (_nuance_biosec_v1_voiceprint_EnrollmentSegmentDetails__Output)[];
}
