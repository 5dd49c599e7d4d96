// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

import type { _nuance_dlg_v1_common_Selectable_SelectableItem_SelectedValue, _nuance_dlg_v1_common_Selectable_SelectableItem_SelectedValue__Output } from '../../../../nuance/dlg/v1/common/Selectable';
import type { InterpretResult as _nuance_nlu_v1_InterpretResult, InterpretResult__Output as _nuance_nlu_v1_InterpretResult__Output } from '../../../../nuance/nlu/v1/InterpretResult';

/**
 * A client-side interpretation.
 */
export interface _nuance_dlg_v1_common_UserInput_Interpretation {
  'confidence'?: (number | string);
  'input_mode'?: (string);
  'utterance'?: (string);
  /**
   * Intent and entity values by name (the intent under "INTENT").
   */
  'data'?: ({[key: string]: string});
  'slot_literals'?: ({[key: string]: string});
  'alternative_interpretations'?: (_nuance_dlg_v1_common_UserInput_Interpretation)[];
  'slot_confidences'?: ({[key: string]: number | string});
  'slot_formatted_literals'?: ({[key: string]: string});
}

/**
 * A client-side interpretation.
 */
export interface _nuance_dlg_v1_common_UserInput_Interpretation__Output {
  'confidence'?: (number);
  'input_mode'?: (string);
  'utterance'?: (string);
  /**
   * Intent and entity values by name (the intent under "INTENT").
   */
  'data'?: ({[key: string]: string});
  'slot_literals'?: ({[key: string]: string});
  'alternative_interpretations'?: (_nuance_dlg_v1_common_UserInput_Interpretation__Output)[];
  'slot_confidences'?: ({[key: string]: number});
  'slot_formatted_literals'?: ({[key: string]: string});
}

/**
 * What the user said, typed or chose.
 */
export interface UserInput {
  /**
   * Text to interpret with the project's NLU model.
   */
  'user_text'?: (string);
  /**
   * An interpretation the client made itself.
   */
  'interpretation'?: (_nuance_dlg_v1_common_UserInput_Interpretation | null);
  /**
   * An item chosen from a Selectable.
   */
  'selected_item'?: (_nuance_dlg_v1_common_Selectable_SelectableItem_SelectedValue | null);
  /**
   * An interpretation result from the interpretation runtime.
   */
  'nluaas_interpretation'?: (_nuance_nlu_v1_InterpretResult | null);
  /**
   * How the input was given (voice, dtmf, text, ...).
   */
  'input_mode'?: (string);
  'input'?: "user_text"|"interpretation"|"selected_item"|"nluaas_interpretation";
}

/**
 * What the user said, typed or chose.
 */
export interface UserInput__Output {
  /**
   * Text to interpret with the project's NLU model.
   */
  'user_text'?: (string);
  /**
   * An interpretation the client made itself.
   */
  'interpretation'?: (_nuance_dlg_v1_common_UserInput_Interpretation__Output);
  /**
   * An item chosen from a Selectable.
   */
  'selected_item'?: (_nuance_dlg_v1_common_Selectable_SelectableItem_SelectedValue__Output);
  /**
   * An interpretation result from the interpretation runtime.
   */
  'nluaas_interpretation'?: (_nuance_nlu_v1_InterpretResult__Output);
  /**
   * How the input was given (voice, dtmf, text, ...).
   */
  'input_mode'?: (string);
  'input'?: "user_text"|"interpretation"|"selected_item"|"nluaas_interpretation";
}
