// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { Token as _nuance_tts_v1_Token, Token__Output as _nuance_tts_v1_Token__Output } from '../../../nuance/tts/v1/Token';

/**
 * A sequence of text and control codes.
 */
export interface TokenizedSequence {
  'tokens'?: (_nuance_tts_v1_Token)[];
}

/**
 * A sequence of text and control codes.
 */
export interface TokenizedSequence__Output {
  'tokens'?: (_nuance_tts_v1_Token__Output)[];
}
