// The PostgreSQL back end: a blob is its rows in blob_chunks (key, seq, ≤1 MiB of data), inserted
// one chunk at a time and read back one chunk per query, so neither side holds a whole file. Given a
// transaction, a put or delete happens in it (with the rows that refer to the blob); without one, a
// put writes under "<key>.part" and renames the chunks into place in one short transaction.
import type { Db, Queryable } from '../db/types.js';
import { CHUNK_BYTES, newSha256, rechunk, type BlobSource, type BlobStore } from './blob-store.js';

export class PostgresBlobStore implements BlobStore {
  readonly kind = 'postgres' as const;

  constructor(
    private readonly db: Db,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  async put(key: string, source: BlobSource, q?: Queryable): Promise<{ sha256: string; size: number }> {
    if (q) return this.write(q, key, source);
    // Only one writer per key at a time (status reports: the job's lease holder).
    const part = `${key}.part`;
    const result = await this.write(this.db, part, source);
    await this.db.tx(async (t) => {
      await t.query(`DELETE FROM blob_chunks WHERE blob_key = $1`, [key]);
      await t.query(`UPDATE blob_chunks SET blob_key = $1 WHERE blob_key = $2`, [key, part]);
    });
    return result;
  }

  private async write(q: Queryable, key: string, source: BlobSource) {
    await q.query(`DELETE FROM blob_chunks WHERE blob_key = $1`, [key]);
    const hash = newSha256();
    let seq = 0;
    let size = 0;
    for await (const chunk of rechunk(source, hash, this.chunkBytes)) {
      await q.query(`INSERT INTO blob_chunks (blob_key, seq, data) VALUES ($1, $2, $3)`, [key, seq++, chunk]);
      size += chunk.length;
    }
    return { sha256: hash.digest('hex'), size };
  }

  async get(key: string) {
    const r = await this.db.query<{ n: number; size: string | null }>(
      `SELECT count(*)::int AS n, sum(length(data))::bigint AS size FROM blob_chunks WHERE blob_key = $1`,
      [key],
    );
    const { n, size } = r.rows[0]!;
    if (!n) return undefined;
    const db = this.db;
    async function* body(): AsyncGenerator<Uint8Array> {
      for (let seq = 0; seq < n; seq++) {
        const c = await db.query<{ data: Uint8Array }>(
          `SELECT data FROM blob_chunks WHERE blob_key = $1 AND seq = $2`,
          [key, seq],
        );
        const data = c.rows[0]?.data;
        if (!data) throw new Error(`blob ${key} lost chunk ${seq} while being read`);
        yield data;
      }
    }
    return { size: Number(size ?? 0), body: body() };
  }

  async delete(key: string, q?: Queryable): Promise<void> {
    await (q ?? this.db).query(`DELETE FROM blob_chunks WHERE blob_key = $1`, [key]);
  }

  async list(prefix: string): Promise<string[]> {
    const r = await this.db.query<{ blob_key: string }>(
      `SELECT DISTINCT blob_key FROM blob_chunks WHERE starts_with(blob_key, $1) AND blob_key NOT LIKE '%.part' ORDER BY 1`,
      [prefix],
    );
    return r.rows.map((x) => x.blob_key);
  }
}
