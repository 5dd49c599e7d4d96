// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

import type { View as _nuance_dlg_v1_common_View, View__Output as _nuance_dlg_v1_common_View__Output } from '../../../../nuance/dlg/v1/common/View';

/**
 * A recorded prompt, with its text as a fallback.
 */
export interface _nuance_dlg_v1_common_Message_Audio {
  'text'?: (string);
  'uri'?: (string);
  'mask'?: (boolean);
  'barge_in_disabled'?: (boolean);
  'AudioSrc'?: "uri";
}

/**
 * A recorded prompt, with its text as a fallback.
 */
export interface _nuance_dlg_v1_common_Message_Audio__Output {
  'text'?: (string);
  'uri'?: (string);
  'mask'?: (boolean);
  'barge_in_disabled'?: (boolean);
  'AudioSrc'?: "uri";
}

// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

export const _nuance_dlg_v1_common_Message_TTSParameters_Voice_EnumGender = {
  ANY: 'ANY',
  MALE: 'MALE',
  FEMALE: 'FEMALE',
  NEUTRAL: 'NEUTRAL',
} as const;

export type _nuance_dlg_v1_common_Message_TTSParameters_Voice_EnumGender =
  | 'ANY'
  | 0
  | 'MALE'
  | 1
  | 'FEMALE'
  | 2
  | 'NEUTRAL'
  | 3

export type _nuance_dlg_v1_common_Message_TTSParameters_Voice_EnumGender__Output = typeof _nuance_dlg_v1_common_Message_TTSParameters_Voice_EnumGender[keyof typeof _nuance_dlg_v1_common_Message_TTSParameters_Voice_EnumGender]

/**
 * Text for speech synthesis.
 */
export interface _nuance_dlg_v1_common_Message_Nlg {
  'text'?: (string);
  'mask'?: (boolean);
  'barge_in_disabled'?: (boolean);
}

/**
 * Text for speech synthesis.
 */
export interface _nuance_dlg_v1_common_Message_Nlg__Output {
  'text'?: (string);
  'mask'?: (boolean);
  'barge_in_disabled'?: (boolean);
}

/**
 * Voice to synthesize the message with.
 */
export interface _nuance_dlg_v1_common_Message_TTSParameters {
  'voice'?: (_nuance_dlg_v1_common_Message_TTSParameters_Voice | null);
}

/**
 * Voice to synthesize the message with.
 */
export interface _nuance_dlg_v1_common_Message_TTSParameters__Output {
  'voice'?: (_nuance_dlg_v1_common_Message_TTSParameters_Voice__Output);
}

/**
 * Text to display.
 */
export interface _nuance_dlg_v1_common_Message_Visual {
  'text'?: (string);
  'mask'?: (boolean);
  'barge_in_disabled'?: (boolean);
}

/**
 * Text to display.
 */
export interface _nuance_dlg_v1_common_Message_Visual__Output {
  'text'?: (string);
  'mask'?: (boolean);
  'barge_in_disabled'?: (boolean);
}

export interface _nuance_dlg_v1_common_Message_TTSParameters_Voice {
  'name'?: (string);
  'model'?: (string);
  'gender'?: (_nuance_dlg_v1_common_Message_TTSParameters_Voice_EnumGender);
  'language'?: (string);
}

export interface _nuance_dlg_v1_common_Message_TTSParameters_Voice__Output {
  'name'?: (string);
  'model'?: (string);
  'gender'?: (_nuance_dlg_v1_common_Message_TTSParameters_Voice_EnumGender__Output);
  'language'?: (string);
}

/**
 * Something to say or show.
 */
export interface Message {
  'nlg'?: (_nuance_dlg_v1_common_Message_Nlg)[];
  'visual'?: (_nuance_dlg_v1_common_Message_Visual)[];
  'audio'?: (_nuance_dlg_v1_common_Message_Audio)[];
  'view'?: (_nuance_dlg_v1_common_View | null);
  'language'?: (string);
  'tts_parameters'?: (_nuance_dlg_v1_common_Message_TTSParameters | null);
}

/**
 * Something to say or show.
 */
export interface Message__Output {
  'nlg'?: (_nuance_dlg_v1_common_Message_Nlg__Output)[];
  'visual'?: (_nuance_dlg_v1_common_Message_Visual__Output)[];
  'audio'?: (_nuance_dlg_v1_common_Message_Audio__Output)[];
  'view'?: (_nuance_dlg_v1_common_View__Output);
  'language'?: (string);
  'tts_parameters'?: (_nuance_dlg_v1_common_Message_TTSParameters__Output);
}
