// DeleteConfigset: removes every revision of the configset, the ACTIVE one included.
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { deleteAll, lockConfigset } from '../configsets.store.js';
import { CONFIGSET, type Ctx } from '../lifecycle.js';
import { readConfigsetId } from '../wire.js';

export const deleteConfigset =
  (ctx: Ctx): RpcHandler<'configsets', 'DeleteConfigset'> =>
  async (req, call): Reply<'configsets', 'DeleteConfigset'> => {
    const v = new Violations();
    const configsetId = readConfigsetId(v, 'configset_id', req.configset_id);
    v.throwIfAny();
    const { scopeId } = call.context;
    await ctx.db.tx(async (q) => {
      await lockConfigset(q, scopeId, CONFIGSET, configsetId!);
      const n = await deleteAll(q, scopeId, CONFIGSET, configsetId!);
      if (n === 0) throw notFound(`configset "${configsetId}" not found`);
    });
    return {};
  };
