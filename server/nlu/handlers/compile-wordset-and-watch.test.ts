// The compile job's failure path, which a healthy database never takes: storage fails after the job
// started, so the stream ends with a FAILED update (no internals in its message) and the error.
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../wire/clock.js';
import type { Db } from '../../db/types.js';
import { silentLogger } from '../../util/log.js';
import type { ModelCache } from '../models.store.js';
import { modelUrn, wordsetUrn } from '../urn.js';
import { compileWordsetAndWatch } from './compile-wordset-and-watch.js';

describe('CompileWordsetAndWatch when storing fails', () => {
  it('sends QUEUED, PROCESSING, then FAILED with an INTERNAL_ERROR request status, and fails the call', async () => {
    const db = {
      kind: 'pglite',
      query: async () => ({ rows: [] }),
      tx: async () => {
        throw new Error('could not extend file "base/16384/2619": No space left on device');
      },
      close: async () => {},
    } as unknown as Db;
    const models = { get: async () => ({ listEntities: () => ['PAYEE'] }) } as unknown as ModelCache;
    const sent: Record<string, unknown>[] = [];
    const handler = compileWordsetAndWatch({ db, models });
    const run = handler({
      request: {
        wordset: JSON.stringify({ PAYEE: [{ literal: 'Zofia Nowak' }] }),
        companion_artifact_reference: { uri: modelUrn('payments', 'eng-USA') },
        target_artifact_reference: { uri: wordsetUrn('payments', 'p', 'eng-USA') },
      },
      context: { scopeId: '', engagementId: undefined, sessionId: undefined, configsetId: undefined },
      principal: {
        clientId: 'appID:vigil:geo:local:clientName:t',
        role: 'service',
        gkScopeIds: [],
        oauthScopes: ['nlu.wordset'],
        tokenId: 't',
        expiresAt: 0,
      },
      requestId: 'req-1',
      signal: new AbortController().signal,
      log: silentLogger,
      clock: new ManualClock(),
      send: async (r) => {
        sent.push(r as Record<string, unknown>);
      },
    });
    await expect(run).rejects.toThrow(/No space left/);
    const updates = sent.map((s) => s.job_status_update as { status: string; messages: { message: string }[] });
    expect(updates.map((u) => u.status)).toEqual(['JOB_STATUS_QUEUED', 'JOB_STATUS_PROCESSING', 'JOB_STATUS_FAILED']);
    expect(updates[2]!.messages[0]!.message).toBe('the compiled wordset could not be stored');
    expect(sent[2]!.request_status).toMatchObject({ status_code: 'INTERNAL_ERROR', http_trans_code: 500 });
    expect(JSON.stringify(sent)).not.toContain('No space');
  });
});
