// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

export const EnumVariableBitrate = {
  VARIABLE_BITRATE_ON: 'VARIABLE_BITRATE_ON',
  VARIABLE_BITRATE_OFF: 'VARIABLE_BITRATE_OFF',
  VARIABLE_BITRATE_CONSTRAINED: 'VARIABLE_BITRATE_CONSTRAINED',
} as const;

export type EnumVariableBitrate =
  | 'VARIABLE_BITRATE_ON'
  | 0
  | 'VARIABLE_BITRATE_OFF'
  | 1
  | 'VARIABLE_BITRATE_CONSTRAINED'
  | 2

export type EnumVariableBitrate__Output = typeof EnumVariableBitrate[keyof typeof EnumVariableBitrate]
