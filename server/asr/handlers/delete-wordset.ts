// nuance.asr.v1beta1.Training/DeleteWordset: removes one of the app's compiled wordsets (and its
// artefact); recognitions referencing it afterwards find nothing. NOT_FOUND when the app has no
// live wordset at the URN.
import { Violations, notFound, unavailable } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { AsrDeps } from '../deps.js';
import { appOf, readWordsetUri } from '../training/requests.js';
import { deleteWordset as removeWordset } from '../training/wordsets.store.js';

export function deleteWordset(deps: AsrDeps): RpcHandler<'asrTraining', 'DeleteWordset'> {
  return async (req, call): Reply<'asrTraining', 'DeleteWordset'> => {
    const v = new Violations();
    readWordsetUri(req.artifact_reference?.uri, 'artifact_reference', v);
    v.throwIfAny();
    if (!deps.db) throw unavailable('this server keeps no compiled wordsets (no database)');
    const urn = req.artifact_reference!.uri!.trim();
    const store = { db: deps.db, blobs: deps.blobs };
    if (!(await removeWordset(store, appOf(call.principal.clientId), urn, call.clock.now())))
      throw notFound(`no compiled wordset at ${urn}`);
    return {};
  };
}
