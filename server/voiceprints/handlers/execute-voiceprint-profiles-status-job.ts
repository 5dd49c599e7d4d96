// ExecuteVoiceprintProfilesStatusJob: starts a status report of the scope's profiles of one owner
// type (mandatory), optionally only those created in filter.creation_timestamp_interval
// (start inclusive, end exclusive). Answers at once with the job ID; the work runs in the background.
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { OWNER_TYPES, type OwnerType } from '../owners.store.js';
import type { StatusJobRunner } from '../status-job.js';
import { readTimestamp, uid } from '../wire.js';

export const executeVoiceprintProfilesStatusJob =
  (_ctx: Ctx, runner: StatusJobRunner): RpcHandler<'voiceprints', 'ExecuteVoiceprintProfilesStatusJob'> =>
  async (req, call): Reply<'voiceprints', 'ExecuteVoiceprintProfilesStatusJob'> => {
    const v = new Violations();
    const ownerType = req.owner_type as string | undefined;
    if (!ownerType || ownerType === 'OWNER_TYPE_UNSPECIFIED') v.missing('owner_type');
    else if (!(OWNER_TYPES as readonly string[]).includes(ownerType))
      v.add('owner_type', 'is not a known OwnerType', 'OUT_OF_RANGE', String(ownerType));
    const interval = req.filter?.creation_timestamp_interval;
    const from = readTimestamp(v, 'filter.creation_timestamp_interval.start_time', interval?.start_time);
    const until = readTimestamp(v, 'filter.creation_timestamp_interval.end_time', interval?.end_time);
    if (from && until && until.getTime() < from.getTime()) {
      v.add('filter.creation_timestamp_interval.end_time', 'must not be before start_time', 'OUT_OF_RANGE');
    }
    v.throwIfAny();
    const id = await runner.execute(call.context.scopeId, {
      ownerType: ownerType as OwnerType,
      createdFrom: from,
      createdUntil: until,
    });
    return { gk_job_id: uid(id) };
  };
