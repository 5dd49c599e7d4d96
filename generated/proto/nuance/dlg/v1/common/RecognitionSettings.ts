// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto


export interface _nuance_dlg_v1_common_RecognitionSettings_CollectionSettings {
  'timeout'?: (string);
  'complete_timeout'?: (string);
  'incomplete_timeout'?: (string);
  'max_speech_timeout'?: (string);
}

export interface _nuance_dlg_v1_common_RecognitionSettings_CollectionSettings__Output {
  'timeout'?: (string);
  'complete_timeout'?: (string);
  'incomplete_timeout'?: (string);
  'max_speech_timeout'?: (string);
}

export interface _nuance_dlg_v1_common_RecognitionSettings_DtmfMapping {
  'id'?: (string);
  'value'?: (string);
  'dtmf_key'?: (string);
}

export interface _nuance_dlg_v1_common_RecognitionSettings_DtmfMapping__Output {
  'id'?: (string);
  'value'?: (string);
  'dtmf_key'?: (string);
}

export interface _nuance_dlg_v1_common_RecognitionSettings_DtmfSettings {
  'inter_digit_timeout'?: (string);
  'term_timeout'?: (string);
  'term_char'?: (string);
}

export interface _nuance_dlg_v1_common_RecognitionSettings_DtmfSettings__Output {
  'inter_digit_timeout'?: (string);
  'term_timeout'?: (string);
  'term_char'?: (string);
}

export interface _nuance_dlg_v1_common_RecognitionSettings_SpeechSettings {
  'sensitivity'?: (string);
  'barge_in_type'?: (string);
  'speed_vs_accuracy'?: (string);
}

export interface _nuance_dlg_v1_common_RecognitionSettings_SpeechSettings__Output {
  'sensitivity'?: (string);
  'barge_in_type'?: (string);
  'speed_vs_accuracy'?: (string);
}

/**
 * How to collect the user's answer.
 */
export interface RecognitionSettings {
  'dtmf_mappings'?: (_nuance_dlg_v1_common_RecognitionSettings_DtmfMapping)[];
  'collection_settings'?: (_nuance_dlg_v1_common_RecognitionSettings_CollectionSettings | null);
  'speech_settings'?: (_nuance_dlg_v1_common_RecognitionSettings_SpeechSettings | null);
  'dtmf_settings'?: (_nuance_dlg_v1_common_RecognitionSettings_DtmfSettings | null);
}

/**
 * How to collect the user's answer.
 */
export interface RecognitionSettings__Output {
  'dtmf_mappings'?: (_nuance_dlg_v1_common_RecognitionSettings_DtmfMapping__Output)[];
  'collection_settings'?: (_nuance_dlg_v1_common_RecognitionSettings_CollectionSettings__Output);
  'speech_settings'?: (_nuance_dlg_v1_common_RecognitionSettings_SpeechSettings__Output);
  'dtmf_settings'?: (_nuance_dlg_v1_common_RecognitionSettings_DtmfSettings__Output);
}
