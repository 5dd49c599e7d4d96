// The voiceprint profiles status job: Execute stores a PENDING job and this process's runner works
// through it in the background (STARTED, then COMPLETED or FAILED), every transition written to
// the database so any server instance can answer GetVoiceprintProfilesStatusJobDetails.
// The worker walks the profiles in ID order in pages (keyset, never OFFSET; each page is
// one binary COPY, see status-job.copy.ts) and streams CSV through yazl into the blob store
// (status-jobs/<jobId>.zip: the data folder, PostgreSQL or S3), a new CSV entry every `rowsPerFile`
// rows, waiting on the streams' backpressure, so memory stays flat whatever the number of profiles.
// A job belongs to the worker (process) named in its row, which renews a heartbeat while it runs. A
// job whose heartbeat is older than the lease has lost its worker: the next instance that sweeps or
// reads it claims it (UPDATE … FOR UPDATE SKIP LOCKED, so exactly one does) and runs it again from
// the start, up to `maxAttempts` times in all. A worker writes its job's transitions only while the
// row still names it, so a job taken over is never completed twice.
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import yazl from 'yazl';
import type { Ctx } from './deps.js';
import { CSV_HEADER, csvLine, type StatusRow } from './status-job.csv.js';
import type { JobFilter, JobRow } from './status-job.store.js';
import * as store from './status-job.store.js';
import { copyCsvPage, type CsvPage } from './status-job.copy.js';
import { DEFAULT_STATUS_JOB_OPTIONS, type StatusJobOptions } from './status-job.options.js';

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/** The report's key in the blob store. */
export const statusJobKey = (jobId: string) => `status-jobs/${jobId}.zip`;
const entryName = (n: number) => `voiceprint_profiles_status_${String(n).padStart(4, '0')}.csv`;

export interface StatusJobRunner {
  readonly workerId: string;
  /** Stores a PENDING job and queues it; returns its ID. */
  execute(scopeId: string, filter: JobFilter): Promise<string>;
  /** The job as a client sees it (lost workers taken over, expiry applied); undefined outside the scope. */
  get(scopeId: string, jobId: string): Promise<JobRow | undefined>;
  downloadUrl(job: JobRow): string;
  /** Takes over jobs whose worker is gone and deletes expired reports. */
  sweep(): Promise<void>;
  /** Resolves when no job of this process is running or queued (tests, shutdown). */
  idle(): Promise<void>;
}

type QueuedJob = { id: string; scopeId: string; filter: JobFilter };

export function createStatusJobRunner(ctx: Ctx, options: Partial<StatusJobOptions> = {}): StatusJobRunner {
  const opts = { ...DEFAULT_STATUS_JOB_OPTIONS, ...options };
  const workerId = randomUUID();
  const queue: QueuedJob[] = [];
  let running = 0;
  let beat: NodeJS.Timeout | undefined;
  let idleWaiters: (() => void)[] = [];
  const { db, clock, log } = ctx;
  // Pages come as binary COPY where the database offers it (PGlite and PostgreSQL both do), else as rows of a keyset query.
  const copyOut = db.copyOutBinary ? { copyOutBinary: db.copyOutBinary.bind(db) } : undefined;

  const keepBeating = () => {
    if (beat) return;
    beat = setInterval(
      () => void store.heartbeat(db, workerId, clock.now()).catch(() => undefined),
      (opts.staleAfterSeconds * 1000) / 4,
    );
    beat.unref();
  };
  const pump = () => {
    while (running < opts.concurrency && queue.length) {
      const job = queue.shift() as QueuedJob;
      running++;
      void runJob(job).finally(() => {
        running--;
        pump();
      });
    }
    if (!running && !queue.length) {
      if (beat) clearInterval(beat);
      beat = undefined;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const w of waiters) w();
    }
  };
  const enqueue = (job: QueuedJob) => {
    queue.push(job);
    keepBeating();
    pump();
  };

  async function runJob(job: QueuedJob): Promise<void> {
    const key = statusJobKey(job.id);
    try {
      const startedAt = clock.now();
      if (!(await store.markStarted(db, job.id, workerId, startedAt))) return; // taken over meanwhile
      const rowCount = await writeZip(
        (zip) => ctx.blobs.put(key, zip),
        (after) =>
          copyOut
            ? copyCsvPage(copyOut, job.scopeId, job.filter, after, opts.batchSize, startedAt)
            : store
                .profilesPage(db, job.scopeId, job.filter, after, opts.batchSize)
                .then((rows) => rowsCsvPage(rows, startedAt)),
        startedAt,
        opts.rowsPerFile,
      );
      const now = clock.now();
      const done = await store.markCompleted(db, job.id, workerId, {
        filePath: key,
        rowCount,
        now,
        expiresAt: new Date(now.getTime() + opts.ttlSeconds * 1000),
      });
      if (done) log.info('status job completed', { job: job.id, rows: rowCount });
      else log.warn('status job was taken over by another worker before it completed here', { job: job.id });
    } catch (err) {
      log.error('status job failed', { job: job.id, err: String((err as Error)?.stack ?? err) });
      await store
        .markFailed(db, job.id, String((err as Error)?.message ?? err), clock.now(), workerId)
        .catch(() => undefined);
    }
  }

  async function deleteFile(job: Pick<JobRow, 'gk_job_id'>): Promise<void> {
    await ctx.blobs.delete(statusJobKey(job.gk_job_id));
    await store.markFileDeleted(db, job.gk_job_id);
  }

  const lostBefore = () => new Date(clock.now().getTime() - opts.staleAfterSeconds * 1000);

  /** Claims open jobs whose worker is gone (all of them, or the one named) and queues them here. */
  async function takeOver(jobId?: string): Promise<void> {
    const now = clock.now();
    const lost = {
      staleBefore: lostBefore(),
      workerId,
      // PGlite: only this process can have the database open, so every other worker is gone.
      otherWorkersDead: db.kind === 'pglite',
      now,
      maxAttempts: opts.maxAttempts,
      ...(jobId ? { jobId } : {}),
    };
    await store.failExhaustedJobs(db, lost);
    for (const job of await store.claimLostJobs(db, lost)) {
      log.info('status job taken over from a stopped worker', { job: job.gk_job_id, attempt: job.attempts });
      enqueue({
        id: job.gk_job_id,
        scopeId: job.scope_id,
        filter: {
          ownerType: job.owner_type,
          createdFrom: job.created_from ?? undefined,
          createdUntil: job.created_until ?? undefined,
        },
      });
    }
  }

  const runner: StatusJobRunner = {
    workerId,
    async execute(scopeId, filter) {
      const id = randomUUID();
      await store.insertJob(db, {
        id,
        scopeId,
        filter,
        token: randomBytes(24).toString('base64url'),
        workerId,
        now: clock.now(),
      });
      enqueue({ id, scopeId, filter });
      return id;
    },
    async get(scopeId, jobId) {
      let job = await store.getJob(db, jobId, scopeId);
      if (!job) return undefined;
      const now = clock.now();
      const open = job.state === store.PENDING || job.state === store.STARTED;
      if (open && job.worker_id !== workerId && job.heartbeat_at.getTime() < lostBefore().getTime()) {
        await takeOver(job.gk_job_id);
        job = (await store.getJob(db, jobId, scopeId)) as JobRow;
      }
      if (
        job.state === store.COMPLETED &&
        !job.file_deleted &&
        job.expires_at &&
        job.expires_at.getTime() <= now.getTime()
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
      await takeOver();
      for (const job of await store.expiredWithFiles(db, clock.now())) await deleteFile(job);
    },
    idle() {
      if (!running && !queue.length) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
  return runner;
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
 * Writes the ZIP from pages of CSV lines into `sink` (which consumes the ZIP's bytes as a stream
 * and resolves once they are stored); returns the number of rows. The next page is asked for
 * before the current one is written.
 */
async function writeZip(
  sink: (zip: Readable) => Promise<unknown>,
  page: (afterId: string) => Promise<CsvPage>,
  now: Date,
  rowsPerFile: number,
): Promise<number> {
  const zip = new yazl.ZipFile();
  // A sink that fails before reading leaves the stream unread: errors surface through `written`.
  zip.outputStream.on('error', () => undefined);
  const written = sink(zip.outputStream as Readable);
  // If writing fails, stop waiting for drain and surface the error.
  let failure: unknown;
  written.catch((err: unknown) => (failure = err));
  let entry: PassThrough | undefined;
  let files = 0;
  let inFile = 0;
  let total = 0;
  const newEntry = () => {
    entry?.end();
    // Room for a few pages' CSV, so the next page is read and written while the deflater (on
    // libuv's thread pool) still works through the last ones.
    entry = new PassThrough({ highWaterMark: 8 << 20 });
    zip.addReadStream(entry, entryName(++files), { mtime: now });
    entry.write(CSV_HEADER);
    inFile = 0;
  };
  const flush = async (chunk: Buffer) => {
    if (chunk.length && !(entry as PassThrough).write(chunk))
      await Promise.race([once(entry as PassThrough, 'drain'), written]);
    if (failure) throw failure;
  };
  const prefetch = (afterId: string) => {
    const p = page(afterId);
    p.catch(() => undefined); // awaited below; this only keeps an abandoned prefetch from going unhandled
    return p;
  };
  try {
    let next = prefetch(FIRST_ID);
    for (;;) {
      const csv = await next;
      if (!csv.rows) break;
      next = prefetch(csv.lastId as string);
      // A new file when a row is to be written and the current one is full (never an empty one).
      for (let left = csv.rows; left > 0;) {
        if (!entry || inFile >= rowsPerFile) newEntry();
        const n = Math.min(left, rowsPerFile - inFile);
        await flush(csv.take(n));
        inFile += n;
        total += n;
        left -= n;
      }
    }
    if (!entry) newEntry();
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
