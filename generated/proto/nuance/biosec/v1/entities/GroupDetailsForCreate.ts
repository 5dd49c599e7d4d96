// Original file: protos/nuance/biosec/v1/entities/groups_messages.proto


/**
 * Details that can be given when a group is created. Every field is optional.
 */
export interface GroupDetailsForCreate {
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Details that can be given when a group is created. Every field is optional.
 */
export interface GroupDetailsForCreate__Output {
  /**
   * Client-defined key/value data.
   */
  'custom_data'?: ({[key: string]: string});
}
