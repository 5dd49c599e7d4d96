// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { UniqueId as _nuance_biosec_v1_UniqueId, UniqueId__Output as _nuance_biosec_v1_UniqueId__Output } from '../../../../nuance/biosec/v1/UniqueId';
import type { ConfigsetType as _nuance_biosec_v1_configmanager_ConfigsetType, ConfigsetType__Output as _nuance_biosec_v1_configmanager_ConfigsetType__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigsetType';
import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../../google/protobuf/Timestamp';
import type { State as _nuance_biosec_v1_configmanager_State, State__Output as _nuance_biosec_v1_configmanager_State__Output } from '../../../../nuance/biosec/v1/configmanager/State';
import type { ConfigClass as _nuance_biosec_v1_configmanager_ConfigClass, ConfigClass__Output as _nuance_biosec_v1_configmanager_ConfigClass__Output } from '../../../../nuance/biosec/v1/configmanager/ConfigClass';

/**
 * Readable details of a configset revision or template.
 */
export interface ConfigsetDetailsForRead {
  /**
   * ID of the revision.
   */
  'gk_configset_revision_id'?: (_nuance_biosec_v1_UniqueId | null);
  /**
   * Client-chosen configset (or template) ID.
   */
  'configset_id'?: (string);
  /**
   * Configset type.
   */
  'type'?: (_nuance_biosec_v1_configmanager_ConfigsetType);
  /**
   * When the revision was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * When it was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp | null);
  /**
   * Free-text description.
   */
  'description'?: (string);
  /**
   * User who created it.
   */
  'created_by'?: (string);
  /**
   * User who last changed it.
   */
  'updated_by'?: (string);
  /**
   * Life-cycle state.
   */
  'state'?: (_nuance_biosec_v1_configmanager_State);
  /**
   * Configset or template.
   */
  'config_class'?: (_nuance_biosec_v1_configmanager_ConfigClass);
}

/**
 * Readable details of a configset revision or template.
 */
export interface ConfigsetDetailsForRead__Output {
  /**
   * ID of the revision.
   */
  'gk_configset_revision_id'?: (_nuance_biosec_v1_UniqueId__Output);
  /**
   * Client-chosen configset (or template) ID.
   */
  'configset_id'?: (string);
  /**
   * Configset type.
   */
  'type'?: (_nuance_biosec_v1_configmanager_ConfigsetType__Output);
  /**
   * When the revision was created.
   */
  'creation_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * When it was last changed.
   */
  'modification_timestamp'?: (_google_protobuf_Timestamp__Output);
  /**
   * Free-text description.
   */
  'description'?: (string);
  /**
   * User who created it.
   */
  'created_by'?: (string);
  /**
   * User who last changed it.
   */
  'updated_by'?: (string);
  /**
   * Life-cycle state.
   */
  'state'?: (_nuance_biosec_v1_configmanager_State__Output);
  /**
   * Configset or template.
   */
  'config_class'?: (_nuance_biosec_v1_configmanager_ConfigClass__Output);
}
