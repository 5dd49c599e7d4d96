// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


export interface Event {
  'name'?: (string);
  'values'?: ({[key: string]: string});
}

export interface Event__Output {
  'name'?: (string);
  'values'?: ({[key: string]: string});
}
