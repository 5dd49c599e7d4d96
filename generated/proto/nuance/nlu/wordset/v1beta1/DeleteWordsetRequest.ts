// Original file: protos/nuance/nlu/wordset/v1beta1/wordset.proto

import type { ResourceReference as _nuance_nlu_common_v1beta1_ResourceReference, ResourceReference__Output as _nuance_nlu_common_v1beta1_ResourceReference__Output } from '../../../../nuance/nlu/common/v1beta1/ResourceReference';

/**
 * Input of DeleteWordset.
 */
export interface DeleteWordsetRequest {
  /**
   * The compiled wordset to delete.
   */
  'artifact_reference'?: (_nuance_nlu_common_v1beta1_ResourceReference | null);
}

/**
 * Input of DeleteWordset.
 */
export interface DeleteWordsetRequest__Output {
  /**
   * The compiled wordset to delete.
   */
  'artifact_reference'?: (_nuance_nlu_common_v1beta1_ResourceReference__Output);
}
