// nuance.dlg.v1.DialogService: Start, Status, Update, Execute and Stop over the engine (engine.ts),
// with sessions in the database (several instances may share one PostgreSQL) and the event-log
// records of event-log.ts; ExecuteStream (audio in and out, stream.ts) runs the same turn between the
// recognizer and the synthesizer.
import { ModelCache, WordsetCache, interpret, mixLanguage, modelUrn } from '../nlu/index.js';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/types.js';
import { camelName, type EventLogProducer, type LogEvent } from '../eventlog/index.js';
import { parseClientId } from '../auth/client-id.js';
import {
  defineService,
  type CallContext,
  type Reply,
  type RpcHandler,
  type ServiceRegistration,
} from '../rpc/types.js';
import { defineStreamingService, type BidiHandler, type StreamRegistration } from '../rpc/streaming.js';
import type { Synthesizer } from '../tts/index.js';
import { RpcError, Violations, failedPrecondition, notFound, toRpcError } from '../rpc/errors.js';
import type { Backend } from './backend.js';
import {
  DialogError,
  DialogRun,
  newSessionState,
  runTurn,
  type Action,
  type EntityValue,
  type Interpretation,
  type Message,
  type SessionState,
  type Turn,
  type TurnInput,
} from './engine.js';
import { Flow } from './flow.js';
import {
  deleteSession,
  insertSession,
  loadProject,
  loadSession,
  projectVersion,
  saveSession,
  sessionVersions,
  SessionSaver,
  type SessionRow,
} from './dialog.store.js';
import { SessionCache } from './session-cache.js';
import { logCallEnd, logCallStart, logInvoked, logNii, type CallLog } from './event-log.js';
import { executeStream } from './stream.js';
import { parseDialogUrn } from './project.js';
import { fromStruct, toStruct, type Struct } from './struct.js';

export const DEFAULT_SESSION_TIMEOUT_SEC = 900;
export const MAX_SESSION_TIMEOUT_SEC = 14_400;
const MAX_SESSION_ID = 128;
const MAX_USER_TEXT = 2000;
const NOT_FOUND_PREFIX = 'Could not find session for';

export interface DialogDeps {
  db: Db;
  producer?: EventLogProducer;
  models?: ModelCache;
  backend: Backend;
  /** ExecuteStream's recognizer (the Recognize handler, sharing its decoders) and synthesizer. */
  recognize?: BidiHandler<'asr', 'Recognize'>;
  synthesizer?: Synthesizer;
}

interface LoadedProject {
  version: number;
  flow: Flow;
  aliases: Record<string, string>;
  tag: string;
}

/** Deployed projects by app and URN, re-read when a deploy bumps the version. */
class ProjectCache {
  private readonly ready = new Map<string, LoadedProject>();
  constructor(private readonly db: Db) {}
  async get(appId: string, urn: string): Promise<LoadedProject | undefined> {
    return this.at(appId, urn, await projectVersion(this.db, appId, urn));
  }
  /** The project at `version`, the deployed version the caller has just read (loadSession reads it). */
  async at(appId: string, urn: string, version: number | undefined): Promise<LoadedProject | undefined> {
    const key = `${appId}\u0000${urn}`;
    if (version === undefined) {
      this.ready.delete(key);
      return undefined;
    }
    const hit = this.ready.get(key);
    if (hit?.version === version) return hit;
    const p = await loadProject(this.db, appId, urn);
    if (!p) return undefined;
    const loaded = { version: p.version, flow: new Flow(p.flow as never), aliases: p.aliases, tag: p.contextTag };
    this.ready.set(key, loaded);
    return loaded;
  }
}

/** A kept session turned out stale before its turn could call a backend (session-cache.ts). */
class StaleSession extends Error {
  constructor() {
    super('the kept session is stale');
  }
}

/**
 * The producer the dialog's interpretations write through: the records of a call whose turn runs
 * on a kept session are held (by request ID) until the turn is saved, so a turn that is run again
 * logs its interpretation once.
 */
function holdingProducer(p: EventLogProducer, held: Map<string, LogEvent[]>): EventLogProducer {
  return {
    send: (e) => {
      const h = e.data.requestid === undefined ? undefined : held.get(e.data.requestid);
      if (!h) return p.send(e);
      h.push(e);
      return true;
    },
    storeAudio: (a) => p.storeAudio(a),
    flush: () => p.flush(),
    close: () => p.close(),
    get metrics() {
      return p.metrics;
    },
  };
}

const sessionNotFound = (id: string) => notFound(`${NOT_FOUND_PREFIX} ${id}`);

function messageOut(m: Message) {
  return {
    nlg: m.nlg.map((x) => ({ text: x.text })),
    visual: m.visual.map((x) => ({ text: x.text })),
    audio: m.audio.map((x) => ({ text: x.text, ...(x.uri ? { uri: x.uri } : {}) })),
    language: m.language,
  };
}

function actionOut(a: Action) {
  switch (a.kind) {
    case 'qa_action':
      return {
        qa_action: {
          message: messageOut(a.message),
          data: toStruct(a.data),
          ...(a.selectable
            ? {
                selectable: {
                  selectable_items: a.selectable.map((s) => ({
                    value: { id: s.id, value: s.value },
                    description: s.description,
                    display_text: s.displayText,
                    display_image_uri: s.imageUri,
                  })),
                },
              }
            : {}),
        },
      };
    case 'da_action':
      return { da_action: { id: a.id, message: messageOut(a.message), data: toStruct(a.data) } };
    case 'continue_action':
      return {
        continue_action: {
          id: a.id,
          message: messageOut(a.message),
          backend_connection_settings: {
            fetch_timeout: `${a.fetchTimeoutMs}ms`,
            connect_timeout: `${a.connectTimeoutMs}ms`,
          },
        },
      };
    case 'escalation_action':
      return { escalation_action: { id: a.id, message: messageOut(a.message), data: toStruct(a.data) } };
    case 'end_action':
      return { end_action: { id: a.id, data: toStruct(a.data) } };
  }
}

function payloadOut(t: Turn) {
  return { messages: t.messages.map(messageOut), ...actionOut(t.action) };
}

/** The proto payload as camelCase JSON, for the event-log records. */
function jsonOf(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(jsonOf);
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if ('fields' in o && Object.keys(o).length === 1) return fromStruct(o as Struct);
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(o))
      if (x !== undefined && !k.endsWith('_union') && k !== 'action' && k !== 'input') out[camelName(k)] = jsonOf(x);
    return out;
  }
  return v;
}

/** The unary methods, and ExecuteStream as `streaming` (for the stream dispatcher). */
export function dialogService(deps: DialogDeps): ServiceRegistration & { streaming: StreamRegistration } {
  const { db } = deps;
  const projects = new ProjectCache(db);
  const sessions = new SessionCache();
  const saver = new SessionSaver(db);
  const heldRecords = new Map<string, LogEvent[]>();
  const models = deps.models ?? new ModelCache(db);
  const interpretRpc = interpret({
    models,
    wordsets: new WordsetCache(db),
    ...(deps.producer ? { producer: holdingProducer(deps.producer, heldRecords) } : {}),
  });

  /** Wraps a method with its DLGaaS-<Method>-Start/-End records. */
  function logged<Req extends { session_id?: string; user_id?: string }, Res>(
    method: CallLog['method'],
    fn: (req: Req, call: CallContext, log: CallLog) => Promise<Res>,
  ) {
    return async (req: Req, call: CallContext): Promise<Res> => {
      const appId = parseClientId(call.principal.clientId).app;
      const log: CallLog = {
        appId,
        method,
        // Start's records carry the session they open: a new ID is chosen here when the client gave none.
        sessionId: req.session_id || (method === 'Start' ? randomUUID() : ''),
        requestId: call.requestId,
        userId: req.user_id ?? '',
        clientData: { ...((req as { client_data?: Record<string, string> }).client_data ?? {}) },
        locale: '',
        started: call.clock.now(),
      };
      logCallStart(deps.producer, log);
      try {
        const res = await fn(req, call, log);
        logCallEnd(deps.producer, log, {
          ended: call.clock.now(),
          request: jsonOf(req) as Record<string, unknown>,
          response: jsonOf((res as { payload?: unknown }).payload ?? res) as Record<string, unknown>,
          status: { code: 200, message: 'OK' },
        });
        return res;
      } catch (e) {
        const err = toRpcError(e);
        logCallEnd(deps.producer, log, {
          ended: call.clock.now(),
          request: jsonOf(req) as Record<string, unknown>,
          status: { code: err.code, message: err.message },
        });
        throw e;
      }
    };
  }

  /** `check`, when given, runs once before the first backend call (a kept session's versions). */
  function host(
    appId: string,
    sessionId: string,
    p: LoadedProject,
    call: CallContext,
    userId: string,
    check?: () => Promise<void>,
  ) {
    let unchecked = check;
    return {
      defaultFetchTimeoutMs: deps.backend.defaultFetchTimeoutMs,
      defaultConnectTimeoutMs: deps.backend.defaultConnectTimeoutMs,
      interpret: async (text: string, language: string): Promise<Interpretation | undefined> => {
        const lang = mixLanguage(language);
        if (!lang) return undefined;
        try {
          const r = await interpretRpc(
            {
              model: { uri: modelUrn(p.tag, lang), type: 'SEMANTIC_MODEL' },
              input: { text },
              client_data: { dialogSessionId: sessionId },
              user_id: userId,
            },
            call,
          );
          const best = r.result?.interpretations?.[0]?.single_intent_interpretation;
          if (!best?.intent) return undefined;
          const entities: Record<string, EntityValue> = {};
          for (const [name, list] of Object.entries(best.entities ?? {})) {
            const e = list.entities?.[0];
            if (e)
              entities[name] = {
                value:
                  e.string_value ??
                  (e.struct_value ? JSON.stringify(fromStruct(e.struct_value as Struct)) : (e.literal ?? '')),
                literal: e.literal ?? '',
                confidence: Number(e.confidence ?? 1),
              };
          }
          return { intent: best.intent, confidence: Number(best.confidence ?? 0), entities };
        } catch (e) {
          if (e instanceof RpcError) {
            call.log.warn('dialog interpretation failed', { session: sessionId, err: e.message });
            return undefined;
          }
          throw e;
        }
      },
      fetch: async (req: Parameters<Backend['call']>[4]) => {
        if (unchecked) {
          await unchecked();
          unchecked = undefined;
        }
        return deps.backend.call(appId, sessionId, p.flow.data, p.aliases, req);
      },
    };
  }

  async function turn(
    appId: string,
    sessionId: string,
    p: LoadedProject,
    state: SessionState,
    call: CallContext,
    userId: string,
    check: (() => Promise<void>) | undefined,
    step: (r: DialogRun) => Promise<Turn>,
  ): Promise<Turn> {
    const run = new DialogRun(p.flow, state, host(appId, sessionId, p, call, userId, check));
    try {
      return await runTurn(run, step);
    } catch (e) {
      if (e instanceof DialogError) throw failedPrecondition(e.message);
      throw e;
    }
  }

  const Start: RpcHandler<'dialog', 'Start'> = logged('Start', async (req, call, log): Reply<'dialog', 'Start'> => {
    const v = new Violations();
    const uri = req.payload?.model_ref?.uri ?? '';
    if (!uri) v.missing('payload.model_ref.uri');
    else if (!parseDialogUrn(uri))
      v.add(
        'payload.model_ref.uri',
        'must be urn:nuance-mix:tag:model/<context_tag>/mix.dialog',
        'INVALID_FORMAT',
        uri,
      );
    const timeout = req.session_timeout_sec ?? 0;
    if (timeout > MAX_SESSION_TIMEOUT_SEC)
      v.add('session_timeout_sec', `must be at most ${MAX_SESSION_TIMEOUT_SEC}`, 'OUT_OF_RANGE', String(timeout));
    const wanted = req.session_id ?? '';
    if (wanted.length > MAX_SESSION_ID || /[^\w.:-]/.test(wanted))
      v.add('session_id', `must be at most ${MAX_SESSION_ID} letters, digits, . _ : -`, 'INVALID_FORMAT');
    v.throwIfAny();
    const appId = log.appId;
    const p = await projects.get(appId, uri);
    if (!p) throw notFound(`dialog model ${uri} is not found in app ${appId}`);
    const channel = req.selector?.channel ?? '';
    if (channel && !p.flow.knowsChannel(channel))
      v.add('selector.channel', `the project has no channel ${channel}`, 'INVALID_FORMAT', channel);
    const language = req.selector?.language || p.flow.data.defaultLocale || 'en-US';
    if (!mixLanguage(language))
      v.add('selector.language', 'must be a locale such as en-US', 'INVALID_FORMAT', language);
    v.throwIfAny();
    const sessionId = log.sessionId;
    log.locale = language;
    const timeoutSec = timeout || DEFAULT_SESSION_TIMEOUT_SEC;
    const data = fromStruct(req.payload?.data as Struct | undefined);
    const state = newSessionState(p.flow, channel, language, data);
    const startEvents = [
      {
        name: 'session-start',
        value: {
          runtime: { api: 'v1' },
          project: { name: p.flow.data.name ?? '', namespace: appId, deployed: p.version, contextTag: p.tag, id: uri },
          selector: { channel: channel || 'default', language },
          version: { asr: '', nlu: 'v1', dlg: 'v1' },
          user: req.payload?.suppress_log_user_data ? {} : data,
          timeout: timeoutSec,
          reporting: { attributes: [], metrics: [], dimensions: [] },
        },
      },
      { name: 'selector', value: { channel: channel || 'default', language } },
    ];
    // The first turn runs at the first Execute (as a real deployment does); Start only opens the session.
    const stored = await insertSession(
      db,
      appId,
      { sessionId, modelUrn: uri, state: { ...state, started: false }, niiSeq: 1, timeoutSec },
      call.clock.now(),
    );
    if (!stored) throw failedPrecondition(`session ${sessionId} already exists`);
    logNii(deps.producer, {
      appId,
      sessionId,
      seq: 1,
      requestId: call.requestId,
      locale: language,
      userId: req.user_id ?? '',
      events: startEvents,
      time: call.clock.now(),
    });
    return { payload: { session_id: sessionId } };
  });

  async function sessionOf(appId: string, sessionId: string, now: Date) {
    if (!sessionId) new Violations().missing('session_id').throwIfAny();
    const s = await loadSession(db, appId, sessionId, now);
    if (!s) throw sessionNotFound(sessionId);
    return s;
  }

  const Status: RpcHandler<'dialog', 'Status'> = logged('Status', async (req, call, log): Reply<'dialog', 'Status'> => {
    const now = call.clock.now();
    const s = await sessionOf(log.appId, req.session_id ?? '', now);
    return { session_remaining_sec: Math.max(0, Math.ceil((s.expiresAt.getTime() - now.getTime()) / 1000)) };
  });

  const Update: RpcHandler<'dialog', 'Update'> = logged('Update', async (req, call, log): Reply<'dialog', 'Update'> => {
    const now = call.clock.now();
    const s = await sessionOf(log.appId, req.session_id ?? '', now);
    const state = s.state as SessionState;
    log.locale = state.language;
    const data = fromStruct(req.payload?.data as Struct | undefined);
    Object.assign(state.vars, data);
    sessions.drop(log.appId, s.sessionId);
    if (!(await saveSession(db, log.appId, { ...s, state, niiSeq: s.niiSeq + 1 }, now)))
      throw failedPrecondition(`session ${s.sessionId} changed meanwhile (another call on it); try again`);
    logNii(deps.producer, {
      appId: log.appId,
      sessionId: s.sessionId,
      seq: s.niiSeq + 1,
      requestId: call.requestId,
      locale: state.language,
      userId: req.user_id ?? '',
      events: [{ name: 'session-update', value: { data } }],
      time: now,
    });
    return {};
  });

  type ExecuteReq = Parameters<RpcHandler<'dialog', 'Execute'>>[0];
  /**
   * A turn starts from the session this instance kept after its last turn (session-cache.ts) when
   * there is one, else from its row. A kept copy is checked where the turn is saved (row and model
   * versions in the UPDATE), and before the turn calls a customer backend (which cannot be taken
   * back); the interpretation records of a turn on a kept copy are held until that save. When the
   * copy turns out stale, or the turn on it fails, nothing of it is answered, kept or logged, and the
   * turn runs again from the row.
   */
  async function executeTurn(req: ExecuteReq, call: CallContext, log: CallLog): Reply<'dialog', 'Execute'> {
    const sessionId = req.session_id ?? '';
    if (!sessionId) new Violations().missing('session_id').throwIfAny();
    const input = turnInput(req.payload);
    const kept = sessions.get(log.appId, sessionId, call.clock.now());
    if (kept) {
      let stale: boolean;
      try {
        const done = await executeOn(kept, false, req, input, call, log);
        if (done) return done;
        stale = true;
      } catch (e) {
        // Whether the error holds is for the turn on the row to say.
        stale = e instanceof StaleSession;
      }
      if (stale) {
        // Saved meanwhile by another call here: two calls at once on one session, as with a row read.
        if (sessions.savedSince(log.appId, sessionId, kept.rowVersion))
          throw failedPrecondition(`session ${sessionId} changed meanwhile (another call on it); try again`);
        sessions.shared(log.appId, sessionId);
      }
    }
    const s = await sessionOf(log.appId, sessionId, call.clock.now());
    const done = await executeOn(s, true, req, input, call, log);
    if (!done) throw failedPrecondition(`session ${s.sessionId} changed meanwhile (another call on it); try again`);
    return done;
  }

  /** One run of a turn on `s`; undefined when `s` was a kept copy that is stale (nothing was saved). */
  async function executeOn(
    s: SessionRow,
    checked: boolean,
    req: ExecuteReq,
    input: TurnInput,
    call: CallContext,
    log: CallLog,
  ): Promise<Awaited<Reply<'dialog', 'Execute'>> | undefined> {
    const state = s.state as SessionState & { started?: boolean };
    log.locale = state.language;
    const p = await projects.at(log.appId, s.modelUrn, s.modelVersion);
    if (!p) throw notFound(`dialog model ${s.modelUrn} is not found in app ${log.appId}`);
    const events = [];
    if (req.selector?.language || req.selector?.channel) {
      if (req.selector.channel) state.channelId = p.flow.channelId(req.selector.channel);
      if (req.selector.language) state.language = req.selector.language;
      events.push({ name: 'selector', value: { channel: req.selector.channel ?? '', language: state.language } });
    }
    const first = state.started === false;
    delete state.started;
    const held: LogEvent[] | undefined = checked ? undefined : [];
    if (held) heldRecords.set(call.requestId, held);
    let t: Turn;
    try {
      const check = checked
        ? undefined
        : async () => {
            const v = await sessionVersions(db, log.appId, s.sessionId, call.clock.now());
            if (v?.rowVersion !== s.rowVersion || v.modelVersion !== s.modelVersion) throw new StaleSession();
          };
      t = await turn(log.appId, s.sessionId, p, state, call, req.user_id ?? '', check, (r) =>
        first ? r.start() : r.execute(input),
      );
    } finally {
      if (held) heldRecords.delete(call.requestId);
    }
    const seq = s.niiSeq + 1;
    const now = call.clock.now();
    const stateJson = JSON.stringify(state);
    if (
      !(await saver.save({
        appId: log.appId,
        sessionId: s.sessionId,
        stateJson,
        niiSeq: seq,
        timeoutSec: s.timeoutSec,
        rowVersion: s.rowVersion,
        now,
        ...(checked ? {} : { modelVersion: s.modelVersion }),
      }))
    )
      return undefined;
    sessions.set(log.appId, {
      ...s,
      stateJson,
      niiSeq: seq,
      rowVersion: s.rowVersion + 1,
      expiresAt: new Date(now.getTime() + s.timeoutSec * 1000),
    });
    if (held) for (const e of held) deps.producer?.send(e);
    logNii(deps.producer, {
      appId: log.appId,
      sessionId: s.sessionId,
      seq,
      requestId: call.requestId,
      locale: state.language,
      userId: req.user_id ?? '',
      events: [...events, ...t.events],
      time: call.clock.now(),
    });
    return { payload: payloadOut(t) };
  }
  const Execute: RpcHandler<'dialog', 'Execute'> = logged('Execute', executeTurn);

  const Stop: RpcHandler<'dialog', 'Stop'> = logged('Stop', async (req, call, log): Reply<'dialog', 'Stop'> => {
    const now = call.clock.now();
    const s = await sessionOf(log.appId, req.session_id ?? '', now);
    sessions.drop(log.appId, s.sessionId);
    if (!(await deleteSession(db, log.appId, s.sessionId, now))) throw sessionNotFound(s.sessionId);
    logNii(deps.producer, {
      appId: log.appId,
      sessionId: s.sessionId,
      seq: s.niiSeq + 1,
      requestId: call.requestId,
      locale: (s.state as SessionState).language,
      userId: req.user_id ?? '',
      events: [{ name: 'session-stopped', value: {} }],
      time: now,
    });
    return {};
  });

  const ExecuteStream = executeStream({
    ...(deps.recognize ? { recognize: deps.recognize } : {}),
    ...(deps.synthesizer ? { synthesizer: deps.synthesizer } : {}),
    pending: async (appId, sessionId, now) => {
      const s = await sessionOf(appId, sessionId, now);
      const p = await projects.at(appId, s.modelUrn, s.modelVersion);
      if (!p) throw notFound(`dialog model ${s.modelUrn} is not found in app ${appId}`);
      return { state: s.state as SessionState, flow: p.flow, tag: p.tag };
    },
    logged: (req, call, body) => logged('ExecuteStream', (r: ExecuteReq, _call, log) => body(r, log))(req, call),
    execute: executeTurn,
    invoked: (appId, sessionId, call, name) =>
      logInvoked(deps.producer, { appId, sessionId, requestId: call.requestId, time: call.clock.now(), name }),
  });
  return {
    ...defineService('dialog', { Start, Status, Update, Execute, Stop }),
    streaming: defineStreamingService('dialog', { ExecuteStream }),
  };
}

type ExecutePayload = NonNullable<Parameters<RpcHandler<'dialog', 'Execute'>>[0]['payload']>;

function turnInput(p: ExecutePayload | undefined): TurnInput {
  const v = new Violations();
  const out: TurnInput = {};
  const u = p?.user_input;
  if (u) {
    const mode = u.input_mode ?? '';
    if (u.user_text !== undefined && u.input === 'user_text') {
      if (u.user_text.length > MAX_USER_TEXT)
        v.add('payload.user_input.user_text', `must be at most ${MAX_USER_TEXT} characters`, 'TOO_LONG');
      out.user = { kind: 'text', text: u.user_text, inputMode: mode };
    } else if (u.interpretation) {
      const i = u.interpretation;
      const data = { ...(i.data ?? {}) };
      const intent = data.INTENT ?? data.intent ?? '';
      delete data.INTENT;
      delete data.intent;
      const entities: Record<string, EntityValue> = {};
      for (const [k, val] of Object.entries(data))
        entities[k] = {
          value: val,
          literal: i.slot_literals?.[k] ?? val,
          confidence: Number(i.slot_confidences?.[k] ?? 1),
        };
      out.user = {
        kind: 'interpretation',
        intent,
        confidence: Number(i.confidence ?? 1),
        entities,
        utterance: i.utterance ?? '',
        inputMode: i.input_mode ?? mode,
      };
    } else if (u.selected_item) {
      out.user = {
        kind: 'selected',
        entity: u.selected_item.id ?? '',
        value: u.selected_item.value ?? '',
        inputMode: mode,
      };
    } else if (u.nluaas_interpretation) {
      const best = u.nluaas_interpretation.interpretations?.[0]?.single_intent_interpretation;
      const entities: Record<string, EntityValue> = {};
      for (const [name, list] of Object.entries(best?.entities ?? {})) {
        const e = list.entities?.[0];
        if (e) entities[name] = { value: e.string_value ?? e.literal ?? '', literal: e.literal ?? '' };
      }
      out.user = {
        kind: 'interpretation',
        intent: best?.intent ?? '',
        confidence: Number(best?.confidence ?? 0),
        entities,
        utterance: u.nluaas_interpretation.literal ?? '',
        inputMode: mode,
      };
    }
  }
  if (p?.dialog_event)
    out.event = {
      type: String(p.dialog_event.type ?? 'SUCCESS'),
      ...(p.dialog_event.event_name ? { name: p.dialog_event.event_name } : {}),
      ...(p.dialog_event.message ? { message: p.dialog_event.message } : {}),
    };
  if (p?.requested_data) {
    if (!p.requested_data.id) v.missing('payload.requested_data.id');
    out.requestedData = {
      id: p.requested_data.id ?? '',
      data: fromStruct(p.requested_data.data as Struct | undefined),
    };
  }
  v.throwIfAny();
  return out;
}
