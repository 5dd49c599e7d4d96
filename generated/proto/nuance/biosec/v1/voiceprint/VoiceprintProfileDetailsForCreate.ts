// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto


/**
 * Details that can be given when a profile is created.
 */
export interface VoiceprintProfileDetailsForCreate {
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Details that can be given when a profile is created.
 */
export interface VoiceprintProfileDetailsForCreate__Output {
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}
