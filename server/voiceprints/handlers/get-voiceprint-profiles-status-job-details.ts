// GetVoiceprintProfilesStatusJobDetails: the job's state; once COMPLETED also download_url and
// expiration_timestamp. After expiry the state stays COMPLETED and the URL answers 404 (the file
// is deleted). A job whose worker stopped is taken over by this instance (FAILED once out of attempts).
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import type { StatusJobRunner } from '../status-job.js';
import { COMPLETED } from '../status-job.store.js';
import { requireUniqueId, toTimestamp } from '../wire.js';

export const getVoiceprintProfilesStatusJobDetails =
  (_ctx: Ctx, runner: StatusJobRunner): RpcHandler<'voiceprints', 'GetVoiceprintProfilesStatusJobDetails'> =>
  async (req, call): Reply<'voiceprints', 'GetVoiceprintProfilesStatusJobDetails'> => {
    const v = new Violations();
    const id = requireUniqueId(v, 'gk_job_id', req.gk_job_id);
    v.throwIfAny();
    const job = await runner.get(call.context.scopeId, id);
    if (!job) throw notFound(`status job ${id} not found`);
    if (job.state !== COMPLETED) return { job_state: job.state };
    return {
      job_state: job.state,
      expiration_timestamp: toTimestamp(job.expires_at),
      download_url: runner.downloadUrl(job),
    };
  };
