// nuance.nlu.wordset.v1beta1.Wordset/DeleteWordset: removes one of the caller's app's compiled
// wordsets; Interpret requests naming it are NOT_FOUND from then on. A wordset the app does not
// have (never compiled, deleted, expired, or another app's) is NOT_FOUND naming the URN.
import { notFound, Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { Db } from '../../db/types.js';
import { deleteWordset as deleteStored } from '../wordsets.store.js';
import { callerApp, wordsetRefUrn } from '../wordset-refs.js';

export const deleteWordset =
  (deps: { db: Db }): RpcHandler<'nluWordset', 'DeleteWordset'> =>
  async (req, call): Reply<'nluWordset', 'DeleteWordset'> => {
    const v = new Violations();
    const ref = wordsetRefUrn(req.artifact_reference, 'artifact_reference', v);
    v.throwIfAny();
    const appId = callerApp(call.principal);
    if (!(await deleteStored(deps.db, appId, ref!.uri, call.clock.now())))
      throw notFound(`wordset ${ref!.uri} is not found in app ${appId}`);
    call.log.info('wordset deleted', { app: appId, urn: ref!.uri });
    return {}; // request_status OK is the dispatcher's (okStatusFieldFor)
  };
