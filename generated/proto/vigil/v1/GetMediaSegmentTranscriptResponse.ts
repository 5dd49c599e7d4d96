// Original file: protos/vigil/v1/media.proto

import type { Status as _nuance_rpc_Status, Status__Output as _nuance_rpc_Status__Output } from '../../nuance/rpc/Status';
import type { TranscriptStatus as _vigil_v1_TranscriptStatus, TranscriptStatus__Output as _vigil_v1_TranscriptStatus__Output } from '../../vigil/v1/TranscriptStatus';
import type { Duration as _google_protobuf_Duration, Duration__Output as _google_protobuf_Duration__Output } from '../../google/protobuf/Duration';
import type { ChannelTranscript as _vigil_v1_ChannelTranscript, ChannelTranscript__Output as _vigil_v1_ChannelTranscript__Output } from '../../vigil/v1/ChannelTranscript';
import type { TurnInterpretation as _vigil_v1_TurnInterpretation, TurnInterpretation__Output as _vigil_v1_TurnInterpretation__Output } from '../../vigil/v1/TurnInterpretation';

export interface GetMediaSegmentTranscriptResponse {
  'status'?: (_nuance_rpc_Status | null);
  'transcript_status'?: (_vigil_v1_TranscriptStatus);
  /**
   * Set when transcript_status is FAILED.
   */
  'failure_reason'?: (string);
  'media_length'?: (_google_protobuf_Duration | null);
  /**
   * The channels transcribed so far (every channel once DONE).
   */
  'channels'?: (_vigil_v1_ChannelTranscript)[];
  /**
   * The language the engine was run with (en-US).
   */
  'language'?: (string);
  /**
   * How the caller turns were interpreted; absent while they are not (no semantic model deployed
   * for an app working in the scope, or the transcript not done yet).
   */
  'interpretation'?: (_vigil_v1_TurnInterpretation | null);
}

export interface GetMediaSegmentTranscriptResponse__Output {
  'status'?: (_nuance_rpc_Status__Output);
  'transcript_status'?: (_vigil_v1_TranscriptStatus__Output);
  /**
   * Set when transcript_status is FAILED.
   */
  'failure_reason'?: (string);
  'media_length'?: (_google_protobuf_Duration__Output);
  /**
   * The channels transcribed so far (every channel once DONE).
   */
  'channels'?: (_vigil_v1_ChannelTranscript__Output)[];
  /**
   * The language the engine was run with (en-US).
   */
  'language'?: (string);
  /**
   * How the caller turns were interpreted; absent while they are not (no semantic model deployed
   * for an app working in the scope, or the transcript not done yet).
   */
  'interpretation'?: (_vigil_v1_TurnInterpretation__Output);
}
