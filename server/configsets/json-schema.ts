// A small JSON Schema validator for the subset the configset schemas use: type (object, array,
// number, integer, string, boolean), properties, additionalProperties false, required, items,
// minItems, maxItems, pattern, minimum, maximum, exclusiveMinimum, exclusiveMaximum, and null for a
// setting whose default is null (not set). Other annotations ($schema, $id, title, description) are
// ignored. Every problem becomes a field violation named by its JSON property path.
import type { FieldViolation } from '../rpc/errors.js';
import type { JsonSchema } from './schema.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}

const show = (v: unknown): string => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 80 ? s.slice(0, 77) + '...' : s;
};

/** Checks `value` against `schema`; `path` names the value (e.g. `content`). */
export function validateSchema(schema: JsonSchema, value: unknown, path: string): FieldViolation[] {
  const out: FieldViolation[] = [];
  walk(schema, value, path, out);
  return out;
}

function walk(schema: JsonSchema, value: unknown, path: string, out: FieldViolation[]): void {
  const bad = (message: string, violation: FieldViolation['violation']) =>
    out.push({ field: path, message, violation, invalidValue: show(value) });
  // A setting whose default is null ("not set") may be written as null.
  if (value === null && schema.default === null) return;
  switch (schema.type) {
    case 'object':
      if (!isObject(value)) return void bad(`must be an object, not ${typeName(value)}`, 'INVALID_FORMAT');
      break;
    case 'integer':
      if (typeof value !== 'number' || !Number.isInteger(value))
        return void bad(`must be an integer, not ${show(value)}`, 'INVALID_FORMAT');
      break;
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return void bad(`must be a number, not ${typeName(value)}`, 'INVALID_FORMAT');
      break;
    case 'array':
      if (!Array.isArray(value)) return void bad(`must be a list, not ${typeName(value)}`, 'INVALID_FORMAT');
      if (schema.minItems !== undefined && value.length < schema.minItems)
        bad(`must have at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`, 'OUT_OF_RANGE');
      if (schema.maxItems !== undefined && value.length > schema.maxItems)
        bad(`must have at most ${schema.maxItems} items`, 'TOO_LONG');
      if (schema.items) value.forEach((item, i) => walk(schema.items!, item, `${path}[${i}]`, out));
      return;
    case 'string':
      if (typeof value !== 'string') return void bad(`must be a string, not ${typeName(value)}`, 'INVALID_FORMAT');
      if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value))
        bad(`is not a valid name (must match ${schema.pattern})`, 'INVALID_FORMAT');
      return;
    case 'boolean':
      if (typeof value !== schema.type)
        return void bad(`must be a ${schema.type}, not ${typeName(value)}`, 'INVALID_FORMAT');
      break;
    default:
      break;
  }
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum)
      bad(`must be at least ${schema.minimum}`, 'OUT_OF_RANGE');
    if (schema.maximum !== undefined && value > schema.maximum)
      bad(`must be at most ${schema.maximum}`, 'OUT_OF_RANGE');
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) {
      bad(`must be greater than ${schema.exclusiveMinimum}`, 'OUT_OF_RANGE');
    }
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) {
      bad(`must be less than ${schema.exclusiveMaximum}`, 'OUT_OF_RANGE');
    }
  }
  if (!isObject(value)) return;
  const props = schema.properties ?? {};
  for (const name of schema.required ?? []) {
    if (!(name in value))
      out.push({ field: `${path}.${name}`, message: 'is required', violation: 'MANDATORY_FIELD_MISSING' });
  }
  for (const [name, child] of Object.entries(value)) {
    const sub = Object.hasOwn(props, name) ? props[name] : undefined;
    if (sub) walk(sub, child, `${path}.${name}`, out);
    else if (schema.additionalProperties === false) {
      const known = Object.keys(props);
      out.push({
        field: `${path}.${name}`,
        message: `is not a known setting${known.length ? `; known here: ${known.join(', ')}` : ''}`,
        violation: 'INVALID_FORMAT',
      });
    }
  }
}
