// Original file: protos/nuance/biosec/v1/audio/audio_management_service.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { DeleteMediaSegmentRequest as _nuance_biosec_v1_audio_DeleteMediaSegmentRequest, DeleteMediaSegmentRequest__Output as _nuance_biosec_v1_audio_DeleteMediaSegmentRequest__Output } from '../../../../nuance/biosec/v1/audio/DeleteMediaSegmentRequest';
import type { DeleteMediaSegmentResponse as _nuance_biosec_v1_audio_DeleteMediaSegmentResponse, DeleteMediaSegmentResponse__Output as _nuance_biosec_v1_audio_DeleteMediaSegmentResponse__Output } from '../../../../nuance/biosec/v1/audio/DeleteMediaSegmentResponse';
import type { GetDownloadUrlRequest as _nuance_biosec_v1_audio_GetDownloadUrlRequest, GetDownloadUrlRequest__Output as _nuance_biosec_v1_audio_GetDownloadUrlRequest__Output } from '../../../../nuance/biosec/v1/audio/GetDownloadUrlRequest';
import type { GetDownloadUrlResponse as _nuance_biosec_v1_audio_GetDownloadUrlResponse, GetDownloadUrlResponse__Output as _nuance_biosec_v1_audio_GetDownloadUrlResponse__Output } from '../../../../nuance/biosec/v1/audio/GetDownloadUrlResponse';
import type { GetMediaSegmentDetailsRequest as _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest, GetMediaSegmentDetailsRequest__Output as _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest__Output } from '../../../../nuance/biosec/v1/audio/GetMediaSegmentDetailsRequest';
import type { GetMediaSegmentDetailsResponse as _nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse, GetMediaSegmentDetailsResponse__Output as _nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse__Output } from '../../../../nuance/biosec/v1/audio/GetMediaSegmentDetailsResponse';
import type { GetProcessedAudioDetailsRequest as _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest, GetProcessedAudioDetailsRequest__Output as _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest__Output } from '../../../../nuance/biosec/v1/audio/GetProcessedAudioDetailsRequest';
import type { GetProcessedAudioDetailsResponse as _nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse, GetProcessedAudioDetailsResponse__Output as _nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse__Output } from '../../../../nuance/biosec/v1/audio/GetProcessedAudioDetailsResponse';
import type { GetUploadUrlRequest as _nuance_biosec_v1_audio_GetUploadUrlRequest, GetUploadUrlRequest__Output as _nuance_biosec_v1_audio_GetUploadUrlRequest__Output } from '../../../../nuance/biosec/v1/audio/GetUploadUrlRequest';
import type { GetUploadUrlResponse as _nuance_biosec_v1_audio_GetUploadUrlResponse, GetUploadUrlResponse__Output as _nuance_biosec_v1_audio_GetUploadUrlResponse__Output } from '../../../../nuance/biosec/v1/audio/GetUploadUrlResponse';
import type { UpdateMediaSegmentDetailsRequest as _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest, UpdateMediaSegmentDetailsRequest__Output as _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest__Output } from '../../../../nuance/biosec/v1/audio/UpdateMediaSegmentDetailsRequest';
import type { UpdateMediaSegmentDetailsResponse as _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse, UpdateMediaSegmentDetailsResponse__Output as _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse__Output } from '../../../../nuance/biosec/v1/audio/UpdateMediaSegmentDetailsResponse';
import type { UpdateProcessedAudioDetailsRequest as _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest, UpdateProcessedAudioDetailsRequest__Output as _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest__Output } from '../../../../nuance/biosec/v1/audio/UpdateProcessedAudioDetailsRequest';
import type { UpdateProcessedAudioDetailsResponse as _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse, UpdateProcessedAudioDetailsResponse__Output as _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse__Output } from '../../../../nuance/biosec/v1/audio/UpdateProcessedAudioDetailsResponse';

/**
 * Manages audio: temporary upload and download addresses, details of media segments and of
 * processed audio, and deletion of media segments.
 */
export interface AudioManagerClient extends grpc.Client {
  /**
   * Deletes a media segment together with its processed audio. Fails with PERMISSION_DENIED for
   * live media, media used for enrollment, media shared in the data share, and media with
   * legal_hold set.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteMediaSegment(argument: _nuance_biosec_v1_audio_DeleteMediaSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_DeleteMediaSegmentResponse__Output>): grpc.ClientUnaryCall;
  DeleteMediaSegment(argument: _nuance_biosec_v1_audio_DeleteMediaSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_DeleteMediaSegmentResponse__Output>): grpc.ClientUnaryCall;
  DeleteMediaSegment(argument: _nuance_biosec_v1_audio_DeleteMediaSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_DeleteMediaSegmentResponse__Output>): grpc.ClientUnaryCall;
  DeleteMediaSegment(argument: _nuance_biosec_v1_audio_DeleteMediaSegmentRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_DeleteMediaSegmentResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Deletes a media segment together with its processed audio. Fails with PERMISSION_DENIED for
   * live media, media used for enrollment, media shared in the data share, and media with
   * legal_hold set.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  deleteMediaSegment(argument: _nuance_biosec_v1_audio_DeleteMediaSegmentRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_DeleteMediaSegmentResponse__Output>): grpc.ClientUnaryCall;
  deleteMediaSegment(argument: _nuance_biosec_v1_audio_DeleteMediaSegmentRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_DeleteMediaSegmentResponse__Output>): grpc.ClientUnaryCall;
  deleteMediaSegment(argument: _nuance_biosec_v1_audio_DeleteMediaSegmentRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_DeleteMediaSegmentResponse__Output>): grpc.ClientUnaryCall;
  deleteMediaSegment(argument: _nuance_biosec_v1_audio_DeleteMediaSegmentRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_DeleteMediaSegmentResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Returns a temporary address from which a media segment can be played back (not encrypted),
   * optionally transcoded and limited to one channel.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetDownloadUrl(argument: _nuance_biosec_v1_audio_GetDownloadUrlRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetDownloadUrlResponse__Output>): grpc.ClientUnaryCall;
  GetDownloadUrl(argument: _nuance_biosec_v1_audio_GetDownloadUrlRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetDownloadUrlResponse__Output>): grpc.ClientUnaryCall;
  GetDownloadUrl(argument: _nuance_biosec_v1_audio_GetDownloadUrlRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetDownloadUrlResponse__Output>): grpc.ClientUnaryCall;
  GetDownloadUrl(argument: _nuance_biosec_v1_audio_GetDownloadUrlRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetDownloadUrlResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Returns a temporary address from which a media segment can be played back (not encrypted),
   * optionally transcoded and limited to one channel.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getDownloadUrl(argument: _nuance_biosec_v1_audio_GetDownloadUrlRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetDownloadUrlResponse__Output>): grpc.ClientUnaryCall;
  getDownloadUrl(argument: _nuance_biosec_v1_audio_GetDownloadUrlRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetDownloadUrlResponse__Output>): grpc.ClientUnaryCall;
  getDownloadUrl(argument: _nuance_biosec_v1_audio_GetDownloadUrlRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetDownloadUrlResponse__Output>): grpc.ClientUnaryCall;
  getDownloadUrl(argument: _nuance_biosec_v1_audio_GetDownloadUrlRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetDownloadUrlResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads the details of a media segment.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetMediaSegmentDetails(argument: _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetMediaSegmentDetails(argument: _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetMediaSegmentDetails(argument: _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetMediaSegmentDetails(argument: _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reads the details of a media segment.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getMediaSegmentDetails(argument: _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  getMediaSegmentDetails(argument: _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  getMediaSegmentDetails(argument: _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  getMediaSegmentDetails(argument: _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reads the details of a processed audio, and the media segment it came from.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetProcessedAudioDetails(argument: _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetProcessedAudioDetails(argument: _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetProcessedAudioDetails(argument: _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  GetProcessedAudioDetails(argument: _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reads the details of a processed audio, and the media segment it came from.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  getProcessedAudioDetails(argument: _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  getProcessedAudioDetails(argument: _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  getProcessedAudioDetails(argument: _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  getProcessedAudioDetails(argument: _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Reserves a new media segment and returns a temporary address to upload its audio to. format
   * is optional for WAV and mandatory for header-less audio; container is mandatory.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  GetUploadUrl(argument: _nuance_biosec_v1_audio_GetUploadUrlRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetUploadUrlResponse__Output>): grpc.ClientUnaryCall;
  GetUploadUrl(argument: _nuance_biosec_v1_audio_GetUploadUrlRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetUploadUrlResponse__Output>): grpc.ClientUnaryCall;
  GetUploadUrl(argument: _nuance_biosec_v1_audio_GetUploadUrlRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetUploadUrlResponse__Output>): grpc.ClientUnaryCall;
  GetUploadUrl(argument: _nuance_biosec_v1_audio_GetUploadUrlRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetUploadUrlResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Reserves a new media segment and returns a temporary address to upload its audio to. format
   * is optional for WAV and mandatory for header-less audio; container is mandatory.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  getUploadUrl(argument: _nuance_biosec_v1_audio_GetUploadUrlRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetUploadUrlResponse__Output>): grpc.ClientUnaryCall;
  getUploadUrl(argument: _nuance_biosec_v1_audio_GetUploadUrlRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetUploadUrlResponse__Output>): grpc.ClientUnaryCall;
  getUploadUrl(argument: _nuance_biosec_v1_audio_GetUploadUrlRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetUploadUrlResponse__Output>): grpc.ClientUnaryCall;
  getUploadUrl(argument: _nuance_biosec_v1_audio_GetUploadUrlRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_GetUploadUrlResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes the writable details of a media segment; details and field_mask are mandatory.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateMediaSegmentDetails(argument: _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  UpdateMediaSegmentDetails(argument: _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  UpdateMediaSegmentDetails(argument: _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  UpdateMediaSegmentDetails(argument: _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes the writable details of a media segment; details and field_mask are mandatory.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  updateMediaSegmentDetails(argument: _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  updateMediaSegmentDetails(argument: _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  updateMediaSegmentDetails(argument: _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  updateMediaSegmentDetails(argument: _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse__Output>): grpc.ClientUnaryCall;
  
  /**
   * Changes the writable details of a processed audio; details and field_mask are mandatory.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateProcessedAudioDetails(argument: _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  UpdateProcessedAudioDetails(argument: _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  UpdateProcessedAudioDetails(argument: _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  UpdateProcessedAudioDetails(argument: _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Changes the writable details of a processed audio; details and field_mask are mandatory.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  updateProcessedAudioDetails(argument: _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  updateProcessedAudioDetails(argument: _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  updateProcessedAudioDetails(argument: _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  updateProcessedAudioDetails(argument: _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest, callback: grpc.requestCallback<_nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Manages audio: temporary upload and download addresses, details of media segments and of
 * processed audio, and deletion of media segments.
 */
export interface AudioManagerHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Deletes a media segment together with its processed audio. Fails with PERMISSION_DENIED for
   * live media, media used for enrollment, media shared in the data share, and media with
   * legal_hold set.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  DeleteMediaSegment: grpc.handleUnaryCall<_nuance_biosec_v1_audio_DeleteMediaSegmentRequest__Output, _nuance_biosec_v1_audio_DeleteMediaSegmentResponse>;
  
  /**
   * Returns a temporary address from which a media segment can be played back (not encrypted),
   * optionally transcoded and limited to one channel.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetDownloadUrl: grpc.handleUnaryCall<_nuance_biosec_v1_audio_GetDownloadUrlRequest__Output, _nuance_biosec_v1_audio_GetDownloadUrlResponse>;
  
  /**
   * Reads the details of a media segment.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetMediaSegmentDetails: grpc.handleUnaryCall<_nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest__Output, _nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse>;
  
  /**
   * Reads the details of a processed audio, and the media segment it came from.
   * Context: gk_engagement_id unused, gk_session_id unused, gk_scope_id mandatory, configset_id
   * unused.
   */
  GetProcessedAudioDetails: grpc.handleUnaryCall<_nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest__Output, _nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse>;
  
  /**
   * Reserves a new media segment and returns a temporary address to upload its audio to. format
   * is optional for WAV and mandatory for header-less audio; container is mandatory.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  GetUploadUrl: grpc.handleUnaryCall<_nuance_biosec_v1_audio_GetUploadUrlRequest__Output, _nuance_biosec_v1_audio_GetUploadUrlResponse>;
  
  /**
   * Changes the writable details of a media segment; details and field_mask are mandatory.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateMediaSegmentDetails: grpc.handleUnaryCall<_nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest__Output, _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse>;
  
  /**
   * Changes the writable details of a processed audio; details and field_mask are mandatory.
   * Context: gk_engagement_id mandatory, gk_session_id mandatory, gk_scope_id mandatory,
   * configset_id unused.
   */
  UpdateProcessedAudioDetails: grpc.handleUnaryCall<_nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest__Output, _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse>;
  
}

export interface AudioManagerDefinition extends grpc.ServiceDefinition {
  DeleteMediaSegment: MethodDefinition<_nuance_biosec_v1_audio_DeleteMediaSegmentRequest, _nuance_biosec_v1_audio_DeleteMediaSegmentResponse, _nuance_biosec_v1_audio_DeleteMediaSegmentRequest__Output, _nuance_biosec_v1_audio_DeleteMediaSegmentResponse__Output>
  GetDownloadUrl: MethodDefinition<_nuance_biosec_v1_audio_GetDownloadUrlRequest, _nuance_biosec_v1_audio_GetDownloadUrlResponse, _nuance_biosec_v1_audio_GetDownloadUrlRequest__Output, _nuance_biosec_v1_audio_GetDownloadUrlResponse__Output>
  GetMediaSegmentDetails: MethodDefinition<_nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest, _nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse, _nuance_biosec_v1_audio_GetMediaSegmentDetailsRequest__Output, _nuance_biosec_v1_audio_GetMediaSegmentDetailsResponse__Output>
  GetProcessedAudioDetails: MethodDefinition<_nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest, _nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse, _nuance_biosec_v1_audio_GetProcessedAudioDetailsRequest__Output, _nuance_biosec_v1_audio_GetProcessedAudioDetailsResponse__Output>
  GetUploadUrl: MethodDefinition<_nuance_biosec_v1_audio_GetUploadUrlRequest, _nuance_biosec_v1_audio_GetUploadUrlResponse, _nuance_biosec_v1_audio_GetUploadUrlRequest__Output, _nuance_biosec_v1_audio_GetUploadUrlResponse__Output>
  UpdateMediaSegmentDetails: MethodDefinition<_nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest, _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse, _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsRequest__Output, _nuance_biosec_v1_audio_UpdateMediaSegmentDetailsResponse__Output>
  UpdateProcessedAudioDetails: MethodDefinition<_nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest, _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse, _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsRequest__Output, _nuance_biosec_v1_audio_UpdateProcessedAudioDetailsResponse__Output>
}
