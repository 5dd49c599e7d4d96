// The voiceprint profiles status job, a task on the durable-job runner (server/jobs/): Execute
// stores a PENDING job, whichever instance claims it works through it in the background (STARTED,
// then COMPLETED or FAILED), every transition written to the database so any instance can answer
// GetVoiceprintProfilesStatusJobDetails. The task walks the profiles in ID order in pages (keyset,
// never OFFSET; each page is one binary COPY, see status-job.copy.ts). Each page is one step: its
// CSV lines go to the blob store as parts (status-jobs/<jobId>/<n>.csv, split where a ZIP entry
// ends, every `rowsPerFile` rows) and the walk's position with the parts' list is the checkpoint,
// committed with the lease. A job taken over (its instance killed) carries on from the checkpoint:
// no page is read twice. Once the walk is done the parts are streamed through yazl into the report
// (status-jobs/<jobId>.zip: the data folder, PostgreSQL or S3), waiting on the streams'
// backpressure, so memory stays flat whatever the number of profiles; then the parts go.
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import type { BlobStore } from '../blobs/blob-store.js';
import type { Queryable } from '../db/types.js';
import { JobRunner, type JobTask } from '../jobs/runner.js';
import type { Ctx } from './deps.js';
import { CSV_HEADER, csvLine, type StatusRow } from './status-job.csv.js';
import type { Checkpoint, JobFilter, JobRow } from './status-job.store.js';
import * as store from './status-job.store.js';
import { copyCsvPage, type CsvPage } from './status-job.copy.js';
import { DEFAULT_STATUS_JOB_OPTIONS, type StatusJobOptions } from './status-job.options.js';

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** The report's key in the blob store. */
export const statusJobKey = (jobId: string) => `status-jobs/${jobId}.zip`;
/** A stored part of the report's CSV (n from 1). */
export const statusJobPartKey = (jobId: string, n: number) => `status-jobs/${jobId}/${String(n).padStart(6, '0')}.csv`;
const entryName = (n: number) => `voiceprint_profiles_status_${String(n).padStart(4, '0')}.csv`;

export interface StatusJobRunner {
  readonly workerId: string;
  /** Stores a PENDING job and wakes the runner; returns its ID. */
  execute(scopeId: string, filter: JobFilter): Promise<string>;
  /** The job as a client sees it (lost workers taken over, expiry applied); undefined outside the scope. */
  get(scopeId: string, jobId: string): Promise<JobRow | undefined>;
  downloadUrl(job: JobRow): string;
  /** Takes over jobs whose worker is gone and deletes expired reports. */
  sweep(): Promise<void>;
  /** Resolves when no job of this process is running (tests). */
  idle(): Promise<void>;
  /** Claims jobs from now on (this process's and other instances'); the calls above start it too. */
  start(): void;
  /** Stops; a job in progress goes back to PENDING with its checkpoint. */
  stop(): Promise<void>;
}

export function createStatusJobRunner(ctx: Ctx, options: Partial<StatusJobOptions> = {}): StatusJobRunner {
  const opts = { ...DEFAULT_STATUS_JOB_OPTIONS, ...options };
  const { db, clock } = ctx;
  const jobs = new JobRunner({ db, clock, log: ctx.log, options: opts, task: statusJobTask(ctx, opts) });

  async function deleteFile(job: Pick<JobRow, 'gk_job_id'>): Promise<void> {
    await ctx.blobs.delete(statusJobKey(job.gk_job_id));
    await store.markFileDeleted(db, job.gk_job_id);
  }

  return {
    workerId: jobs.workerId,
    async execute(scopeId, filter) {
      jobs.start();
      const id = randomUUID();
      await store.insertJob(db, {
        id,
        scopeId,
        filter,
        token: randomBytes(24).toString('base64url'),
        workerId: jobs.workerId,
        now: clock.now(),
      });
      jobs.kick();
      return id;
    },
    async get(scopeId, jobId) {
      let job = await store.getJob(db, jobId, scopeId);
      if (!job) return undefined;
      if (job.state === store.STARTED && job.heartbeat_at.getTime() < jobs.staleBefore().getTime()) {
        // Its worker is gone: taken over here (or FAILED, out of attempts) before answering.
        jobs.start();
        await jobs.poll();
        job = (await store.getJob(db, jobId, scopeId)) as JobRow;
      } else if (job.state === store.PENDING) {
        jobs.start();
        jobs.kick();
      }
      if (
        job.state === store.COMPLETED &&
        !job.file_deleted &&
        job.expires_at &&
        job.expires_at.getTime() <= clock.now().getTime()
      ) {
        await deleteFile(job);
        job = { ...job, file_deleted: true };
      }
      return job;
    },
    downloadUrl(job) {
      return `${ctx.publicBaseUrl().replace(/\/+$/, '')}/downloads/status-jobs/${job.gk_job_id}?token=${job.download_token}`;
    },
    async sweep() {
      jobs.start();
      await jobs.poll();
      for (const job of await store.expiredWithFiles(db, clock.now())) await deleteFile(job);
    },
    idle: () => jobs.idle(),
    start: () => jobs.start(),
    stop: () => jobs.stop(),
  };
}

function statusJobTask(ctx: Ctx, opts: StatusJobOptions): JobTask<JobRow> {
  const { db, blobs, clock, log } = ctx;
  // Pages come as binary COPY where the database offers it (PGlite and PostgreSQL both do), else as rows of a keyset query.
  const copyOut = db.copyOutBinary ? { copyOutBinary: db.copyOutBinary.bind(db) } : undefined;
  return {
    name: 'status-job',
    table: store.STATUS_JOBS,
    async run(job, scope) {
      const id = job.gk_job_id;
      // The lock columns read as they were when the job first started, whoever finishes it.
      const startedAt = job.started_at ?? clock.now();
      const filter: JobFilter = {
        ownerType: job.owner_type,
        createdFrom: job.created_from ?? undefined,
        createdUntil: job.created_until ?? undefined,
      };
      const page = (after: string): Promise<CsvPage> => {
        const p = copyOut
          ? copyCsvPage(copyOut, job.scope_id, filter, after, opts.batchSize, startedAt)
          : store
              .profilesPage(db, job.scope_id, filter, after, opts.batchSize)
              .then((rows) => rowsCsvPage(rows, startedAt));
        p.catch(() => undefined); // awaited below; this only keeps an abandoned prefetch from going unhandled
        return p;
      };
      let cp: Checkpoint = job.checkpoint ?? { afterId: FIRST_ID, rows: 0, pages: 0, parts: [] };
      if (cp.pages) log.info('status job resumed from its checkpoint', { job: id, pages: cp.pages, rows: cp.rows });
      try {
        // The walk: one page per step, the next page read while this one is stored.
        let next = page(cp.afterId);
        for (;;) {
          if (scope.signal.aborted) return;
          const csv = await next;
          if (!csv.rows) break;
          next = page(csv.lastId as string);
          const after = addPage(cp, csv, opts.rowsPerFile);
          const saved = await scope.commit(async (q) => {
            for (const [n, bytes] of after.stored) await blobs.put(statusJobPartKey(id, n), [bytes], q);
            await store.saveCheckpoint(q, id, after.checkpoint);
            return 'more';
          });
          if (saved === 'lost') return;
          cp = after.checkpoint;
        }
        // The report from the parts; not resumable itself, but it reads no profile again.
        const key = statusJobKey(id);
        const rowCount = await writeZip((zip) => blobs.put(key, zip), partsOf(blobs, id, cp), startedAt);
        const now = clock.now();
        const done = await scope.commit(async (q) => {
          // The parts go with the same commit where the blob store can (PostgreSQL).
          await deleteParts(blobs, id, cp, q);
          await store.saveReport(q, id, {
            filePath: key,
            rowCount,
            expiresAt: new Date(now.getTime() + opts.ttlSeconds * 1000),
          });
          return 'done';
        });
        if (done !== 'done') return;
        log.info('status job completed', { job: id, rows: rowCount, attempt: job.attempts });
      } catch (err) {
        if (!scope.signal.aborted) await deleteParts(blobs, id, cp).catch(() => undefined);
        throw err;
      }
    },
  };
}

/**
 * The checkpoint after one more page, and the parts the page makes: its rows split where a ZIP
 * entry reaches `rowsPerFile` (a new entry when a row is to be written and the current one is full).
 */
function addPage(
  cp: Checkpoint,
  csv: CsvPage,
  rowsPerFile: number,
): { checkpoint: Checkpoint; stored: Array<[number, Buffer]> } {
  const parts = [...cp.parts];
  const stored: Array<[number, Buffer]> = [];
  let entry = parts.length ? (parts[parts.length - 1] as [number, number])[0] : 0;
  let inEntry = parts.filter(([e]) => e === entry).reduce((sum, [, rows]) => sum + rows, 0);
  for (let left = csv.rows; left > 0;) {
    if (!entry || inEntry >= rowsPerFile) {
      entry++;
      inEntry = 0;
    }
    const n = Math.min(left, rowsPerFile - inEntry);
    parts.push([entry, n]);
    stored.push([parts.length, csv.take(n)]);
    inEntry += n;
    left -= n;
  }
  return {
    checkpoint: { afterId: csv.lastId as string, rows: cp.rows + csv.rows, pages: cp.pages + 1, parts },
    stored,
  };
}

/** The stored parts in order: each its ZIP entry and a stream of its bytes. */
async function* partsOf(
  blobs: BlobStore,
  jobId: string,
  cp: Checkpoint,
): AsyncGenerator<{ entry: number; rows: number; body: AsyncIterable<Uint8Array> }> {
  for (const [i, [entry, rows]] of cp.parts.entries()) {
    const blob = await blobs.get(statusJobPartKey(jobId, i + 1));
    if (!blob) throw new Error(`part ${i + 1} of the report is missing`);
    yield { entry, rows, body: blob.body };
  }
}

async function deleteParts(blobs: BlobStore, jobId: string, cp: Checkpoint, q?: Queryable): Promise<void> {
  for (let n = 1; n <= cp.parts.length; n++) await blobs.delete(statusJobPartKey(jobId, n), q);
}

/** A page of row objects (the JSON page) as CSV, through csvLine. */
function rowsCsvPage(rows: StatusRow[], now: Date): CsvPage {
  let next = 0;
  return {
    rows: rows.length,
    lastId: rows[rows.length - 1]?.id,
    take(n) {
      const lines = rows.slice(next, next + n).map((r) => csvLine(r, now));
      next += lines.length;
      return Buffer.from(lines.join(''));
    },
  };
}

/**
 * Writes the ZIP from the stored parts into `sink` (which consumes the ZIP's bytes as a stream
 * and resolves once they are stored); returns the number of rows. A report with no rows has one
 * entry with the header alone.
 */
async function writeZip(
  sink: (zip: Readable) => Promise<unknown>,
  parts: AsyncIterable<{ entry: number; rows: number; body: AsyncIterable<Uint8Array> }>,
  now: Date,
): Promise<number> {
  const zip = new yazl.ZipFile();
  // A sink that fails before reading leaves the stream unread: errors surface through `written`.
  zip.outputStream.on('error', () => undefined);
  const written = sink(zip.outputStream as Readable);
  // If writing fails, stop waiting for drain and surface the error.
  let failure: unknown;
  written.catch((err: unknown) => (failure = err));
  let entry: PassThrough | undefined;
  let current = 0;
  let total = 0;
  const newEntry = (n: number) => {
    entry?.end();
    // Room for a few parts' CSV, so the next one is read while the deflater (on libuv's thread
    // pool) still works through the last ones.
    entry = new PassThrough({ highWaterMark: 8 << 20 });
    zip.addReadStream(entry, entryName(n), { mtime: now });
    entry.write(CSV_HEADER);
    current = n;
  };
  const flush = async (chunk: Uint8Array) => {
    if (chunk.length && !(entry as PassThrough).write(chunk))
      await Promise.race([once(entry as PassThrough, 'drain'), written]);
    if (failure) throw failure;
  };
  try {
    for await (const part of parts) {
      if (!entry || part.entry !== current) newEntry(part.entry);
      for await (const chunk of part.body) await flush(chunk);
      total += part.rows;
    }
    if (!entry) newEntry(1);
    (entry as PassThrough).end();
    zip.end();
    await written;
    return total;
  } catch (err) {
    (entry as PassThrough | undefined)?.destroy();
    (zip.outputStream as NodeJS.ReadableStream & { destroy(e?: Error): void }).destroy(err as Error);
    await written.catch(() => undefined);
    throw err;
  }
}
