// Original file: protos/nuance/asr/v1/result.proto

/**
 * Severity of a notification.
 */
export const EnumSeverityType = {
  SEVERITY_UNKNOWN: 'SEVERITY_UNKNOWN',
  SEVERITY_ERROR: 'SEVERITY_ERROR',
  SEVERITY_WARNING: 'SEVERITY_WARNING',
  SEVERITY_INFO: 'SEVERITY_INFO',
} as const;

/**
 * Severity of a notification.
 */
export type EnumSeverityType =
  | 'SEVERITY_UNKNOWN'
  | 0
  | 'SEVERITY_ERROR'
  | 10
  | 'SEVERITY_WARNING'
  | 20
  | 'SEVERITY_INFO'
  | 30

/**
 * Severity of a notification.
 */
export type EnumSeverityType__Output = typeof EnumSeverityType[keyof typeof EnumSeverityType]
