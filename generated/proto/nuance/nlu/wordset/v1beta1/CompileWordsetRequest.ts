// Original file: protos/nuance/nlu/wordset/v1beta1/wordset.proto

import type { ResourceReference as _nuance_nlu_common_v1beta1_ResourceReference, ResourceReference__Output as _nuance_nlu_common_v1beta1_ResourceReference__Output } from '../../../../nuance/nlu/common/v1beta1/ResourceReference';

/**
 * Input of CompileWordsetAndWatch.
 */
export interface CompileWordsetRequest {
  /**
   * The wordset as JSON text: an object mapping an entity name to entries, each with a literal
   * (required) and spoken forms (optional).
   */
  'wordset'?: (string);
  /**
   * The semantic model whose list entities the wordset extends (model URN).
   */
  'companion_artifact_reference'?: (_nuance_nlu_common_v1beta1_ResourceReference | null);
  /**
   * Where to store the compiled wordset (wordset URN).
   */
  'target_artifact_reference'?: (_nuance_nlu_common_v1beta1_ResourceReference | null);
  /**
   * Client key/value data stored with the compiled wordset and returned by GetWordsetMetadata.
   */
  'metadata'?: ({[key: string]: string});
  /**
   * Client key/value data, written with the job to the server's log (not stored with the wordset).
   */
  'client_data'?: ({[key: string]: string});
}

/**
 * Input of CompileWordsetAndWatch.
 */
export interface CompileWordsetRequest__Output {
  /**
   * The wordset as JSON text: an object mapping an entity name to entries, each with a literal
   * (required) and spoken forms (optional).
   */
  'wordset'?: (string);
  /**
   * The semantic model whose list entities the wordset extends (model URN).
   */
  'companion_artifact_reference'?: (_nuance_nlu_common_v1beta1_ResourceReference__Output);
  /**
   * Where to store the compiled wordset (wordset URN).
   */
  'target_artifact_reference'?: (_nuance_nlu_common_v1beta1_ResourceReference__Output);
  /**
   * Client key/value data stored with the compiled wordset and returned by GetWordsetMetadata.
   */
  'metadata'?: ({[key: string]: string});
  /**
   * Client key/value data, written with the job to the server's log (not stored with the wordset).
   */
  'client_data'?: ({[key: string]: string});
}
