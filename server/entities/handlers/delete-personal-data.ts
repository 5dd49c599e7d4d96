// DeletePersonalData: stores a durable erasure job for the person and returns at once; a server
// process works through it in the background (erasure.ts). While one runs, another request joins
// it. Progress shows in GetPersonDetails (custom_data keys vigil.erasure.*).
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { mustGetOwner, type EntitiesCtx } from '../deps.js';
import { audit, openJob } from '../erasure.store.js';
import { readId } from '../wire.js';

export const deletePersonalData =
  (ctx: EntitiesCtx): RpcHandler<'entities', 'DeletePersonalData'> =>
  async (req, call): Reply<'entities', 'DeletePersonalData'> => {
    const v = new Violations();
    const id = readId(v, 'gk_person_id', req.gk_person_id);
    v.throwIfAny();
    const { scopeId } = call.context;
    await ctx.db.tx(async (q) => {
      await mustGetOwner(q, scopeId, 'person', id, true);
      const now = ctx.clock.now();
      const { job, created } = await openJob(q, { scopeId, personId: id, requestedBy: call.principal.clientId, now });
      await audit(q, job, call.principal.clientId, now, [{ action: created ? 'requested' : 'request_joined' }]);
    });
    ctx.erasure.kick();
    return {};
  };
