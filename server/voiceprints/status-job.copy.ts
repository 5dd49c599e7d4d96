// The status job's bulk read: one page of profiles as a single COPY … (FORMAT binary) instead of a
// result row per profile. Profiled on PGlite, a page of the JSON query spent most of its time in
// the database building JSON arrays and formatting timestamps with to_char (3.4 of 5.4 s for 200k
// rows), then the rows crossed the wire protocol one message each. Here the database only sends its
// stored values (timestamps as microseconds, UUIDs as 16 bytes) and this module writes the page's
// CSV lines from those bytes straight into a buffer, the same bytes csvLine (status-job.csv.ts)
// writes for the row the JSON query gives: no row object, string or Date per value (turning the
// page into row objects first and joining csvLine strings was about half the job's JavaScript, most
// of it timestamps and garbage collection).
import type { Db } from '../db/types.js';
import type { JobFilter } from './status-job.store.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENUM = /^[A-Z][A-Z0-9_]*$/;

// COPY takes no parameters, so the values go in as literals, each checked for its shape first.
function uuidLiteral(s: string): string {
  if (!UUID.test(s)) throw new Error(`not a UUID: ${JSON.stringify(s)}`);
  return `'${s}'::uuid`;
}
const timeLiteral = (d: Date) => `'${d.toISOString()}'::timestamptz`;

/**
 * The page query: the profiles after `afterId` in ID order, the columns csvPageOf reads. The
 * owner's external ID is the profile's own copy (migration 0020), not a join to voiceprint_owners.
 */
export function copyPageSelect(scopeId: string, filter: JobFilter, afterId: string, limit: number): string {
  if (!ENUM.test(filter.ownerType)) throw new Error(`not an owner type: ${JSON.stringify(filter.ownerType)}`);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`bad page size ${limit}`);
  return `SELECT p.gk_voiceprint_profile_id, p.gk_owner_id, p.owner_type, p.owner_external_id, p.tag, p.version, p.status,
            p.near_term_adaptation, p.lock_timestamp, p.lock_reason, p.locked_by, p.lock_note, p.auto_unlock_at,
            p.mismatch_counter, p.calibration_model_revision_id, p.voice_class_score::text, p.latest_train_at,
            p.created_at, p.modified_at
       FROM voiceprint_profiles p
      WHERE p.scope_id = ${uuidLiteral(scopeId)} AND p.owner_type = '${filter.ownerType}'
        AND p.gk_voiceprint_profile_id > ${uuidLiteral(afterId)}
        ${filter.createdFrom ? `AND p.created_at >= ${timeLiteral(filter.createdFrom)}` : ''}
        ${filter.createdUntil ? `AND p.created_at < ${timeLiteral(filter.createdUntil)}` : ''}
      ORDER BY p.gk_voiceprint_profile_id LIMIT ${limit}`;
}

/** A page of the walk as CSV: its rows' lines, taken a number of rows at a time. */
export interface CsvPage {
  readonly rows: number;
  /** The last row's profile ID, where the next page starts; undefined when the page is empty. */
  readonly lastId: string | undefined;
  /** The CSV lines of the next `n` rows (fewer at the page's end), as UTF-8. */
  take(n: number): Buffer;
}

/** One page of the walk through Db.copyOutBinary, as CSV at `now` (locks read as they are then). */
export async function copyCsvPage(
  db: Required<Pick<Db, 'copyOutBinary'>>,
  scopeId: string,
  filter: JobFilter,
  afterId: string,
  limit: number,
  now: Date,
): Promise<CsvPage> {
  return csvPageOf(await db.copyOutBinary(copyPageSelect(scopeId, filter, afterId, limit)), now);
}

const SIGNATURE = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00]; // PGCOPY\n\377\r\n\0
const COLUMNS = 19;
/** PostgreSQL's epoch (2000-01-01) in Unix milliseconds. */
const PG_EPOCH_MS = 946_684_800_000;
const DAY_MS = 86_400_000;
const HEX = Buffer.from('0123456789abcdef', 'latin1');
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
/** =, +, -, @, tab and CR: the bytes csvCell neutralises at a cell's start. */
const FORMULA_START_BYTES = new Set([0x3d, 0x2b, 0x2d, 0x40, 0x09, 0x0d]);
const COMMA = 0x2c;
const CR = 0x0d;
const LF = 0x0a;
const ascii = (s: string) => Buffer.from(s, 'latin1');
const TRUE = ascii('true');
const FALSE = ascii('false');
const LOCKED = ascii('LOCK_STATUS_LOCKED');
const UNLOCKED = ascii('LOCK_STATUS_UNLOCKED');
const REASON_OTHER = ascii('LOCK_REASON_OTHER');

/**
 * The rows of one page in COPY's binary format (the columns of copyPageSelect, in its order), read
 * as CSV lines. The rows' starts are found first (so the count and last ID are known), their lines
 * written on `take`.
 */
export function csvPageOf(bytes: Uint8Array, now: Date): CsvPage {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 21 || SIGNATURE.some((b, i) => buf[i] !== b)) throw new Error('not COPY binary data');
  const starts: number[] = [];
  let at = 19 + buf.readUInt32BE(15); // signature, flags, header extension
  for (;;) {
    const fields = buf.readInt16BE(at);
    if (fields === -1) break; // the trailer
    if (fields !== COLUMNS) throw new Error(`COPY row with ${fields} columns, expected ${COLUMNS}`);
    starts.push(at);
    at += 2;
    for (let i = 0; i < COLUMNS; i++) {
      const len = buf.readInt32BE(at);
      at += 4 + (len > 0 ? len : 0);
    }
    if (at > buf.length) throw new Error('COPY data ends inside a row');
  }
  const last = starts[starts.length - 1];
  let next = 0;
  const nowMs = now.getTime();
  return {
    rows: starts.length,
    lastId: last === undefined ? undefined : uuidText(buf, last + 6),
    take(n) {
      const upTo = Math.min(starts.length, next + n);
      const from = starts[next] ?? at;
      const to = starts[upTo] ?? at;
      // A line is at most twice its row's bytes (every text byte a doubled quote) plus what
      // grows from the binary form (UUIDs, timestamps, numbers, the lock columns).
      const out = new CsvWriter(2 * (to - from) + 320 * (upTo - next));
      for (; next < upTo; next++) writeLine(out, buf, starts[next] as number, nowMs);
      return out.done();
    },
  };
}

/** The 16 bytes at `at` as a UUID's text. */
function uuidText(buf: Buffer, at: number): string {
  const h = buf.toString('hex', at, at + 16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Where each of a UUID's 16 bytes goes in its 36-character text form. */
const UUID_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

class CsvWriter {
  readonly buf: Buffer;
  pos = 0;
  constructor(size: number) {
    this.buf = Buffer.allocUnsafe(size);
  }
  done(): Buffer {
    // Writes past the end are dropped by Buffer: a bound too small must not pass as a short line.
    if (this.pos > this.buf.length) throw new Error('CSV lines longer than their bound');
    return this.buf.subarray(0, this.pos);
  }
  byte(b: number): void {
    this.buf[this.pos++] = b;
  }
  bytes(b: Buffer): void {
    b.copy(this.buf, this.pos);
    this.pos += b.length;
  }
  /** src[from, to) as it is (text known to need no quotes). */
  raw(src: Buffer, from: number, to: number): void {
    src.copy(this.buf, this.pos, from, to);
    this.pos += to - from;
  }
  /**
   * src[from, to) as csvField (shared/csv.ts csvCell) writes it: an apostrophe first when it would
   * start a spreadsheet formula, then quoted, inner quotes doubled, when it holds a quote, comma or
   * line break.
   */
  field(src: Buffer, from: number, to: number): void {
    const neutralise = to > from && FORMULA_START_BYTES.has(src[from] as number);
    let i = from;
    while (i < to) {
      const c = src[i] as number;
      if (c === QUOTE || c === COMMA || c === CR || c === LF) break;
      i++;
    }
    if (i === to) {
      if (neutralise) this.byte(APOSTROPHE);
      return this.raw(src, from, to);
    }
    const b = this.buf;
    b[this.pos++] = QUOTE;
    if (neutralise) b[this.pos++] = APOSTROPHE;
    for (i = from; i < to; i++) {
      const c = src[i] as number;
      if (c === QUOTE) b[this.pos++] = QUOTE;
      b[this.pos++] = c;
    }
    b[this.pos++] = QUOTE;
  }
  uuid(src: Buffer, at: number): void {
    const b = this.buf;
    const p = this.pos;
    b[p + 8] = b[p + 13] = b[p + 18] = b[p + 23] = 0x2d; // '-'
    for (let i = 0; i < 16; i++) {
      const v = src[at + i] as number;
      const o = p + (UUID_AT[i] as number);
      b[o] = HEX[v >> 4] as number;
      b[o + 1] = HEX[v & 15] as number;
    }
    this.pos = p + 36;
  }
  /** ASCII text (advancing by its length even where the buffer would cut it short, which done() reports). */
  ascii(s: string): void {
    this.buf.write(s, this.pos, 'latin1');
    this.pos += s.length;
  }
  /** A whole number in decimal, as String() writes it. */
  int(n: number): void {
    if (n >= 0 && n < 10) this.byte(0x30 + n);
    else this.ascii(String(n));
  }
  /** Unix milliseconds as Date#toISOString writes them (YYYY-MM-DDTHH:MM:SS.mmmZ). */
  iso(ms: number): void {
    const day = Math.floor(ms / DAY_MS);
    const date = dayText(day);
    const b = this.buf;
    let p = this.pos;
    if (date === undefined) {
      // Outside four-digit years toISOString writes a signed six-digit year (and fails past its range).
      this.ascii(new Date(ms).toISOString());
      return;
    }
    for (let i = 0; i < 10; i++) b[p + i] = date[i] as number;
    p += 10;
    const t = ms - day * DAY_MS; // milliseconds into the day
    const hour = (t / 3_600_000) | 0;
    const min = ((t / 60_000) | 0) % 60;
    const sec = ((t / 1000) | 0) % 60;
    const milli = t % 1000;
    b[p] = 0x54; // T
    b[p + 1] = 0x30 + ((hour / 10) | 0);
    b[p + 2] = 0x30 + (hour % 10);
    b[p + 3] = 0x3a; // :
    b[p + 4] = 0x30 + ((min / 10) | 0);
    b[p + 5] = 0x30 + (min % 10);
    b[p + 6] = 0x3a;
    b[p + 7] = 0x30 + ((sec / 10) | 0);
    b[p + 8] = 0x30 + (sec % 10);
    b[p + 9] = 0x2e; // .
    b[p + 10] = 0x30 + ((milli / 100) | 0);
    b[p + 11] = 0x30 + (((milli / 10) | 0) % 10);
    b[p + 12] = 0x30 + (milli % 10);
    b[p + 13] = 0x5a; // Z
    this.pos = p + 14;
  }
}

// The YYYY-MM-DD of a day since 1970 as toISOString writes it, undefined outside years 0-9999. A
// report's timestamps fall on few days, so the days seen are kept (up to a bound).
const days = new Map<number, Buffer | undefined>();
function dayText(day: number): Buffer | undefined {
  let text = days.get(day);
  if (text === undefined && !days.has(day)) {
    const iso = new Date(day * DAY_MS).toISOString();
    text = iso.length === 24 ? Buffer.from(iso.slice(0, 10), 'latin1') : undefined;
    if (days.size >= 4096) days.clear();
    days.set(day, text);
  }
  return text;
}

/** Unix milliseconds of a timestamptz field's value at `at` (microseconds since 2000, floored as to_char's MS). */
function millisAt(buf: Buffer, at: number): number {
  const us = buf.readInt32BE(at) * 4294967296 + buf.readUInt32BE(at + 4);
  return Math.floor(us / 1000) + PG_EPOCH_MS;
}

/**
 * One row's CSV line: the columns of CSV_COLUMNS, as csvLine writes them for the StatusRow the JSON
 * page gives (see status-job.csv.ts; the lock through effectiveLock's rules at `nowMs`).
 */
function writeLine(out: CsvWriter, buf: Buffer, row: number, nowMs: number): void {
  // Where each field's bytes start and end (-1: NULL), in copyPageSelect's order.
  let at = row + 2;
  const from = FROM;
  const to = TO;
  for (let i = 0; i < COLUMNS; i++) {
    const len = buf.readInt32BE(at);
    at += 4;
    from[i] = at;
    to[i] = len < 0 ? -1 : at + len;
    if (len > 0) at += len;
  }
  const lockedAt = present(F.lockTimestamp) ? millisAt(buf, from[F.lockTimestamp] as number) : undefined;
  const unlockAt = present(F.autoUnlockAt) ? millisAt(buf, from[F.autoUnlockAt] as number) : undefined;
  const lapsed = lockedAt !== undefined && unlockAt !== undefined && unlockAt <= nowMs;
  const locked = lockedAt !== undefined && !lapsed;

  out.uuid(buf, from[F.id] as number);
  out.byte(COMMA);
  out.uuid(buf, from[F.ownerId] as number);
  out.byte(COMMA);
  out.raw(buf, from[F.ownerType] as number, to[F.ownerType] as number);
  out.byte(COMMA);
  if (present(F.externalId)) out.field(buf, from[F.externalId] as number, to[F.externalId] as number);
  out.byte(COMMA);
  out.field(buf, from[F.tag] as number, to[F.tag] as number);
  out.byte(COMMA);
  out.int(buf.readInt32BE(from[F.version] as number));
  out.byte(COMMA);
  out.raw(buf, from[F.status] as number, to[F.status] as number);
  out.byte(COMMA);
  out.bytes(buf[from[F.nearTerm] as number] === 1 ? TRUE : FALSE);
  out.byte(COMMA);
  out.bytes(locked ? LOCKED : UNLOCKED);
  out.byte(COMMA);
  if (locked) {
    if (present(F.lockReason)) out.raw(buf, from[F.lockReason] as number, to[F.lockReason] as number);
    else out.bytes(REASON_OTHER);
  }
  out.byte(COMMA);
  if (locked && present(F.lockedBy)) out.field(buf, from[F.lockedBy] as number, to[F.lockedBy] as number);
  out.byte(COMMA);
  if (locked && present(F.lockNote)) out.field(buf, from[F.lockNote] as number, to[F.lockNote] as number);
  out.byte(COMMA);
  out.int(lapsed ? 0 : buf.readInt32BE(from[F.mismatches] as number));
  out.byte(COMMA);
  if (locked) out.iso(lockedAt);
  out.byte(COMMA);
  if (locked && unlockAt !== undefined) out.iso(unlockAt);
  out.byte(COMMA);
  if (present(F.model)) out.uuid(buf, from[F.model] as number);
  out.byte(COMMA);
  if (present(F.score)) out.ascii(scoreText(buf.toString('latin1', from[F.score], to[F.score])));
  out.byte(COMMA);
  if (present(F.trainedAt)) out.iso(millisAt(buf, from[F.trainedAt] as number));
  out.byte(COMMA);
  out.iso(millisAt(buf, from[F.createdAt] as number));
  out.byte(COMMA);
  out.iso(millisAt(buf, from[F.modifiedAt] as number));
  out.byte(CR);
  out.byte(LF);
}

/** The fields of copyPageSelect by name. */
const F = {
  id: 0,
  ownerId: 1,
  ownerType: 2,
  externalId: 3,
  tag: 4,
  version: 5,
  status: 6,
  nearTerm: 7,
  lockTimestamp: 8,
  lockReason: 9,
  lockedBy: 10,
  lockNote: 11,
  autoUnlockAt: 12,
  mismatches: 13,
  model: 14,
  score: 15,
  trainedAt: 16,
  createdAt: 17,
  modifiedAt: 18,
} as const;
const FROM = new Array<number>(COLUMNS).fill(0);
const TO = new Array<number>(COLUMNS).fill(0);
/** Whether the current row's field `i` is not NULL. */
const present = (i: number) => (TO[i] as number) >= 0;

// The score as the JSON page gave it, real's text read as a JavaScript number (NaN and ±Infinity
// included), then printed by String(): a page repeats few scores, so the last few are kept.
const scores = new Map<string, string>();
function scoreText(text: string): string {
  let s = scores.get(text);
  if (s === undefined) {
    s = String(Number(text));
    if (scores.size >= 1024) scores.clear();
    scores.set(text, s);
  }
  return s;
}
