// Original file: protos/nuance/biosec/v1/entities/caller_id_watchlists_messages.proto

import type { StringValue as _google_protobuf_StringValue, StringValue__Output as _google_protobuf_StringValue__Output } from '../../../../google/protobuf/StringValue';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../../../google/protobuf/Int32Value';

/**
 * Narrows a rule listing.
 */
export interface ListCallerIdRulesFilters {
  /**
   * Only rules containing this text.
   */
  'search_substring'?: (_google_protobuf_StringValue | null);
  /**
   * Only rules at most this many days old.
   */
  'max_age_days'?: (_google_protobuf_Int32Value | null);
}

/**
 * Narrows a rule listing.
 */
export interface ListCallerIdRulesFilters__Output {
  /**
   * Only rules containing this text.
   */
  'search_substring'?: (_google_protobuf_StringValue__Output);
  /**
   * Only rules at most this many days old.
   */
  'max_age_days'?: (_google_protobuf_Int32Value__Output);
}
