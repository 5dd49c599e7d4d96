// Builds the request's proto3 JSON from the three places google.api.http lets it come from: the
// body (`body: "*"` or one field), the path variables, and query parameters for everything else.
// Path variables win over the body: a body value that differs from the path's is a FIELD_CONFLICT.
import protobuf from 'protobufjs';
import type { FieldViolation } from '../rpc/errors.js';
import { fieldByAnyName } from '../json/names.js';
import { isPlainObject } from '../json/parse-context.js';
import type { Route } from './routes.js';

type JsonObject = Record<string, unknown>;

const WRAPPERS = new Set(
  ['Double', 'Float', 'Int64', 'UInt64', 'Int32', 'UInt32', 'Bool', 'String', 'Bytes'].map(
    (n) => `.google.protobuf.${n}Value`,
  ),
);

interface Resolved {
  /** Canonical (proto) field names from the request down to the leaf. */
  names: string[];
  types: protobuf.Type[];
  leaf: protobuf.Field;
}

/** Resolves `context.gkScopeId.value` style paths; a trailing `.value` of a wrapper is dropped. */
function resolvePath(type: protobuf.Type, dotted: string): Resolved | { error: string; at: string } {
  const parts = dotted.split('.');
  const names: string[] = [];
  const types: protobuf.Type[] = [];
  let t = type;
  for (let i = 0; i < parts.length; i++) {
    const f = fieldByAnyName(t, parts[i] as string);
    const at = [...names, parts[i]].join('.');
    if (!f) return { error: `is not a field of ${t.fullName.slice(1)}`, at };
    f.resolve();
    names.push(f.name);
    types.push(t);
    const rest = parts.length - i - 1;
    if (rest === 0) return { names, types, leaf: f };
    const sub = f.resolvedType;
    if (sub instanceof protobuf.Type && WRAPPERS.has(sub.fullName) && rest === 1 && parts[i + 1] === 'value') {
      return { names, types, leaf: f };
    }
    if (!(sub instanceof protobuf.Type) || WRAPPERS.has(sub.fullName))
      return { error: 'has no sub-fields', at: names.join('.') };
    if (f.repeated || f.map)
      return { error: 'is a list or map and cannot be addressed by a dotted name', at: names.join('.') };
    t = sub;
  }
  throw new Error('unreachable');
}

/** Sets `value` at a resolved path, reusing keys the body spelled in either naming style. */
function setAt(tree: JsonObject, r: Resolved, value: unknown, source: 'path' | 'query', out: FieldViolation[]): void {
  let node = tree;
  for (let i = 0; i < r.names.length; i++) {
    const type = r.types[i] as protobuf.Type;
    const name = r.names[i] as string;
    const key = Object.keys(node).find((k) => fieldByAnyName(type, k)?.name === name) ?? name;
    const field = r.names.slice(0, i + 1).join('.');
    if (i === r.names.length - 1) {
      const existing = node[key];
      if (existing !== undefined && existing !== null && String(existing) !== String(value)) {
        const message =
          source === 'path'
            ? `differs from the value in the URL path (${String(value)})`
            : 'is given twice with different values';
        out.push({ field, message, violation: 'FIELD_CONFLICT' });
        return;
      }
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === undefined || next === null) node[key] = {};
    else if (!isPlainObject(next)) {
      out.push({ field, message: 'must be a JSON object', violation: 'INVALID_FORMAT' });
      return;
    }
    node = node[key] as JsonObject;
  }
}

export interface RequestParts {
  pathVars: Map<string, string>;
  query: URLSearchParams;
  /** The parsed body, or undefined when the request had none. */
  body: unknown;
}

/** The request as one JSON object (for parseJson), plus the violations found while assembling it. */
export function buildRequestJson(route: Route, parts: RequestParts): { json: unknown; violations: FieldViolation[] } {
  const violations: FieldViolation[] = [];
  let tree: JsonObject = {};
  if (route.body === '*') {
    if (parts.body !== undefined && !isPlainObject(parts.body)) return { json: parts.body, violations };
    tree = (parts.body as JsonObject | undefined) ?? {};
    for (const key of new Set(parts.query.keys())) {
      violations.push({
        field: key,
        message: 'query parameters are not accepted here: the body carries the request',
        violation: 'OTHER',
      });
    }
  } else {
    if (route.body) {
      if (parts.body !== undefined) tree[route.body] = parts.body;
    } else if (parts.body !== undefined && !(isPlainObject(parts.body) && Object.keys(parts.body).length === 0)) {
      violations.push({
        field: 'body',
        message: 'this route takes no body: send the fields as query parameters',
        violation: 'OTHER',
      });
    }
    for (const key of new Set(parts.query.keys())) {
      const values = parts.query.getAll(key);
      const r = resolvePath(route.requestType, key);
      if ('error' in r) {
        violations.push({ field: r.at, message: r.error, violation: 'OTHER' });
        continue;
      }
      const field = r.names.join('.');
      if (route.body && r.names[0] === route.body) {
        violations.push({
          field,
          message: 'is carried by the body, not a query parameter',
          violation: 'FIELD_CONFLICT',
        });
      } else if (r.leaf.map) {
        violations.push({ field, message: 'is a map and cannot be sent as a query parameter', violation: 'OTHER' });
      } else if (r.leaf.repeated) {
        setAt(tree, r, values, 'query', violations);
      } else if (values.length > 1) {
        violations.push({ field, message: 'is given more than once', violation: 'FIELD_CONFLICT' });
      } else {
        setAt(tree, r, values[0], 'query', violations);
      }
    }
  }
  for (const [fieldPath, value] of parts.pathVars) {
    const r = resolvePath(route.requestType, fieldPath);
    if ('error' in r) throw new Error(`route ${route.template.source}: ${fieldPath} ${r.error}`); // checked at start-up
    setAt(tree, r, value, 'path', violations);
  }
  return { json: tree, violations };
}
