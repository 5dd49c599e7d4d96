// ListFraudsterProfiles: the IDs of the fraudster's print profiles (voiceprints only: this server keeps no other prints).
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { FRAUDSTER, ownerProfiles } from '../owner-ops.js';
import { uid } from '../wire.js';

export const listFraudsterProfiles =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'ListFraudsterProfiles'> =>
  async (req, call): Reply<'entities', 'ListFraudsterProfiles'> => {
    const ids = await ownerProfiles(ctx, call, FRAUDSTER, {
      id: req.gk_fraudster_id,
      printTypes: req.filter?.print_type,
    });
    return { gk_voiceprint_profile_ids: ids.map(uid) };
  };
