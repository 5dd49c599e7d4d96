// Decoding what PGlite's backend answers to Bind+Execute+Sync, straight from the wire bytes. PGlite's
// own path parses every message into an object (a DataRow into an array of decoded strings), then
// `parseResults` maps each row through `Object.fromEntries` and looks each column's parser up again;
// on GetSessionDetails' 36-column read that was most of the JavaScript around the WASM call. Here a
// kept statement's columns (names and parsers, from its RowDescription) are worked out once, and
// each DataRow is read field by field into its row object. Values go through the same parsers
// (`lite.parsers`, by type OID) as `query` uses, so rows are the same; errors are PGlite's own
// DatabaseError with the same fields.
import { messages, types } from '@electric-sql/pglite';

type Parser = (text: string, typeId: number) => unknown;
/** Reads a value sent in binary (`size` bytes at `at`). */
type BinaryReader = (buf: Buffer, at: number, size: number) => unknown;

export interface Column {
  name: string;
  typeId: number;
  /** Undefined: the value is the text itself (as PGlite does for types without a parser). */
  parse: Parser | undefined;
  /** Set: the column is asked for in binary (Bind's result format codes) and read with this. */
  binary?: BinaryReader | undefined;
}

/** A statement's result columns, resolved against a PGlite's parsers. */
export interface Columns {
  list: Column[];
  /** Builds the row object from decoded values, in column order (one shape per statement). */
  row: (values: unknown[]) => Record<string, unknown>;
  /**
   * Bind's result format codes (count, then one code per column) when a column is asked for in
   * binary; undefined: all text.
   */
  formats: Buffer | undefined;
}

const TIMESTAMPTZ = 1184;
/** Microseconds from PostgreSQL's epoch (2000-01-01 UTC) back to the Unix epoch's, in ms. */
const PG_EPOCH_MS = 946_684_800_000;

/**
 * A timestamptz in binary: int64 microseconds since 2000-01-01 UTC, to the Date PGlite's parser
 * makes of the text (whole milliseconds, the microseconds cut off downwards; ±infinity as
 * ±Infinity). The text costs PostgreSQL its output routine (time zone, formatting) and
 * JavaScript a date parse, six times per session row: a batch of 50 random session reads cost
 * 15-20% less CPU in binary. Where the text's parse goes wrong (years before 100 read as 19xx, BC
 * dates are invalid) the binary value is the right one.
 */
export function readTimestamptz(buf: Buffer, at: number, size: number): unknown {
  if (size !== 8) throw new Error(`PGlite answered a timestamptz of ${size} bytes`);
  const hi = buf.readInt32BE(at);
  const lo = buf.readUInt32BE(at + 4);
  if (hi === 0x7fffffff && lo === 0xffffffff) return Infinity;
  if (hi === -0x80000000 && lo === 0) return -Infinity;
  // Exact as a double while |µs| < 2^53 (years 1715 to 2285); beyond, in BigInt.
  if (hi >= -0x200000 && hi < 0x200000) return new Date(Math.floor((hi * 4294967296 + lo) / 1000) + PG_EPOCH_MS);
  const us = buf.readBigInt64BE(at);
  const ms = us / 1000n - (us % 1000n < 0n ? 1n : 0n);
  return new Date(Number(ms) + PG_EPOCH_MS);
}

export function columnsOf(
  fields: readonly { name: string; dataTypeID: number }[],
  parsers: Record<number | string, Parser>,
): Columns {
  const defaults = types.parsers as Record<number, Parser | undefined>;
  const list: Column[] = fields.map((f) => {
    const parse = parsers[f.dataTypeID] ?? defaults[f.dataTypeID];
    // In binary only where the parser is PGlite's own (a parser of the caller's gets the text).
    const binary = f.dataTypeID === TIMESTAMPTZ && parse === defaults[TIMESTAMPTZ] ? readTimestamptz : undefined;
    return { name: f.name, typeId: f.dataTypeID, parse, binary };
  });
  let formats: Buffer | undefined;
  if (list.some((c) => c.binary)) {
    formats = Buffer.alloc(2 + 2 * list.length);
    formats.writeUInt16BE(list.length, 0);
    list.forEach((c, i) => formats!.writeUInt16BE(c.binary ? 1 : 0, 2 + 2 * i));
  }
  const names = list.map((c) => c.name);
  // Object.fromEntries as PGlite does: a repeated name keeps its first place and its last value,
  // and a column called __proto__ is an own property, never the prototype.
  const row = (values: unknown[]) => {
    const o: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) {
      const n = names[i]!;
      if (n === '__proto__')
        Object.defineProperty(o, n, { value: values[i], enumerable: true, writable: true, configurable: true });
      else o[n] = values[i];
    }
    return o;
  };
  return { list, row, formats };
}

export interface Decoded {
  rows: Record<string, unknown>[];
  /** Rows changed by INSERT, UPDATE, DELETE, COPY or MERGE (0 for anything else), as PGlite counts. */
  affectedRows: number;
  /** The first ErrorResponse, as PGlite's DatabaseError. */
  error: InstanceType<typeof messages.DatabaseError> | undefined;
}

const D = 0x44; // DataRow
const C = 0x43; // CommandComplete
const E = 0x45; // ErrorResponse

const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * Reads the backend messages in buf[0, len): DataRows into row objects (with `columns`, the
 * statement's; a statement without columns answers none), CommandComplete into the row count, and
 * the first ErrorResponse. Other messages (BindComplete, CloseComplete, ReadyForQuery, notices,
 * parameter status) carry nothing a caller sees; nor does a NOTIFY, as nothing here LISTENs.
 */
export function decodeBackend(buf: Buffer, len: number, columns: Columns | undefined): Decoded {
  const rows: Record<string, unknown>[] = [];
  let affectedRows = 0;
  let error: Decoded['error'];
  const list = columns?.list;
  const values: unknown[] = [];
  let at = 0;
  while (at + 5 <= len) {
    const code = buf[at]!;
    const end = at + 1 + buf.readInt32BE(at + 1);
    if (end > len) throw new Error('PGlite answered a truncated message');
    if (code === D && list && error === undefined) {
      const n = buf.readInt16BE(at + 5);
      if (n !== list.length) throw new Error(`PGlite answered a row of ${n} columns, expected ${list.length}`);
      let p = at + 7;
      for (let i = 0; i < n; i++) {
        const size = buf.readInt32BE(p);
        p += 4;
        if (size < 0) {
          values[i] = null;
          continue;
        }
        const c = list[i]!;
        if (c.binary) {
          values[i] = c.binary(buf, p, size);
          p += size;
          continue;
        }
        const text = buf.toString('utf8', p, p + size);
        p += size;
        values[i] = c.parse ? c.parse(text, c.typeId) : text;
      }
      rows.push(columns.row(values));
    } else if (code === C && error === undefined) {
      const tag = buf.toString('utf8', at + 5, end - 1); // a C string: the last byte is its NUL
      const space = tag.indexOf(' ');
      if (space > 0 && COUNTED.has(tag.slice(0, space))) {
        const count = parseInt(tag.slice(tag.lastIndexOf(' ') + 1), 10);
        if (!Number.isNaN(count)) affectedRows += count;
      }
    } else if (code === E && error === undefined) {
      error = databaseError(buf, at + 5, end, end - at - 1);
    }
    at = end;
  }
  return { rows, affectedRows, error };
}

/** An ErrorResponse as pg-protocol's parser builds it (PGlite throws that object). */
export function databaseError(buf: Buffer, from: number, end: number, length: number) {
  const f: Record<string, string> = {};
  let p = from;
  while (p < end && buf[p] !== 0) {
    const type = String.fromCharCode(buf[p]!);
    const nul = buf.indexOf(0, p + 1);
    const stop = nul < 0 || nul > end ? end : nul;
    f[type] = buf.toString('utf8', p + 1, stop);
    p = stop + 1;
  }
  const e = new messages.DatabaseError(f.M!, length, 'error');
  e.severity = f.S;
  e.code = f.C;
  e.detail = f.D;
  e.hint = f.H;
  e.position = f.P;
  e.internalPosition = f.p;
  e.internalQuery = f.q;
  e.where = f.W;
  e.schema = f.s;
  e.table = f.t;
  e.column = f.c;
  e.dataType = f.d;
  e.constraint = f.n;
  e.file = f.F;
  e.line = f.L;
  e.routine = f.R;
  return e;
}
