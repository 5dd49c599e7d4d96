// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * A stored group, as GetGroupDetails returns it. Every field is optional and filled in as
 * field_mask selects.
 */
export interface GroupDetailsForRead {
  /**
   * Gatekeeper ID of the group.
   */
  'gk_group_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * External ID, unique within the scope.
   */
  'group_id'?: (string);
  /**
   * When the group was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * When the group was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * A stored group, as GetGroupDetails returns it. Every field is optional and filled in as
 * field_mask selects.
 */
export interface GroupDetailsForRead__Output {
  /**
   * Gatekeeper ID of the group.
   */
  'gk_group_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * External ID, unique within the scope.
   */
  'group_id'?: (string);
  /**
   * When the group was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * When the group was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}
