// The tuning of a durable-job task (JobOptions) and the one place the environment sets it:
// VIGIL_<TASK>_LEASE_SECONDS and VIGIL_<TASK>_BATCH_SIZE for each task prefix (TRANSCRIPT,
// ERASURE, STATUS_JOB), read once at start-up by jobOptionsFromEnv.
import { vigilSetting } from '../util/env.js';

export interface JobOptions {
  /** A RUNNING job whose heartbeat is older than this has lost its worker and is taken over. */
  leaseSeconds: number;
  /** Runs of one job (its first and take-overs) before it is FAILED. */
  maxAttempts: number;
  /** How often the queue is looked at for new and lost jobs, at most (and at least twice per lease). */
  pollMs: number;
  /** Items a task handles per step (per transaction), where it has such a thing. */
  batchSize: number;
}

/** The environment variables' prefix of each task. */
export const JOB_ENV_PREFIX = { transcripts: 'TRANSCRIPT', erasure: 'ERASURE', statusJob: 'STATUS_JOB' } as const;
export type JobTaskName = keyof typeof JOB_ENV_PREFIX;

/**
 * Every task's overrides from the environment; a value that is not a whole number ≥ 1 stops the
 * start with the variable's name.
 */
export function jobOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Record<JobTaskName, Partial<JobOptions>> {
  const of = (prefix: (typeof JOB_ENV_PREFIX)[JobTaskName]): Partial<JobOptions> => {
    const lease = vigilSetting(`VIGIL_${prefix}_LEASE_SECONDS`, env);
    const batch = vigilSetting(`VIGIL_${prefix}_BATCH_SIZE`, env);
    return {
      ...(lease !== undefined ? { leaseSeconds: lease } : {}),
      ...(batch !== undefined ? { batchSize: batch } : {}),
    };
  };
  return {
    transcripts: of(JOB_ENV_PREFIX.transcripts),
    erasure: of(JOB_ENV_PREFIX.erasure),
    statusJob: of(JOB_ENV_PREFIX.statusJob),
  };
}
