// Shared by the server (dialog runtime) and main (the console's Try it) so both read Structs one way.
// google.protobuf.Struct as proto-loader hands it over ({fields: {name: {stringValue: …}}}) to and
// from plain JSON values, for the data of Start, Update, requested_data and the actions.
type Value = {
  nullValue?: 'NULL_VALUE' | 0;
  numberValue?: number | string;
  stringValue?: string;
  boolValue?: boolean;
  structValue?: Struct;
  listValue?: { values?: Value[] };
};
export type Struct = { fields?: Record<string, Value> };

function fromValue(v: Value | undefined): unknown {
  if (!v) return null;
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.numberValue !== undefined) return Number(v.numberValue);
  if (v.boolValue !== undefined) return v.boolValue;
  if (v.structValue !== undefined) return fromStruct(v.structValue);
  if (v.listValue !== undefined) return (v.listValue.values ?? []).map(fromValue);
  return null;
}

export function fromStruct(s: Struct | undefined | null): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s?.fields ?? {})) out[k] = fromValue(v);
  return out;
}

function toValue(x: unknown): Value {
  if (x === null || x === undefined) return { nullValue: 'NULL_VALUE' as const };
  if (typeof x === 'string') return { stringValue: x };
  if (typeof x === 'number') return { numberValue: x };
  if (typeof x === 'boolean') return { boolValue: x };
  if (Array.isArray(x)) return { listValue: { values: x.map(toValue) } };
  if (typeof x === 'object') return { structValue: toStruct(x as Record<string, unknown>) };
  return { stringValue: String(x) };
}

export function toStruct(o: Record<string, unknown>): Struct {
  const fields: Record<string, Value> = {};
  for (const [k, v] of Object.entries(o)) fields[k] = toValue(v);
  return { fields };
}
