// Original file: protos/nuance/asr/v1beta1/training.proto

import type { ResourceReference as _nuance_asr_v1beta1_ResourceReference, ResourceReference__Output as _nuance_asr_v1beta1_ResourceReference__Output } from '../../../nuance/asr/v1beta1/ResourceReference';

/**
 * Input of GetWordsetMetadata.
 */
export interface GetWordsetMetadataRequest {
  /**
   * The compiled wordset to describe.
   */
  'artifact_reference'?: (_nuance_asr_v1beta1_ResourceReference | null);
}

/**
 * Input of GetWordsetMetadata.
 */
export interface GetWordsetMetadataRequest__Output {
  /**
   * The compiled wordset to describe.
   */
  'artifact_reference'?: (_nuance_asr_v1beta1_ResourceReference__Output);
}
