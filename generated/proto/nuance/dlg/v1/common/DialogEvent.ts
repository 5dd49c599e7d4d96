// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto


// Original file: protos/nuance/dlg/v1/common/dlg_common_messages.proto

export const _nuance_dlg_v1_common_DialogEvent_EventType = {
  SUCCESS: 'SUCCESS',
  ERROR: 'ERROR',
  NO_INPUT: 'NO_INPUT',
  NO_MATCH: 'NO_MATCH',
  HANGUP: 'HANGUP',
  CUSTOM: 'CUSTOM',
} as const;

export type _nuance_dlg_v1_common_DialogEvent_EventType =
  | 'SUCCESS'
  | 0
  | 'ERROR'
  | 1
  | 'NO_INPUT'
  | 2
  | 'NO_MATCH'
  | 3
  | 'HANGUP'
  | 4
  | 'CUSTOM'
  | 5

export type _nuance_dlg_v1_common_DialogEvent_EventType__Output = typeof _nuance_dlg_v1_common_DialogEvent_EventType[keyof typeof _nuance_dlg_v1_common_DialogEvent_EventType]

/**
 * An event the client reports instead of input.
 */
export interface DialogEvent {
  'type'?: (_nuance_dlg_v1_common_DialogEvent_EventType);
  'message'?: (string);
  /**
   * Name of a custom event.
   */
  'event_name'?: (string);
}

/**
 * An event the client reports instead of input.
 */
export interface DialogEvent__Output {
  'type'?: (_nuance_dlg_v1_common_DialogEvent_EventType__Output);
  'message'?: (string);
  /**
   * Name of a custom event.
   */
  'event_name'?: (string);
}
