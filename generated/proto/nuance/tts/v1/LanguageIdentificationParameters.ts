// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


export interface LanguageIdentificationParameters {
  'disable'?: (boolean);
  'languages'?: (string)[];
  'always_use_highest_confidence'?: (boolean);
}

export interface LanguageIdentificationParameters__Output {
  'disable'?: (boolean);
  'languages'?: (string)[];
  'always_use_highest_confidence'?: (boolean);
}
