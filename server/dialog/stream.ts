// nuance.dlg.v1.DialogService/ExecuteStream: one turn with audio. The first StreamInput carries the
// ExecuteRequest and, when the caller speaks, `asr_control_v1`; the audio follows in `audio`
// messages. The speech goes through the project's recognizer (the Recognize handler itself, with
// its decoder share per app and its event-log records), set up with the recognition settings of the
// question the session waits on (the client's own settings win); its answers come back as
// `asr_status` (100 Continue first), `asr_start_of_speech`, `asr_result` and `asr_status` 200 (or the
// recognizer's 404/408/413), in the recognizer's order. The best hypothesis is the turn's user_text
// (interpreted with the project's NLU model, input mode voice); no speech is a NO_INPUT event and
// speech without words a NO_MATCH. Then `response` (the ExecuteResponse), then, with
// `tts_control_v1`, the prompts spoken by the synthesizer as `audio` messages (its share, engines and
// call-summary records; a client that takes no audio for the synthesizer's slow-reader limit gets
// DEADLINE_EXCEEDED). The ASRaaS and TTSaaS records carry clientData.dialogSessionId, and the
// session's DLGaaS records say ASRaaS-reco-Start/-End and TTSaaS-synthesize-Start/-End.
import type { AsrParamsV1__Output } from '../../generated/proto/nuance/dlg/v1/AsrParamsV1.js';
import type { ExecuteRequest__Output } from '../../generated/proto/nuance/dlg/v1/ExecuteRequest.js';
import type { StreamInput__Output } from '../../generated/proto/nuance/dlg/v1/StreamInput.js';
import type { StreamOutput } from '../../generated/proto/nuance/dlg/v1/StreamOutput.js';
import type { TtsParamsV1__Output } from '../../generated/proto/nuance/dlg/v1/TtsParamsV1.js';
import type { RecognitionRequest__Output } from '../../generated/proto/nuance/asr/v1/RecognitionRequest.js';
import type { RecognitionResponse } from '../../generated/proto/nuance/asr/v1/RecognitionResponse.js';
import type { SynthesisRequest__Output } from '../../generated/proto/nuance/tts/v1/SynthesisRequest.js';
import { AUDIO_TIMEOUT, NO_SPEECH, UTTERANCE_END_SILENCE_RANGE } from '../asr/index.js';
import type { BidiHandler, StreamCall } from '../rpc/streaming.js';
import { RpcError, Violations, failedPrecondition, invalidArgument, unavailable } from '../rpc/errors.js';
import type { CallContext } from '../rpc/types.js';
import { MAX_INPUT_CHARS, VOICES, planSynthesis, type Synthesizer } from '../tts/index.js';
import type { SessionState } from './engine.js';
import type { CallLog } from './event-log.js';
import type { Flow, MixRecognition } from './flow.js';

type Input = StreamInput__Output;
type Call = StreamCall<Input, StreamOutput>;
type Response = { payload?: object | null };

/** What the turn needs to know of the session before it runs. */
export interface PendingTurn {
  state: SessionState;
  flow: Flow;
  /** The project's context tag (its DLM). */
  tag: string;
}

export interface StreamDeps {
  recognize?: BidiHandler<'asr', 'Recognize'>;
  synthesizer?: Synthesizer;
  /** The session (NOT_FOUND when there is none). */
  pending(appId: string, sessionId: string, now: Date): Promise<PendingTurn>;
  /** Runs `body` as one logged call (DLGaaS-ExecuteStream-Start/-End) on `req`. */
  logged(
    req: ExecuteRequest__Output,
    call: CallContext,
    body: (req: ExecuteRequest__Output, log: CallLog) => Promise<Response>,
  ): Promise<Response>;
  /** One turn, as Execute runs it. */
  execute(req: ExecuteRequest__Output, call: CallContext, log: CallLog): Promise<Response>;
  /** A DLGaaS record of the session naming a service the dialog invoked (ASRaaS-reco-Start, …). */
  invoked(appId: string, sessionId: string, call: CallContext, name: string): void;
}

/** The recognizer's parameters from the question's settings, where the client left them 0. */
export function questionRecognition(flow: Flow, state: SessionState) {
  const node = state.at ? flow.nodes.get(state.at) : undefined;
  const qa: MixRecognition | undefined = node?.raw.recognitionNode2;
  const ms = (name: string) => {
    const n = Number(flow.setting(name, qa));
    return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
  };
  const [minSilence, maxSilence] = UTTERANCE_END_SILENCE_RANGE;
  const complete = ms('completetimeout');
  return {
    no_input_timeout_ms: ms('timeout'),
    recognition_timeout_ms: ms('maxspeechtimeout'),
    utterance_end_silence_ms: complete ? Math.min(maxSilence, Math.max(minSilence, complete)) : 0,
  };
}

/** The recognizer's field names (recognition_init_message.parameters.x) as the stream's (asr_control_v1.x). */
function asAsrControl(err: unknown): unknown {
  if (!(err instanceof RpcError) || !err.fieldViolations.length) return err;
  return invalidArgument(
    err.fieldViolations.map((v) => ({
      ...v,
      field: v.field
        .replace(/^recognition_init_message\.parameters\./, 'asr_control_v1.')
        .replace(/^recognition_init_message\./, 'asr_control_v1.'),
    })),
  );
}

function asTtsControl(err: unknown): unknown {
  if (!(err instanceof RpcError) || !err.fieldViolations.length) return err;
  return invalidArgument(
    err.fieldViolations.map((v) => ({
      ...v,
      field: v.field.startsWith('input') ? 'response.prompts' : `tts_control_v1.${v.field}`,
    })),
  );
}

/** The synthesis request of the turn's prompts (or, with no prompt yet, of a word to check the parameters). */
function synthesisRequest(
  tts: TtsParamsV1__Output,
  text: string,
  language: string,
  sessionId: string,
  userId: string,
): SynthesisRequest__Output {
  const voice = tts.voice?.name
    ? tts.voice
    : {
        ...tts.voice,
        name: (VOICES.find((v) => v.language.toLowerCase() === language.toLowerCase()) ?? VOICES[0]!).name,
      };
  return {
    voice,
    ...(tts.audio_params ? { audio_params: tts.audio_params } : {}),
    input: { input_data: 'text', text: { text_data: 'text', text } },
    client_data: { dialogSessionId: sessionId },
    user_id: userId,
  } as SynthesisRequest__Output;
}

type Msg = { nlg?: { text?: string }[]; audio?: { text?: string; uri?: string }[] };

/** The texts to speak: each message's audio prompts (TTS text of those without a recording), else its nlg. */
export function promptTexts(p: object | null | undefined): string[] {
  if (!p) return [];
  const payload = p as Record<string, unknown>;
  const messages = [...((payload.messages as Msg[] | undefined) ?? [])];
  for (const k of ['qa_action', 'da_action', 'continue_action', 'escalation_action'])
    messages.push(((payload[k] as { message?: Msg } | undefined)?.message ?? {}) as Msg);
  const out: string[] = [];
  for (const m of messages) {
    const audio = (m.audio ?? []).filter((a) => a.text && !a.uri).map((a) => a.text!);
    out.push(...(audio.length ? audio : (m.nlg ?? []).map((n) => n.text ?? '')).filter((t) => t.trim()));
  }
  return out;
}

/** Prompts joined into texts the synthesizer takes (at most MAX_INPUT_CHARS each). */
function batches(texts: string[]): string[] {
  const out: string[] = [];
  let cur = '';
  for (const t of texts) {
    const piece = t.length > MAX_INPUT_CHARS ? t.slice(0, MAX_INPUT_CHARS) : t;
    if (cur && cur.length + 1 + piece.length > MAX_INPUT_CHARS) {
      out.push(cur);
      cur = '';
    }
    cur = cur ? `${cur} ${piece}` : piece;
  }
  if (cur) out.push(cur);
  return out;
}

export function executeStream(deps: StreamDeps): BidiHandler<'dialog', 'ExecuteStream'> {
  return async (call: Call) => {
    const it = call.messages[Symbol.asyncIterator]();
    const first = await it.next();
    const head: Input | undefined = first.done ? undefined : first.value;
    const v = new Violations();
    if (!head?.request) v.missing('request');
    else if (!head.request.session_id) v.missing('request.session_id');
    if (head?.audio?.length && head.asr_control_oneof !== 'asr_control_v1')
      v.add('asr_control_v1', 'is required when the stream carries audio', 'MANDATORY_FIELD_MISSING');
    v.throwIfAny();
    const ctx: CallContext = {
      principal: call.principal,
      context: { scopeId: '', engagementId: undefined, sessionId: undefined, configsetId: undefined },
      signal: call.signal,
      deadline: undefined,
      requestId: call.requestId,
      transport: 'grpc',
      log: call.log,
      clock: call.clock,
    };
    const asr = head!.asr_control_oneof === 'asr_control_v1' ? head!.asr_control_v1 : undefined;
    const tts = head!.tts_control_oneof === 'tts_control_v1' ? head!.tts_control_v1 : undefined;
    const req: ExecuteRequest__Output = { ...head!.request! };
    const send = (m: StreamOutput) => (deps.synthesizer ? deps.synthesizer.reader(call.send(m)) : call.send(m));

    await deps.logged(req, ctx, async (req, log) => {
      const p = await deps.pending(log.appId, log.sessionId, call.clock.now());
      const userId = req.user_id ?? '';
      // The synthesis parameters are checked before the turn runs: a bad voice must not cost a turn.
      if (tts) {
        if (!deps.synthesizer) throw unavailable('speech synthesis is not running on this server');
        try {
          planSynthesis(synthesisRequest(tts, 'check', p.state.language, log.sessionId, userId));
        } catch (err) {
          throw asTtsControl(err);
        }
      }
      if (asr) {
        if (!deps.recognize) throw unavailable('speech recognition is not running on this server');
        if (p.state.waiting !== 'qa')
          throw failedPrecondition(
            `the session waits for ${p.state.waiting === 'da' ? 'requested_data' : `no speech (${p.state.waiting ?? 'not started'})`}; send audio when it asks a question`,
          );
        deps.invoked(log.appId, log.sessionId, ctx, 'ASRaaS-reco-Start');
        const heard = await recognizeTurn(deps.recognize, call, it, head!, asr, p, log.sessionId).finally(() =>
          deps.invoked(log.appId, log.sessionId, ctx, 'ASRaaS-reco-End'),
        );
        req.payload = heard.text
          ? { ...req.payload, user_input: { input: 'user_text', user_text: heard.text, input_mode: 'voice' } }
          : { ...req.payload, dialog_event: { type: heard.spoke ? 'NO_MATCH' : 'NO_INPUT' } };
      }
      const res = await deps.execute(req, ctx, log);
      await send({ response: res as StreamOutput['response'] });
      if (tts && deps.synthesizer) {
        for (const text of batches(promptTexts(res.payload))) {
          deps.invoked(log.appId, log.sessionId, ctx, 'TTSaaS-synthesize-Start');
          try {
            await deps.synthesizer.speak(
              synthesisRequest(tts, text, p.state.language, log.sessionId, userId),
              call,
              (chunk) => send({ audio: { audio: chunk } }),
            );
          } finally {
            deps.invoked(log.appId, log.sessionId, ctx, 'TTSaaS-synthesize-End');
          }
        }
      }
      return res;
    });
  };
}

/**
 * Runs the Recognize handler on the stream's audio: its answers go out as asr_* messages; resolves
 * with the best final hypothesis (empty when there was none) and whether speech was heard.
 */
async function recognizeTurn(
  recognize: BidiHandler<'asr', 'Recognize'>,
  call: Call,
  it: AsyncIterator<Input>,
  head: Input,
  asr: AsrParamsV1__Output,
  p: PendingTurn,
  sessionId: string,
): Promise<{ text: string; spoke: boolean }> {
  const fromQuestion = questionRecognition(p.flow, p.state);
  const { resources = [], ...params } = asr;
  const init = {
    parameters: {
      ...params,
      language: p.state.language,
      no_input_timeout_ms: asr.no_input_timeout_ms || fromQuestion.no_input_timeout_ms,
      recognition_timeout_ms: asr.recognition_timeout_ms || fromQuestion.recognition_timeout_ms,
      utterance_end_silence_ms: asr.utterance_end_silence_ms || fromQuestion.utterance_end_silence_ms,
    },
    // The project's domain language model, as a deployment adds it; masked, since the recognizer
    // only checks that it exists.
    resources: [
      ...resources,
      {
        resource_union: 'external_reference',
        external_reference: {
          type: 'DOMAIN_LM',
          uri: `urn:nuance-mix:tag:model/${p.tag}/mix.asr?=language=eng-USA`,
          mask_load_failures: true,
        },
      },
    ],
    client_data: { dialogSessionId: sessionId },
  };
  async function* requests(): AsyncGenerator<RecognitionRequest__Output> {
    yield { request_union: 'recognition_init_message', recognition_init_message: init } as RecognitionRequest__Output;
    const pass = (m: Input): RecognitionRequest__Output | undefined => {
      if (m.request || m.asr_control_oneof || m.tts_control_oneof)
        throw invalidArgument([
          {
            field: m.request ? 'request' : m.asr_control_oneof ? 'asr_control_v1' : 'tts_control_v1',
            message: 'may only be in the first message of the stream',
            violation: 'FIELD_CONFLICT',
          },
        ]);
      if (m.audio?.length) return { request_union: 'audio', audio: m.audio } as RecognitionRequest__Output;
      if (m.control_message)
        return { request_union: 'control_message', control_message: m.control_message } as RecognitionRequest__Output;
      return undefined;
    };
    const firstAudio = head.audio?.length ? pass({ audio: head.audio }) : undefined;
    if (head.control_message) yield pass({ control_message: head.control_message })!;
    if (firstAudio) yield firstAudio;
    for (;;) {
      const next = await it.next();
      if (next.done) return;
      const m = pass(next.value);
      if (m) yield m;
    }
  }
  let text = '';
  let spoke = false;
  let status = 0;
  try {
    await recognize({
      principal: call.principal,
      requestId: call.requestId,
      signal: call.signal,
      log: call.log,
      clock: call.clock,
      messages: requests(),
      send: (r: RecognitionResponse) => {
        if (r.status) {
          status = r.status.code ?? 0;
          return call.send({ asr_status: r.status });
        }
        if (r.start_of_speech) {
          spoke = true;
          return call.send({ asr_start_of_speech: r.start_of_speech });
        }
        if (r.result) {
          const final = r.result.result_type === 'FINAL' || r.result.result_type === 0;
          if (final && !text) text = r.result.hypotheses?.[0]?.formatted_text ?? '';
          if (final && text) spoke = true;
          return call.send({ asr_result: r.result });
        }
        return Promise.resolve();
      },
    });
  } catch (err) {
    throw asAsrControl(err);
  }
  if (status === NO_SPEECH.code || (status === AUDIO_TIMEOUT.code && !spoke)) return { text: '', spoke: false };
  return { text, spoke };
}
