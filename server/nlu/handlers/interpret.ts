// nuance.nlu.v1.Runtime/Interpret: text (or a recognizer result) against one of the caller's
// app's semantic models, optionally with wordsets extending its list entities, answered as ranked
// single-intent interpretations or one multi-intent tree. Errors per seed 000 section 7: a model
// the app does not have is NOT_FOUND naming its URN; bad input is INVALID_ARGUMENT naming the field.
import protobuf from 'protobufjs';
import { loadProtos } from '../../../wire/protos.js';
import { deadlineExceeded, notFound, Violations } from '../../rpc/errors.js';
import { inlineWordsetsOverBudget, REQUEST_BUDGETS } from '../../rpc/budgets.js';
import type { Reply, RpcHandler } from '../../rpc/types.js';
import { parseClientId } from '../../auth/client-id.js';
import type { InterpretationNode } from '../../../generated/proto/nuance/nlu/v1/InterpretationNode.js';
import type { SingleIntentEntityList } from '../../../generated/proto/nuance/nlu/v1/SingleIntentEntityList.js';
import { parseWordset, type Mention, type Wordset } from '../entities.js';
import { splitClauses, type Interpreter } from '../engine.js';
import type { ModelCache } from '../models.store.js';
import { parseModelUrn, parseWordsetUrn, WORDSET_URN_FORM } from '../urn.js';
import type { WordsetCache } from '../wordsets.js';
import type { StoredWordset } from '../wordsets.store.js';
import type { EventLogProducer } from '../../eventlog/index.js';
import { logInterpretation } from '../event-log.js';
import { maxChars } from '../../../shared/rpc/limits.js';

/** Longest accepted input text, in characters (its row in shared/rpc/limits.ts). */
const inputChars = maxChars('nuance.nlu.v1.InterpretationInput.text');
/** Single-intent interpretations below this confidence are left out (the best one never is). */
const MIN_ALTERNATIVE_CONFIDENCE = 0.1;
const ASR_TYPES = ['nuance.asr.v1.RecognitionResponse', 'nuance.asr.v1.Result'];

interface InterpretDeps {
  models: ModelCache;
  /** Compiled wordsets (the wordset service's), referenced by URN as COMPILED_WORDSET resources. */
  wordsets: WordsetCache;
  /** Where interpretations write their event-log record; absent: no events. */
  producer?: EventLogProducer;
}

type Req = Parameters<RpcHandler<'nlu', 'Interpret'>>[0];

/** The text of a recognizer result: the best hypothesis that is not rejected. */
function asrText(any: { type_url?: string; value?: Buffer } | undefined, v: Violations): string | undefined {
  const typeName = (any?.type_url ?? '').split('/').pop() ?? '';
  if (!ASR_TYPES.includes(typeName)) {
    v.add('input.asr_result', `must be a ${ASR_TYPES.join(' or ')} (got "${any?.type_url ?? ''}")`, 'INVALID_FORMAT');
    return undefined;
  }
  let decoded: { result?: { hypotheses?: { formatted_text?: string; rejected?: boolean }[] } };
  try {
    const type = loadProtos().root.lookupType(typeName);
    const obj = type.toObject(type.decode(any?.value ?? Buffer.alloc(0)), { defaults: false }) as Record<
      string,
      unknown
    >;
    decoded = typeName.endsWith('Result') ? { result: obj } : obj;
  } catch (err) {
    if (
      !(err instanceof Error) ||
      err instanceof protobuf.util.ProtocolError ||
      /invalid|index out of range/i.test(err.message)
    )
      v.add('input.asr_result', 'does not decode', 'INVALID_FORMAT');
    else throw err;
    return undefined;
  }
  const text = decoded.result?.hypotheses?.find((h) => !h.rejected && h.formatted_text?.trim())?.formatted_text;
  if (!text) v.add('input.asr_result', 'has no hypothesis with text (a final, not rejected one)', 'OTHER');
  return text;
}

function entityLists(mentions: Mention[]): Record<string, SingleIntentEntityList> {
  const out: Record<string, SingleIntentEntityList> = {};
  for (const m of mentions) {
    (out[m.entity] ??= { entities: [] }).entities!.push({
      text_range: { start_index: m.start, end_index: m.end },
      confidence: m.confidence,
      origin: 'GRAMMAR',
      string_value: m.value,
      literal: m.literal,
    });
  }
  return out;
}

const entityNode = (m: Mention): InterpretationNode => ({
  entity: {
    name: m.entity,
    text_range: { start_index: m.start, end_index: m.end },
    confidence: m.confidence,
    origin: 'GRAMMAR',
    string_value: m.value,
    literal: m.literal,
  },
});

export const interpret =
  (deps: InterpretDeps): RpcHandler<'nlu', 'Interpret'> =>
  async (req: Req, call): Reply<'nlu', 'Interpret'> => {
    const started = call.clock.now();
    const v = new Violations();
    const uri = req.model?.uri ?? '';
    if (!req.model) v.missing('model');
    else if (!uri) v.missing('model.uri');
    else if (!parseModelUrn(uri))
      v.add(
        'model.uri',
        'must be urn:nuance-mix:tag:model/<context_tag>/mix.nlu?=language=<lll-CCC>',
        'INVALID_FORMAT',
        uri,
      );
    const type = req.model?.type ?? 'UNDEFINED_RESOURCE_TYPE';
    if (req.model && type !== 'SEMANTIC_MODEL' && type !== 'UNDEFINED_RESOURCE_TYPE')
      v.add('model.type', 'must be SEMANTIC_MODEL', 'INVALID_FORMAT', String(type));

    let text: string | undefined;
    const input = req.input;
    if (!input || (!input.text && !input.asr_result))
      v.missing(input?.input_union === 'asr_result' ? 'input.asr_result' : 'input.text');
    else if (input.asr_result) text = asrText(input.asr_result, v);
    else text = input.text;
    if (text !== undefined && !text.trim()) v.add('input.text', 'must contain words', 'TOO_SHORT');
    if (text !== undefined && text.length > inputChars)
      v.add('input.text', `must be at most ${inputChars} characters`, 'TOO_LONG');

    const resultType = req.parameters?.interpretation_result_type ?? 'UNDEFINED';
    const max = req.parameters?.max_interpretations ?? 0;
    if (max > 100) v.add('parameters.max_interpretations', 'must be at most 100', 'OUT_OF_RANGE', String(max));

    const extending: { wordset: Wordset; field: string; key?: string }[] = []; // inline, then compiled
    const compiled: { uri: string; field: string; timeoutMs: number }[] = [];
    // All of the request's inline wordsets are measured before any is parsed (budgets.ts): a
    // request over the budget costs one pass over its lengths, not a parse and a matcher.
    const inlineTexts = (req.resources ?? []).flatMap((r) =>
      r.resource_union === 'inline_wordset' ? [r.inline_wordset ?? ''] : [],
    );
    const overBudget = inlineWordsetsOverBudget(inlineTexts);
    if (overBudget) v.add('resources', overBudget, 'TOO_LONG');
    (req.resources ?? []).forEach((r, i) => {
      const field = `resources[${i}]`;
      if (overBudget && r.resource_union === 'inline_wordset') return;
      if (r.inline_wordset !== undefined && r.resource_union === 'inline_wordset') {
        const parsed = parseWordset(r.inline_wordset, `${field}.inline_wordset`);
        parsed.problems.forEach((p) => v.add(`${field}.inline_wordset`, p.replace(/^[^:]*: /, ''), 'INVALID_FORMAT'));
        if (parsed.wordset) extending.push({ wordset: parsed.wordset, field: `${field}.inline_wordset` });
      } else if (r.external_reference) {
        const ref = r.external_reference;
        if (!ref.uri) v.missing(`${field}.external_reference.uri`);
        else if (ref.type !== 'COMPILED_WORDSET' && ref.type !== 'WORDSET')
          v.add(
            `${field}.external_reference.type`,
            'must be COMPILED_WORDSET',
            'INVALID_FORMAT',
            String(ref.type ?? ''),
          );
        else if (!parseWordsetUrn(ref.uri))
          v.add(`${field}.external_reference.uri`, `must be ${WORDSET_URN_FORM}`, 'INVALID_FORMAT', ref.uri);
        else
          compiled.push({
            uri: ref.uri,
            field: `${field}.external_reference.uri`,
            timeoutMs: ref.request_timeout_ms ?? 0,
          });
      } else v.missing(`${field}.inline_wordset`);
    });
    let entries = 0;
    for (const { wordset } of extending) for (const list of Object.values(wordset)) entries += list.length;
    if (entries > REQUEST_BUDGETS.inlineWordsetEntries)
      v.add(
        'resources',
        `inline wordsets of one request may have at most ${REQUEST_BUDGETS.inlineWordsetEntries} entries in all (got ${entries})`,
        'TOO_LONG',
      );
    v.throwIfAny();

    const appId = parseClientId(call.principal.clientId).app;
    const model = await deps.models.get(appId, uri);
    if (!model) throw notFound(`semantic model ${uri} is not found in app ${appId}`);
    // Compiled wordsets (the wordset service's), each loaded within its request_timeout_ms when one
    // is given: one the app does not have (never compiled, deleted, expired, another app's) is
    // NOT_FOUND naming its URN; one compiled for another model cannot extend this one.
    const now = call.clock.now();
    for (const ref of compiled) {
      const stored = await loadWithin(deps.wordsets.get(appId, ref.uri, now), ref.timeoutMs, ref.uri);
      if (!stored) throw notFound(`wordset ${ref.uri} is not found in app ${appId}`);
      if (stored.modelUrn !== uri)
        v.add(ref.field, `wordset ${ref.uri} was compiled for model ${stored.modelUrn}, not ${uri}`, 'FIELD_CONFLICT');
      else extending.push({ wordset: stored.wordset, field: ref.field, key: stored.checksum });
    }

    const lists = new Set(model.listEntities());
    for (const { wordset, field } of extending)
      for (const entity of Object.keys(wordset))
        if (!lists.has(entity)) v.add(field, `entity ${entity} is not a list entity of model ${uri}`, 'INVALID_FORMAT');
    v.throwIfAny();

    const literal = text!;
    // Compiled wordsets only, named by their content's checksum: their matcher is reused.
    const cacheable = extending.every((w) => w.key);
    const analysis = model.analyse(
      literal,
      extending.map((w) => w.wordset),
      cacheable ? extending.map((w) => w.key).join('\u0000') : undefined,
    );
    const result = {
      literal,
      interpretations:
        resultType === 'MULTI_INTENT' ? [multiIntent(model, literal, analysis)] : singleIntent(model, analysis, max),
    };
    logInterpretation(deps.producer, {
      appId,
      requestId: call.requestId,
      started,
      ended: call.clock.now(),
      suppressed: req.parameters?.interpretation_input_logging_mode === 'SUPPRESSED',
      inputKind: input?.asr_result ? 'asr_result' : 'text',
      text: literal,
      model: { type: 'SEMANTIC_MODEL', uri },
      resultType: String(resultType),
      clientData: { ...(req.client_data ?? {}) },
      userId: req.user_id ?? '',
      language: parseModelUrn(uri)?.language ?? '',
      result,
    });
    return { result };
  };

/** A compiled wordset's lookup, bounded by the reference's request_timeout_ms (0: no bound of its own). */
async function loadWithin(
  lookup: Promise<StoredWordset | undefined>,
  timeoutMs: number,
  uri: string,
): Promise<StoredWordset | undefined> {
  if (!timeoutMs) return lookup;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(deadlineExceeded(`wordset ${uri} was not loaded within its request_timeout_ms (${timeoutMs} ms)`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([lookup, late]);
  } finally {
    clearTimeout(timer);
  }
}

function singleIntent(model: Interpreter, a: ReturnType<Interpreter['analyse']>, max: number) {
  const ranked = model.classify(a.tokens, a.mentions);
  const kept = ranked
    .filter((r, i) => i === 0 || r.confidence >= MIN_ALTERNATIVE_CONFIDENCE)
    .slice(0, max || undefined);
  const entities = entityLists(a.mentions);
  return kept.map((r) => ({
    single_intent_interpretation: {
      intent: r.intent,
      confidence: r.confidence,
      origin: 'STATISTICAL' as const,
      entities,
    },
  }));
}

function multiIntent(model: Interpreter, literal: string, a: ReturnType<Interpreter['analyse']>) {
  const clauses = splitClauses(model, literal, a);
  const intentNodes: InterpretationNode[] = clauses.map((c) => ({
    intent: {
      name: c.ranked[0]!.intent,
      text_range: { start_index: c.start, end_index: c.end },
      confidence: c.ranked[0]!.confidence,
      origin: 'STATISTICAL',
      literal: literal.slice(c.start, c.end),
      children: c.mentions.map(entityNode),
    },
  }));
  const whole = { start_index: 0, end_index: literal.length };
  const root: InterpretationNode =
    intentNodes.length === 1
      ? intentNodes[0]!
      : { operator: { operator: 'AND', text_range: whole, literal, children: intentNodes } };
  return { multi_intent_interpretation: { root } };
}
