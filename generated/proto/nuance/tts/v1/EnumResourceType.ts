// Original file: protos/nuance/tts/v1/nuance_tts_v1.proto

export const EnumResourceType = {
  USER_DICTIONARY: 'USER_DICTIONARY',
  TEXT_USER_RULESET: 'TEXT_USER_RULESET',
  BINARY_USER_RULESET: 'BINARY_USER_RULESET',
  ACTIVEPROMPT_DB: 'ACTIVEPROMPT_DB',
  ACTIVEPROMPT_DB_AUTO: 'ACTIVEPROMPT_DB_AUTO',
  SYSTEM_DICTIONARY: 'SYSTEM_DICTIONARY',
} as const;

export type EnumResourceType =
  | 'USER_DICTIONARY'
  | 0
  | 'TEXT_USER_RULESET'
  | 1
  | 'BINARY_USER_RULESET'
  | 2
  | 'ACTIVEPROMPT_DB'
  | 3
  | 'ACTIVEPROMPT_DB_AUTO'
  | 4
  | 'SYSTEM_DICTIONARY'
  | 5

export type EnumResourceType__Output = typeof EnumResourceType[keyof typeof EnumResourceType]
