// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto


// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

export const _nuance_dlg_v1_common_ResourceReference_EnumResourceType = {
  APPLICATION_MODEL: 'APPLICATION_MODEL',
} as const;

export type _nuance_dlg_v1_common_ResourceReference_EnumResourceType =
  | 'APPLICATION_MODEL'
  | 0

export type _nuance_dlg_v1_common_ResourceReference_EnumResourceType__Output = typeof _nuance_dlg_v1_common_ResourceReference_EnumResourceType[keyof typeof _nuance_dlg_v1_common_ResourceReference_EnumResourceType]

/**
 * Reference to a dialog application model.
 */
export interface ResourceReference {
  'uri'?: (string);
  'type'?: (_nuance_dlg_v1_common_ResourceReference_EnumResourceType);
}

/**
 * Reference to a dialog application model.
 */
export interface ResourceReference__Output {
  'uri'?: (string);
  'type'?: (_nuance_dlg_v1_common_ResourceReference_EnumResourceType__Output);
}
