// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

export const EnumGender = {
  ANY: 'ANY',
  MALE: 'MALE',
  FEMALE: 'FEMALE',
  NEUTRAL: 'NEUTRAL',
} as const;

export type EnumGender =
  | 'ANY'
  | 0
  | 'MALE'
  | 1
  | 'FEMALE'
  | 2
  | 'NEUTRAL'
  | 3

export type EnumGender__Output = typeof EnumGender[keyof typeof EnumGender]
