// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

export const EnumAgeGroup = {
  ADULT: 'ADULT',
  CHILD: 'CHILD',
} as const;

export type EnumAgeGroup =
  | 'ADULT'
  | 0
  | 'CHILD'
  | 1

export type EnumAgeGroup__Output = typeof EnumAgeGroup[keyof typeof EnumAgeGroup]
