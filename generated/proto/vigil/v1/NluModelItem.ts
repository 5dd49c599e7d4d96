// Original file: protos/vigil/v1/browse.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp';

/**
 * One deployed semantic model.
 */
export interface NluModelItem {
  /**
   * urn:nuance-mix:tag:model/<context_tag>/mix.nlu?=language=<lll-CCC>
   */
  'urn'?: (string);
  /**
   * The context tag segment of the URN.
   */
  'context_tag'?: (string);
  /**
   * The model's language, as in the URN (e.g. "eng-USA").
   */
  'language'?: (string);
  /**
   * Names of the intents the model recognises.
   */
  'intents'?: (string)[];
  /**
   * Training sentences the model was built from.
   */
  'sentence_count'?: (number);
  /**
   * How long the build (training) took, in milliseconds.
   */
  'build_ms'?: (number);
  /**
   * When the model (or its newest redeploy) was deployed.
   */
  'deployed_at'?: (_google_protobuf_Timestamp | null);
  /**
   * 1 for the first deploy to this URN, one more for every redeploy.
   */
  'version'?: (number);
}

/**
 * One deployed semantic model.
 */
export interface NluModelItem__Output {
  /**
   * urn:nuance-mix:tag:model/<context_tag>/mix.nlu?=language=<lll-CCC>
   */
  'urn'?: (string);
  /**
   * The context tag segment of the URN.
   */
  'context_tag'?: (string);
  /**
   * The model's language, as in the URN (e.g. "eng-USA").
   */
  'language'?: (string);
  /**
   * Names of the intents the model recognises.
   */
  'intents'?: (string)[];
  /**
   * Training sentences the model was built from.
   */
  'sentence_count'?: (number);
  /**
   * How long the build (training) took, in milliseconds.
   */
  'build_ms'?: (number);
  /**
   * When the model (or its newest redeploy) was deployed.
   */
  'deployed_at'?: (_google_protobuf_Timestamp__Output);
  /**
   * 1 for the first deploy to this URN, one more for every redeploy.
   */
  'version'?: (number);
}
