// Original file: protos/nuance/asr/v1/resource.proto

/**
 * How long a loaded resource is kept.
 */
export const EnumResourceReuse = {
  /**
   * The server's default (LOW_REUSE).
   */
  UNDEFINED_REUSE: 'UNDEFINED_REUSE',
  /**
   * Unloaded after the recognition.
   */
  LOW_REUSE: 'LOW_REUSE',
  /**
   * Kept for the later recognitions of the same call.
   */
  HIGH_REUSE: 'HIGH_REUSE',
} as const;

/**
 * How long a loaded resource is kept.
 */
export type EnumResourceReuse =
  /**
   * The server's default (LOW_REUSE).
   */
  | 'UNDEFINED_REUSE'
  | 0
  /**
   * Unloaded after the recognition.
   */
  | 'LOW_REUSE'
  | 1
  /**
   * Kept for the later recognitions of the same call.
   */
  | 'HIGH_REUSE'
  | 5

/**
 * How long a loaded resource is kept.
 */
export type EnumResourceReuse__Output = typeof EnumResourceReuse[keyof typeof EnumResourceReuse]
