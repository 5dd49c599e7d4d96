// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { ControlCode as _nuance_tts_v1_ControlCode, ControlCode__Output as _nuance_tts_v1_ControlCode__Output } from '../../../nuance/tts/v1/ControlCode';

export interface Token {
  'text'?: (string);
  'control_code'?: (_nuance_tts_v1_ControlCode | null);
  'token_data'?: "text"|"control_code";
}

export interface Token__Output {
  'text'?: (string);
  'control_code'?: (_nuance_tts_v1_ControlCode__Output);
  'token_data'?: "text"|"control_code";
}
