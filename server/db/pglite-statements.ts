// Prepared statements on PGlite. PGlite's own `query` sends Parse, Describe, Bind, Describe,
// Execute and Sync as six separate calls into WASM, and parses and plans the SQL again every time
// (measured on GetSessionDetails' read: 0.9 ms of CPU per query, of which planning is most). Here
// each DML text is parsed once into a named statement, kept for the connection's life (PGlite has
// one), and every later run is one call into WASM: Bind + Execute + Sync. Values are serialised by
// the parameter types PostgreSQL reported when preparing, with PGlite's own serialisers, and rows
// are parsed with PGlite's own parsers, so results are the same as `query` gives.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { QueryResult } from './types.js';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface Statement {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription; absent when it returns no rows (NoData). */
  rowDescription: BackendMessage | undefined;
}

/** Statements worth keeping: plain DML. DDL, COPY, SET, LOCK and the like run as before. */
export const PREPARABLE = /^\s*(?:select|insert|update|delete|with|values)\b/i;
/** DDL that can change what a kept statement returns: every kept statement is dropped after it. */
export const SCHEMA_CHANGE = /^\s*(?:create|alter|drop|comment|grant|revoke)\b/i;
/** Errors after which a kept statement is dropped (and, outside a transaction, run again fresh). */
export const STALE_STATEMENT = new Set(['0A000', '26000']);

const { serialize } = protocol;
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
    const statement: Statement = {
      name,
      paramTypes: params?.dataTypeIDs ?? [],
      rowDescription: messages.find((m) => m.name === 'rowDescription'),
    };
    kept.set(sql, statement);
    return statement;
  }

  async function execute<T>(s: Statement, params: readonly unknown[], inTransaction: boolean): Promise<QueryResult<T>> {
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      // bytea goes in binary, as node-postgres sends it: PGlite's own serialiser spells it out as
      // hex one byte at a time (about 80 ms per megabyte, what storing an hour's peaks cost).
      if (s.paramTypes[i] === BYTEA && ArrayBuffer.isView(v)) return v;
      const ser = lite.serializers[s.paramTypes[i]!];
      return ser ? ser(v) : (v as { toString(): string }).toString();
    });
    const messages = await lite.execProtocolStream(
      concat([...closing(), serialize.bind({ statement: s.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: !inTransaction },
    );
    const [r] = parse.parseResults(s.rowDescription ? [s.rowDescription, ...messages] : messages, lite.parsers);
    return { rows: r!.rows as T[], rowCount: r!.affectedRows ?? r!.rows.length };
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
