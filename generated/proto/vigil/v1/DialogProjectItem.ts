// Original file: protos/vigil/v1/browse.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp';

/**
 * One deployed dialog project.
 */
export interface DialogProjectItem {
  /**
   * urn:nuance-mix:tag:model/<context_tag>/mix.dialog
   */
  'urn'?: (string);
  /**
   * The context tag segment of the URN.
   */
  'context_tag'?: (string);
  /**
   * The project's name in the export.
   */
  'project_name'?: (string);
  /**
   * URNs of the NLU models deployed with it (one per TRSX locale).
   */
  'nlu_urns'?: (string)[];
  /**
   * 1 for the first deploy to this URN, one more for every redeploy.
   */
  'version'?: (number);
  /**
   * When the project (or its newest redeploy) was deployed.
   */
  'deployed_at'?: (_google_protobuf_Timestamp | null);
}

/**
 * One deployed dialog project.
 */
export interface DialogProjectItem__Output {
  /**
   * urn:nuance-mix:tag:model/<context_tag>/mix.dialog
   */
  'urn'?: (string);
  /**
   * The context tag segment of the URN.
   */
  'context_tag'?: (string);
  /**
   * The project's name in the export.
   */
  'project_name'?: (string);
  /**
   * URNs of the NLU models deployed with it (one per TRSX locale).
   */
  'nlu_urns'?: (string)[];
  /**
   * 1 for the first deploy to this URN, one more for every redeploy.
   */
  'version'?: (number);
  /**
   * When the project (or its newest redeploy) was deployed.
   */
  'deployed_at'?: (_google_protobuf_Timestamp__Output);
}
