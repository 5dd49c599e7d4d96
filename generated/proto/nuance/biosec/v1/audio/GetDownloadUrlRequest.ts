// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { AudioFormat as _nuance_biosec_v1_audio_AudioFormat, AudioFormat__Output as _nuance_biosec_v1_audio_AudioFormat__Output } from '../../../../nuance/biosec/v1/audio/AudioFormat';
import type { Container as _nuance_biosec_v1_audio_Container, Container__Output as _nuance_biosec_v1_audio_Container__Output } from '../../../../nuance/biosec/v1/audio/Container';
import type { AudioChannelSelector as _nuance_biosec_v1_AudioChannelSelector, AudioChannelSelector__Output as _nuance_biosec_v1_AudioChannelSelector__Output } from '../../../../nuance/biosec/v1/AudioChannelSelector';

/**
 * Input of GetDownloadUrl.
 */
export interface GetDownloadUrlRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Media segment to download (mandatory).
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Encoding wanted for the download.
   */
  'format'?: (_nuance_biosec_v1_audio_AudioFormat | null);
  /**
   * Container wanted for the download.
   */
  'container'?: (_nuance_biosec_v1_audio_Container);
  /**
   * Channel to keep (stereo: 1 left, 2 right); absent means all channels.
   */
  'channel_selector'?: (_nuance_biosec_v1_AudioChannelSelector | null);
}

/**
 * Input of GetDownloadUrl.
 */
export interface GetDownloadUrlRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id unused, gk_session_id unused,
   * gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Media segment to download (mandatory).
   */
  'gk_media_segment_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Encoding wanted for the download.
   */
  'format'?: (_nuance_biosec_v1_audio_AudioFormat__Output);
  /**
   * Container wanted for the download.
   */
  'container'?: (_nuance_biosec_v1_audio_Container__Output);
  /**
   * Channel to keep (stereo: 1 left, 2 right); absent means all channels.
   */
  'channel_selector'?: (_nuance_biosec_v1_AudioChannelSelector__Output);
}
