// Original file: protos/nuance/biosec/v1/configmanager/config_message.proto

import type { ServiceConfig as _nuance_biosec_v1_configmanager_ServiceConfig, ServiceConfig__Output as _nuance_biosec_v1_configmanager_ServiceConfig__Output } from '../../../../nuance/biosec/v1/configmanager/ServiceConfig';

/**
 * Configset content split per service.
 */
export interface ConfigsetGroupedByService {
  /**
   * One entry per configured service.
   */
  'service_config'?: (_nuance_biosec_v1_configmanager_ServiceConfig)[];
}

/**
 * Configset content split per service.
 */
export interface ConfigsetGroupedByService__Output {
  /**
   * One entry per configured service.
   */
  'service_config'?: (_nuance_biosec_v1_configmanager_ServiceConfig__Output)[];
}
