// How long a request's text field may be, read from the IPC contract (whose numbers come from the
// shared limits table the server enforces too), so a form says "too long" as the user types instead
// of the server refusing it after the send, and no screen restates the number.
import { contract, type Channel } from '../../../shared/ipc/contract.js';

interface Unwrappable {
  unwrap?: () => unknown;
  shape?: Record<string, unknown>;
  maxLength?: number | null;
}

/** The contract's maximum length of `field` in `channel`'s request; undefined when it sets none. */
export function maxLengthOf(channel: Channel, field: string): number | undefined {
  const shape = (contract[channel].request as Unwrappable).shape;
  let s = shape?.[field] as Unwrappable | undefined;
  // optional(), nullable() and default() wrap the string schema that holds the limit.
  while (s && s.maxLength === undefined && typeof s.unwrap === 'function') s = s.unwrap() as Unwrappable;
  return typeof s?.maxLength === 'number' ? s.maxLength : undefined;
}

/** "at most 1,024 characters (1,025 typed)" when `text` is over `max`, else undefined. */
export function tooLong(text: string, max: number | undefined): string | undefined {
  if (max === undefined || text.length <= max) return undefined;
  return `at most ${max.toLocaleString('en-US')} characters (${text.length.toLocaleString('en-US')} typed)`;
}
