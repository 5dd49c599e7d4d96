// Original file: protos/nuance/asr/v1/recognizer.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { RecognitionRequest as _nuance_asr_v1_RecognitionRequest, RecognitionRequest__Output as _nuance_asr_v1_RecognitionRequest__Output } from '../../../nuance/asr/v1/RecognitionRequest';
import type { RecognitionResponse as _nuance_asr_v1_RecognitionResponse, RecognitionResponse__Output as _nuance_asr_v1_RecognitionResponse__Output } from '../../../nuance/asr/v1/RecognitionResponse';

/**
 * Converts a stream of audio into text in real time.
 */
export interface RecognizerClient extends grpc.Client {
  /**
   * One recognition per call. The client sends a RecognitionInitMessage first, then audio
   * chunks (and control messages if wanted), and ends its side of the stream when the audio is
   * over. The server answers with a status 100 (Continue) once the init message is accepted,
   * then start-of-speech and results as the audio is recognized, and a final status 200
   * (Success) when recognition is complete. gRPC only; there is no HTTP binding.
   */
  Recognize(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_nuance_asr_v1_RecognitionRequest, _nuance_asr_v1_RecognitionResponse__Output>;
  Recognize(options?: grpc.CallOptions): grpc.ClientDuplexStream<_nuance_asr_v1_RecognitionRequest, _nuance_asr_v1_RecognitionResponse__Output>;
  /**
   * One recognition per call. The client sends a RecognitionInitMessage first, then audio
   * chunks (and control messages if wanted), and ends its side of the stream when the audio is
   * over. The server answers with a status 100 (Continue) once the init message is accepted,
   * then start-of-speech and results as the audio is recognized, and a final status 200
   * (Success) when recognition is complete. gRPC only; there is no HTTP binding.
   */
  recognize(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_nuance_asr_v1_RecognitionRequest, _nuance_asr_v1_RecognitionResponse__Output>;
  recognize(options?: grpc.CallOptions): grpc.ClientDuplexStream<_nuance_asr_v1_RecognitionRequest, _nuance_asr_v1_RecognitionResponse__Output>;
  
}

/**
 * Converts a stream of audio into text in real time.
 */
export interface RecognizerHandlers extends grpc.UntypedServiceImplementation {
  /**
   * One recognition per call. The client sends a RecognitionInitMessage first, then audio
   * chunks (and control messages if wanted), and ends its side of the stream when the audio is
   * over. The server answers with a status 100 (Continue) once the init message is accepted,
   * then start-of-speech and results as the audio is recognized, and a final status 200
   * (Success) when recognition is complete. gRPC only; there is no HTTP binding.
   */
  Recognize: grpc.handleBidiStreamingCall<_nuance_asr_v1_RecognitionRequest__Output, _nuance_asr_v1_RecognitionResponse>;
  
}

export interface RecognizerDefinition extends grpc.ServiceDefinition {
  Recognize: MethodDefinition<_nuance_asr_v1_RecognitionRequest, _nuance_asr_v1_RecognitionResponse, _nuance_asr_v1_RecognitionRequest__Output, _nuance_asr_v1_RecognitionResponse__Output>
}
