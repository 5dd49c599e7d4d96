// nuance.asr.v1.Recognizer/Recognize (seed 000 sections 2.1, 2.2, 3): one RecognitionInitMessage,
// then audio; the server answers status 100 Continue, start_of_speech, results (partials before
// each final when asked), and status 200 Success once the client has finished its stream.
import type { RecognitionInitMessage__Output } from '../../../generated/proto/nuance/asr/v1/RecognitionInitMessage.js';
import type { RecognitionRequest__Output } from '../../../generated/proto/nuance/asr/v1/RecognitionRequest.js';
import type { RecognitionResponse } from '../../../generated/proto/nuance/asr/v1/RecognitionResponse.js';
import type { Hypothesis } from '../../../generated/proto/nuance/asr/v1/Hypothesis.js';
import type { Result } from '../../../generated/proto/nuance/asr/v1/Result.js';
import { formatUtterance } from '../engine/punctuate.js';
import { g711Decode, type G711Law } from '../../audio/index.js';
import { Violations, invalidArgument, notFound, unavailable } from '../../rpc/errors.js';
import {
  EventLoopSlices,
  REQUEST_BUDGETS,
  StreamIdleError,
  inlineWordsetsOverBudget,
  perAppSlots,
} from '../../rpc/budgets.js';
import { AppShare } from '../../rpc/app-share.js';
import type { BidiHandler } from '../../rpc/streaming.js';
import { PoolFullError, type DecoderEvent, type DecoderPool, type EngineWord } from '../engine/decoder.js';
import { TELEPHONE_FOLD, Upsampler2x } from '../engine/upsample.js';
import {
  addLine,
  checkWordset,
  emptyWordset,
  loadDictionary,
  pronounceWordset,
  type PreparedWordset,
  type WordsetEntry,
} from '../engine/wordset.js';
import type { AsrDeps } from '../deps.js';
import { recognitionLog } from '../event-log.js';
import { dlmExists, useWordset, type StoredArtifact } from '../training/wordsets.store.js';
import { DLM_URN_FORM, URN_LANGUAGES, WORDSET_URN_FORM, parseDlmUrn, parseWordsetUrn } from '../training/urn.js';
import { parseClientId } from '../../auth/client-id.js';
import { COUNT_LIMITS } from '../../../shared/rpc/limits.js';

export const SUPPORTED_LANGUAGES = ['en-US', 'eng-USA'] as const;
const TOPICS = ['GEN'];
const INIT = 'recognition_init_message';
const PARAMS = `${INIT}.parameters`;

type ResultType = 'FINAL' | 'PARTIAL' | 'IMMUTABLE_PARTIAL';
type DetectionMode = 'SINGLE' | 'MULTIPLE' | 'DISABLED';

interface Settings {
  format: { kind: 'pcm'; rate: 8000 | 16000 } | { kind: G711Law };
  formatName: string;
  resultType: ResultType;
  detection: DetectionMode;
  autoPunctuate: boolean;
  lowerInitial: boolean;
  /** Inline wordsets' entries (checked) and compiled wordsets, pronounced into `wordset` later. */
  inline: WordsetEntry[];
  compiled: StoredArtifact[];
  wordset: PreparedWordset;
  /** 1..COUNT_LIMITS.asrMaxHypotheses. */
  maxHypotheses: number;
  /** Timers in ms of audio; 0 = none. */
  noInputMs: number;
  recognitionMs: number;
  utteranceEndSilenceMs: number;
  /** Timers start with the start_timers control message rather than the stream. */
  stallTimers: boolean;
}

/** Bounds of utterance_end_silence_ms (0 keeps the engine's 500 ms). */
export const UTTERANCE_END_SILENCE_RANGE = [100, 5000] as const;
/** In-stream statuses of timeouts (the seed's table names 100 and 200 only; these are ours). */
/**
 * Utterance detection DISABLED: an utterance-end silence of 60 s, so a stream is one utterance
 * unless it pauses longer than that (the engine's voice-activity detector misbehaves with much
 * larger values: 10^8 frames split a clip into a dozen utterances).
 */
const UNENDING_SILENCE_MS = 60_000;
export const NO_SPEECH = { code: 404, message: 'No Speech' } as const;
export const TOO_MUCH_AUDIO = { code: 413, message: 'Too much audio' } as const;
/** The client sent nothing for the stream's idle limit (server/rpc/budgets.ts). */
export const AUDIO_TIMEOUT = { code: 408, message: 'Audio timeout' } as const;

async function readInit(
  init: RecognitionInitMessage__Output,
  deps: AsrDeps,
  scope: { appId: string; now: Date },
): Promise<Settings> {
  const v = new Violations();
  const p = init.parameters;
  if (!p) v.missing(PARAMS);
  const language = p?.language?.trim() ?? '';
  if (!language) v.missing(`${PARAMS}.language`);
  else if (!SUPPORTED_LANGUAGES.some((l) => l.toLowerCase() === language.toLowerCase())) {
    v.add(
      `${PARAMS}.language`,
      `is not supported by this server; supported languages: ${SUPPORTED_LANGUAGES.join(', ')}`,
      'OUT_OF_RANGE',
      language.slice(0, 50),
    );
  }
  const topic = p?.topic?.trim() ?? '';
  if (topic && !TOPICS.includes(topic.toUpperCase())) {
    v.add(
      `${PARAMS}.topic`,
      `is not a topic of this data pack; supported: ${TOPICS.join(', ')}`,
      'OUT_OF_RANGE',
      topic.slice(0, 50),
    );
  }
  let format: Settings['format'] = { kind: 'pcm', rate: 16000 };
  let formatName = '';
  const af = p?.audio_format;
  const which = af?.audio_format_union;
  if (p && !which) v.missing(`${PARAMS}.audio_format`);
  else if (which === 'pcm') {
    const rate = af?.pcm?.sample_rate_hz ?? 0;
    if (rate !== 8000 && rate !== 16000) {
      v.add(`${PARAMS}.audio_format.pcm.sample_rate_hz`, 'must be 8000 or 16000', 'OUT_OF_RANGE', String(rate));
    } else {
      format = { kind: 'pcm', rate };
      formatName = `audio/L16;rate=${rate}`;
    }
  } else if (which === 'alaw' || which === 'ulaw') {
    format = { kind: which };
    formatName = which === 'alaw' ? 'audio/x-alaw-basic;rate=8000' : 'audio/basic;rate=8000';
  } else if (which) {
    v.add(
      `${PARAMS}.audio_format.${which}`,
      'is not supported by this server; supported: pcm (8000 or 16000 Hz), alaw, ulaw',
      'OUT_OF_RANGE',
    );
  }
  const inline: WordsetEntry[] = [];
  const compiled: StoredArtifact[] = [];
  const masked = !!p?.recognition_flags?.mask_load_failures;
  const resources = init.resources ?? [];
  const missing: string[] = [];
  // All of the request's inline wordsets are measured before any is parsed (budgets.ts).
  const inlineTexts = resources.flatMap((r) => (r.resource_union === 'inline_wordset' ? [r.inline_wordset ?? ''] : []));
  const overBudget = inlineWordsetsOverBudget(inlineTexts);
  if (overBudget) v.add(`${INIT}.resources`, overBudget, 'TOO_LONG');
  const refs: {
    field: string;
    uri: string;
    kind: 'DOMAIN_LM' | 'COMPILED_WORDSET';
    contextTag: string;
    language: string;
    masked: boolean;
  }[] = [];
  for (const [i, r] of resources.entries()) {
    const at = `${INIT}.resources[${i}]`;
    if (r.resource_union === 'inline_wordset') {
      if (!deps.engine.ok || overBudget) continue; // the engine's absence is reported below
      // Checked here (cheap); pronounced once the stream has its decoder share.
      inline.push(...checkWordset(r.inline_wordset ?? '', `${at}.inline_wordset`, v));
    } else if (r.resource_union === 'external_reference') {
      const ref = r.external_reference!;
      if (!ref.uri) v.missing(`${at}.external_reference.uri`);
      else if (ref.type !== 'DOMAIN_LM' && ref.type !== 'COMPILED_WORDSET') {
        v.add(
          `${at}.external_reference.type`,
          'must be DOMAIN_LM or COMPILED_WORDSET',
          'OUT_OF_RANGE',
          String(ref.type),
        );
      } else {
        const uri = ref.uri.trim();
        const field = `${at}.external_reference.uri`;
        const parsed = ref.type === 'DOMAIN_LM' ? parseDlmUrn(uri) : parseWordsetUrn(uri);
        if (!parsed) {
          const form = ref.type === 'DOMAIN_LM' ? DLM_URN_FORM : WORDSET_URN_FORM;
          v.add(field, `must be a URN of the form ${form}`, 'INVALID_FORMAT', uri.slice(0, 200));
        } else if (!(URN_LANGUAGES as readonly string[]).includes(parsed.language)) {
          v.add(
            field,
            `names language ${parsed.language}, which this recognizer does not support; supported: ${URN_LANGUAGES.join(', ')}`,
            'OUT_OF_RANGE',
            uri.slice(0, 200),
          );
        } else {
          refs.push({
            field,
            uri,
            kind: ref.type,
            contextTag: parsed.contextTag,
            language: parsed.language,
            masked: masked || !!ref.mask_load_failures,
          });
        }
      }
    } else if (r.resource_union) {
      v.add(
        `${at}.${r.resource_union}`,
        'is not supported by this server; use inline_wordset or external_reference',
        'OUT_OF_RANGE',
      );
    } else {
      v.missing(`${at}.inline_wordset`);
    }
    if (r.weight_union === 'weight_value' && !(r.weight_value! >= 0 && r.weight_value! <= 1)) {
      v.add(`${at}.weight_value`, 'must be between 0 and 1', 'OUT_OF_RANGE', String(r.weight_value));
    }
  }
  if (inline.length > REQUEST_BUDGETS.inlineWordsetEntries)
    v.add(
      `${INIT}.resources`,
      `inline wordsets of one request may have at most ${REQUEST_BUDGETS.inlineWordsetEntries} entries in all (got ${inline.length})`,
      'TOO_LONG',
    );
  const maxHypotheses = p?.max_hypotheses ?? 0;
  if (maxHypotheses > COUNT_LIMITS.asrMaxHypotheses)
    v.add(
      `${PARAMS}.max_hypotheses`,
      `must be at most ${COUNT_LIMITS.asrMaxHypotheses}`,
      'OUT_OF_RANGE',
      String(maxHypotheses),
    );
  const silence = p?.utterance_end_silence_ms ?? 0;
  const [minSilence, maxSilence] = UTTERANCE_END_SILENCE_RANGE;
  if (silence && (silence < minSilence || silence > maxSilence))
    v.add(
      `${PARAMS}.utterance_end_silence_ms`,
      `must be 0 (the default, 500 ms) or between ${minSilence} and ${maxSilence}`,
      'OUT_OF_RANGE',
      String(silence),
    );
  v.throwIfAny();
  // References are looked up once the request is known to be good (a use pushes a wordset's expiry out).
  for (const ref of refs) {
    let found = false;
    if (deps.db && ref.kind === 'DOMAIN_LM') {
      // A domain language model is the ASR half of a deployed project: the app's semantic model with
      // the same context tag and language. This engine has no use for its data: it is accepted.
      found = await dlmExists(deps.db, scope.appId, ref.contextTag, ref.language);
    } else if (deps.db) {
      const artifact = await useWordset(
        { db: deps.db, blobs: deps.blobs, ttlMs: deps.wordsetTtlMs },
        scope.appId,
        ref.uri,
        scope.now,
      );
      if (artifact) {
        found = true;
        compiled.push(artifact);
      }
    }
    if (!found && !ref.masked) missing.push(`${ref.field}: ${ref.uri.slice(0, 200)}`);
  }
  if (missing.length)
    throw notFound(`resource not found (set mask_load_failures to go on without it): ${missing.join('; ')}`);
  return {
    format,
    formatName,
    resultType: (p?.result_type ?? 'FINAL') as ResultType,
    detection: (p?.utterance_detection_mode ?? 'SINGLE') as DetectionMode,
    autoPunctuate: !!p?.recognition_flags?.auto_punctuate,
    lowerInitial: !!p?.recognition_flags?.suppress_initial_capitalization,
    inline,
    compiled,
    wordset: emptyWordset(),
    maxHypotheses: Math.max(1, maxHypotheses),
    noInputMs: p?.no_input_timeout_ms ?? 0,
    recognitionMs: p?.recognition_timeout_ms ?? 0,
    utteranceEndSilenceMs: silence,
    stallTimers: !!p?.recognition_flags?.stall_timers,
  };
}

/**
 * The decoder's words from the inline and compiled wordsets: linear in their size, in slices that
 * yield to other calls, within the request's event-loop budget (budgets.ts). Inline words come
 * first, so an inline pronunciation wins over a compiled one for the same word.
 */
async function buildWordset(s: Settings, dictPath: string): Promise<void> {
  if (!s.inline.length && !s.compiled.length) return;
  const slices = new EventLoopSlices('the recognition wordsets');
  await pronounceWordset(s.inline, await loadDictionary(dictPath), s.wordset, slices);
  for (const artifact of s.compiled) {
    for (const [i, line] of artifact.lines.entries()) {
      addLine(s.wordset, line);
      if (i % 256 === 0) await slices.next();
    }
    for (const [word, literal] of artifact.literals) s.wordset.literals.set(word, literal);
  }
}

/** Turns the client's audio chunks into 16 kHz PCM for the decoder. */
function audioConverter(format: Settings['format']): { push(bytes: Buffer): Int16Array; flush(): Int16Array } {
  const up = new Upsampler2x(TELEPHONE_FOLD);
  const upsampled = format.kind !== 'pcm' || format.rate === 8000;
  let carry: number | undefined; // a PCM chunk may end half-way through a sample
  const push = (bytes: Buffer): Int16Array => {
    let samples: Int16Array;
    if (format.kind === 'pcm') {
      const joined = carry === undefined ? bytes : Buffer.concat([Buffer.of(carry), bytes]);
      const even = joined.length & ~1;
      carry = even < joined.length ? joined[even] : undefined;
      samples = new Int16Array(even / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = joined.readInt16LE(2 * i);
      if (format.rate === 16000) return samples;
    } else {
      samples = g711Decode(format.kind, bytes);
    }
    return up.push(samples);
  };
  return { push, flush: () => (upsampled ? up.flush() : new Int16Array(0)) };
}

const pcmBytes = (samples: Int16Array) => Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);

function hypothesisText(words: string[], s: Settings): string {
  return formatUtterance(words, { punctuate: s.autoPunctuate, capitalize: !s.lowerInitial });
}

function hypothesis(words: EngineWord[], s: Settings, withConfidence: boolean): Hypothesis {
  const shown = words.map((w) => s.wordset.literals.get(w.text) ?? w.text);
  const confidences = words.map((w) => w.confidence).filter((c): c is number => c !== undefined);
  const average = confidences.length ? confidences.reduce((a, b) => a + b, 0) / confidences.length : undefined;
  return {
    ...(withConfidence && average !== undefined ? { confidence: average, average_confidence: average } : {}),
    rejected: false,
    formatted_text: hypothesisText(shown, s),
    minimally_formatted_text: shown.join(' '),
    words: words.map((w, i) => ({
      text: shown[i]!,
      start_ms: w.startMs,
      end_ms: w.endMs,
      silence_after_word_ms: i + 1 < words.length ? Math.max(0, words[i + 1]!.startMs - w.endMs) : 0,
      ...(w.confidence !== undefined ? { confidence: w.confidence } : {}),
    })),
  };
}

function toResult(
  words: EngineWord[],
  final: boolean,
  s: Settings,
  resultType: ResultType,
  alternatives: { words: EngineWord[] }[] = [],
): Result {
  const hypotheses = [hypothesis(words, s, true)];
  // The n-best list: distinct texts only (the lattice also differs in pronunciations and fillers).
  const seen = new Set([hypotheses[0]!.minimally_formatted_text]);
  for (const alt of alternatives) {
    if (hypotheses.length >= s.maxHypotheses) break;
    const h = hypothesis(alt.words, s, false);
    if (!h.words!.length || seen.has(h.minimally_formatted_text)) continue;
    seen.add(h.minimally_formatted_text);
    hypotheses.push(h);
  }
  return {
    result_type: final ? 'FINAL' : resultType,
    abs_start_ms: words[0]?.startMs ?? 0,
    abs_end_ms: words.at(-1)?.endMs ?? 0,
    data_pack: { language: 'en-US', topic: 'GEN', version: 'pocketsphinx-0.8-5prealpha', id: 'cmusphinx-en-us-ptm' },
    hypotheses,
  };
}

export function recognize(deps: AsrDeps): BidiHandler<'asr', 'Recognize'> {
  // Each app may hold at most its share of the decoders (running or waiting for one), so one app's
  // streams, idle or not, leave decoders for the others; an app over its share is refused at once.
  const share =
    deps.pool &&
    new AppShare({
      what: 'speech decoder',
      total: deps.pool.maxDecoders + deps.pool.maxWaiting,
      // Plus one waiting: an app's next stream may queue behind its last, whose decoder is being freed.
      perApp: perAppSlots(deps.pool.maxDecoders) + 1,
      retryAfterSeconds: 2,
    });
  return async (call) => {
    const it = call.messages[Symbol.asyncIterator]();
    const first = await it.next();
    if (first.done) {
      throw invalidArgument([
        {
          field: INIT,
          message: 'is required as the first message of the stream',
          violation: 'MANDATORY_FIELD_MISSING',
        },
      ]);
    }
    const head: RecognitionRequest__Output = first.value;
    if (head.request_union !== INIT || !head.recognition_init_message) {
      throw invalidArgument([
        {
          field: INIT,
          message: `must be the first message of the stream (it began with ${head.request_union ?? 'an empty message'})`,
          violation: 'MANDATORY_FIELD_MISSING',
        },
      ]);
    }
    const init = head.recognition_init_message;
    const appId = parseClientId(call.principal.clientId).app;
    const settings = await readInit(init, deps, { appId, now: call.clock.now() });
    if (!deps.engine.ok || !deps.pool || !share)
      throw unavailable(deps.engine.ok ? 'the speech engine is not running' : deps.engine.reason);
    const slot = share.acquire(appId);
    try {
      await buildWordset(settings, deps.engine.dict);
      await recognizeWith(settings, deps.pool);
    } finally {
      slot.release();
    }

    // The stream once its decoder share is held and its wordset built.
    async function recognizeWith(settings: Settings, pool: DecoderPool): Promise<void> {
      if (init.client_data && Object.keys(init.client_data).length)
        call.log.info('recognition', { client_data: init.client_data });

      const eventLog = recognitionLog({
        producer: deps.producer,
        clientId: call.principal.clientId,
        requestId: call.requestId,
        init,
        formatName: settings.formatName,
        sampleRate: settings.format.kind === 'pcm' ? settings.format.rate : 8000,
        now: () => call.clock.now(),
        log: call.log,
      });
      // Responses leave in order; decoder events arrive on their own schedule.
      let sending = Promise.resolve();
      const send = (r: RecognitionResponse) => {
        eventLog?.response(r);
        sending = sending.then(() => call.send(r));
      };
      let finishedDecoding!: () => void;
      let failedDecoding!: (e: Error) => void;
      const decoded = new Promise<void>((resolve, reject) => {
        finishedDecoding = resolve;
        failedDecoding = reject;
      });
      let stopEarly!: () => void;
      const stopped = new Promise<'stop'>((resolve) => {
        stopEarly = () => resolve('stop');
        // A cancelled call may never deliver another message: stop waiting for one.
        call.signal.addEventListener('abort', stopEarly, { once: true });
      });
      let finals = 0;
      // Timers run on audio time (ms of audio the decoder has taken), so they are exact whatever the load.
      let audioMs = 0;
      let timerStart: number | undefined = settings.stallTimers ? undefined : 0;
      let speechAt: number | undefined; // start of the utterance in progress
      let spoke = false;
      let ending: { code: number; message: string; details: string } | undefined;
      const timeout = (status: typeof ending) => {
        ending ??= status;
        stopEarly();
      };
      let immutableSent = 0;
      const onEvent = (e: DecoderEvent) => {
        if (e.type === 'end') return finishedDecoding();
        if (settings.detection === 'SINGLE' && finals > 0) return;
        if (e.type === 'progress') {
          if (ending) return;
          if (settings.noInputMs && !spoke && timerStart !== undefined && e.ms - timerStart >= settings.noInputMs) {
            timeout({
              ...NO_SPEECH,
              details: `no speech in the first ${settings.noInputMs} ms of audio (no_input_timeout_ms)`,
            });
          } else if (settings.recognitionMs && speechAt !== undefined && timerStart !== undefined) {
            if (e.ms - Math.max(speechAt, timerStart) >= settings.recognitionMs)
              timeout({
                ...TOO_MUCH_AUDIO,
                details: `speech lasted longer than ${settings.recognitionMs} ms (recognition_timeout_ms); the result covers the audio up to there`,
              });
          }
        } else if (e.type === 'start-of-speech') {
          spoke = true;
          speechAt = e.ms;
          if (settings.detection !== 'DISABLED') send({ start_of_speech: { first_audio_to_start_of_speech_ms: e.ms } });
        } else if (e.type === 'partial') {
          if (settings.resultType === 'PARTIAL' && e.words.length)
            send({ result: toResult(e.words, false, settings, 'PARTIAL') });
          if (settings.resultType === 'IMMUTABLE_PARTIAL') {
            // Only words well behind the decoder's frontier, which later audio no longer changes.
            const settled = e.words.filter((w) => w.endMs <= e.ms - 500);
            if (settled.length > immutableSent) {
              immutableSent = settled.length;
              send({ result: toResult(settled, false, settings, 'IMMUTABLE_PARTIAL') });
            }
          }
        } else if (e.type === 'final') {
          speechAt = undefined;
          if (!e.words.length) return;
          finals++;
          immutableSent = 0;
          send({ result: toResult(e.words, true, settings, settings.resultType, e.alternatives) });
          if (settings.detection === 'SINGLE') stopEarly();
        }
      };
      let decoder;
      try {
        decoder = await pool.start(
          {
            wordsetLines: settings.wordset.lines,
            partialMs: settings.resultType === 'FINAL' ? 0 : 200,
            ...(settings.noInputMs || settings.recognitionMs ? { progressMs: 50 } : {}),
            ...(settings.maxHypotheses > 1 ? { maxHypotheses: settings.maxHypotheses } : {}),
            // Detection DISABLED: the whole stream is one utterance (no silence is long enough to end it).
            ...(settings.detection === 'DISABLED'
              ? { utteranceEndSilenceMs: UNENDING_SILENCE_MS }
              : settings.utteranceEndSilenceMs
                ? { utteranceEndSilenceMs: settings.utteranceEndSilenceMs }
                : {}),
            onEvent,
            onFailure: (reason) => failedDecoding(new Error(reason)),
          },
          call.signal,
        );
      } catch (err) {
        if (err instanceof PoolFullError) throw unavailable('every speech decoder is busy; try again shortly');
        if (call.signal.aborted) return;
        throw unavailable(`the speech decoder did not start: ${(err as Error).message}`);
      }
      decoded.catch(() => {}); // observed below; a failure before then must not go unhandled
      let completed = false;
      try {
        send({ status: { code: 100, message: 'Continue', details: `recognition started on ${settings.formatName}` } });
        const convert = audioConverter(settings.format);
        let reading = true;
        for (;;) {
          // A client that sends nothing for the stream's idle limit gives its decoder back: the
          // stream ends with status 408 and the result of any speech heard so far.
          const message = it.next().catch((err: unknown) => {
            if (!(err instanceof StreamIdleError)) throw err;
            // A wait the loop has given up on (the stream is ending anyway) changes nothing.
            if (!reading) return 'stop' as const;
            ending ??= {
              ...AUDIO_TIMEOUT,
              details: `no audio for ${err.idleMs / 1000} s; the result covers the audio up to there`,
            };
            return 'stop' as const;
          });
          const next = await Promise.race([message, stopped, decoded.then(() => 'stop' as const)]);
          if (next === 'stop' || next.done) break;
          const m: RecognitionRequest__Output = next.value;
          if (m.request_union === 'audio') {
            const bytes = m.audio ?? Buffer.alloc(0);
            if (eventLog)
              eventLog.audio(
                settings.format.kind === 'pcm' ? bytes : pcmBytes(g711Decode(settings.format.kind, bytes)),
              );
            const pcm = convert.push(bytes);
            audioMs += pcm.length / 16;
            await decoder.write(pcm);
          } else if (m.request_union === INIT) {
            throw invalidArgument([
              { field: INIT, message: 'may only be the first message of the stream', violation: 'FIELD_CONFLICT' },
            ]);
          } else if (m.request_union === 'control_message' && m.control_message?.start_timers_message) {
            // With stall_timers the timers start here (at the audio sent so far); without, they already run.
            timerStart ??= audioMs;
          }
        }
        reading = false;
        if (call.signal.aborted) return;
        if (ending?.code === NO_SPEECH.code || (ending?.code === AUDIO_TIMEOUT.code && !spoke)) {
          decoder.kill(); // nothing was said: no result to wait for
        } else {
          // A recognition timeout still delivers the result of the speech heard so far.
          await decoder.write(convert.flush());
          decoder.end();
          await decoded.catch((err: Error) => {
            throw unavailable(`speech recognition failed: ${err.message}`);
          });
        }
        await sending;
        const last: RecognitionResponse = { status: ending ?? { code: 200, message: 'Success', details: '' } };
        eventLog?.response(last);
        await call.send(last);
        completed = true;
      } finally {
        decoder.kill();
        eventLog?.end({ completed });
      }
    }
  };
}
