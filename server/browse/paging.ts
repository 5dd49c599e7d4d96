// Paging rules shared by every Browse list: page size, order_by against an allow-list, and the
// keyset page token (the last row's sort key and ID, bound to the request it came from).
import { createHash } from 'node:crypto';
import { UUID_RE } from '../rpc/wire-values.js';
import { badField } from '../rpc/errors.js';
import type { Violations } from '../rpc/errors.js';
import { COUNT_LIMITS } from '../../shared/rpc/limits.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = COUNT_LIMITS.browsePageSize;
/** total_size is exact up to this many rows. */
export const COUNT_CAP = 10_000;

/** 0 means the default; above the maximum is lowered to it (AIP-158 style); negative is refused. */
export function readPageSize(v: Violations, raw: unknown): number {
  const n = typeof raw === 'number' ? raw : Number(raw ?? 0);
  if (!Number.isInteger(n) || n < 0) {
    v.add('page_size', 'must be zero or a positive number', 'OUT_OF_RANGE', String(raw));
    return DEFAULT_PAGE_SIZE;
  }
  if (n === 0) return DEFAULT_PAGE_SIZE;
  return Math.min(n, MAX_PAGE_SIZE);
}

export type SortDirection = 'asc' | 'desc';

/** How one order_by key reads in SQL: the expression and the type its key has in a token. */
export interface SortKey {
  expr: string;
  kind: 'timestamp' | 'int';
}

export interface OrderBy {
  key: string;
  dir: SortDirection;
  sort: SortKey;
}

/** "key", "key asc" or "key desc" from `allowed`; empty means "creation_timestamp desc". */
export function readOrderBy(v: Violations, raw: unknown, allowed: Record<string, SortKey>): OrderBy {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const [key = 'creation_timestamp', dirText, ...rest] = text ? text.split(/\s+/) : ['creation_timestamp', 'desc'];
  const sort = allowed[key];
  const dir = (dirText ?? 'asc').toLowerCase();
  if (!sort || rest.length || (dir !== 'asc' && dir !== 'desc')) {
    const keys = Object.keys(allowed).join(', ');
    v.add('order_by', `must be "<key>", "<key> asc" or "<key> desc" with a key among: ${keys}`, 'INVALID_FORMAT', text);
    return { key: 'creation_timestamp', dir: 'desc', sort: allowed.creation_timestamp as SortKey };
  }
  return { key, dir, sort };
}

/** Where a page starts: after the row with this sort key (as text) and ID. */
export interface Cursor {
  sortKey: string;
  id: string;
}

interface TokenBody {
  v: 1;
  k: string;
  i: string;
  /** Fingerprint of the scope, filters and order the token was made for. */
  f: string;
}

/** Fingerprint of everything a token must be reused with (scope, normalised filters, order). */
export function fingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16);
}

export function encodePageToken(cursor: Cursor, fp: string): string {
  const body: TokenBody = { v: 1, k: cursor.sortKey, i: cursor.id, f: fp };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

const INT_RE = /^-?\d{1,19}$/;
const TS_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * The cursor in a page_token; undefined for an empty token; INVALID_ARGUMENT naming page_token otherwise.
 * idKind: what the listed record's ID is (a UUID, or a serial number for event rows).
 */
export function decodePageToken(
  raw: unknown,
  fp: string,
  kind: SortKey['kind'],
  idKind: 'uuid' | 'int' = 'uuid',
): Cursor | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const invalid = () =>
    badField('page_token', 'is not a page token returned by this list', 'INVALID_FORMAT', String(raw).slice(0, 64));
  if (typeof raw !== 'string' || !/^[A-Za-z0-9_-]+$/.test(raw)) throw invalid();
  let body: Partial<TokenBody>;
  try {
    body = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<TokenBody>;
  } catch {
    throw invalid();
  }
  if (
    !body ||
    typeof body !== 'object' ||
    body.v !== 1 ||
    typeof body.k !== 'string' ||
    typeof body.i !== 'string' ||
    typeof body.f !== 'string'
  ) {
    throw invalid();
  }
  const keyOk = kind === 'int' ? INT_RE.test(body.k) : TS_RE.test(body.k) && !Number.isNaN(Date.parse(body.k));
  const idOk = idKind === 'int' ? /^\d{1,18}$/.test(body.i) : UUID_RE.test(body.i);
  if (!keyOk || !idOk) throw invalid();
  if (body.f !== fp) {
    throw badField(
      'page_token',
      'was returned for different filters, scope or order_by: repeat them unchanged when paging',
      'FIELD_CONFLICT',
    );
  }
  return { sortKey: body.k, id: body.i.toLowerCase() };
}
