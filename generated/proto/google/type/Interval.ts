// Original file: protos/google/type/interval.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../google/protobuf/Timestamp';

/**
 * A span of time between two instants: start inclusive, end exclusive. When both ends are
 * unset the interval covers all time; equal ends make it empty.
 */
export interface Interval {
  /**
   * First instant inside the interval (inclusive). Unset means open at the start.
   */
  'start_time'?: (_google_protobuf_Timestamp | null);
  /**
   * First instant after the interval (exclusive). Unset means open at the end.
   */
  'end_time'?: (_google_protobuf_Timestamp | null);
}

/**
 * A span of time between two instants: start inclusive, end exclusive. When both ends are
 * unset the interval covers all time; equal ends make it empty.
 */
export interface Interval__Output {
  /**
   * First instant inside the interval (inclusive). Unset means open at the start.
   */
  'start_time'?: (_google_protobuf_Timestamp__Output);
  /**
   * First instant after the interval (exclusive). Unset means open at the end.
   */
  'end_time'?: (_google_protobuf_Timestamp__Output);
}
