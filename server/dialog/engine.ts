// Runs a Mix dialog flow (flow.ts) one turn at a time. A turn walks nodes from where the session
// stands until the flow needs something from outside: the user's answer (qa_action), data the
// client fetches (da_action), a pause while a latency message plays (continue_action), a hand-over
// (escalation_action) or the end (end_action). Everything a session carries between turns is in
// SessionState (plain JSON, stored by the handlers); everything the turn did is in Turn, with the
// NII events of seed 002 §6.3 it passed through.
import type { Flow } from './flow.js';
import {
  NII_NODE_TYPE,
  type IndexedNode,
  type MixDataAccess,
  type MixExpression,
  type MixItem,
  type MixItems,
  type MixRecognition,
  type MixTransition,
  type MixVariableRef,
} from './flow.js';

/** Longest walk of one turn; a flow that loops without asking anything ends with an error. */
const MAX_STEPS = 1000;
const DEFAULT_MAX_NOMATCH = 3;
const DEFAULT_MAX_NOINPUT = 3;

export interface EntityValue {
  value: string;
  literal?: string;
  confidence?: number;
}

export interface SessionState {
  channelId: string;
  language: string;
  /** Where the flow waits: the node and for what. */
  at: string | null;
  waiting: 'qa' | 'da' | 'continue' | 'escalation' | 'ended' | null;
  /** Component that `at` belongs to. */
  component: string;
  vars: Record<string, unknown>;
  /** Entities (Mix "concepts") collected so far, by name. */
  entities: Record<string, EntityValue>;
  /** Entities marked complete without a value (conceptUpdate completeStatus TRUE). */
  complete: string[];
  /** Entities whose question node has run its processing (asked, or visited by a question router). */
  processed?: string[];
  /** A question node visited by its router to process an entity already collected (no question). */
  processing?: string;
  intent: string;
  /** Called components: where each returns to. */
  stack: { component: string; returnNode?: string; returnTransition?: MixTransition }[];
  counters: { nomatch: number; noinput: number; turn: number };
  /** The pending data access (client-side id). */
  pendingDa?: string;
}

export interface NiiEvent {
  name: string;
  value: Record<string, unknown>;
}

export interface Message {
  nlg: { text: string }[];
  visual: { text: string }[];
  audio: { text: string; uri?: string }[];
  language: string;
}

export type Action =
  | { kind: 'qa_action'; message: Message; data: Record<string, unknown>; selectable?: SelectableItem[] }
  | { kind: 'da_action'; id: string; message: Message; data: Record<string, unknown> }
  | { kind: 'continue_action'; id: string; message: Message; fetchTimeoutMs: number; connectTimeoutMs: number }
  | { kind: 'escalation_action'; id: string; message: Message; data: Record<string, unknown> }
  | { kind: 'end_action'; id: string; data: Record<string, unknown> };

export interface SelectableItem {
  id: string;
  value: string;
  description: string;
  displayText: string;
  imageUri: string;
}

export interface Turn {
  messages: Message[];
  action: Action;
  events: NiiEvent[];
}

/** What the user gave: text to interpret, or an interpretation made elsewhere. */
export type UserInput =
  | { kind: 'text'; text: string; inputMode: string }
  | {
      kind: 'interpretation';
      intent: string;
      confidence: number;
      entities: Record<string, EntityValue>;
      utterance: string;
      inputMode: string;
    }
  | { kind: 'selected'; entity: string; value: string; inputMode: string };

export interface Interpretation {
  intent: string;
  confidence: number;
  entities: Record<string, EntityValue>;
}

/** A server-side data access call the engine asks its host to make. */
export interface BackendRequest {
  node: string;
  method: 'GET' | 'POST';
  aliasId: string;
  urlExtension: string;
  sendData: Record<string, unknown>;
  headers: Record<string, string>;
  fetchTimeoutMs: number;
  connectTimeoutMs: number;
}

export interface BackendResult {
  ok: boolean;
  /** The response's variables (Success only). */
  data: Record<string, unknown>;
  returnCode: string;
  returnMessage?: string;
  /** Why it went to Failure, for the log: "returnCode 1", "timeout", "non-JSON answer", … */
  reason?: string;
  durationMs: number;
  uri: string;
}

export interface TurnInput {
  user?: UserInput;
  event?: { type: string; name?: string; message?: string };
  requestedData?: { id: string; data: Record<string, unknown> };
}

export interface EngineHost {
  interpret(text: string, language: string): Promise<Interpretation | undefined>;
  fetch(req: BackendRequest): Promise<BackendResult>;
  /** Timeouts of server-side calls when the node leaves them 0. */
  defaultFetchTimeoutMs: number;
  defaultConnectTimeoutMs: number;
}

export class DialogError extends Error {}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function newSessionState(
  flow: Flow,
  channel: string,
  language: string,
  data: Record<string, unknown>,
): SessionState {
  const vars: Record<string, unknown> = {};
  for (const v of flow.data.variables ?? []) if (v.name && v.uiDefaultValue) vars[v.name] = v.uiDefaultValue;
  Object.assign(vars, data);
  return {
    channelId: flow.channelId(channel),
    language: language || flow.data.defaultLocale || 'en-US',
    at: null,
    waiting: null,
    component: flow.entryComponent,
    vars,
    entities: {},
    complete: [],
    intent: '',
    stack: [],
    counters: { nomatch: 0, noinput: 0, turn: 0 },
  };
}

export class DialogRun {
  private readonly messages: Message[] = [];
  readonly events: NiiEvent[] = [];
  private steps = 0;

  constructor(
    private readonly flow: Flow,
    readonly state: SessionState,
    private readonly host: EngineHost,
  ) {}

  /** The first turn: from the entry component's start node. */
  async start(): Promise<Turn> {
    const start = this.flow.startOf.get(this.flow.entryComponent);
    if (!start) throw new DialogError('the project has no start node');
    return this.walk(start, undefined);
  }

  /** A later turn, with what the client sent. */
  async execute(input: TurnInput): Promise<Turn> {
    const s = this.state;
    s.counters.turn++;
    if (s.waiting === 'ended' || !s.at) throw new DialogError('the dialog has ended');
    const node = this.node(s.at);
    if (input.event?.type === 'HANGUP') return this.walkTransition(this.throwEvent('event.nuance.hangup'), node);
    switch (s.waiting) {
      case 'qa':
        return this.answer(node, input);
      case 'da':
        return this.dataReturned(node, input);
      case 'continue':
        return this.fetchServerSide(node);
      case 'escalation': {
        const ea = node.raw.externalactionNode!;
        const t = input.event?.type === 'ERROR' ? ea.failureTransition : ea.successTransition;
        return this.walkTransition(t ?? { transitionType: 'RETURN' }, node);
      }
      default:
        throw new DialogError(`the session waits for nothing (${String(s.waiting)})`);
    }
  }

  /** Continues at the project's error handler after a failed walk (runTurn). */
  resumeAt(nodeId: string): Promise<Turn> {
    return this.walk(nodeId, undefined);
  }

  // ---- walking

  private node(id: string): IndexedNode {
    const n = this.flow.nodes.get(id);
    if (!n) throw new DialogError(`node ${id} is not in the project`);
    return n;
  }

  private transitionEvent(from: IndexedNode | undefined, to: IndexedNode): void {
    const comp = (id: string) => this.flow.components.get(id)?.name ?? '';
    const side = (n: IndexedNode) => ({
      component: comp(n.componentId),
      name: n.name,
      type: NII_NODE_TYPE[n.kind],
      uuid: n.id,
    });
    this.events.push({ name: 'transition', value: { from: from ? side(from) : {}, to: side(to) } });
  }

  /** Walks from `id` until the flow waits; returns the turn. */
  private async walk(id: string | undefined, from: IndexedNode | undefined): Promise<Turn> {
    let next: string | undefined = id;
    let prev = from;
    while (next) {
      if (++this.steps > MAX_STEPS) return this.fail(`the flow ran ${MAX_STEPS} steps without waiting for input`);
      const node = this.flow.nodes.get(next);
      if (!node) return this.fail(`the flow goes to node ${next}, which is not in the project`);
      this.transitionEvent(prev, node);
      this.state.component = node.componentId;
      const r = await this.enter(node);
      if ('turn' in r) return r.turn;
      prev = node;
      next = r.next;
    }
    return this.fail('the flow stopped at a node without a way on');
  }

  /** Follows a transition taken at `from` (processing items, a mapper's return, an event handler). */
  private async walkTransition(t: MixTransition, from: IndexedNode): Promise<Turn> {
    const r = this.follow(t, from);
    if ('turn' in r) return r.turn;
    return this.walk(r.next, from);
  }

  private fail(message: string): Turn {
    this.events.push({ name: 'error', value: { message } });
    const t = this.throwEvent('error', message);
    // A project whose error handler itself fails would loop: end instead.
    if (this.steps <= MAX_STEPS && t.nodeId && this.flow.nodes.has(t.nodeId) && !this.failing) {
      this.failing = true;
      throw new RetryAt(t.nodeId);
    }
    return this.end('error', {});
  }
  private failing = false;

  private end(id: string, data: Record<string, unknown>): Turn {
    this.state.waiting = 'ended';
    this.events.push({ name: 'application-ended', value: { id, data } });
    return { messages: this.messages, action: { kind: 'end_action', id, data }, events: this.events };
  }

  private wait(node: IndexedNode, waiting: SessionState['waiting'], action: Action): Turn {
    this.state.at = node.id;
    this.state.waiting = waiting;
    return { messages: this.messages, action, events: this.events };
  }

  /** One node: either the next node's ID or a finished turn. */
  private async enter(node: IndexedNode): Promise<{ next?: string } | { turn: Turn }> {
    const s = this.state;
    const raw = node.raw;
    switch (node.kind) {
      case 'startNode': {
        const r = this.run(raw.startNode!.processingItems, node);
        if (r) return r;
        return { next: raw.startNode!.nodeId };
      }
      case 'messageNode':
      case 'decisionNode': {
        const body = raw.messageNode ?? raw.decisionNode!;
        const r = this.run(body.processingItems, node);
        if (r) return r;
        return { turn: this.fail(`${node.name} has no transition to take`) };
      }
      case 'recognitionNode2': {
        const qa = raw.recognitionNode2!;
        if (s.processing === node.id) {
          delete s.processing;
          const entity = this.flow.conceptName.get(qa.entityId ?? '') ?? '';
          const t = this.afterCollect(qa, s.entities[entity]);
          return t
            ? this.follow(t, node)
            : { turn: this.fail(`${node.name} has no transition after processing ${entity}`) };
        }
        s.counters.nomatch = 0;
        s.counters.noinput = 0;
        return { turn: this.ask(node, qa, this.prompts(qa.initialMessage)) };
      }
      case 'controllerNode': {
        const qr = raw.controllerNode!;
        const belief: Record<string, unknown>[] = [];
        let target: string | undefined;
        for (const c of qr.concepts ?? []) {
          const name = this.flow.conceptName.get(c.conceptId ?? '') ?? c.conceptName ?? '';
          const have = s.entities[name];
          const complete = !!have || s.complete.includes(name);
          belief.push({
            name,
            value: have?.value ?? null,
            literal: have?.literal ?? null,
            status: complete ? 'collected' : 'empty',
            required: true,
            confirmationMode: 'NEVER',
          });
          const needed = c.collectExpression ? this.test(c.collectExpression) : !complete;
          if (needed && !target) target = c.collectGotoNodeId;
        }
        this.events.push({ name: 'question-router', value: { belief } });
        if (target) return { next: target };
        // Entities filled elsewhere (e.g. with the intent) are processed by their question node.
        const processed = (s.processed ??= []);
        for (const c of qr.concepts ?? []) {
          const name = this.flow.conceptName.get(c.conceptId ?? '') ?? c.conceptName ?? '';
          const proc = c.processGotoNodeId;
          if (s.entities[name] && !processed.includes(name) && proc && this.flow.nodes.has(proc)) {
            processed.push(name);
            s.processing = proc;
            return { next: proc };
          }
        }
        const r = this.run(qr.finalTransition, node);
        if (r) return r;
        return { turn: this.fail(`${node.name} has every entity but no final transition`) };
      }
      case 'intentmapperNode2': {
        const im = raw.intentmapperNode2!;
        const id = this.flow.intentId.get(s.intent);
        const local = im.intentMappings?.find((m) => id && m.intentId === id);
        const dest = local?.destination?.nodeId ?? local?.nodeId;
        if (dest) {
          this.events.push({
            name: 'decision',
            value: { next: this.flow.nodes.get(dest)?.name ?? dest, label: s.intent },
          });
          return { next: dest };
        }
        const comp = this.flow.componentForIntent(s.intent);
        if (comp) return this.invoke(comp, { component: node.componentId, returnTransition: im.transition });
        return this.follow(im.transition ?? {}, node);
      }
      case 'componentNode': {
        const cn = raw.componentNode!;
        if (!cn.componentId || !this.flow.startOf.has(cn.componentId))
          return { turn: this.fail(`${node.name} calls a component that is not in the project`) };
        return this.invoke(cn.componentId, { component: node.componentId, returnNode: node.id });
      }
      case 'dataaccessNode': {
        const da = raw.dataaccessNode!;
        const latency = this.prompts(da.processingItems);
        if (da.externalFetchEnabled) {
          const id = da.name ?? node.name;
          const data = this.sendData(da.inputVariablesConcepts);
          s.pendingDa = id;
          this.events.push({ name: 'data-required', value: { id, type: 'external', data } });
          return { turn: this.wait(node, 'da', { kind: 'da_action', id, message: latency, data }) };
        }
        if (!isEmpty(latency)) {
          const { fetch, connect } = this.timeouts(da);
          return {
            turn: this.wait(node, 'continue', {
              kind: 'continue_action',
              id: da.name ?? node.name,
              message: latency,
              fetchTimeoutMs: fetch,
              connectTimeoutMs: connect,
            }),
          };
        }
        return { turn: await this.fetchServerSide(node) };
      }
      case 'externalactionNode': {
        const ea = raw.externalactionNode!;
        const data = this.sendData(ea.inputVariablesConcepts);
        const id = ea.name ?? node.name;
        if ((ea.actionType ?? 'END') === 'ESCALATE') {
          this.events.push({ name: 'transfer-initiated', value: { id, data } });
          const message = emptyMessage(s.language);
          return { turn: this.wait(node, 'escalation', { kind: 'escalation_action', id, message, data }) };
        }
        return { turn: this.end(id, data) };
      }
    }
  }

  private invoke(componentId: string, frame: SessionState['stack'][number]): { next?: string } {
    this.state.stack.push(frame);
    this.events.push({ name: 'component-invoked', value: { name: this.flow.components.get(componentId)?.name ?? '' } });
    return { next: this.flow.startOf.get(componentId) };
  }

  /** Runs processing items; a transition taken ends the node (next node or a finished turn). */
  private run(items: MixItems | undefined, node: IndexedNode): { next?: string } | { turn: Turn } | undefined {
    const t = this.items(this.flow.itemsFor(items, this.state.channelId));
    return t ? this.follow(t, node) : undefined;
  }

  private follow(t: MixTransition, node: IndexedNode): { next?: string } | { turn: Turn } {
    switch (t.transitionType) {
      case 'GO_TO':
      case 'GO_BACK_TO':
        if (t.nodeId && this.flow.nodes.has(t.nodeId)) {
          if (node.kind === 'decisionNode')
            this.events.push({ name: 'decision', value: { next: this.node(t.nodeId).name, label: t.label ?? '' } });
          return { next: t.nodeId };
        }
        return { turn: this.fail(`${node.name}: a ${t.transitionType} without a target node`) };
      case 'RETURN':
      case 'RETURN_TO_INTENT_MAPPER': {
        const frame = this.state.stack.pop();
        this.events.push({ name: 'component-returned', value: { value: '' } });
        if (!frame) return { turn: this.end(node.name, {}) };
        this.state.component = frame.component;
        if (frame.returnNode) {
          const caller = this.node(frame.returnNode);
          const r = this.run(caller.raw.componentNode?.processingItems, caller);
          return r ?? { turn: this.fail(`${caller.name} has no transition after its component returned`) };
        }
        if (frame.returnTransition) return this.follow(frame.returnTransition, node);
        return { turn: this.fail(`${node.name}: nowhere to return to`) };
      }
      case 'THROW': {
        const name = this.flow.eventString.get(t.eventId ?? '') ?? 'error';
        return this.follow(this.throwEvent(name, t.eventLog), node);
      }
      default:
        return { turn: this.fail(`${node.name}: transition ${String(t.transitionType)} is not supported`) };
    }
  }

  /** The handler of an event: the current component's, then its callers', then the entry component's. */
  private throwEvent(name: string, log?: string): MixTransition {
    if (name !== 'error') this.events.push({ name: 'event', value: { name, ...(log ? { message: log } : {}) } });
    const comps = [
      this.state.component,
      ...this.state.stack.map((f) => f.component).reverse(),
      this.flow.entryComponent,
    ];
    const wanted = (n: string) => [...this.flow.eventString].filter(([, v]) => v === n).map(([k]) => k);
    for (const n of [name, 'event']) {
      const ids = wanted(n);
      for (const c of comps) {
        const h = this.flow.components.get(c)?.eventHandlers?.find((x) => ids.includes(x.eventId ?? ''));
        if (h?.transition) return h.transition;
      }
    }
    return { transitionType: 'END' };
  }

  /** Runs items in order (IF/ELSEIF/ELSE chains); returns the first transition taken. */
  private items(list: MixItem[]): MixTransition | undefined {
    let chainTaken = false;
    for (const it of list) {
      if (it.condition) {
        const type = it.condition.statementType ?? 'ALWAYS_TYPE';
        let take: boolean;
        if (type === 'IF_TYPE') {
          take = this.test(it.condition.expression);
          chainTaken = take;
        } else if (type === 'ELSEIF_TYPE') {
          take = !chainTaken && this.test(it.condition.expression);
          chainTaken ||= take;
        } else if (type === 'ELSE_TYPE') {
          take = !chainTaken;
          chainTaken = true;
        } else {
          take = true;
          chainTaken = false;
        }
        if (take) {
          const t = this.items(it.condition.processingItems ?? []);
          if (t) return t;
        }
        continue;
      }
      chainTaken = false;
      if (it.promptGroup) {
        const m = this.render([it]);
        if (!isEmpty(m)) {
          this.messages.push(m);
          this.events.push({ name: 'message', value: niiMessage(m) });
        }
      } else if (it.action) this.act(it.action);
      else if (it.transition?.transitionType && it.transition.transitionType !== 'NO_TRANSITION_TYPE') {
        if (it.transition.transitionType === 'GO_TO' && !it.transition.nodeId) continue;
        return it.transition;
      }
    }
    return undefined;
  }

  private act(a: NonNullable<MixItem['action']>): void {
    const s = this.state;
    if (a.assign) {
      const x = a.assign;
      let value: unknown;
      if (x.constant !== undefined) value = x.constant;
      else if (x.conceptId) value = s.entities[this.flow.conceptName.get(x.conceptId) ?? '']?.value ?? null;
      else if (x.intent !== undefined) value = s.intent;
      else if (x.variable?.name) value = s.vars[x.variable.name] ?? null;
      else value = null;
      if (x.lhsIntent !== undefined) s.intent = value == null ? '' : String(value);
      else if (x.lhsConceptId) {
        const name = this.flow.conceptName.get(x.lhsConceptId);
        if (name) s.entities[name] = { value: value == null ? '' : String(value) };
      } else {
        const name = x.lhsVariable?.name ?? this.flow.variableName.get(x.lhsVariableId ?? '');
        if (name) s.vars[name] = value;
      }
    } else if (a.conceptAction) {
      const name = this.flow.conceptName.get(a.conceptAction.conceptId ?? '');
      if (!name) return;
      if (a.conceptAction.clearConcept) {
        delete s.entities[name];
        s.processed = (s.processed ?? []).filter((c) => c !== name);
        s.complete = s.complete.filter((c) => c !== name);
      } else if (a.conceptAction.conceptUpdate?.completeStatus === 'TRUE' && !s.complete.includes(name))
        s.complete.push(name);
    }
  }

  // ---- conditions

  private operand(e: MixExpression): string | null {
    const s = this.state;
    const str = (v: unknown) => (v === undefined || v === null || v === '' ? null : String(v));
    if (e.leftVariable?.name || e.leftVariableId)
      return str(s.vars[e.leftVariable?.name ?? this.flow.variableName.get(e.leftVariableId!) ?? '']);
    if (e.leftIntent !== undefined) return str(s.intent);
    if (e.leftConceptId) return str(s.entities[this.flow.conceptName.get(e.leftConceptId) ?? '']?.value);
    if (e.leftConceptIdLiteral) {
      const v = s.entities[this.flow.conceptName.get(e.leftConceptIdLiteral) ?? ''];
      return str(v?.literal ?? v?.value);
    }
    return null;
  }

  test(e: MixExpression | undefined): boolean {
    if (!e) return true;
    if (e.logicalOperator) {
      const l = this.test(e.leftExpression);
      const r = this.test(e.rightExpression);
      return e.logicalOperator === 'OR_OPERATOR' ? l || r : l && r;
    }
    const left = this.operand(e);
    let right: string | null;
    if (e.rightSpecialOperand !== undefined) right = e.rightSpecialOperand === 'NULL' ? null : e.rightSpecialOperand;
    else if (e.rightVariable?.name) {
      const v = this.state.vars[e.rightVariable.name];
      right = v === undefined || v === null ? null : String(v);
    } else right = e.rightConstant ?? null;
    const eq =
      left === right ||
      (left !== null && right !== null && (left.toLowerCase() === right.toLowerCase() || sameYesNo(left, right)));
    switch (e.relationalOperator) {
      case 'NOT_EQUAL_OPERATOR':
        return !eq;
      case 'EQUAL_OPERATOR':
        return eq;
      case 'GREATER_THAN_OPERATOR':
        return Number(left) > Number(right);
      case 'LESS_THAN_OPERATOR':
        return Number(left) < Number(right);
      case 'GREATER_THAN_OR_EQUAL_OPERATOR':
        return Number(left) >= Number(right);
      case 'LESS_THAN_OR_EQUAL_OPERATOR':
        return Number(left) <= Number(right);
      default:
        return eq;
    }
  }

  // ---- prompts

  private prompts(items: MixItems | undefined): Message {
    const list = this.flow.itemsFor(items, this.state.channelId);
    const collected: MixItem[] = [];
    const gather = (l: MixItem[]) => {
      let chainTaken = false;
      for (const it of l) {
        if (it.condition) {
          const type = it.condition.statementType ?? 'ALWAYS_TYPE';
          let take: boolean;
          if (type === 'IF_TYPE') chainTaken = take = this.test(it.condition.expression);
          else if (type === 'ELSEIF_TYPE') {
            take = !chainTaken && this.test(it.condition.expression);
            chainTaken ||= take;
          } else if (type === 'ELSE_TYPE') {
            take = !chainTaken;
            chainTaken = true;
          } else {
            take = true;
            chainTaken = false;
          }
          if (take) gather(it.condition.processingItems ?? []);
        } else if (it.promptGroup) collected.push(it);
        else if (it.action) this.act(it.action);
      }
    };
    gather(list);
    return this.render(collected);
  }

  private render(items: MixItem[]): Message {
    const s = this.state;
    const m = emptyMessage(s.language);
    const fallback = this.flow.data.defaultLocale ?? s.language;
    for (const it of items) {
      const prompts = it.promptGroup?.prompts ?? [];
      const pick =
        prompts.find((p) => p.channel === s.channelId && p.language === s.language) ??
        prompts.find((p) => p.channel === s.channelId && p.language === fallback) ??
        prompts.find((p) => p.language === s.language);
      if (!pick?.payload) continue;
      const tts = this.fill(pick.payload.ttsText ?? '');
      const display = this.fill(pick.payload.displayText ?? '');
      if (tts || display) {
        m.nlg.push({ text: tts || display });
        m.visual.push({ text: display || tts });
      }
      if (pick.payload.audioFile) m.audio.push({ text: tts || display, uri: pick.payload.audioFile });
    }
    return m;
  }

  /** Fills Mix's [name|id] placeholders with the variable's or entity's value. */
  private fill(text: string): string {
    return text
      .replace(/\[([^\]|[]+)\|([^\]]+)\]/g, (_, name: string, id: string) => {
        const entity = this.flow.conceptName.get(id);
        const v = entity ? this.state.entities[entity]?.value : this.state.vars[this.flow.variableName.get(id) ?? name];
        return v === undefined || v === null ? '' : String(v);
      })
      .replace(/\s+/g, ' ')
      .trim();
  }

  // ---- question and answer

  private ask(node: IndexedNode, qa: MixRecognition, message: Message): Turn {
    const entity = this.flow.conceptName.get(qa.entityId ?? '') ?? '';
    const selectable = (qa.clickables ?? [])
      .filter((c) => c.enabled !== false && (!c.language || c.language === this.state.language))
      .map((c) => ({
        id: entity,
        value: c.entityValue ?? '',
        description: '',
        displayText: c.label ?? '',
        imageUri: c.imageUrl ?? '',
      }));
    this.events.push({
      name: 'qa-config',
      value: {
        name: node.name,
        role: 'collection',
        confirmationMode: 'NEVER',
        confidence: {
          low: Number(this.flow.setting('confidence-low', qa) ?? 0),
          high: Number(this.flow.setting('confidence-high', qa) ?? 0),
        },
        entity: entity
          ? {
              name: entity,
              value: this.state.entities[entity]?.value ?? null,
              status: this.state.entities[entity] ? 'prefilled' : 'empty',
              required: true,
              confirmationMode: 'NEVER',
            }
          : null,
      },
    });
    this.events.push({
      name: 'input-required',
      value: {
        data: {},
        selectables: selectable.map((x) => ({
          description: x.description,
          display_text: x.displayText,
          display_image_uri: x.imageUri,
          value: { value: x.value, id: x.id },
        })),
      },
    });
    return this.wait(node, 'qa', {
      kind: 'qa_action',
      message,
      data: {},
      ...(selectable.length ? { selectable } : {}),
    });
  }

  private async answer(node: IndexedNode, input: TurnInput): Promise<Turn> {
    const s = this.state;
    const qa = node.raw.recognitionNode2!;
    const entity = this.flow.conceptName.get(qa.entityId ?? '') ?? '';
    if (input.event?.type === 'NO_INPUT') return this.recover(node, qa, 'noinput');
    if (input.event?.type === 'NO_MATCH') return this.recover(node, qa, 'nomatch');
    if (input.event?.type === 'ERROR') return this.walkTransition(this.throwEvent('error', input.event.message), node);
    if (input.event?.type === 'CUSTOM' && input.event.name)
      return this.walkTransition(this.throwEvent(input.event.name, input.event.message), node);
    const user = input.user;
    if (!user) return this.ask(node, qa, this.prompts(qa.reentryMessage ?? qa.initialMessage));

    // Commands: the node's own (e.g. "cities") and the project-level ones (e.g. "main menu").
    const said = user.kind === 'text' ? norm(user.text) : user.kind === 'interpretation' ? norm(user.utterance) : '';
    if (said) {
      const own = qa.nodeCommandOverrides?.find(
        (c) => c.enabled !== false && c.entityValue && norm(c.entityValue) === said,
      );
      if (own) {
        this.events.push({ name: 'input-received', value: { userText: said } });
        const t = this.items(this.flow.itemsFor(own.processingItems, s.channelId));
        if (t) return this.walkTransition(t, node);
      }
      const global = this.flow.data.globalCommands?.find(
        (c) => c.projectLevelEnabled && c.entityValue && norm(c.entityValue) === said && c.event?.eventString,
      );
      if (global) return this.walkTransition(this.throwEvent(global.event!.eventString!), node);
    }

    let interp: Interpretation | undefined;
    if (user.kind === 'text') {
      interp = await this.host.interpret(user.text, s.language);
      // Text that says how it was given (ExecuteStream's recognized speech is `voice`) is logged with
      // the interpretation the runtime made of it, as seed 002 §6.3 describes the event; plain typed
      // text as the words alone.
      this.events.push({
        name: 'input-received',
        value: user.inputMode
          ? { userText: user.text, interpretation: interpretationEvent(interp, user.inputMode, user.text) }
          : { userText: user.text },
      });
    } else if (user.kind === 'interpretation') {
      interp = { intent: user.intent, confidence: user.confidence, entities: user.entities };
      this.events.push({
        name: 'input-received',
        value: { interpretation: interpretationEvent(interp, user.inputMode, user.utterance, true) },
      });
    } else {
      this.events.push({ name: 'input-received', value: { selectedItem: { id: user.entity, value: user.value } } });
      interp = { intent: '', confidence: 1, entities: { [user.entity || entity]: { value: user.value } } };
    }
    const low = Number(this.flow.setting('confidence-low', qa) ?? 0);
    if (qa.collectionType === 'INTENT_TYPE' || !entity) {
      if (!interp?.intent || interp.confidence < low) return this.recover(node, qa, 'nomatch');
      s.intent = interp.intent;
      Object.assign(s.entities, interp.entities);
      this.events.push({ name: 'intent', value: { value: interp.intent } });
      this.processed('collected');
      const t =
        this.items(this.flow.itemsFor(qa.initialProcessingItem, s.channelId)) ??
        this.items(this.flow.itemsFor(qa.defaultIntentProcessingItem, s.channelId));
      return t ? this.walkTransition(t, node) : this.turnFail(`${node.name} has no transition after the intent`);
    }
    const got = interp?.entities[entity];
    // Mixed initiative: other entities of the task answer the question too (the router asks on).
    if (!interp || (!got && !Object.keys(interp.entities).length)) return this.recover(node, qa, 'nomatch');
    Object.assign(s.entities, interp.entities);
    (s.processed ??= []).push(entity);
    if (interp.intent) this.events.push({ name: 'intent', value: { value: interp.intent } });
    this.processed('collected');
    const t = this.afterCollect(qa, got);
    return t
      ? this.walkTransition(t, node)
      : this.turnFail(`${node.name} has no transition after collecting ${entity}`);
  }

  /** A question node's processing once its entity is there: initial, per value, then default items. */
  private afterCollect(qa: MixRecognition, got: EntityValue | undefined): MixTransition | undefined {
    const ch = this.state.channelId;
    let t = this.items(this.flow.itemsFor(qa.initialProcessingItem, ch));
    if (!t && got) {
      const conf = qa.actionConfigurations?.find((a) => a.conceptValue && norm(a.conceptValue) === norm(got.value));
      if (conf) t = this.items(this.flow.itemsFor(conf.processingItems, ch));
    }
    return t ?? this.items(this.flow.itemsFor(qa.defaultConceptProcessingItem, ch));
  }

  private turnFail(message: string): Turn {
    return this.fail(message);
  }

  private processed(result: string): void {
    const c = this.state.counters;
    this.events.push({
      name: 'input-processed',
      value: {
        result,
        counters: {
          nomatch: c.nomatch,
          noinput: c.noinput,
          help: 0,
          repeat: 0,
          invalidRecoOption: 0,
          noToConfirm: 0,
          try: c.nomatch + c.noinput + 1,
          turn: c.turn,
        },
      },
    });
  }

  /** No match or no input: a recovery prompt and the question again, or the max event. */
  private async recover(node: IndexedNode, qa: MixRecognition, kind: 'nomatch' | 'noinput'): Promise<Turn> {
    const c = this.state.counters;
    c[kind]++;
    const max = Number(
      this.flow.setting(kind === 'nomatch' ? 'max-nomatch' : 'max-noinput', qa) ??
        (kind === 'nomatch' ? DEFAULT_MAX_NOMATCH : DEFAULT_MAX_NOINPUT),
    );
    if (c[kind] > max) {
      this.processed(kind === 'nomatch' ? 'maxnomatches' : 'maxnoinputs');
      const t = this.throwEvent(`event.nuance.dialog.odm.max${kind === 'nomatch' ? 'nomatches' : 'noinputs'}`);
      return this.walkTransition(t, node);
    }
    this.processed(kind);
    const behaviors = qa.recoRecoveryBehaviors ?? [];
    let level = c[kind];
    let items: MixItems | undefined;
    while (level > 0 && !items) {
      items = behaviors.find((b) => b.event === `${kind}${level}-prompt`)?.processingItems;
      if (items && isEmpty(this.prompts(items))) items = undefined;
      level--;
    }
    const pre = this.flow.data.recovery?.[0]?.recoveryBehaviors?.find(
      (b) => b.enabled && b.event === `${kind}${c[kind]}-pre-prompt`,
    );
    if (pre) {
      const m = this.prompts(pre.processingItemsList);
      if (!isEmpty(m)) this.messages.push(m);
    }
    return this.ask(node, qa, this.prompts(items ?? qa.initialMessage));
  }

  // ---- data access

  private sendData(refs: MixVariableRef[] | undefined): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const r of refs ?? []) {
      if (r.variable?.name || r.variableId) {
        const name = r.variable?.name ?? this.flow.variableName.get(r.variableId!) ?? '';
        if (name) out[name] = this.state.vars[name] ?? null;
      } else if (r.concept?.name || r.conceptId) {
        const name = r.concept?.name ?? this.flow.conceptName.get(r.conceptId!) ?? '';
        if (name) out[name] = this.state.entities[name]?.value ?? null;
      }
    }
    return out;
  }

  private timeouts(da: MixDataAccess): { fetch: number; connect: number } {
    const fetch = da.backendConfig?.fetchTimeout || da.fetchTimeout || this.host.defaultFetchTimeoutMs;
    const connect = da.backendConfig?.connectTimeout || da.connectTimeout || this.host.defaultConnectTimeoutMs;
    return { fetch, connect };
  }

  private async fetchServerSide(node: IndexedNode): Promise<Turn> {
    const da = node.raw.dataaccessNode!;
    const id = da.name ?? node.name;
    const { fetch, connect } = this.timeouts(da);
    const method = (da.backendConfig?.method || da.methodType || 'POST').toUpperCase() === 'GET' ? 'GET' : 'POST';
    const headers: Record<string, string> = { ...(da.headers ?? {}) };
    for (const h of da.backendConfig?.headers ?? []) {
      const name = h.name ?? h.key;
      if (name) headers[name] = h.value ?? '';
    }
    const req: BackendRequest = {
      node: id,
      method,
      aliasId: da.backendConfig?.dressAliasId || da.backendConfig?.dressName || '',
      urlExtension: da.backendConfig?.urlExtension || da.urlExtension || '',
      sendData: this.sendData(da.inputVariablesConcepts),
      headers,
      fetchTimeoutMs: fetch,
      connectTimeoutMs: connect,
    };
    const result = await this.host.fetch(req);
    this.events.push({
      name: 'data-required',
      value: {
        id,
        type: 'internal',
        data: req.sendData,
        timeout: { connect, request: fetch },
        endpoint: { type: 'REST', method, uri: result.uri, headers: Object.keys(headers) },
      },
    });
    return this.routeData(
      node,
      da,
      result.ok ? result.data : {},
      result.returnCode,
      result.returnMessage,
      result.durationMs,
    );
  }

  private async dataReturned(node: IndexedNode, input: TurnInput): Promise<Turn> {
    const da = node.raw.dataaccessNode!;
    const rd = input.requestedData;
    if (!rd)
      throw new DialogError(`the dialog waits for the data of ${this.state.pendingDa ?? ''} (payload.requested_data)`);
    if (rd.id !== this.state.pendingDa)
      throw new DialogError(`requested_data.id is ${rd.id} but the dialog waits for ${this.state.pendingDa ?? ''}`);
    delete this.state.pendingDa;
    const rc = rd.data.returnCode;
    const code = rc === undefined || rc === null ? '' : String(rc);
    const msg = rd.data.returnMessage;
    return this.routeData(node, da, rd.data, code, typeof msg === 'string' ? msg : undefined, undefined);
  }

  private async routeData(
    node: IndexedNode,
    da: MixDataAccess,
    data: Record<string, unknown>,
    returnCode: string,
    returnMessage: string | undefined,
    durationMs: number | undefined,
  ): Promise<Turn> {
    const ok = returnCode === '0';
    const got: Record<string, unknown> = {};
    if (ok)
      for (const v of da.outputVariables ?? [])
        if (v.name && v.name in data) {
          this.state.vars[v.name] = data[v.name];
          got[v.name] = data[v.name];
        }
    this.events.push({
      name: 'data-received',
      value: {
        id: da.name ?? node.name,
        data: got,
        returnCode,
        ...(returnMessage !== undefined ? { returnMessage } : {}),
        ...(durationMs !== undefined ? { duration: durationMs } : {}),
      },
    });
    const next = ok ? da.successNodeId : da.failureNodeId;
    return this.walk(next, node);
  }
}

/** Thrown by `fail` to restart the walk at the project's error handler. */
export class RetryAt {
  constructor(readonly nodeId: string) {}
}

/** Runs a turn, restarting at the error handler once when the flow fails. */
export async function runTurn(run: DialogRun, step: (r: DialogRun) => Promise<Turn>): Promise<Turn> {
  try {
    return await step(run);
  } catch (e) {
    if (!(e instanceof RetryAt)) throw e;
    return run.resumeAt(e.nodeId);
  }
}

export function emptyMessage(language: string): Message {
  return { nlg: [], visual: [], audio: [], language };
}

function isEmpty(m: Message): boolean {
  return !m.nlg.length && !m.visual.length && !m.audio.length;
}

/**
 * An input-received event's `interpretation` (seed 002 §6.3). The runtime's own interpretation
 * succeeded when it found an intent; a client's is taken as given.
 */
function interpretationEvent(
  i: Interpretation | undefined,
  inputMode: string,
  utterance: string,
  isSuccess = !!i?.intent,
) {
  const entities = Object.entries(i?.entities ?? {});
  return {
    isSuccess,
    confidence: i?.confidence ?? 0,
    inputmode: inputMode,
    utterance,
    data: { INTENT: i?.intent ?? '', ...Object.fromEntries(entities.map(([k, v]) => [k, v.value])) },
    slot_literals: Object.fromEntries(entities.map(([k, v]) => [k, v.literal ?? v.value])),
    slot_confidences: Object.fromEntries(entities.map(([k, v]) => [k, v.confidence ?? 1])),
  };
}

function niiMessage(m: Message): Record<string, unknown> {
  return {
    nlg: m.nlg.map((x) => ({ text: x.text })),
    visual: m.visual.map((x) => ({ text: x.text })),
    audio: m.audio.map((x) => ({ text: x.text, audio: x.uri ?? '' })),
  };
}

/**
 * Mix.dialog compares a yes/no entity with the constants "yes" and "no", while the interpretation
 * gives a yes/no entity's value as a boolean ("true"/"false"): both spellings are one value.
 */
const YES_NO: Record<string, 'yes' | 'no'> = { yes: 'yes', true: 'yes', no: 'no', false: 'no' };
function sameYesNo(a: string, b: string): boolean {
  const x = YES_NO[a.toLowerCase()];
  return x !== undefined && x === YES_NO[b.toLowerCase()];
}
