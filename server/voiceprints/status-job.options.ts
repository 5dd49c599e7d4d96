// The status job's tuning (StatusJobOptions), its defaults and the environment variables that set
// it. Its own module because the handlers' dependencies (deps.ts) carry these options and the
// runner (status-job.ts) reads deps.ts: neither imports the other for them.
export interface StatusJobOptions {
  /** Records per CSV file in the ZIP (the seed: up to 1 million). */
  rowsPerFile: number;
  /** Profiles read per page. */
  batchSize: number;
  /** How long a finished report stays downloadable. */
  ttlSeconds: number;
  /** The lease: an open job whose heartbeat is older than this has lost its worker and is taken over. */
  staleAfterSeconds: number;
  /** Jobs one process runs at once; others wait PENDING. */
  concurrency: number;
  /** Runs of one job (its first and any take-overs) before it is FAILED. */
  maxAttempts: number;
}

export const DEFAULT_STATUS_JOB_OPTIONS: StatusJobOptions = {
  rowsPerFile: 1_000_000,
  batchSize: 10_000,
  ttlSeconds: 24 * 3600,
  staleAfterSeconds: 120,
  concurrency: 1,
  maxAttempts: 3,
};

/**
 * Tuning from the environment: VIGIL_STATUS_JOB_LEASE_SECONDS (how long a stopped instance's job
 * waits before another takes it over; default 120) and VIGIL_STATUS_JOB_BATCH_SIZE (profiles per page).
 */
export function statusJobOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<StatusJobOptions> {
  const out: Partial<StatusJobOptions> = {};
  const num = (name: string, min: number): number | undefined => {
    const raw = env[name];
    if (raw === undefined || raw === '') return undefined;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min} (got "${raw}")`);
    return n;
  };
  const lease = num('VIGIL_STATUS_JOB_LEASE_SECONDS', 1);
  const batch = num('VIGIL_STATUS_JOB_BATCH_SIZE', 1);
  if (lease !== undefined) out.staleAfterSeconds = lease;
  if (batch !== undefined) out.batchSize = batch;
  return out;
}
