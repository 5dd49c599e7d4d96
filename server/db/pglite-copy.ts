// COPY … TO STDOUT on PGlite, through its wire protocol. PGlite's `query` only copies out to
// '/dev/blob', whose device keeps every write the backend makes (one or a few rows each) as its
// own slice and then builds a Blob of all of them: profiled on the status job's million rows, that
// Blob's assembly and reading took more CPU than the database's work. Here the statement goes as a
// simple Query message, the backend's answer comes back as raw bytes (`execProtocolRawStream`,
// gathered into one growing buffer) and the rows are the payloads of its CopyData messages, moved
// together in place.
import type { PGlite } from '@electric-sql/pglite';
import { databaseError } from './pglite-rows.js';
import { RawReceiver } from './raw-receiver.js';

const COPY_DATA = 0x64; // 'd'
const ERROR = 0x45; // 'E'

/** A simple Query message ('Q', length, the SQL as a C string). */
function queryMessage(sql: string): Uint8Array {
  const n = Buffer.byteLength(sql);
  const out = Buffer.allocUnsafe(1 + 4 + n + 1);
  out[0] = 0x51;
  out.writeInt32BE(4 + n + 1, 1);
  out.write(sql, 5);
  out[5 + n] = 0;
  return out;
}

/**
 * Runs `copy` (a COPY … TO STDOUT statement) and returns what it wrote, the CopyData payloads end
 * to end. The caller holds PGlite's query lock. An error is PGlite's DatabaseError, as `query` throws.
 */
export async function pgliteCopyOut(lite: PGlite, copy: string, syncToFs: boolean): Promise<Buffer> {
  // Gathered into a buffer the size of the last copy's (callers read pages of about one size).
  const recv = new RawReceiver(lastSize);
  await lite.execProtocolRawStream(queryMessage(copy), { syncToFs, onRawData: recv.onRawData });
  const { buf, len } = recv;
  // Each payload moves left over the framing before it (never past bytes still to read).
  let out = 0;
  for (let at = 0; at + 5 <= len;) {
    const code = buf[at] as number;
    const end = at + 1 + buf.readInt32BE(at + 1);
    if (end > len) throw new Error('PGlite answered a truncated message');
    if (code === COPY_DATA) {
      buf.copyWithin(out, at + 5, end);
      out += end - at - 5;
    } else if (code === ERROR) {
      const err = databaseError(buf, at + 5, end, end - at - 1);
      Object.assign(err, { query: copy });
      throw err;
    }
    at = end;
  }
  lastSize = Math.min(Math.max(len + (len >> 4), MIN_SIZE), MAX_HINT);
  return buf.subarray(0, out);
}

const MIN_SIZE = 64 * 1024;
/** The first allocation is never larger than this, whatever the last copy was. */
const MAX_HINT = 64 << 20;
let lastSize = 1 << 20;
