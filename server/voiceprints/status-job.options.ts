// The status job's tuning (StatusJobOptions) and its defaults: the durable-job runner's options
// (server/jobs/options.ts; the environment sets the lease and page size through
// VIGIL_STATUS_JOB_LEASE_SECONDS and VIGIL_STATUS_JOB_BATCH_SIZE) and the report's own. Its own
// module because the handlers' dependencies (deps.ts) carry these options and the task
// (status-job.ts) reads deps.ts: neither imports the other for them.
import type { JobOptions } from '../jobs/options.js';

export interface StatusJobOptions extends JobOptions {
  /** Records per CSV file in the ZIP (the seed: up to 1 million). */
  rowsPerFile: number;
  /** How long a finished report stays downloadable. */
  ttlSeconds: number;
}

export const DEFAULT_STATUS_JOB_OPTIONS: StatusJobOptions = {
  rowsPerFile: 1_000_000,
  /** Profiles read per page: one step, its CSV part and its checkpoint. */
  batchSize: 10_000,
  ttlSeconds: 24 * 3600,
  leaseSeconds: 120,
  maxAttempts: 3,
  pollMs: 5000,
};
