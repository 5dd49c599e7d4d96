// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { EnumResourceType as _nuance_tts_v1_EnumResourceType, EnumResourceType__Output as _nuance_tts_v1_EnumResourceType__Output } from '../../../nuance/tts/v1/EnumResourceType';

/**
 * A resource loaded for one synthesis.
 */
export interface SynthesisResource {
  'type'?: (_nuance_tts_v1_EnumResourceType);
  'uri'?: (string);
  'body'?: (Buffer | Uint8Array | string);
  'resource_data'?: "uri"|"body";
}

/**
 * A resource loaded for one synthesis.
 */
export interface SynthesisResource__Output {
  'type'?: (_nuance_tts_v1_EnumResourceType__Output);
  'uri'?: (string);
  'body'?: (Buffer);
  'resource_data'?: "uri"|"body";
}
