// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

export const EnumSSMLValidationMode = {
  STRICT: 'STRICT',
  WARN: 'WARN',
  NONE: 'NONE',
} as const;

export type EnumSSMLValidationMode =
  | 'STRICT'
  | 0
  | 'WARN'
  | 1
  | 'NONE'
  | 2

export type EnumSSMLValidationMode__Output = typeof EnumSSMLValidationMode[keyof typeof EnumSSMLValidationMode]
