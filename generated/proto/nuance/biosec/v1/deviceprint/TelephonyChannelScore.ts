// Original file: protos/nuance/biosec/v1/deviceprint/deviceprints_common_types.proto

import type { TelephonyChannelType as _nuance_biosec_v1_deviceprint_TelephonyChannelType, TelephonyChannelType__Output as _nuance_biosec_v1_deviceprint_TelephonyChannelType__Output } from '../../../../nuance/biosec/v1/deviceprint/TelephonyChannelType';

/**
 * Likelihood that the audio travelled over one kind of telephony channel.
 */
export interface TelephonyChannelScore {
  /**
   * The channel kind.
   */
  'channel_type'?: (_nuance_biosec_v1_deviceprint_TelephonyChannelType);
  /**
   * Score for that channel kind.
   */
  'channel_score'?: (number | string);
}

/**
 * Likelihood that the audio travelled over one kind of telephony channel.
 */
export interface TelephonyChannelScore__Output {
  /**
   * The channel kind.
   */
  'channel_type'?: (_nuance_biosec_v1_deviceprint_TelephonyChannelType__Output);
  /**
   * Score for that channel kind.
   */
  'channel_score'?: (number);
}
