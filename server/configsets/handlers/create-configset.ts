// CreateConfigset: a new revision of the configset ID (SAVED, or VALIDATED with perform_validation).
import { randomUUID } from 'node:crypto';
import { Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { validateContent } from '../content.js';
import { insertRevision, lockConfigset } from '../configsets.store.js';
import { CONFIGSET, assertSameType, invalidContent, type Ctx } from '../lifecycle.js';
import { loadContent, readContentSource } from '../request-content.js';
import { readConfigsetId, readDescription, readType, writeMask } from '../wire.js';

export const createConfigset =
  (ctx: Ctx): RpcHandler<'configsets', 'CreateConfigset'> =>
  async (req, call): Reply<'configsets', 'CreateConfigset'> => {
    const v = new Violations();
    const configsetId = readConfigsetId(v, 'configset_id', req.configset_id);
    const type = readType(v, 'type', req.type);
    const mask = writeMask(v, req.field_mask);
    const description = readDescription(v, req.details, mask) ?? '';
    const source = readContentSource(v, req, 'configset_content');
    v.throwIfAny();
    const { scopeId } = call.context;
    const id = randomUUID();
    await ctx.db.tx(async (q) => {
      const content = await loadContent(q, scopeId, source!);
      const validate = req.perform_validation === true;
      if (validate) {
        const found = validateContent(content.value);
        if (found.length) throw invalidContent('the configset content is not valid (nothing was stored)', found);
      }
      await lockConfigset(q, scopeId, CONFIGSET, configsetId!);
      await assertSameType(q, scopeId, CONFIGSET, configsetId!, type!);
      await insertRevision(q, {
        id,
        scopeId,
        cls: CONFIGSET,
        configsetId: configsetId!,
        type: type!,
        state: validate ? 'STATE_VALIDATED' : 'STATE_SAVED',
        description,
        content: content.text,
        by: call.principal.clientId,
        now: ctx.clock.now(),
      });
    });
    return { gk_configset_revision_id: { value: id } };
  };
