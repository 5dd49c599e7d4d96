// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

import type { Text as _nuance_tts_v1_Text, Text__Output as _nuance_tts_v1_Text__Output } from '../../../nuance/tts/v1/Text';
import type { SSML as _nuance_tts_v1_SSML, SSML__Output as _nuance_tts_v1_SSML__Output } from '../../../nuance/tts/v1/SSML';
import type { TokenizedSequence as _nuance_tts_v1_TokenizedSequence, TokenizedSequence__Output as _nuance_tts_v1_TokenizedSequence__Output } from '../../../nuance/tts/v1/TokenizedSequence';
import type { SynthesisResource as _nuance_tts_v1_SynthesisResource, SynthesisResource__Output as _nuance_tts_v1_SynthesisResource__Output } from '../../../nuance/tts/v1/SynthesisResource';
import type { LanguageIdentificationParameters as _nuance_tts_v1_LanguageIdentificationParameters, LanguageIdentificationParameters__Output as _nuance_tts_v1_LanguageIdentificationParameters__Output } from '../../../nuance/tts/v1/LanguageIdentificationParameters';
import type { DownloadParameters as _nuance_tts_v1_DownloadParameters, DownloadParameters__Output as _nuance_tts_v1_DownloadParameters__Output } from '../../../nuance/tts/v1/DownloadParameters';

/**
 * What to say and what to say it with.
 */
export interface Input {
  /**
   * Plain text.
   */
  'text'?: (_nuance_tts_v1_Text | null);
  /**
   * SSML markup.
   */
  'ssml'?: (_nuance_tts_v1_SSML | null);
  /**
   * Text interleaved with engine control codes.
   */
  'tokenized_sequence'?: (_nuance_tts_v1_TokenizedSequence | null);
  /**
   * Dictionaries, rulesets and prompt databases to load for this synthesis.
   */
  'resources'?: (_nuance_tts_v1_SynthesisResource)[];
  /**
   * Automatic language detection.
   */
  'lid_params'?: (_nuance_tts_v1_LanguageIdentificationParameters | null);
  /**
   * How input and resources given by URI are fetched.
   */
  'download_params'?: (_nuance_tts_v1_DownloadParameters | null);
  'input_data'?: "text"|"ssml"|"tokenized_sequence";
}

/**
 * What to say and what to say it with.
 */
export interface Input__Output {
  /**
   * Plain text.
   */
  'text'?: (_nuance_tts_v1_Text__Output);
  /**
   * SSML markup.
   */
  'ssml'?: (_nuance_tts_v1_SSML__Output);
  /**
   * Text interleaved with engine control codes.
   */
  'tokenized_sequence'?: (_nuance_tts_v1_TokenizedSequence__Output);
  /**
   * Dictionaries, rulesets and prompt databases to load for this synthesis.
   */
  'resources'?: (_nuance_tts_v1_SynthesisResource__Output)[];
  /**
   * Automatic language detection.
   */
  'lid_params'?: (_nuance_tts_v1_LanguageIdentificationParameters__Output);
  /**
   * How input and resources given by URI are fetched.
   */
  'download_params'?: (_nuance_tts_v1_DownloadParameters__Output);
  'input_data'?: "text"|"ssml"|"tokenized_sequence";
}
