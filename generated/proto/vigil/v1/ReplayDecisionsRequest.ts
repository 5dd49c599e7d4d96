// Original file: protos/vigil/v1/replay.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../nuance/biosec/v1/Context';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../nuance/biosec/v1/UniqueId';

/**
 * Input to ReplayDecisions.
 */
export interface ReplayDecisionsRequest {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Sessions decided at or after this time (mandatory).
   */
  'decided_after'?: (_google_protobuf_Timestamp | null);
  /**
   * Sessions decided before this time (default: now).
   */
  'decided_before'?: (_google_protobuf_Timestamp | null);
  /**
   * The configset whose revision is replayed (mandatory). Its layer replaces, in each session's
   * settings, the layer of the same configset that decided it; a scope-level configset that did
   * not take part is laid over the scope-level layers, and a configset named by calls applies only
   * to the sessions decided under it.
   */
  'configset_id'?: (string);
  'gk_configset_revision_id'?: (_nuance_biosec_v1_UniqueId | null);
  'draft_content'?: (string);
  /**
   * Sessions whose decision changes, in the result: 0 means 50; at most 500.
   */
  'changed_page_size'?: (number);
  /**
   * From a previous result's next_changed_page_token: the changed sessions after those it listed.
   * The counts are computed again over the whole window.
   */
  'changed_page_token'?: (string);
  /**
   * What is replayed: a stored revision of configset_id, or a draft's content (a JSON object as in
   * a revision's content, at most 64 KiB). Exactly one is mandatory.
   */
  'revision'?: "gk_configset_revision_id"|"draft_content";
}

/**
 * Input to ReplayDecisions.
 */
export interface ReplayDecisionsRequest__Output {
  /**
   * Request context; gk_scope_id is mandatory, the other fields are unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Sessions decided at or after this time (mandatory).
   */
  'decided_after'?: (_google_protobuf_Timestamp__Output);
  /**
   * Sessions decided before this time (default: now).
   */
  'decided_before'?: (_google_protobuf_Timestamp__Output);
  /**
   * The configset whose revision is replayed (mandatory). Its layer replaces, in each session's
   * settings, the layer of the same configset that decided it; a scope-level configset that did
   * not take part is laid over the scope-level layers, and a configset named by calls applies only
   * to the sessions decided under it.
   */
  'configset_id'?: (string);
  'gk_configset_revision_id'?: (_nuance_biosec_v1_UniqueId__Output);
  'draft_content'?: (string);
  /**
   * Sessions whose decision changes, in the result: 0 means 50; at most 500.
   */
  'changed_page_size'?: (number);
  /**
   * From a previous result's next_changed_page_token: the changed sessions after those it listed.
   * The counts are computed again over the whole window.
   */
  'changed_page_token'?: (string);
  /**
   * What is replayed: a stored revision of configset_id, or a draft's content (a JSON object as in
   * a revision's content, at most 64 KiB). Exactly one is mandatory.
   */
  'revision'?: "gk_configset_revision_id"|"draft_content";
}
