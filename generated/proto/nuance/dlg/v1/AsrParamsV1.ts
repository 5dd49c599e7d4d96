// Original file: protos/nuance/dlg/v1/dlg_messages.proto

import type { AudioFormat as _nuance_asr_v1_AudioFormat, AudioFormat__Output as _nuance_asr_v1_AudioFormat__Output } from '../../../nuance/asr/v1/AudioFormat';
import type { EnumUtteranceDetectionMode as _nuance_asr_v1_EnumUtteranceDetectionMode, EnumUtteranceDetectionMode__Output as _nuance_asr_v1_EnumUtteranceDetectionMode__Output } from '../../../nuance/asr/v1/EnumUtteranceDetectionMode';
import type { RecognitionFlags as _nuance_asr_v1_RecognitionFlags, RecognitionFlags__Output as _nuance_asr_v1_RecognitionFlags__Output } from '../../../nuance/asr/v1/RecognitionFlags';
import type { EnumResultType as _nuance_asr_v1_EnumResultType, EnumResultType__Output as _nuance_asr_v1_EnumResultType__Output } from '../../../nuance/asr/v1/EnumResultType';
import type { RecognitionResource as _nuance_asr_v1_RecognitionResource, RecognitionResource__Output as _nuance_asr_v1_RecognitionResource__Output } from '../../../nuance/asr/v1/RecognitionResource';
import type { Formatting as _nuance_asr_v1_Formatting, Formatting__Output as _nuance_asr_v1_Formatting__Output } from '../../../nuance/asr/v1/Formatting';

/**
 * Recognition parameters of a streamed turn.
 */
export interface AsrParamsV1 {
  'audio_format'?: (_nuance_asr_v1_AudioFormat | null);
  'utterance_detection_mode'?: (_nuance_asr_v1_EnumUtteranceDetectionMode);
  'recognition_flags'?: (_nuance_asr_v1_RecognitionFlags | null);
  'result_type'?: (_nuance_asr_v1_EnumResultType);
  'no_input_timeout_ms'?: (number);
  'recognition_timeout_ms'?: (number);
  'utterance_end_silence_ms'?: (number);
  'speech_detection_sensitivity'?: (number | string);
  'max_hypotheses'?: (number);
  'end_stream_no_valid_hypotheses'?: (boolean);
  'resources'?: (_nuance_asr_v1_RecognitionResource)[];
  'speech_domain'?: (string);
  'formatting'?: (_nuance_asr_v1_Formatting | null);
  'optional_speech_detection_sensitivity'?: "speech_detection_sensitivity";
}

/**
 * Recognition parameters of a streamed turn.
 */
export interface AsrParamsV1__Output {
  'audio_format'?: (_nuance_asr_v1_AudioFormat__Output);
  'utterance_detection_mode'?: (_nuance_asr_v1_EnumUtteranceDetectionMode__Output);
  'recognition_flags'?: (_nuance_asr_v1_RecognitionFlags__Output);
  'result_type'?: (_nuance_asr_v1_EnumResultType__Output);
  'no_input_timeout_ms'?: (number);
  'recognition_timeout_ms'?: (number);
  'utterance_end_silence_ms'?: (number);
  'speech_detection_sensitivity'?: (number);
  'max_hypotheses'?: (number);
  'end_stream_no_valid_hypotheses'?: (boolean);
  'resources'?: (_nuance_asr_v1_RecognitionResource__Output)[];
  'speech_domain'?: (string);
  'formatting'?: (_nuance_asr_v1_Formatting__Output);
  'optional_speech_detection_sensitivity'?: "speech_detection_sensitivity";
}
