// Original file: protos/nuance/biosec/v1/calleridvalidation/ne/caller_id_validation_processor_messages.proto

import type { FloatValue as _google_protobuf_FloatValue, FloatValue__Output as _google_protobuf_FloatValue__Output } from '../../../../../google/protobuf/FloatValue';

/**
 * Vendor values extracted from a raw result.
 */
export interface VendorData {
  /**
   * Vendor's trust indicator.
   */
  'trust_indicator'?: (_google_protobuf_FloatValue | null);
}

/**
 * Vendor values extracted from a raw result.
 */
export interface VendorData__Output {
  /**
   * Vendor's trust indicator.
   */
  'trust_indicator'?: (_google_protobuf_FloatValue__Output);
}
