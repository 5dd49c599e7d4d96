// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto


export interface _nuance_dlg_v1_common_Selectable_SelectableItem {
  'value'?: (_nuance_dlg_v1_common_Selectable_SelectableItem_SelectedValue | null);
  'description'?: (string);
  'display_text'?: (string);
  'display_image_uri'?: (string);
}

export interface _nuance_dlg_v1_common_Selectable_SelectableItem__Output {
  'value'?: (_nuance_dlg_v1_common_Selectable_SelectableItem_SelectedValue__Output);
  'description'?: (string);
  'display_text'?: (string);
  'display_image_uri'?: (string);
}

/**
 * The entity and value an item stands for.
 */
export interface _nuance_dlg_v1_common_Selectable_SelectableItem_SelectedValue {
  'id'?: (string);
  'value'?: (string);
}

/**
 * The entity and value an item stands for.
 */
export interface _nuance_dlg_v1_common_Selectable_SelectableItem_SelectedValue__Output {
  'id'?: (string);
  'value'?: (string);
}

/**
 * Items a user can pick.
 */
export interface Selectable {
  'selectable_items'?: (_nuance_dlg_v1_common_Selectable_SelectableItem)[];
}

/**
 * Items a user can pick.
 */
export interface Selectable__Output {
  'selectable_items'?: (_nuance_dlg_v1_common_Selectable_SelectableItem__Output)[];
}
