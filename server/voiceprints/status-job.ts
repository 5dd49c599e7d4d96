// The voiceprint profiles status job: Execute stores a PENDING job and this process's runner works
// through it in the background (STARTED, then COMPLETED or FAILED), every transition written to
// the database so any server instance can answer GetVoiceprintProfilesStatusJobDetails.
// The worker walks the profiles in ID order in pages (keyset, never OFFSET) and streams CSV through
// yazl into <dataDir>/status-jobs/<jobId>.zip, a new CSV entry every `rowsPerFile` rows, waiting on
// the streams' backpressure, so memory stays flat whatever the number of profiles.
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { Ctx } from './deps.js';
import { CSV_HEADER, csvLine, type StatusRow } from './status-job.csv.js';
import type { JobFilter, JobRow } from './status-job.store.js';
import * as store from './status-job.store.js';

export interface StatusJobOptions {
  /** Records per CSV file in the ZIP (the seed: up to 1 million). */
  rowsPerFile: number;
  /** Profiles read per page. */
  batchSize: number;
  /** How long a finished report stays downloadable. */
  ttlSeconds: number;
  /** An open job whose heartbeat is older than this has lost its worker and is FAILED. */
  staleAfterSeconds: number;
  /** Jobs one process runs at once; others wait PENDING. */
  concurrency: number;
}

export const DEFAULT_STATUS_JOB_OPTIONS: StatusJobOptions = {
  rowsPerFile: 1_000_000,
  batchSize: 10_000,
  ttlSeconds: 24 * 3600,
  staleAfterSeconds: 120,
  concurrency: 1,
};

const FIRST_ID = '00000000-0000-0000-0000-000000000000';

export const statusJobsDir = (dataDir: string) => path.join(dataDir, 'status-jobs');
export const entryName = (n: number) => `voiceprint_profiles_status_${String(n).padStart(4, '0')}.csv`;

export interface StatusJobRunner {
  readonly workerId: string;
  /** Stores a PENDING job and queues it; returns its ID. */
  execute(scopeId: string, filter: JobFilter): Promise<string>;
  /** The job as a client sees it (lost workers and expiry applied); undefined outside the scope. */
  get(scopeId: string, jobId: string): Promise<JobRow | undefined>;
  downloadUrl(job: JobRow): string;
  /** Fails jobs whose worker is gone and deletes expired files. */
  sweep(): Promise<void>;
  /** Resolves when no job of this process is running or queued (tests, shutdown). */
  idle(): Promise<void>;
}

export function createStatusJobRunner(ctx: Ctx, options: Partial<StatusJobOptions> = {}): StatusJobRunner {
  const opts = { ...DEFAULT_STATUS_JOB_OPTIONS, ...options };
  const workerId = randomUUID();
  const queue: { id: string; scopeId: string; filter: JobFilter }[] = [];
  let running = 0;
  let beat: NodeJS.Timeout | undefined;
  let idleWaiters: (() => void)[] = [];
  const { db, clock, log } = ctx;

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
      const job = queue.shift() as (typeof queue)[number];
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

  async function runJob(job: { id: string; scopeId: string; filter: JobFilter }): Promise<void> {
    const dir = statusJobsDir(ctx.dataDir);
    const finalPath = path.join(dir, `${job.id}.zip`);
    const partPath = `${finalPath}.part`;
    try {
      const startedAt = clock.now();
      await store.markStarted(db, job.id, startedAt);
      await fs.promises.mkdir(dir, { recursive: true });
      const rowCount = await writeZip(
        partPath,
        (after) => store.profilesPage(db, job.scopeId, job.filter, after, opts.batchSize),
        startedAt,
        opts.rowsPerFile,
      );
      await fs.promises.rename(partPath, finalPath);
      const now = clock.now();
      await store.markCompleted(db, job.id, {
        filePath: finalPath,
        rowCount,
        now,
        expiresAt: new Date(now.getTime() + opts.ttlSeconds * 1000),
      });
      log.info('status job completed', { job: job.id, rows: rowCount });
    } catch (err) {
      log.error('status job failed', { job: job.id, err: String((err as Error)?.stack ?? err) });
      await fs.promises.rm(partPath, { force: true }).catch(() => undefined);
      await store.markFailed(db, job.id, String((err as Error)?.message ?? err), clock.now()).catch(() => undefined);
    }
  }

  async function deleteFile(job: Pick<JobRow, 'gk_job_id' | 'file_path'>): Promise<void> {
    if (job.file_path) await fs.promises.rm(job.file_path, { force: true });
    await store.markFileDeleted(db, job.gk_job_id);
  }

  const lostBefore = () => new Date(clock.now().getTime() - opts.staleAfterSeconds * 1000);

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
      queue.push({ id, scopeId, filter });
      keepBeating();
      pump();
      return id;
    },
    async get(scopeId, jobId) {
      let job = await store.getJob(db, jobId, scopeId);
      if (!job) return undefined;
      const now = clock.now();
      const open = job.state === store.PENDING || job.state === store.STARTED;
      if (open && job.worker_id !== workerId && job.heartbeat_at.getTime() < lostBefore().getTime()) {
        await store.markFailed(db, job.gk_job_id, 'the worker running the job stopped', now);
        job = (await store.getJob(db, jobId, scopeId)) as JobRow;
      }
      if (
        job.state === store.COMPLETED &&
        !job.file_deleted &&
        job.expires_at &&
        job.expires_at.getTime() <= now.getTime()
      )
        await deleteFile(job);
      return job;
    },
    downloadUrl(job) {
      return `${ctx.publicBaseUrl().replace(/\/+$/, '')}/downloads/status-jobs/${job.gk_job_id}?token=${job.download_token}`;
    },
    async sweep() {
      const now = clock.now();
      // PGlite: only this process can have the database open, so every other worker is gone.
      await store.failLostJobs(db, {
        staleBefore: lostBefore(),
        workerId,
        otherWorkersDead: db.kind === 'pglite',
        now,
      });
      for (const job of await store.expiredWithFiles(db, now)) await deleteFile(job);
    },
    idle() {
      if (!running && !queue.length) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
  return runner;
}

/**
 * Writes the ZIP at `file` from pages of rows; returns the number of rows. Reads the next page
 * while the current one is compressed and written.
 */
export async function writeZip(
  file: string,
  page: (afterId: string) => Promise<StatusRow[]>,
  now: Date,
  rowsPerFile: number,
): Promise<number> {
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, fs.createWriteStream(file));
  // If writing fails, stop waiting for drain and surface the error.
  let failure: unknown;
  written.catch((err: unknown) => (failure = err));
  let entry: PassThrough | undefined;
  let files = 0;
  let inFile = 0;
  let total = 0;
  const newEntry = () => {
    entry?.end();
    entry = new PassThrough({ highWaterMark: 1 << 20 });
    zip.addReadStream(entry, entryName(++files), { mtime: now });
    entry.write(CSV_HEADER);
    inFile = 0;
  };
  const flush = async (chunk: string) => {
    if (chunk && !(entry as PassThrough).write(chunk))
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
      const rows = await next;
      if (!rows.length) break;
      next = prefetch((rows[rows.length - 1] as StatusRow).id);
      let chunk = '';
      for (const row of rows) {
        if (!entry || inFile >= rowsPerFile) {
          await flush(chunk);
          chunk = '';
          newEntry();
        }
        chunk += csvLine(row, now);
        inFile++;
        total++;
      }
      await flush(chunk);
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
