// Prepared statements on PGlite. PGlite's own `query` sends Parse, Describe, Bind, Describe,
// Execute and Sync as six separate calls into WASM, and parses and plans the SQL again every time
// (measured on GetSessionDetails' read: 0.9 ms of CPU per query, of which planning is most). Here
// each DML text is parsed once into a named statement, kept for the connection's life (PGlite has
// one), and every later run is one call into WASM: Bind + Execute + Sync. Values are serialised by
// the parameter types PostgreSQL reported when preparing, with PGlite's own serialisers. The answer
// is taken as raw bytes (`execProtocolRawStream`, which skips PGlite's message parser) and decoded
// in pglite-rows.ts with PGlite's own parsers, so results and errors are the same as `query` gives.
import { protocol, type PGlite } from '@electric-sql/pglite';
import { columnsOf, decodeBackend, type Columns } from './pglite-rows.js';
import { RawReceiver } from './raw-receiver.js';
import type { QueryResult } from './types.js';

interface Statement {
  name: string;
  paramTypes: number[];
  /** Its result columns, from its RowDescription; absent when it returns no rows (NoData). */
  columns: Columns | undefined;
}

/** Statements worth keeping: plain DML. DDL, COPY, SET, LOCK and the like run as before. */
export const PREPARABLE = /^\s*(?:select|insert|update|delete|with|values)\b/i;
/** DDL that can change what a kept statement returns: every kept statement is dropped after it. */
export const SCHEMA_CHANGE = /^\s*(?:create|alter|drop|comment|grant|revoke)\b/i;
/** Errors after which a kept statement is dropped (and, outside a transaction, run again fresh). */
export const STALE_STATEMENT = new Set(['0A000', '26000']);

const { serialize } = protocol;
/** Execute (all rows) and Sync, the same after every Bind. */
const EXECUTE_SYNC = concat([serialize.execute({}), serialize.sync()]);
/** Received bytes are gathered here between runs; a buffer grown past this is not kept. */
const RECV_KEEP = 256 * 1024;
/** The bytea type's OID. */
const BYTEA = 17;

function concat(parts: Uint8Array[]): Uint8Array {
  let n = 0;
  for (const p of parts) n += p.length;
  const out = new Uint8Array(n);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Bind (unnamed portal), Execute and Sync in one buffer: what PGlite's serializer writes, without
 * its growing writers and the copies between them. Parameters are text, NULL, or bytes (bytea),
 * which go in binary with a format code each. Results are text, or as `resultFormats` says
 * (pglite-rows.ts Columns.formats: the count and a code per column).
 */
function bindExecuteSync(
  statement: string,
  values: readonly (string | Uint8Array | null)[],
  resultFormats?: Buffer,
): Uint8Array {
  const binary = values.some((v) => v !== null && typeof v !== 'string');
  let size =
    1 +
    4 +
    1 +
    Buffer.byteLength(statement) +
    1 +
    2 +
    (binary ? 2 * values.length : 0) +
    2 +
    (resultFormats?.length ?? 2);
  for (const v of values) {
    if (v === null) size += 4;
    else if (typeof v === 'string') size += 4 + Buffer.byteLength(v);
    else size += 4 + v.byteLength;
  }
  const out = Buffer.allocUnsafe(size + EXECUTE_SYNC.length);
  out[0] = 0x42; // 'B'
  out.writeInt32BE(size - 1, 1);
  out[5] = 0; // the unnamed portal
  let at = 6 + out.write(statement, 6);
  out[at++] = 0;
  if (binary) {
    at = out.writeUInt16BE(values.length, at);
    for (const v of values) at = out.writeUInt16BE(v !== null && typeof v !== 'string' ? 1 : 0, at);
  } else {
    at = out.writeUInt16BE(0, at); // no parameter format codes: all text
  }
  at = out.writeUInt16BE(values.length, at);
  for (const v of values) {
    if (v === null) {
      at = out.writeInt32BE(-1, at);
    } else if (typeof v === 'string') {
      const n = out.write(v, at + 4);
      out.writeInt32BE(n, at);
      at += 4 + n;
    } else {
      at = out.writeInt32BE(v.byteLength, at);
      out.set(v, at);
      at += v.byteLength;
    }
  }
  if (resultFormats) {
    out.set(resultFormats, at);
    at += resultFormats.length;
  } else {
    at = out.writeUInt16BE(0, at); // no result format codes: all text
  }
  out.set(EXECUTE_SYNC, at);
  return out;
}

interface DbError extends Error {
  code?: string;
  query?: string;
  params?: unknown[];
}

export interface PgliteStatements {
  /**
   * Whether `run` takes this statement. The others go to PGlite's `query`; after DDL every kept
   * statement is dropped (closed with the next run).
   */
  takes(sql: string): boolean;
  /**
   * Runs one statement `takes` accepted. The caller holds PGlite's query lock, and its transaction
   * lock or an open transaction; `inTransaction` decides whether PGlite's file sync follows.
   */
  run<T>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<QueryResult<T>>;
  /** How many statements are kept (tests). */
  readonly size: number;
}

export function pgliteStatements(lite: PGlite, max = 256): PgliteStatements {
  // Kept in use order (a Map iterates in insertion order; a hit is moved to the end).
  const kept = new Map<string, Statement>();
  /** Names to close with the next message (evicted or invalidated). */
  let toClose: string[] = [];
  let serial = 0;
  // What the backend answers, gathered from PGlite's output callback (a view into WASM memory that
  // is only valid during the callback). Runs never overlap (the caller holds PGlite's query lock);
  // one starting while another is receiving would be a bug, and throws.
  let recv = new RawReceiver(16 * 1024);
  let receiving = false;

  const closing = (): Uint8Array[] => {
    if (toClose.length === 0) return [];
    const parts = toClose.map((name) => serialize.close({ type: 'S', name }));
    toClose = [];
    return parts;
  };

  const forgetAll = () => {
    for (const s of kept.values()) toClose.push(s.name);
    kept.clear();
  };

  async function prepare(sql: string): Promise<Statement> {
    while (kept.size >= max) {
      const [oldest, s] = kept.entries().next().value as [string, Statement];
      kept.delete(oldest);
      toClose.push(s.name);
    }
    const name = `vigil_${++serial}`;
    const messages = await lite.execProtocolStream(
      concat([
        ...closing(),
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const params = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const rows = messages.find((m) => m.name === 'rowDescription') as
      { fields: { name: string; dataTypeID: number }[] } | undefined;
    const statement: Statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      columns: rows ? columnsOf(rows.fields, lite.parsers) : undefined,
    };
    kept.set(sql, statement);
    return statement;
  }

  async function execute<T>(s: Statement, params: readonly unknown[], inTransaction: boolean): Promise<QueryResult<T>> {
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      // bytea goes in binary, as node-postgres sends it: PGlite's own serialiser spells it out as
      // hex one byte at a time (about 80 ms per megabyte, what storing an hour's peaks cost).
      if (s.paramTypes[i] === BYTEA && ArrayBuffer.isView(v))
        return new Uint8Array(v.buffer, v.byteOffset, v.byteLength);
      const ser = lite.serializers[s.paramTypes[i]!];
      return ser ? ser(v) : (v as { toString(): string }).toString();
    });
    const bind = bindExecuteSync(s.name, values, s.columns?.formats);
    const message = toClose.length === 0 ? bind : concat([...closing(), bind]);
    if (receiving) throw new Error('prepared statements ran concurrently on one PGlite');
    receiving = true;
    recv.len = 0;
    try {
      // File sync (outside a transaction) happens after the backend answered; the answer is
      // complete in `recv` when this resolves.
      await lite.execProtocolRawStream(message, { syncToFs: !inTransaction, onRawData: recv.onRawData });
      const r = decodeBackend(recv.buf, recv.len, s.columns);
      if (r.error) throw r.error;
      // As `query` counts: INSERT, UPDATE, DELETE, COPY and MERGE their rows, anything else 0.
      return { rows: r.rows as T[], rowCount: r.affectedRows };
    } finally {
      receiving = false;
      if (recv.buf.length > RECV_KEEP) recv = new RawReceiver(16 * 1024);
    }
  }

  async function run<T>(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<QueryResult<T>> {
    try {
      let s = kept.get(sql);
      if (s) {
        kept.delete(sql);
        kept.set(sql, s);
      } else {
        s = await prepare(sql);
      }
      try {
        return await execute<T>(s, params, inTransaction);
      } catch (err) {
        const code = (err as DbError).code;
        if (!code || !STALE_STATEMENT.has(code)) throw err;
        // The statement no longer fits the schema (a result type changed) or is gone: drop it.
        // Outside a transaction nothing was done, so it is prepared and run again once.
        if (kept.get(sql) === s) {
          kept.delete(sql);
          toClose.push(s.name);
        }
        if (inTransaction) throw err;
        return await execute<T>(await prepare(sql), params, inTransaction);
      }
    } catch (err) {
      // As PGlite's `query` does: the error names the statement that failed.
      if (err instanceof Error && 'code' in err) {
        (err as DbError).query = sql;
        (err as DbError).params = [...params];
      }
      throw err;
    }
  }

  return {
    takes(sql) {
      if (max > 0 && PREPARABLE.test(sql)) return true;
      if (SCHEMA_CHANGE.test(sql)) forgetAll();
      return false;
    },
    run,
    get size() {
      return kept.size;
    },
  };
}
