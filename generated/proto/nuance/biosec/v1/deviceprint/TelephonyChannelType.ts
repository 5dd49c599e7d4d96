// Original file: protos/nuance/biosec/v1/deviceprint/deviceprints_common_types.proto

/**
 * Kinds of telephony channel.
 */
export const TelephonyChannelType = {
  TELEPHONY_CHANNEL_TYPE_UNSPECIFIED: 'TELEPHONY_CHANNEL_TYPE_UNSPECIFIED',
  TELEPHONY_CHANNEL_TYPE_LANDLINE: 'TELEPHONY_CHANNEL_TYPE_LANDLINE',
  TELEPHONY_CHANNEL_TYPE_MOBILE: 'TELEPHONY_CHANNEL_TYPE_MOBILE',
  TELEPHONY_CHANNEL_TYPE_VOIP: 'TELEPHONY_CHANNEL_TYPE_VOIP',
} as const;

/**
 * Kinds of telephony channel.
 */
export type TelephonyChannelType =
  | 'TELEPHONY_CHANNEL_TYPE_UNSPECIFIED'
  | 0
  | 'TELEPHONY_CHANNEL_TYPE_LANDLINE'
  | 1
  | 'TELEPHONY_CHANNEL_TYPE_MOBILE'
  | 2
  | 'TELEPHONY_CHANNEL_TYPE_VOIP'
  | 3

/**
 * Kinds of telephony channel.
 */
export type TelephonyChannelType__Output = typeof TelephonyChannelType[keyof typeof TelephonyChannelType]
