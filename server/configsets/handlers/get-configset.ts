// GetConfigset: the configset's ACTIVE revision, details and content in the expected format.
import { Violations, notFound } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { getActive, listRevisions } from '../configsets.store.js';
import { CONFIGSET, type Ctx } from '../lifecycle.js';
import { contentOf, detailsOf, readConfigsetId, readFormat, readMask } from '../wire.js';

export const getConfigset =
  (ctx: Ctx): RpcHandler<'configsets', 'GetConfigset'> =>
  async (req, call): Reply<'configsets', 'GetConfigset'> => {
    const v = new Violations();
    const configsetId = readConfigsetId(v, 'configset_id', req.configset_id);
    const format = readFormat(v, req.expected_format);
    const mask = readMask(v, req.field_mask);
    v.throwIfAny();
    const { scopeId } = call.context;
    const row = await getActive(ctx.db, scopeId, CONFIGSET, configsetId!);
    if (!row) {
      const any = await listRevisions(ctx.db, scopeId, CONFIGSET, { configsetId });
      throw notFound(
        any.length
          ? `configset "${configsetId}" has no ACTIVE revision (it has ${any.length}; GetConfigsetRevision reads any of them)`
          : `configset "${configsetId}" not found`,
      );
    }
    return { details: detailsOf(row, mask), ...contentOf(row, format!) };
  };
