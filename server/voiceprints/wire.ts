// Small conversions between proto-loader objects and plain values: IDs, timestamps, wrappers,
// custom_data maps and bounded strings, each reporting problems as field violations. The ones every
// area shares live in rpc/wire-values.ts.

export {
  float,
  int32,
  optUid,
  readCustomData,
  readText,
  readTimestamp,
  readUniqueId,
  requireUniqueId,
  toTimestamp,
  uid,
} from '../rpc/wire-values.js';
import { maxChars } from '../../shared/rpc/limits.js';

/** Identifiers and tags: the limits table's ID size (shared/rpc/limits.ts). */
export const MAX_TEXT = maxChars('tag');
/** Reasons: the limits table's free-text size. */
export const MAX_REASON = maxChars('reason');
