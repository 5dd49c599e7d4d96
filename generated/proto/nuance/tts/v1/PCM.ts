// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto


export interface PCM {
  'sample_rate_hz'?: (number);
}

export interface PCM__Output {
  'sample_rate_hz'?: (number);
}
