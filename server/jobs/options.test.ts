// The jobs' environment variables: read once for every task, a bad value refused by name.
import { describe, expect, it } from 'vitest';
import { jobOptionsFromEnv } from './options.js';

describe('jobOptionsFromEnv', () => {
  it("reads each task's lease and batch size, and leaves the rest to the task's defaults", () => {
    expect(
      jobOptionsFromEnv({
        VIGIL_TRANSCRIPT_LEASE_SECONDS: '5',
        VIGIL_ERASURE_LEASE_SECONDS: '2',
        VIGIL_ERASURE_BATCH_SIZE: '7',
        VIGIL_STATUS_JOB_BATCH_SIZE: '20',
        VIGIL_STATUS_JOB_LEASE_SECONDS: '',
      }),
    ).toEqual({
      transcripts: { leaseSeconds: 5 },
      erasure: { leaseSeconds: 2, batchSize: 7 },
      statusJob: { batchSize: 20 },
    });
  });

  it('refuses a value that is not a whole number of at least 1, naming the variable', () => {
    for (const bad of ['0', '-1', '1.5', 'ten'])
      expect(() => jobOptionsFromEnv({ VIGIL_STATUS_JOB_LEASE_SECONDS: bad })).toThrow(
        `VIGIL_STATUS_JOB_LEASE_SECONDS must be a whole number from 1 (got "${bad}")`,
      );
  });
});
