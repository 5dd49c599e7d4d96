// Original file: protos/nuance/asr/v1/recognizer.proto

import type { AudioFormat as _nuance_asr_v1_AudioFormat, AudioFormat__Output as _nuance_asr_v1_AudioFormat__Output } from '../../../nuance/asr/v1/AudioFormat';
import type { EnumUtteranceDetectionMode as _nuance_asr_v1_EnumUtteranceDetectionMode, EnumUtteranceDetectionMode__Output as _nuance_asr_v1_EnumUtteranceDetectionMode__Output } from '../../../nuance/asr/v1/EnumUtteranceDetectionMode';
import type { EnumResultType as _nuance_asr_v1_EnumResultType, EnumResultType__Output as _nuance_asr_v1_EnumResultType__Output } from '../../../nuance/asr/v1/EnumResultType';
import type { RecognitionFlags as _nuance_asr_v1_RecognitionFlags, RecognitionFlags__Output as _nuance_asr_v1_RecognitionFlags__Output } from '../../../nuance/asr/v1/RecognitionFlags';
import type { Formatting as _nuance_asr_v1_Formatting, Formatting__Output as _nuance_asr_v1_Formatting__Output } from '../../../nuance/asr/v1/Formatting';

/**
 * How to recognize the audio.
 */
export interface RecognitionParameters {
  /**
   * Language code of the audio; both the ll-CC form (en-US) and the lll-CCC form (eng-USA)
   * occur.
   */
  'language'?: (string);
  /**
   * Data pack topic, for example GEN (general).
   */
  'topic'?: (string);
  /**
   * Encoding of the audio chunks.
   */
  'audio_format'?: (_nuance_asr_v1_AudioFormat | null);
  /**
   * Whether the audio is split into utterances, and how many are recognized.
   */
  'utterance_detection_mode'?: (_nuance_asr_v1_EnumUtteranceDetectionMode);
  /**
   * Which results are streamed back: finals only, or partials before each final.
   */
  'result_type'?: (_nuance_asr_v1_EnumResultType);
  /**
   * Boolean switches of the recognition.
   */
  'recognition_flags'?: (_nuance_asr_v1_RecognitionFlags | null);
  /**
   * Milliseconds of audio without speech, from the start of the audio or of the timers, before
   * the recognition ends with no input; 0 means the server's default.
   */
  'no_input_timeout_ms'?: (number);
  /**
   * Longest recognition of one utterance, in milliseconds; 0 means the server's default.
   */
  'recognition_timeout_ms'?: (number);
  /**
   * Silence, in milliseconds, that ends an utterance; 0 means the server's default.
   */
  'utterance_end_silence_ms'?: (number);
  /**
   * How readily sound counts as speech, from 0 (least) to 1 (most).
   */
  'speech_detection_sensitivity'?: (number | string);
  /**
   * Most hypotheses to return per result; 0 means the server's default.
   */
  'max_hypotheses'?: (number);
  /**
   * Specialized speech domain of the data pack, when it has several (for example a domain
   * tuned to a channel or an accent).
   */
  'speech_domain'?: (string);
  /**
   * How the formatted text of hypotheses is written.
   */
  'formatting'?: (_nuance_asr_v1_Formatting | null);
  /**
   * Presence-tracked, so that an unset value differs from 0.
   */
  'optional_speech_detection_sensitivity'?: "speech_detection_sensitivity";
}

/**
 * How to recognize the audio.
 */
export interface RecognitionParameters__Output {
  /**
   * Language code of the audio; both the ll-CC form (en-US) and the lll-CCC form (eng-USA)
   * occur.
   */
  'language'?: (string);
  /**
   * Data pack topic, for example GEN (general).
   */
  'topic'?: (string);
  /**
   * Encoding of the audio chunks.
   */
  'audio_format'?: (_nuance_asr_v1_AudioFormat__Output);
  /**
   * Whether the audio is split into utterances, and how many are recognized.
   */
  'utterance_detection_mode'?: (_nuance_asr_v1_EnumUtteranceDetectionMode__Output);
  /**
   * Which results are streamed back: finals only, or partials before each final.
   */
  'result_type'?: (_nuance_asr_v1_EnumResultType__Output);
  /**
   * Boolean switches of the recognition.
   */
  'recognition_flags'?: (_nuance_asr_v1_RecognitionFlags__Output);
  /**
   * Milliseconds of audio without speech, from the start of the audio or of the timers, before
   * the recognition ends with no input; 0 means the server's default.
   */
  'no_input_timeout_ms'?: (number);
  /**
   * Longest recognition of one utterance, in milliseconds; 0 means the server's default.
   */
  'recognition_timeout_ms'?: (number);
  /**
   * Silence, in milliseconds, that ends an utterance; 0 means the server's default.
   */
  'utterance_end_silence_ms'?: (number);
  /**
   * How readily sound counts as speech, from 0 (least) to 1 (most).
   */
  'speech_detection_sensitivity'?: (number);
  /**
   * Most hypotheses to return per result; 0 means the server's default.
   */
  'max_hypotheses'?: (number);
  /**
   * Specialized speech domain of the data pack, when it has several (for example a domain
   * tuned to a channel or an accent).
   */
  'speech_domain'?: (string);
  /**
   * How the formatted text of hypotheses is written.
   */
  'formatting'?: (_nuance_asr_v1_Formatting__Output);
  /**
   * Presence-tracked, so that an unset value differs from 0.
   */
  'optional_speech_detection_sensitivity'?: "speech_detection_sensitivity";
}
