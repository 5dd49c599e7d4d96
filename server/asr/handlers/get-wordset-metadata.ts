// nuance.asr.v1beta1.Training/GetWordsetMetadata: the metadata of one of the app's live compiled
// wordsets — the client's keys given at compile time plus the service's (checksums, compile time,
// companion model, expiry). NOT_FOUND for a URN the app has no live wordset at.
import { Violations, notFound, unavailable } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import type { AsrDeps } from '../deps.js';
import { appOf, metadataOf, readWordsetUri } from '../training/requests.js';
import { getWordset } from '../training/wordsets.store.js';

export function getWordsetMetadata(deps: AsrDeps): RpcHandler<'asrTraining', 'GetWordsetMetadata'> {
  return async (req, call): Reply<'asrTraining', 'GetWordsetMetadata'> => {
    const v = new Violations();
    readWordsetUri(req.artifact_reference?.uri, 'artifact_reference', v);
    v.throwIfAny();
    if (!deps.db) throw unavailable('this server keeps no compiled wordsets (no database)');
    const urn = req.artifact_reference!.uri!.trim();
    const row = await getWordset({ db: deps.db }, appOf(call.principal.clientId), urn, call.clock.now());
    if (!row) throw notFound(`no compiled wordset at ${urn}`);
    return { metadata: metadataOf(row) };
  };
}
