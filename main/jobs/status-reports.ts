// Voiceprint status reports, run from main: start the server's status job, poll it, download the
// finished ZIP (to a temporary file: a ZIP's directory sits at its end) and stream its CSVs into a
// ReportTable kept here by job ID. Progress goes out as typed `job.progress` events; the renderer
// reads the status and windows of rows over channels, never the whole report.
import { IpcFailure, ipcFailure } from '../errors.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { reportShare, type ReportRow, type ReportSortKey, type ReportStatus } from '../../shared/domain/voiceprints.js';
import type { EventOf } from '../../shared/ipc/contract.js';
import { ReportTable, reportRowOf } from './report-rows.js';
import { readZipCsv } from './zip-csv.js';
import { pollUntil } from './poll.js';

export const REPORT_JOB_KIND = 'voiceprints.report';

/** What the server says about a job. */
export interface ServerJobState {
  state: 'pending' | 'started' | 'completed' | 'failed';
  downloadUrl?: string;
  expiresAt?: string;
}

/** The server calls a report needs (built from a connection profile by the channels). */
export interface ReportServer {
  execute(signal: AbortSignal): Promise<string>;
  details(jobId: string, signal: AbortSignal): Promise<ServerJobState>;
}

export interface StatusReportsOptions {
  emit(payload: EventOf<'job.progress'>): void;
  fetch?: typeof fetch;
  tmpDir?: string;
  /** Wait before poll number `n` (0-based). */
  pollDelayMs?(n: number): number;
  /** Reports kept in memory; the oldest finished ones go first. */
  keep?: number;
  now?(): Date;
}

interface Job {
  status: ReportStatus;
  table: ReportTable;
  abort: AbortController;
}

export class StatusReports {
  private readonly jobs = new Map<string, Job>();
  private readonly now: () => Date;

  constructor(private readonly opts: StatusReportsOptions) {
    this.now = opts.now ?? (() => new Date());
  }

  /** Starts the server job and follows it in the background; resolves once the server accepted it. */
  async start(server: ReportServer, ownerType: string, signal: AbortSignal): Promise<ReportStatus> {
    const jobId = await server.execute(signal);
    const job: Job = {
      status: { jobId, ownerType, phase: 'pending', rowCount: 0, files: 0, startedAt: this.now().toISOString() },
      table: new ReportTable(),
      abort: new AbortController(),
    };
    this.jobs.set(jobId, job);
    this.evict();
    this.progress(job);
    void this.follow(server, job);
    return { ...job.status };
  }

  status(jobId: string): ReportStatus {
    return { ...this.job(jobId).status };
  }

  list(): ReportStatus[] {
    return [...this.jobs.values()].map((j) => ({ ...j.status })).reverse();
  }

  cancel(jobId: string): ReportStatus {
    const job = this.job(jobId);
    if (!isFinished(job.status)) {
      job.abort.abort(new Error('cancelled'));
      this.finish(job, 'cancelled');
    }
    return { ...job.status };
  }

  rows(jobId: string, sortBy: ReportSortKey, desc: boolean, offset: number, limit: number) {
    const job = this.job(jobId);
    if (job.status.phase !== 'done')
      throw ipcFailure('FAILED_PRECONDITION', `The report is not ready yet (${job.status.phase}).`);
    const rows: ReportRow[] = job.table.window(sortBy, desc, offset, limit);
    return { rows, total: job.table.size, offset };
  }

  /** Stops following every job (the console is closing). */
  close(): void {
    for (const job of this.jobs.values()) if (!isFinished(job.status)) job.abort.abort(new Error('closing'));
  }

  private job(jobId: string): Job {
    const job = this.jobs.get(jobId);
    if (!job)
      throw ipcFailure('NOT_FOUND', `There is no report ${jobId} in this console session.`, {
        fieldViolations: [{ field: 'jobId', message: 'unknown report' }],
      });
    return job;
  }

  private async follow(server: ReportServer, job: Job): Promise<void> {
    const { signal } = job.abort;
    try {
      let state: ServerJobState = { state: 'pending' };
      await pollUntil(
        async () => {
          state = await server.details(job.status.jobId, signal);
          if (state.expiresAt) job.status.expiresAt = state.expiresAt;
          if (state.state === 'failed') throw ipcFailure('ABORTED', 'The server could not produce the report.');
          if (state.state === 'completed') return true;
          if (state.state !== job.status.phase) {
            job.status.phase = state.state;
            this.progress(job);
          }
          return false;
        },
        signal,
        this.opts.pollDelayMs,
      );
      if (!state.downloadUrl) throw ipcFailure('INTERNAL', 'The server finished the report without a download URL.');
      job.status.phase = 'downloading';
      this.progress(job);
      await this.downloadAndParse(state.downloadUrl, job);
      this.finish(job, 'done');
    } catch (err) {
      if (signal.aborted) return; // cancel() already finished it
      const e = err instanceof IpcFailure ? err.error : { code: 'INTERNAL', message: (err as Error).message };
      job.status.error = { code: e.code, message: e.message };
      this.finish(job, 'failed');
    }
  }

  private async downloadAndParse(url: string, job: Job): Promise<void> {
    const { signal } = job.abort;
    const res = await (this.opts.fetch ?? fetch)(url, { signal });
    if (!res.ok || !res.body)
      throw ipcFailure('NOT_FOUND', `The report could not be downloaded (HTTP ${res.status}); it may have expired.`);
    const dir = await fs.promises.mkdtemp(path.join(this.opts.tmpDir ?? os.tmpdir(), 'vigil-report-'));
    const file = path.join(dir, `${job.status.jobId}.zip`);
    try {
      await pipeline(Readable.fromWeb(res.body as WebReadableStream<Uint8Array>), fs.createWriteStream(file), {
        signal,
      });
      job.status.phase = 'parsing';
      this.progress(job);
      let last = 0;
      const totals = await readZipCsv(file, {
        signal,
        onRecords: (records) => job.table.add(records.map(reportRowOf)),
        onProgress: (p) => {
          job.status.rowCount = p.records;
          job.status.files = p.files;
          const t = Date.now();
          if (t - last >= 250) {
            last = t;
            this.progress(job);
          }
        },
      });
      job.status.rowCount = totals.records;
      job.status.files = totals.files;
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }

  private finish(job: Job, phase: 'done' | 'failed' | 'cancelled'): void {
    job.status.phase = phase;
    job.status.finishedAt = this.now().toISOString();
    this.progress(job);
  }

  private progress(job: Job): void {
    const s = job.status;
    const state = s.phase === 'done' || s.phase === 'failed' || s.phase === 'cancelled' ? s.phase : 'running';
    this.opts.emit({
      jobId: s.jobId,
      kind: REPORT_JOB_KIND,
      state,
      done: s.rowCount,
      ...(s.phase === 'done' ? { total: s.rowCount } : {}),
      ...(state === 'running' ? { fraction: reportShare(s.phase) } : {}),
      message: PHASE_TEXT[s.phase],
      ...(s.error ? { error: { ...s.error, fieldViolations: [], retryable: false } } : {}),
    });
  }

  private evict(): void {
    const keep = this.opts.keep ?? 5;
    for (const [id, job] of this.jobs) {
      if (this.jobs.size <= keep) break;
      if (isFinished(job.status)) this.jobs.delete(id);
    }
  }
}

const isFinished = (s: ReportStatus) => s.phase === 'done' || s.phase === 'failed' || s.phase === 'cancelled';

const PHASE_TEXT: Record<ReportStatus['phase'], string> = {
  pending: 'Waiting for the server to start the job',
  started: 'The server is writing the report',
  downloading: 'Downloading the report',
  parsing: 'Reading the report',
  done: 'Report ready',
  failed: 'The report failed',
  cancelled: 'Cancelled',
};
