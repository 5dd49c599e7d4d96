// Original file: protos/nuance/biosec/v1/entities/entities_manager_enums.proto

/**
 * How imported rules combine with existing ones.
 */
export const UploadType = {
  UPLOAD_TYPE_UNSPECIFIED: 'UPLOAD_TYPE_UNSPECIFIED',
  /**
   * Add to the existing rules.
   */
  UPLOAD_TYPE_MERGE: 'UPLOAD_TYPE_MERGE',
  /**
   * Replace all existing rules.
   */
  UPLOAD_TYPE_REPLACE: 'UPLOAD_TYPE_REPLACE',
} as const;

/**
 * How imported rules combine with existing ones.
 */
export type UploadType =
  | 'UPLOAD_TYPE_UNSPECIFIED'
  | 0
  /**
   * Add to the existing rules.
   */
  | 'UPLOAD_TYPE_MERGE'
  | 1
  /**
   * Replace all existing rules.
   */
  | 'UPLOAD_TYPE_REPLACE'
  | 2

/**
 * How imported rules combine with existing ones.
 */
export type UploadType__Output = typeof UploadType[keyof typeof UploadType]
