// DeleteVoiceprintTemplate: removes the trained template (e.g. after a wrong calibration model).
// The profile and its segments stay; template_info is unset and the status is NOT_TRAINED again.
// A profile without a template is FAILED_PRECONDITION.
import { failedPrecondition } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Ctx } from '../deps.js';
import { mustGetProfile, requireProfileId } from '../deps.js';
import { clearTemplate } from '../enrollment.store.js';

export const deleteVoiceprintTemplate =
  (ctx: Ctx): RpcHandler<'voiceprints', 'DeleteVoiceprintTemplate'> =>
  async (req, call): Reply<'voiceprints', 'DeleteVoiceprintTemplate'> => {
    const id = requireProfileId(req);
    return ctx.db.tx(async (q) => {
      const row = await mustGetProfile(q, call.context.scopeId, { id }, true);
      if (!row.latest_train_at) throw failedPrecondition(`voiceprint profile ${id} has no trained template`);
      await clearTemplate(q, id, ctx.clock.now());
      return {};
    });
  };
