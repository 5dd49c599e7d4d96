// Original file: protos/nuance/biosec/v1/audio/audio_management_messages.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { RecordingAttributes as _nuance_biosec_v1_audio_RecordingAttributes, RecordingAttributes__Output as _nuance_biosec_v1_audio_RecordingAttributes__Output } from '../../../../nuance/biosec/v1/audio/RecordingAttributes';
import type { ProcessingAttributes as _nuance_biosec_v1_audio_ProcessingAttributes, ProcessingAttributes__Output as _nuance_biosec_v1_audio_ProcessingAttributes__Output } from '../../../../nuance/biosec/v1/audio/ProcessingAttributes';
import type { FloatValue as _google_protobuf_FloatValue, FloatValue__Output as _google_protobuf_FloatValue__Output } from '../../../../google/protobuf/FloatValue';
import type { DeviceprintProcessingAttributes as _nuance_biosec_v1_audio_DeviceprintProcessingAttributes, DeviceprintProcessingAttributes__Output as _nuance_biosec_v1_audio_DeviceprintProcessingAttributes__Output } from '../../../../nuance/biosec/v1/audio/DeviceprintProcessingAttributes';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';

/**
 * Readable details of a processed audio. Every field is optional.
 */
export interface ProcessedAudioDetailsForRead {
  /**
   * Calibration model revision used for processing.
   */
  'gk_calibration_model_revision_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Calibration model revision used for playback detection.
   */
  'gk_playback_calibration_model_revision_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Format of the processed audio.
   */
  'processed_audio_attributes'?: (_nuance_biosec_v1_audio_RecordingAttributes | null);
  /**
   * Voice biometric measurements.
   */
  'processing_attributes'?: (_nuance_biosec_v1_audio_ProcessingAttributes | null);
  /**
   * Voice class score, 0 to 100.
   */
  'voice_class_score'?: (_google_protobuf_FloatValue | null);
  /**
   * Spoken language, as supplied by the client.
   */
  'actual_language'?: (string);
  /**
   * Deviceprint measurements.
   */
  'deviceprint_processing_attributes'?: (_nuance_biosec_v1_audio_DeviceprintProcessingAttributes | null);
  /**
   * When the record was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * When the record was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
  /**
   * Processing measurements; exactly one kind is present.
   */
  'attributes'?: "processing_attributes"|"deviceprint_processing_attributes";
}

/**
 * Readable details of a processed audio. Every field is optional.
 */
export interface ProcessedAudioDetailsForRead__Output {
  /**
   * Calibration model revision used for processing.
   */
  'gk_calibration_model_revision_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Calibration model revision used for playback detection.
   */
  'gk_playback_calibration_model_revision_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Format of the processed audio.
   */
  'processed_audio_attributes'?: (_nuance_biosec_v1_audio_RecordingAttributes__Output);
  /**
   * Voice biometric measurements.
   */
  'processing_attributes'?: (_nuance_biosec_v1_audio_ProcessingAttributes__Output);
  /**
   * Voice class score, 0 to 100.
   */
  'voice_class_score'?: (_google_protobuf_FloatValue__Output);
  /**
   * Spoken language, as supplied by the client.
   */
  'actual_language'?: (string);
  /**
   * Deviceprint measurements.
   */
  'deviceprint_processing_attributes'?: (_nuance_biosec_v1_audio_DeviceprintProcessingAttributes__Output);
  /**
   * When the record was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * When the record was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * Client-defined key/value pairs (string to string).
   */
  'custom_data'?: ({[key: string]: string});
  /**
   * Processing measurements; exactly one kind is present.
   */
  'attributes'?: "processing_attributes"|"deviceprint_processing_attributes";
}
