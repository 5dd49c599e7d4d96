// ListPersonProfiles: the IDs of the person's print profiles (voiceprints only: this server keeps no other prints).
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { EntitiesCtx } from '../deps.js';
import { PERSON, ownerProfiles } from '../owner-ops.js';
import { uid } from '../wire.js';

export const listPersonProfiles =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'ListPersonProfiles'> =>
  async (req, call): Reply<'entities', 'ListPersonProfiles'> => {
    const ids = await ownerProfiles(ctx, call, PERSON, { id: req.gk_person_id, printTypes: req.filter?.print_type });
    return { gk_voiceprint_profile_ids: ids.map(uid) };
  };
