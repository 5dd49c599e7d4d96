// Original file: protos/vigil/v1/media.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { GetMediaSegmentPeaksRequest as _vigil_v1_GetMediaSegmentPeaksRequest, GetMediaSegmentPeaksRequest__Output as _vigil_v1_GetMediaSegmentPeaksRequest__Output } from '../../vigil/v1/GetMediaSegmentPeaksRequest';
import type { GetMediaSegmentPeaksResponse as _vigil_v1_GetMediaSegmentPeaksResponse, GetMediaSegmentPeaksResponse__Output as _vigil_v1_GetMediaSegmentPeaksResponse__Output } from '../../vigil/v1/GetMediaSegmentPeaksResponse';

/**
 * Waveform overviews of stored media segments.
 */
export interface MediaPeaksClient extends grpc.Client {
  /**
   * Minimum and maximum sample values per channel for equal slices of a segment, at the requested
   * resolution. Computed once per segment and resolution, then served from a cache.
   * Context: gk_scope_id mandatory, others unused.
   */
  GetMediaSegmentPeaks(argument: _vigil_v1_GetMediaSegmentPeaksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentPeaksResponse__Output>): grpc.ClientUnaryCall;
  GetMediaSegmentPeaks(argument: _vigil_v1_GetMediaSegmentPeaksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentPeaksResponse__Output>): grpc.ClientUnaryCall;
  GetMediaSegmentPeaks(argument: _vigil_v1_GetMediaSegmentPeaksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentPeaksResponse__Output>): grpc.ClientUnaryCall;
  GetMediaSegmentPeaks(argument: _vigil_v1_GetMediaSegmentPeaksRequest, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentPeaksResponse__Output>): grpc.ClientUnaryCall;
  /**
   * Minimum and maximum sample values per channel for equal slices of a segment, at the requested
   * resolution. Computed once per segment and resolution, then served from a cache.
   * Context: gk_scope_id mandatory, others unused.
   */
  getMediaSegmentPeaks(argument: _vigil_v1_GetMediaSegmentPeaksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentPeaksResponse__Output>): grpc.ClientUnaryCall;
  getMediaSegmentPeaks(argument: _vigil_v1_GetMediaSegmentPeaksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentPeaksResponse__Output>): grpc.ClientUnaryCall;
  getMediaSegmentPeaks(argument: _vigil_v1_GetMediaSegmentPeaksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentPeaksResponse__Output>): grpc.ClientUnaryCall;
  getMediaSegmentPeaks(argument: _vigil_v1_GetMediaSegmentPeaksRequest, callback: grpc.requestCallback<_vigil_v1_GetMediaSegmentPeaksResponse__Output>): grpc.ClientUnaryCall;
  
}

/**
 * Waveform overviews of stored media segments.
 */
export interface MediaPeaksHandlers extends grpc.UntypedServiceImplementation {
  /**
   * Minimum and maximum sample values per channel for equal slices of a segment, at the requested
   * resolution. Computed once per segment and resolution, then served from a cache.
   * Context: gk_scope_id mandatory, others unused.
   */
  GetMediaSegmentPeaks: grpc.handleUnaryCall<_vigil_v1_GetMediaSegmentPeaksRequest__Output, _vigil_v1_GetMediaSegmentPeaksResponse>;
  
}

export interface MediaPeaksDefinition extends grpc.ServiceDefinition {
  GetMediaSegmentPeaks: MethodDefinition<_vigil_v1_GetMediaSegmentPeaksRequest, _vigil_v1_GetMediaSegmentPeaksResponse, _vigil_v1_GetMediaSegmentPeaksRequest__Output, _vigil_v1_GetMediaSegmentPeaksResponse__Output>
}
