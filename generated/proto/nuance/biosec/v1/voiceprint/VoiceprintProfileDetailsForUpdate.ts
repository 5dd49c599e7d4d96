// Original file: protos/nuance/biosec/v1/voiceprint/voiceprints_management_messages.proto


/**
 * Details of a profile that can be changed.
 */
export interface VoiceprintProfileDetailsForUpdate {
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}

/**
 * Details of a profile that can be changed.
 */
export interface VoiceprintProfileDetailsForUpdate__Output {
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
}
