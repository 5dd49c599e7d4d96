// Original file: protos/nuance/biosec/v1/common_types.proto

/**
 * Direction or kind of a call.
 */
export const CallType = {
  CALL_TYPE_UNSPECIFIED: 'CALL_TYPE_UNSPECIFIED',
  CALL_TYPE_INBOUND: 'CALL_TYPE_INBOUND',
  CALL_TYPE_OUTBOUND: 'CALL_TYPE_OUTBOUND',
  CALL_TYPE_EXTERNAL: 'CALL_TYPE_EXTERNAL',
  CALL_TYPE_INTERNAL: 'CALL_TYPE_INTERNAL',
  CALL_TYPE_CONSULT: 'CALL_TYPE_CONSULT',
  CALL_TYPE_TRANSFER: 'CALL_TYPE_TRANSFER',
  CALL_TYPE_CONFERENCE: 'CALL_TYPE_CONFERENCE',
} as const;

/**
 * Direction or kind of a call.
 */
export type CallType =
  | 'CALL_TYPE_UNSPECIFIED'
  | 0
  | 'CALL_TYPE_INBOUND'
  | 1
  | 'CALL_TYPE_OUTBOUND'
  | 2
  | 'CALL_TYPE_EXTERNAL'
  | 3
  | 'CALL_TYPE_INTERNAL'
  | 4
  | 'CALL_TYPE_CONSULT'
  | 5
  | 'CALL_TYPE_TRANSFER'
  | 6
  | 'CALL_TYPE_CONFERENCE'
  | 7

/**
 * Direction or kind of a call.
 */
export type CallType__Output = typeof CallType[keyof typeof CallType]
