// Original file: protos/nuance/rpc/status_code.proto

/**
 * Operation result codes.
 */
export const StatusCode = {
  /**
   * Not set.
   */
  UNSPECIFIED: 'UNSPECIFIED',
  /**
   * Success.
   */
  OK: 'OK',
  /**
   * The request could not be parsed.
   */
  BAD_REQUEST: 'BAD_REQUEST',
  /**
   * The request was parsed but its content is invalid.
   */
  INVALID_REQUEST: 'INVALID_REQUEST',
  /**
   * The client cancelled the call.
   */
  CANCELLED_CLIENT: 'CANCELLED_CLIENT',
  /**
   * The server cancelled the call.
   */
  CANCELLED_SERVER: 'CANCELLED_SERVER',
  /**
   * The call ran past its deadline.
   */
  DEADLINE_EXCEEDED: 'DEADLINE_EXCEEDED',
  /**
   * The caller is not authenticated.
   */
  NOT_AUTHORIZED: 'NOT_AUTHORIZED',
  /**
   * The caller may not perform this operation on this resource.
   */
  PERMISSION_DENIED: 'PERMISSION_DENIED',
  /**
   * The resource does not exist.
   */
  NOT_FOUND: 'NOT_FOUND',
  /**
   * The resource exists already.
   */
  ALREADY_EXISTS: 'ALREADY_EXISTS',
  /**
   * The operation or variant is not supported.
   */
  NOT_IMPLEMENTED: 'NOT_IMPLEMENTED',
  /**
   * Unclassified failure.
   */
  UNKNOWN: 'UNKNOWN',
  /**
   * The request or a value in it is too large.
   */
  TOO_LARGE: 'TOO_LARGE',
  /**
   * The server is too busy; retry later.
   */
  BUSY: 'BUSY',
  /**
   * The operation or version is no longer supported.
   */
  OBSOLETE: 'OBSOLETE',
  /**
   * Too many requests in a period.
   */
  RATE_EXCEEDED: 'RATE_EXCEEDED',
  /**
   * A usage quota is used up.
   */
  QUOTA_EXCEEDED: 'QUOTA_EXCEEDED',
  /**
   * Server-side failure.
   */
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

/**
 * Operation result codes.
 */
export type StatusCode =
  /**
   * Not set.
   */
  | 'UNSPECIFIED'
  | 0
  /**
   * Success.
   */
  | 'OK'
  | 1
  /**
   * The request could not be parsed.
   */
  | 'BAD_REQUEST'
  | 2
  /**
   * The request was parsed but its content is invalid.
   */
  | 'INVALID_REQUEST'
  | 3
  /**
   * The client cancelled the call.
   */
  | 'CANCELLED_CLIENT'
  | 4
  /**
   * The server cancelled the call.
   */
  | 'CANCELLED_SERVER'
  | 5
  /**
   * The call ran past its deadline.
   */
  | 'DEADLINE_EXCEEDED'
  | 6
  /**
   * The caller is not authenticated.
   */
  | 'NOT_AUTHORIZED'
  | 7
  /**
   * The caller may not perform this operation on this resource.
   */
  | 'PERMISSION_DENIED'
  | 8
  /**
   * The resource does not exist.
   */
  | 'NOT_FOUND'
  | 9
  /**
   * The resource exists already.
   */
  | 'ALREADY_EXISTS'
  | 10
  /**
   * The operation or variant is not supported.
   */
  | 'NOT_IMPLEMENTED'
  | 11
  /**
   * Unclassified failure.
   */
  | 'UNKNOWN'
  | 15
  /**
   * The request or a value in it is too large.
   */
  | 'TOO_LARGE'
  | 51
  /**
   * The server is too busy; retry later.
   */
  | 'BUSY'
  | 52
  /**
   * The operation or version is no longer supported.
   */
  | 'OBSOLETE'
  | 53
  /**
   * Too many requests in a period.
   */
  | 'RATE_EXCEEDED'
  | 54
  /**
   * A usage quota is used up.
   */
  | 'QUOTA_EXCEEDED'
  | 55
  /**
   * Server-side failure.
   */
  | 'INTERNAL_ERROR'
  | 56

/**
 * Operation result codes.
 */
export type StatusCode__Output = typeof StatusCode[keyof typeof StatusCode]
