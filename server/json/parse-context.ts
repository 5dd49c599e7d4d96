// What the proto3 JSON parser (parse-json.ts) and its well-known-type parsers (wkt-parse.ts)
// share: the violations found so far, the nesting limit, and the shape of a message parser. The
// well-known types get the general parser as an argument (Any holds any message), so neither
// module imports the other's caller.
import type protobuf from 'protobufjs';
import type { FieldViolation, ViolationType } from '../rpc/errors.js';
import { JsonNumber } from './json-text.js';

export const MAX_DEPTH = 64;

export class ParseContext {
  readonly violations: FieldViolation[] = [];
  /** Skip fields the type does not have instead of reporting them (APIs that tolerate them). */
  constructor(readonly ignoreUnknownFields = false) {}
  add(field: string, message: string, violation: ViolationType = 'INVALID_FORMAT', invalidValue?: unknown): void {
    const shown =
      invalidValue === undefined
        ? undefined
        : typeof invalidValue === 'string'
          ? invalidValue
          : JSON.stringify(invalidValue);
    this.violations.push({
      field,
      message,
      violation,
      ...(shown !== undefined ? { invalidValue: shown.slice(0, 200) } : {}),
    });
  }
}

/** Parses one message of `type` at `path`; undefined when it reported a violation. */
export type MessageParser = (
  type: protobuf.Type,
  json: unknown,
  path: string,
  ctx: ParseContext,
  depth: number,
) => Record<string, unknown> | undefined;

/** A well-known type's parser; `parseMessage` parses any message nested in it. */
export type WktParser = (
  type: protobuf.Type,
  json: unknown,
  path: string,
  ctx: ParseContext,
  depth: number,
  parseMessage: MessageParser,
) => Record<string, unknown> | undefined;

export function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v) && !(v instanceof JsonNumber);
}
