// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


/**
 * A marker or log event.
 */
export interface Event {
  'name'?: (string);
  'values'?: ({[key: string]: string});
}

/**
 * A marker or log event.
 */
export interface Event__Output {
  'name'?: (string);
  'values'?: ({[key: string]: string});
}
