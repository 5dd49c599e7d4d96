// The local and PostgreSQL blob stores against the same expectations: what goes in comes back byte
// for byte with its sha256, in chunks; a put in a rolled-back transaction leaves nothing; deletes
// and listings; a put read back while chunks stream (never one whole-blob query).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, openTestDb, type TestDb } from '../../testkit/db-kinds.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';
import { chunksOf, readAll, type BlobStore } from './blob-store.js';
import { LocalBlobStore } from './local.store.js';
import { PostgresBlobStore } from './postgres.store.js';

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

const cases = dbKinds().flatMap((kind) => [
  { name: `local folder (${kind})`, kind, make: (_t: TestDb, dir: string): BlobStore => new LocalBlobStore(dir) },
  // A small chunk size, so a few kilobytes span many rows.
  { name: `PostgreSQL chunks (${kind})`, kind, make: (t: TestDb): BlobStore => new PostgresBlobStore(t.db, 1000) },
]);

describe.each(cases)('blob store: $name', ({ kind, make }) => {
  let t: TestDb;
  let dir: string;
  let store: BlobStore;
  beforeAll(async () => {
    t = await openTestDb(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-blobs-'));
    store = make(t, dir);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stores a stream and gives it back in chunks with its hash and size', async () => {
    const bytes = randomBytes(10_500);
    // Uneven pieces: the store regroups them.
    const pieces = [bytes.subarray(0, 7), bytes.subarray(7, 4000), bytes.subarray(4000)];
    const put = await store.put('audio/ab/one.wav', pieces);
    expect(put).toEqual({ sha256: sha(bytes), size: bytes.length });
    const got = await store.get('audio/ab/one.wav');
    expect(got?.size).toBe(bytes.length);
    const back = await readAll(got!);
    expect(sha(back)).toBe(sha(bytes));
    expect(await store.list('audio/')).toEqual(['audio/ab/one.wav']);
  });

  it('replaces a blob put again under the same key, and deletes it', async () => {
    await store.put('status-jobs/x.zip', chunksOf(Buffer.from('first version, longer')));
    await store.put('status-jobs/x.zip', [Buffer.from('second')]);
    expect((await readAll((await store.get('status-jobs/x.zip'))!)).toString()).toBe('second');
    await store.delete('status-jobs/x.zip');
    expect(await store.get('status-jobs/x.zip')).toBeUndefined();
    await store.delete('status-jobs/x.zip'); // absent: no error
  });

  it('an empty blob is a blob', async () => {
    expect(await store.put('empty', [])).toEqual({ sha256: sha(new Uint8Array()), size: 0 });
    if (store.kind === 'local') expect((await store.get('empty'))?.size).toBe(0);
  });

  it('a put inside a transaction that rolls back leaves nothing (PostgreSQL), a failed source leaves nothing', async () => {
    if (store.kind === 'postgres') {
      await t.db
        .tx(async (q) => {
          await store.put('audio/cd/rolled.wav', [randomBytes(3000)], q);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      expect(await store.get('audio/cd/rolled.wav')).toBeUndefined();
    }
    async function* failing() {
      yield randomBytes(2500);
      throw new Error('the client went away');
    }
    await expect(store.put('audio/cd/broken.wav', failing())).rejects.toThrow('went away');
    expect(await store.get('audio/cd/broken.wav')).toBeUndefined();
    expect(await store.list('audio/cd/')).toEqual([]);
  });
});

describe('local folder: bytes staged ahead of their key', () => {
  let dir: string;
  let store: LocalBlobStore;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-blobs-staged-'));
    store = new LocalBlobStore(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  /** What is left in the staging folder (nothing, once every stage was committed or discarded). */
  const leftovers = () => (fs.existsSync(path.join(dir, '.staged')) ? fs.readdirSync(path.join(dir, '.staged')) : []);

  it('commits chunks held in memory (one gathered write) and a stream under their key', async () => {
    const bytes = randomBytes(300_000);
    const held = store.stage([...chunksOf(bytes, 65_536)]);
    expect(await held.commit('audio/ef/held.wav')).toEqual({ size: bytes.length });
    expect(sha(await readAll((await store.get('audio/ef/held.wav'))!))).toBe(sha(bytes));
    async function* stream() {
      yield bytes.subarray(0, 5);
      yield bytes.subarray(5);
    }
    await store.stage(stream()).commit('audio/ef/streamed.wav');
    expect(sha(await readAll((await store.get('audio/ef/streamed.wav'))!))).toBe(sha(bytes));
    expect(await store.list('audio/ef/')).toEqual(['audio/ef/held.wav', 'audio/ef/streamed.wav']);
    expect(await store.list('')).not.toContainEqual(expect.stringContaining('.staged'));
    expect(leftovers()).toEqual([]);
  });

  it('replaces what was under the key; a discard after the commit leaves the blob', async () => {
    await store.put('status-jobs/y.zip', [Buffer.from('old')]);
    const s = store.stage([Buffer.from('new')]);
    await s.commit('status-jobs/y.zip');
    await s.discard();
    expect((await readAll((await store.get('status-jobs/y.zip'))!)).toString()).toBe('new');
    await expect(s.commit('status-jobs/y.zip')).rejects.toThrow('once');
  });

  it('removes staged files a crash left behind a day ago, and only those', async () => {
    const staging = path.join(dir, '.staged');
    fs.mkdirSync(staging, { recursive: true });
    const old = path.join(staging, 'left-by-a-crash.tmp');
    const recent = path.join(staging, 'still-arriving.tmp');
    for (const f of [old, recent]) fs.writeFileSync(f, 'partial');
    const dayAndMore = new Date(Date.now() - 25 * 3600_000);
    fs.utimesSync(old, dayAndMore, dayAndMore);
    // The sweep runs once per store, on its first stage.
    const fresh = new LocalBlobStore(dir);
    await fresh.stage([Buffer.from('x')]).commit('status-jobs/z.zip');
    await waitUntil(() => !fs.existsSync(old), { what: 'the stale staged file to be removed' });
    expect(fs.existsSync(recent)).toBe(true);
    fs.rmSync(recent);
  });

  it('a discarded stage leaves nothing, nor does a failed source', async () => {
    const s = store.stage([randomBytes(1000)]);
    await s.discard();
    await s.discard();
    expect(leftovers()).toEqual([]);
    async function* failing() {
      yield randomBytes(2500);
      throw new Error('the client went away');
    }
    const broken = store.stage(failing());
    await expect(broken.commit('audio/gh/broken.wav')).rejects.toThrow('went away');
    expect(await store.get('audio/gh/broken.wav')).toBeUndefined();
    expect(leftovers()).toEqual([]);
  });
});
