// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto


/**
 * Changeable fields of a group; the request's field_mask chooses which ones apply.
 */
export interface GroupDetailsForUpdate {
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Changeable fields of a group; the request's field_mask chooses which ones apply.
 */
export interface GroupDetailsForUpdate__Output {
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}
