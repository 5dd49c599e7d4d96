// nuance.nlu.wordset.v1beta1.Wordset/CompileWordsetAndWatch (server stream): checks a wordset
// against its companion semantic model, compiles it, stores it under the target wordset URN for
// the caller's app, and streams the job's status as it goes: QUEUED, PROCESSING, then COMPLETE
// (or FAILED). A request that cannot start a job is refused before any message, with the gRPC
// status and rich nuance.rpc.Status: INVALID_ARGUMENT naming the field (a bad URN, wordset JSON
// that is not a wordset, an entity that is not a list entity of the model, reserved metadata
// keys), NOT_FOUND naming the companion model's URN, ALREADY_EXISTS when the URN already holds
// this content for this model with this metadata. The job and its messages are our own design:
// the seed shows neither (section 3: "Wordset compile job states and transitions: not shown").
import { randomUUID } from 'node:crypto';
import { status as GrpcStatus } from '@grpc/grpc-js';
import { alreadyExists, notFound, toRpcError, Violations } from '../../rpc/errors.js';
import { errorStatus, OK_STATUS } from '../../rpc/status.js';
import type { ServerStreamHandler } from '../../rpc/streaming.js';
import type { Db } from '../../db/types.js';
import type { StreamResponseIn } from '../../../wire/services.js';
import { parseWordset, type Wordset } from '../entities.js';
import type { ModelCache } from '../models.store.js';
import { parseModelUrn } from '../urn.js';
import { callerApp, wordsetRefUrn } from '../wordset-refs.js';
import { normalizeWordset, wordsetChecksum, wordsetLimitProblems } from '../wordsets.js';
import { findWordset, storeWordset } from '../wordsets.store.js';
import { SERVICE_METADATA_PREFIX } from './get-wordset-metadata.js';

type Update = StreamResponseIn<'nluWordset', 'CompileWordsetAndWatch'>;
type JobStatus = NonNullable<NonNullable<Update['job_status_update']>['status']>;
type JobMessage = NonNullable<NonNullable<Update['job_status_update']>['messages']>[number];

const sameMetadata = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export const compileWordsetAndWatch =
  (deps: {
    db: Db;
    models: ModelCache;
    retentionMs?: number;
  }): ServerStreamHandler<'nluWordset', 'CompileWordsetAndWatch'> =>
  async (call) => {
    const req = call.request;
    const v = new Violations();
    const target = wordsetRefUrn(req.target_artifact_reference, 'target_artifact_reference', v);

    const companion = req.companion_artifact_reference;
    const modelUri = companion?.uri ?? '';
    const model = modelUri ? parseModelUrn(modelUri) : undefined;
    if (!companion) v.missing('companion_artifact_reference');
    else if (!modelUri) v.missing('companion_artifact_reference.uri');
    else if (!model)
      v.add(
        'companion_artifact_reference.uri',
        'must be urn:nuance-mix:tag:model/<context_tag>/mix.nlu?=language=<lll-CCC>',
        'INVALID_FORMAT',
        modelUri,
      );
    if (target && model && target.language !== model.language)
      v.add(
        'target_artifact_reference.uri',
        `must name the companion model's language ${model.language} (got ${target.language})`,
        'FIELD_CONFLICT',
        target.uri,
      );
    if (target && model && target.contextTag !== model.contextTag)
      v.add(
        'target_artifact_reference.uri',
        `must name the companion model's context tag ${model.contextTag} (got ${target.contextTag})`,
        'FIELD_CONFLICT',
        target.uri,
      );

    let wordset: Wordset | undefined;
    if (!req.wordset?.trim()) v.missing('wordset');
    else {
      const parsed = parseWordset(req.wordset, 'wordset');
      for (const p of parsed.problems) v.add('wordset', p.replace(/^wordset: /, ''), 'INVALID_FORMAT');
      if (parsed.wordset) {
        const tooBig = wordsetLimitProblems(parsed.wordset);
        for (const p of tooBig) v.add('wordset', p, 'OUT_OF_RANGE');
        if (!tooBig.length) wordset = parsed.wordset;
      }
    }
    const metadata = { ...(req.metadata ?? {}) };
    for (const k of Object.keys(metadata))
      if (k.startsWith(SERVICE_METADATA_PREFIX))
        v.add(
          `metadata.${k}`,
          `keys starting with ${SERVICE_METADATA_PREFIX} are set by the service`,
          'INVALID_FORMAT',
        );
    v.throwIfAny();

    const appId = callerApp(call.principal);
    const interpreter = await deps.models.get(appId, modelUri);
    if (!interpreter) throw notFound(`semantic model ${modelUri} is not found in app ${appId}`);
    const lists = new Set(interpreter.listEntities());
    for (const entity of Object.keys(wordset!))
      if (!lists.has(entity))
        v.add('wordset', `entity ${entity} is not a list entity of model ${modelUri}`, 'INVALID_FORMAT', entity);
    v.throwIfAny();

    const normalized = await normalizeWordset(wordset!);
    const checksum = await wordsetChecksum(normalized, modelUri);
    const now = call.clock.now();
    const existing = await findWordset(deps.db, appId, target!.uri, now);
    if (existing && existing.checksum === checksum && sameMetadata(existing.metadata, metadata))
      throw alreadyExists(`compiled wordset already available for ${target!.uri} (same content, model and metadata)`);

    const jobId = randomUUID();
    const update = (status: JobStatus, messages: JobMessage[] = [], requestStatus: object = OK_STATUS) =>
      call.send({ job_status_update: { job_id: jobId, status, messages }, request_status: requestStatus });
    await update('JOB_STATUS_QUEUED');
    await update('JOB_STATUS_PROCESSING');
    // The job runs to its end even when the watcher goes away: the wordset is stored either way.
    try {
      const stored = await storeWordset(deps.db, {
        appId,
        urn: target!.uri,
        contextTag: target!.contextTag,
        name: target!.name,
        language: target!.language,
        modelUrn: modelUri,
        wordset: normalized,
        checksum,
        metadata,
        jobId,
        now,
        ...(deps.retentionMs !== undefined ? { retentionMs: deps.retentionMs } : {}),
      });
      call.log.info('wordset compiled', {
        app: appId,
        urn: stored.urn,
        jobId,
        terms: stored.terms,
        version: stored.version,
        clientData: { ...(req.client_data ?? {}) },
      });
      await update('JOB_STATUS_COMPLETE', [
        {
          code: 0,
          message: `compiled ${stored.terms} terms for ${stored.entities.join(', ')}`,
          data: {
            urn: stored.urn,
            companion_urn: stored.modelUrn,
            entities: stored.entities.join(','),
            terms: String(stored.terms),
            version: String(stored.version),
            expires_at: stored.expiresAt.toISOString(),
          },
        },
      ]);
    } catch (err) {
      const e = toRpcError(err);
      const message = e.code === GrpcStatus.INTERNAL ? 'the compiled wordset could not be stored' : e.message;
      await update('JOB_STATUS_FAILED', [{ code: e.code, message, data: {} }], errorStatus(e, call.requestId));
      throw err;
    }
  };
