// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


export interface Status {
  'code'?: (number);
  'message'?: (string);
  'details'?: (string);
}

export interface Status__Output {
  'code'?: (number);
  'message'?: (string);
  'details'?: (string);
}
