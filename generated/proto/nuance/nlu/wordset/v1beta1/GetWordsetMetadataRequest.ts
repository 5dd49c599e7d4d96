// Original file: protos/nuance/nlu/wordset/v1beta1/wordset.proto

import type { ResourceReference as _nuance_nlu_common_v1beta1_ResourceReference, ResourceReference__Output as _nuance_nlu_common_v1beta1_ResourceReference__Output } from '../../../../nuance/nlu/common/v1beta1/ResourceReference';

/**
 * Input of GetWordsetMetadata.
 */
export interface GetWordsetMetadataRequest {
  /**
   * The compiled wordset to describe.
   */
  'artifact_reference'?: (_nuance_nlu_common_v1beta1_ResourceReference | null);
}

/**
 * Input of GetWordsetMetadata.
 */
export interface GetWordsetMetadataRequest__Output {
  /**
   * The compiled wordset to describe.
   */
  'artifact_reference'?: (_nuance_nlu_common_v1beta1_ResourceReference__Output);
}
