// Original file: protos/nuance/nlu/v1/runtime.proto

import type { EnumInterpretationResultType as _nuance_nlu_v1_EnumInterpretationResultType, EnumInterpretationResultType__Output as _nuance_nlu_v1_EnumInterpretationResultType__Output } from '../../../nuance/nlu/v1/EnumInterpretationResultType';
import type { EnumInterpretationInputLoggingMode as _nuance_nlu_v1_EnumInterpretationInputLoggingMode, EnumInterpretationInputLoggingMode__Output as _nuance_nlu_v1_EnumInterpretationInputLoggingMode__Output } from '../../../nuance/nlu/v1/EnumInterpretationInputLoggingMode';

/**
 * How to interpret.
 */
export interface InterpretationParameters {
  /**
   * Single-intent or multi-intent results.
   */
  'interpretation_result_type'?: (_nuance_nlu_v1_EnumInterpretationResultType);
  /**
   * Whether the input is written to the logs as is or left out.
   */
  'interpretation_input_logging_mode'?: (_nuance_nlu_v1_EnumInterpretationInputLoggingMode);
  /**
   * Parameters passed to the model's post-processing script.
   */
  'post_processing_script_parameters'?: ({[key: string]: string});
  /**
   * Most interpretations to return; 0 means the server's default.
   */
  'max_interpretations'?: (number);
}

/**
 * How to interpret.
 */
export interface InterpretationParameters__Output {
  /**
   * Single-intent or multi-intent results.
   */
  'interpretation_result_type'?: (_nuance_nlu_v1_EnumInterpretationResultType__Output);
  /**
   * Whether the input is written to the logs as is or left out.
   */
  'interpretation_input_logging_mode'?: (_nuance_nlu_v1_EnumInterpretationInputLoggingMode__Output);
  /**
   * Parameters passed to the model's post-processing script.
   */
  'post_processing_script_parameters'?: ({[key: string]: string});
  /**
   * Most interpretations to return; 0 means the server's default.
   */
  'max_interpretations'?: (number);
}
