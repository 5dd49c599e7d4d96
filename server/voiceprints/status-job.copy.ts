// The status job's bulk read: one page of profiles as a single COPY … (FORMAT binary) instead of a
// result row per profile. Profiled on PGlite, a page of the JSON query spent most of its time in
// the database building JSON arrays and formatting timestamps with to_char (3.4 of 5.4 s for 200k
// rows), then the rows crossed the wire protocol one message each. Here the database only sends its
// stored values (timestamps as microseconds, UUIDs as 16 bytes) and this module turns a page into
// the same StatusRow objects the JSON query gave, so csvLine writes byte-identical CSV.
import type { Db } from '../db/types.js';
import type { StatusRow } from './status-job.csv.js';
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
 * The page query: the profiles after `afterId` in ID order, the columns parseCopyPage reads. The
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

/** One page of the walk through Db.copyOutBinary. */
export async function copyProfilesPage(
  db: Required<Pick<Db, 'copyOutBinary'>>,
  scopeId: string,
  filter: JobFilter,
  afterId: string,
  limit: number,
): Promise<StatusRow[]> {
  return parseCopyPage(await db.copyOutBinary(copyPageSelect(scopeId, filter, afterId, limit)));
}

const SIGNATURE = [0x50, 0x47, 0x43, 0x4f, 0x50, 0x59, 0x0a, 0xff, 0x0d, 0x0a, 0x00]; // PGCOPY\n\377\r\n\0
const COLUMNS = 19;
/** PostgreSQL's epoch (2000-01-01) in Unix milliseconds. */
const PG_EPOCH_MS = 946_684_800_000;
const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1');
const uuidChars = Buffer.alloc(36, '-', 'latin1');
/** Where each of a UUID's 16 bytes goes in its 36-character text form. */
const UUID_AT = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];

/** The 16 bytes at `at` as a UUID's text, built in one buffer (one string, no concatenation). */
function uuidText(buf: Buffer, at: number): string {
  for (let i = 0; i < 16; i++) {
    const b = buf[at + i] as number;
    const o = UUID_AT[i] as number;
    uuidChars[o] = HEX_DIGITS[b >> 4] as number;
    uuidChars[o + 1] = HEX_DIGITS[b & 15] as number;
  }
  return uuidChars.toString('latin1', 0, 36);
}

const DAY_MS = 86_400_000;
const PAD2 = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const PAD3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
let cachedDay = NaN;
let cachedDayText = '';

/**
 * Date#toISOString without a Date per value: the day's part is kept from the previous call (a
 * page's timestamps are mostly from few days), the time of day is arithmetic. Years outside
 * 1000-9999 go through Date.
 */
function isoOf(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  if (day !== cachedDay) {
    const text = new Date(day * DAY_MS).toISOString();
    if (text.length !== 24 || text[0] === '0') return new Date(ms).toISOString();
    cachedDay = day;
    cachedDayText = text.slice(0, 11); // YYYY-MM-DDT
  }
  let t = ms - day * DAY_MS;
  const milli = t % 1000;
  t = (t - milli) / 1000;
  const sec = t % 60;
  t = (t - sec) / 60;
  const min = t % 60;
  const hour = (t - min) / 60;
  return `${cachedDayText}${PAD2[hour]}:${PAD2[min]}:${PAD2[sec]}.${PAD3[milli]}Z`;
}

/** Reads COPY binary fields one after another: each is its length (-1: NULL), then its bytes. */
class FieldReader {
  /** Where the current field's bytes start. */
  start = 0;
  constructor(
    readonly buf: Buffer,
    public at: number,
  ) {}
  /** Moves to the next field; false when it is NULL. */
  next(): boolean {
    const len = this.buf.readInt32BE(this.at);
    this.start = this.at + 4;
    this.at = this.start + (len > 0 ? len : 0);
    return len >= 0;
  }
  text(): string | null {
    return this.next() ? this.buf.toString('utf8', this.start, this.at) : null;
  }
  int4(): number | null {
    return this.next() ? this.buf.readInt32BE(this.start) : null;
  }
  uuid(): string | null {
    return this.next() ? uuidText(this.buf, this.start) : null;
  }
  /** Unix milliseconds (timestamptz is microseconds since 2000, floored like to_char's MS). */
  millis(): number | null {
    if (!this.next()) return null;
    const us = this.buf.readInt32BE(this.start) * 4294967296 + this.buf.readUInt32BE(this.start + 4);
    return Math.floor(us / 1000) + PG_EPOCH_MS;
  }
  date(): Date | null {
    const ms = this.millis();
    return ms === null ? null : new Date(ms);
  }
  iso(): string | null {
    const ms = this.millis();
    return ms === null ? null : isoOf(ms);
  }
}

/** The rows of one page in COPY's binary format (the columns of copyPageSelect, in its order). */
export function parseCopyPage(bytes: Uint8Array): StatusRow[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.length < 19 || SIGNATURE.some((b, i) => buf[i] !== b)) throw new Error('not COPY binary data');
  const f = new FieldReader(buf, 15 + 4 + buf.readUInt32BE(15)); // signature, flags, header extension
  const rows: StatusRow[] = [];
  for (;;) {
    const fields = buf.readInt16BE(f.at);
    f.at += 2;
    if (fields === -1) break; // the trailer
    if (fields !== COLUMNS) throw new Error(`COPY row with ${fields} columns, expected ${COLUMNS}`);
    const id = f.uuid() as string;
    const gkOwnerId = f.uuid() as string;
    const ownerType = f.text() as string;
    const externalId = f.text();
    const tag = f.text() as string;
    const version = f.int4() as number;
    const status = f.text() as string;
    f.next();
    const nearTerm = buf[f.start] === 1;
    const lockTimestamp = f.date();
    const lockReason = f.text();
    const lockedBy = f.text();
    const lockNote = f.text();
    const autoUnlockAt = f.date();
    const mismatches = f.int4() as number;
    const model = f.uuid();
    const score = f.text();
    const trainedAt = f.iso();
    const createdAt = f.iso() as string;
    const modifiedAt = f.iso() as string;
    rows.push({
      id,
      gk_owner_id: gkOwnerId,
      owner_type: ownerType,
      external_id: externalId,
      tag,
      version,
      status,
      near_term_adaptation: nearTerm,
      lock_timestamp: lockTimestamp,
      lock_reason: lockReason,
      locked_by: lockedBy,
      lock_note: lockNote,
      auto_unlock_at: autoUnlockAt,
      mismatch_counter: mismatches,
      calibration_model_revision_id: model,
      // As the JSON page gave it: real's text read as a JavaScript number (NaN and ±Infinity included).
      voice_class_score: score === null ? null : Number(score),
      latest_train_at: trainedAt,
      created_at: createdAt,
      modified_at: modifiedAt,
    });
  }
  return rows;
}
