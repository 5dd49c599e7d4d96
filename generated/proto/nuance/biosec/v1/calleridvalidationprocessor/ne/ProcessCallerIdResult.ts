// Original file: protos/nuance/biosec/v1/calleridvalidation/ne/caller_id_validation_processor_messages.proto

import type { FloatValue as _google_protobuf_FloatValue, FloatValue__Output as _google_protobuf_FloatValue__Output } from '../../../../../google/protobuf/FloatValue';

/**
 * What the vendor returned.
 */
export interface ProcessCallerIdResult {
  /**
   * Vendor that processed the call.
   */
  'vendor_id'?: (string);
  /**
   * Vendor's trust indicator.
   */
  'trust_indicator'?: (_google_protobuf_FloatValue | null);
  /**
   * Other vendor outputs.
   */
  'additional_data'?: ({[key: string]: string});
}

/**
 * What the vendor returned.
 */
export interface ProcessCallerIdResult__Output {
  /**
   * Vendor that processed the call.
   */
  'vendor_id'?: (string);
  /**
   * Vendor's trust indicator.
   */
  'trust_indicator'?: (_google_protobuf_FloatValue__Output);
  /**
   * Other vendor outputs.
   */
  'additional_data'?: ({[key: string]: string});
}
