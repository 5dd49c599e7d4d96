// nuance.nlu.wordset.v1beta1.Wordset/GetWordsetMetadata: the metadata of one of the caller's app's
// compiled wordsets: the client's own keys as compiled, plus the keys the service adds (x_vigil_*:
// companion model, job, compile and expiry times, entities, term count, content checksum).
import { notFound, Violations } from '../../rpc/errors.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { findWordset, type StoredWordset } from '../wordsets.store.js';
import { callerApp, wordsetRefUrn } from '../wordset-refs.js';
import type { Db } from '../../db/types.js';

/** Metadata keys the service sets; a client may not set keys with this prefix. */
export const SERVICE_METADATA_PREFIX = 'x_vigil_';

export function serviceMetadata(w: StoredWordset): Record<string, string> {
  return {
    [`${SERVICE_METADATA_PREFIX}companion_urn`]: w.modelUrn,
    [`${SERVICE_METADATA_PREFIX}job_id`]: w.jobId,
    [`${SERVICE_METADATA_PREFIX}compiled_at`]: w.compiledAt.toISOString(),
    [`${SERVICE_METADATA_PREFIX}expires_at`]: w.expiresAt.toISOString(),
    [`${SERVICE_METADATA_PREFIX}entities`]: w.entities.join(','),
    [`${SERVICE_METADATA_PREFIX}terms`]: String(w.terms),
    [`${SERVICE_METADATA_PREFIX}checksum`]: w.checksum,
    [`${SERVICE_METADATA_PREFIX}version`]: String(w.version),
  };
}

export const getWordsetMetadata =
  (deps: { db: Db }): RpcHandler<'nluWordset', 'GetWordsetMetadata'> =>
  async (req, call): Reply<'nluWordset', 'GetWordsetMetadata'> => {
    const v = new Violations();
    const ref = wordsetRefUrn(req.artifact_reference, 'artifact_reference', v);
    v.throwIfAny();
    const appId = callerApp(call.principal);
    const found = await findWordset(deps.db, appId, ref!.uri, call.clock.now());
    if (!found) throw notFound(`wordset ${ref!.uri} is not found in app ${appId}`);
    // request_status OK is the dispatcher's (okStatusFieldFor).
    return { metadata: { ...found.metadata, ...serviceMetadata(found) } };
  };
