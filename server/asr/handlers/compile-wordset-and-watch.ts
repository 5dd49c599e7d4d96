// nuance.asr.v1beta1.Training/CompileWordsetAndWatch: checks the request, then streams the compile
// job's status until it ends — JOB_STATUS_QUEUED (waiting for a compile slot), JOB_STATUS_PROCESSING
// (with the entries being compiled), JOB_STATUS_COMPLETE (the compiled wordset is stored; warnings
// name entries the engine cannot pronounce) — each message carrying request_status OK. A bad
// request fails the call before any message: INVALID_ARGUMENT with field violations (URN, wordset
// JSON, metadata), ALREADY_EXISTS for a URN the app already has, NOT_FOUND for an unknown
// companion DLM, UNAVAILABLE without the engine's dictionary.
import { randomUUID } from 'node:crypto';
import type { JobMessage } from '../../../generated/proto/nuance/asr/v1beta1/JobMessage.js';
import type { WatchJobStatusResponse } from '../../../generated/proto/nuance/asr/v1beta1/WatchJobStatusResponse.js';
import { Violations, notFound, unavailable } from '../../rpc/errors.js';
import { OK_STATUS } from '../../rpc/status.js';
import type { ServerStreamHandler } from '../../rpc/streaming.js';
import {
  MAX_COMPILED_WORDSET_ENTRIES,
  checkWordset,
  emptyWordset,
  loadDictionary,
  pronounceWordset,
  type PreparedWordset,
  type WordsetEntry,
} from '../engine/wordset.js';
import { EventLoopSlices, REQUEST_BUDGETS } from '../../rpc/budgets.js';
import type { AsrDeps } from '../deps.js';
import { JobQueue, appOf, checkMetadata, readWordsetUri } from '../training/requests.js';
import { dlmExists, insertWordset, toArtifact, wordsetExists } from '../training/wordsets.store.js';
import { DLM_URN_FORM, parseDlmUrn } from '../training/urn.js';
import { alreadyExists } from '../../rpc/errors.js';
import { maxChars } from '../../../shared/rpc/limits.js';

/** JobMessage codes (the real service's are "not shown"): information, and a skipped entry. */
export const JOB_INFO = 0;
export const JOB_WARNING = 1;
/** A wordset's JSON text may be at most this long (its row in shared/rpc/limits.ts). */
const wordsetChars = maxChars('nuance.asr.v1beta1.CompileWordsetRequest.wordset');

const queue = new JobQueue(2);

/** Entries the decoder cannot use: literals that are neither known words nor given a pronunciation. */
function unpronounceable(w: PreparedWordset, dict: Map<string, string>): string[] {
  return [...w.literals].filter(([word]) => !dict.has(word) && !w.words.has(word)).map(([, literal]) => literal);
}

export function compileWordsetAndWatch(deps: AsrDeps): ServerStreamHandler<'asrTraining', 'CompileWordsetAndWatch'> {
  return async (call) => {
    const req = call.request;
    const appId = appOf(call.principal.clientId);
    const v = new Violations();
    const target = readWordsetUri(req.target_artifact_reference?.uri, 'target_artifact_reference', v);
    const companionUri = req.companion_artifact_reference?.uri?.trim() ?? '';
    const companion = companionUri ? parseDlmUrn(companionUri) : undefined;
    if (!companionUri) v.missing('companion_artifact_reference.uri');
    else if (!companion)
      v.add(
        'companion_artifact_reference.uri',
        `must be a domain language model URN of the form ${DLM_URN_FORM}`,
        'INVALID_FORMAT',
        companionUri.slice(0, 200),
      );
    else if (target && companion.language !== target.language)
      v.add(
        'companion_artifact_reference.uri',
        `is a ${companion.language} model but the wordset is ${target.language}`,
        'FIELD_CONFLICT',
        companionUri.slice(0, 200),
      );
    checkMetadata(req.metadata, 'metadata', v);
    const text = req.wordset ?? '';
    const dict = deps.engine.ok ? await loadDictionary(deps.engine.dict) : new Map<string, string>();
    const prepared = emptyWordset();
    let entries: WordsetEntry[] = [];
    if (!text.trim()) v.missing('wordset');
    else if (text.length > wordsetChars) v.add('wordset', `is longer than ${wordsetChars} characters`, 'TOO_LONG');
    else entries = checkWordset(text, 'wordset', v, MAX_COMPILED_WORDSET_ENTRIES);
    if (text.trim() && !v.size && entries.length === 0) v.add('wordset', 'has no entries', 'TOO_SHORT');
    v.throwIfAny();
    if (!deps.engine.ok) throw unavailable(deps.engine.reason);
    if (!deps.db) throw unavailable('this server keeps no compiled wordsets (no database)');
    const store = { db: deps.db, blobs: deps.blobs, ttlMs: deps.wordsetTtlMs };
    const urn = req.target_artifact_reference!.uri!.trim();
    if (!(await dlmExists(deps.db, appId, companion!.contextTag, companion!.language)))
      throw notFound(`companion_artifact_reference: no domain language model ${companionUri} in this app`);
    if (await wordsetExists(store, appId, urn, call.clock.now()))
      throw alreadyExists(`a compiled wordset already exists at ${urn}; delete it first`);
    if (req.client_data && Object.keys(req.client_data).length)
      call.log.info('wordset compile', { client_data: req.client_data });

    const jobId = randomUUID();
    const messages: JobMessage[] = [];
    const update = (status: 'JOB_STATUS_QUEUED' | 'JOB_STATUS_PROCESSING' | 'JOB_STATUS_COMPLETE') => {
      const r: WatchJobStatusResponse = {
        job_status_update: { job_id: jobId, status, messages: [...messages] },
        request_status: OK_STATUS,
      };
      return call.send(r);
    };
    await update('JOB_STATUS_QUEUED');
    await queue.run(call.signal, async () => {
      // Pronouncing takes a compile slot, and yields to other calls as it goes: a job, not a
      // request, so its event-loop time is bounded by the wordset's size limits rather than the
      // per-request budget.
      await pronounceWordset(
        entries,
        dict,
        prepared,
        new EventLoopSlices('compiling a wordset', REQUEST_BUDGETS.sliceMs, Number.POSITIVE_INFINITY),
      );
      const entities = Object.keys(JSON.parse(text) as object).length;
      messages.push({
        code: JOB_INFO,
        message: `compiling ${prepared.literals.size} entries of ${entities} entities`,
        data: { entries: String(prepared.literals.size), entities: String(entities) },
      });
      await update('JOB_STATUS_PROCESSING');
      for (const literal of unpronounceable(prepared, dict).slice(0, 100)) {
        messages.push({
          code: JOB_WARNING,
          message: `no pronunciation could be built for "${literal}": give it a spoken form made of English words`,
          data: { literal },
        });
      }
      call.signal.throwIfAborted();
      const row = await insertWordset(store, {
        appId,
        urn,
        contextTag: target!.contextTag,
        name: target!.name,
        language: target!.language,
        companionUrn: companionUri,
        jobId,
        entries: prepared.literals.size,
        source: text,
        artifact: toArtifact(prepared),
        metadata: req.metadata ?? {},
        now: call.clock.now(),
      });
      messages.push({
        code: JOB_INFO,
        message: `compiled wordset stored at ${urn}`,
        data: { words_added: String(prepared.lines.length), expires_at: new Date(row.expires_at).toISOString() },
      });
      await update('JOB_STATUS_COMPLETE');
    });
  };
}
