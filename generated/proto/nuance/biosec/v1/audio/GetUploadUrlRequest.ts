// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { Context as _nuance_biosec_v1_Context, Context__Output as _nuance_biosec_v1_Context__Output } from '../../../../nuance/biosec/v1/Context';
import type { AudioFormat as _nuance_biosec_v1_audio_AudioFormat, AudioFormat__Output as _nuance_biosec_v1_audio_AudioFormat__Output } from '../../../../nuance/biosec/v1/audio/AudioFormat';
import type { Container as _nuance_biosec_v1_audio_Container, Container__Output as _nuance_biosec_v1_audio_Container__Output } from '../../../../nuance/biosec/v1/audio/Container';
import type { PartyAttributes as _nuance_biosec_v1_audio_PartyAttributes, PartyAttributes__Output as _nuance_biosec_v1_audio_PartyAttributes__Output } from '../../../../nuance/biosec/v1/audio/PartyAttributes';

/**
 * Input of GetUploadUrl.
 */
export interface GetUploadUrlRequest {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context | null);
  /**
   * Encoding of the audio to upload; optional for WAV, mandatory for header-less audio.
   */
  'format'?: (_nuance_biosec_v1_audio_AudioFormat | null);
  /**
   * Container of the audio to upload (mandatory).
   */
  'container'?: (_nuance_biosec_v1_audio_Container);
  /**
   * Parties heard on each channel.
   */
  'call_parties'?: (_nuance_biosec_v1_audio_PartyAttributes)[];
}

/**
 * Input of GetUploadUrl.
 */
export interface GetUploadUrlRequest__Output {
  /**
   * Request context (mandatory). For this call: gk_engagement_id mandatory, gk_session_id
   * mandatory, gk_scope_id mandatory, configset_id unused.
   */
  'context'?: (_nuance_biosec_v1_Context__Output);
  /**
   * Encoding of the audio to upload; optional for WAV, mandatory for header-less audio.
   */
  'format'?: (_nuance_biosec_v1_audio_AudioFormat__Output);
  /**
   * Container of the audio to upload (mandatory).
   */
  'container'?: (_nuance_biosec_v1_audio_Container__Output);
  /**
   * Parties heard on each channel.
   */
  'call_parties'?: (_nuance_biosec_v1_audio_PartyAttributes__Output)[];
}
