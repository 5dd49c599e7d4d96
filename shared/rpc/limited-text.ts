// zod string schemas for contract fields that fill an RPC's string field: the maximum is the RPC
// field's row in limits.ts, so the console refuses exactly what the server would (and says so
// before sending). server/rpc/limits-contract.test.ts walks the contract and checks every field
// against the RPC field it fills, by this mark or, unmarked, by its name.
import { z } from 'zod';
import { maxChars, type LimitedField } from './limits.js';

const marks = new WeakMap<z.ZodType, LimitedField>();

/**
 * A string of at most `field`'s characters (limits.ts). `base` adds the contract's own rules
 * first (trim, min); call `.optional()` or `.default()` on the result, not `.max()`.
 */
export function rpcText<S extends z.ZodString>(field: LimitedField, base?: S): S {
  const s = (base ?? z.string()).max(maxChars(field)) as S;
  marks.set(s, field);
  return s;
}

/** The RPC field `schema` was made for by rpcText, if it was. */
export function rpcFieldOf(schema: z.ZodType): LimitedField | undefined {
  return marks.get(schema);
}
