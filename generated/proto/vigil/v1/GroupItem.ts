// Original file: protos/vigil/v1/browse.proto

import type { GroupDetailsForRead as _nuance_biosec_v1_entities_GroupDetailsForRead, GroupDetailsForRead__Output as _nuance_biosec_v1_entities_GroupDetailsForRead__Output } from '../../nuance/biosec/v1/entities/GroupDetailsForRead';

/**
 * One listed group.
 */
export interface GroupItem {
  /**
   * The group, as GetGroupDetails reads it.
   */
  'details'?: (_nuance_biosec_v1_entities_GroupDetailsForRead | null);
  /**
   * Persons in the group.
   */
  'member_count'?: (number);
}

/**
 * One listed group.
 */
export interface GroupItem__Output {
  /**
   * The group, as GetGroupDetails reads it.
   */
  'details'?: (_nuance_biosec_v1_entities_GroupDetailsForRead__Output);
  /**
   * Persons in the group.
   */
  'member_count'?: (number);
}
