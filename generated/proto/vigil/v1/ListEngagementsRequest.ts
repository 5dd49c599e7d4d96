// Original file: protos/vigil/v1/browse.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';
import type { Interval as _google_type_Interval, Interval__Output as _google_type_Interval__Output } from '../../google/type/Interval';
import type { Decision as _nuance_biosec_v1_Decision, Decision__Output as _nuance_biosec_v1_Decision__Output } from '../../nuance/biosec/v1/Decision';
import type { Int32Value as _google_protobuf_Int32Value, Int32Value__Output as _google_protobuf_Int32Value__Output } from '../../google/protobuf/Int32Value';
import type { EngagementVerdict as _nuance_biosec_v1_EngagementVerdict, EngagementVerdict__Output as _nuance_biosec_v1_EngagementVerdict__Output } from '../../nuance/biosec/v1/EngagementVerdict';
import type { BoolValue as _google_protobuf_BoolValue, BoolValue__Output as _google_protobuf_BoolValue__Output } from '../../google/protobuf/BoolValue';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';

/**
 * Input of ListEngagements. Filters combine with AND; an absent filter does not narrow.
 */
export interface ListEngagementsRequest {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Started within this range (start inclusive, end exclusive).
   */
  'creation_interval'?: (_google_type_Interval | null);
  /**
   * Risk decision is one of these; DECISION_UNSPECIFIED also matches engagements not yet decided.
   */
  'decisions'?: (_nuance_biosec_v1_Decision)[];
  /**
   * Risk score at least this much (engagements without a score never match).
   */
  'risk_min'?: (_google_protobuf_Int32Value | null);
  /**
   * Risk score at most this much (engagements without a score never match).
   */
  'risk_max'?: (_google_protobuf_Int32Value | null);
  /**
   * Verdict is one of these. Combined with without_verdict, either condition matches.
   */
  'verdicts'?: (_nuance_biosec_v1_EngagementVerdict)[];
  /**
   * Match engagements that have no verdict yet.
   */
  'without_verdict'?: (boolean);
  /**
   * Running (true) or stopped (false).
   */
  'is_active'?: (_google_protobuf_BoolValue | null);
  /**
   * Exact correlation ID.
   */
  'correlation_id'?: (string);
  /**
   * External engagement_id starts with this text (case-sensitive).
   */
  'engagement_id_prefix'?: (string);
  /**
   * Words spoken in one of the engagement's media segments: PostgreSQL full-text search over their
   * transcripts with English stemming ("cards" also finds "card"), in web-search syntax: every word
   * must occur in the same channel's transcript, "quoted phrases" and -excluded words are understood.
   * A text with no searchable word (only stop words such as "the") is INVALID_ARGUMENT.
   */
  'spoken_words'?: (string);
  /**
   * An intent heard in a caller turn of one of the engagement's media segments (the interpretation
   * of migration 0018) with confidence at least 0.5, the bar the decision explanation uses. Must be
   * an intent of a semantic model deployed for the caller's app (Browse.ListNluModels); anything
   * else is INVALID_ARGUMENT naming this field.
   */
  'intent'?: (string);
  /**
   * Only these engagements (at most 500; a UUID each): e.g. the sessions a decision replay says
   * would change, opened in the console's queue. Empty: any engagement.
   */
  'gk_engagement_ids'?: (_nuance_biosec_v1_UniqueId)[];
  /**
   * At most this many items; see the paging notes at the top of this file.
   */
  'page_size'?: (number);
  /**
   * next_page_token of the previous page.
   */
  'page_token'?: (string);
  /**
   * "creation_timestamp" (default "creation_timestamp desc") or "risk". Engagements without a
   * risk score sort below every score. Risk changes while paging by risk can move a row across
   * the page boundary.
   */
  'order_by'?: (string);
}

/**
 * Input of ListEngagements. Filters combine with AND; an absent filter does not narrow.
 */
export interface ListEngagementsRequest__Output {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Started within this range (start inclusive, end exclusive).
   */
  'creation_interval'?: (_google_type_Interval__Output);
  /**
   * Risk decision is one of these; DECISION_UNSPECIFIED also matches engagements not yet decided.
   */
  'decisions'?: (_nuance_biosec_v1_Decision__Output)[];
  /**
   * Risk score at least this much (engagements without a score never match).
   */
  'risk_min'?: (_google_protobuf_Int32Value__Output);
  /**
   * Risk score at most this much (engagements without a score never match).
   */
  'risk_max'?: (_google_protobuf_Int32Value__Output);
  /**
   * Verdict is one of these. Combined with without_verdict, either condition matches.
   */
  'verdicts'?: (_nuance_biosec_v1_EngagementVerdict__Output)[];
  /**
   * Match engagements that have no verdict yet.
   */
  'without_verdict'?: (boolean);
  /**
   * Running (true) or stopped (false).
   */
  'is_active'?: (_google_protobuf_BoolValue__Output);
  /**
   * Exact correlation ID.
   */
  'correlation_id'?: (string);
  /**
   * External engagement_id starts with this text (case-sensitive).
   */
  'engagement_id_prefix'?: (string);
  /**
   * Words spoken in one of the engagement's media segments: PostgreSQL full-text search over their
   * transcripts with English stemming ("cards" also finds "card"), in web-search syntax: every word
   * must occur in the same channel's transcript, "quoted phrases" and -excluded words are understood.
   * A text with no searchable word (only stop words such as "the") is INVALID_ARGUMENT.
   */
  'spoken_words'?: (string);
  /**
   * An intent heard in a caller turn of one of the engagement's media segments (the interpretation
   * of migration 0018) with confidence at least 0.5, the bar the decision explanation uses. Must be
   * an intent of a semantic model deployed for the caller's app (Browse.ListNluModels); anything
   * else is INVALID_ARGUMENT naming this field.
   */
  'intent'?: (string);
  /**
   * Only these engagements (at most 500; a UUID each): e.g. the sessions a decision replay says
   * would change, opened in the console's queue. Empty: any engagement.
   */
  'gk_engagement_ids'?: (_nuance_biosec_v1_UniqueId__Output)[];
  /**
   * At most this many items; see the paging notes at the top of this file.
   */
  'page_size'?: (number);
  /**
   * next_page_token of the previous page.
   */
  'page_token'?: (string);
  /**
   * "creation_timestamp" (default "creation_timestamp desc") or "risk". Engagements without a
   * risk score sort below every score. Risk changes while paging by risk can move a row across
   * the page boundary.
   */
  'order_by'?: (string);
}
