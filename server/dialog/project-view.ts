// What the console's Dialogs screen shows of a deployed project (Browse.GetDialogProject): each
// component's nodes with their ways out, and each data access node's configuration as the runtime
// reads it (seed 002 §2.1): the base URL is resolved with the same precedence backend.ts uses, and
// the timeouts are the ones engine.ts applies. Pure: the flow, the deploy's aliases and the
// environment in, plain objects out.
import { resolveBaseUrl, type BaseUrlSource } from './backend.js';
import type { Flow } from './flow.js';
import { NII_NODE_TYPE, type IndexedNode, type MixItem, type MixItems, type MixTransition } from './flow.js';

export interface TransitionView {
  toNodeId: string;
  toComponentId: string;
  label: string;
}

export interface DataAccessView {
  latencyMessage: string;
  sendData: string[];
  getData: string[];
  clientSide: boolean;
  preset: string;
  alias: string;
  baseUrl: string;
  baseUrlSource: BaseUrlSource;
  baseUrlEnvName: string;
  urlExtension: string;
  fetchTimeoutMs: number;
  fetchTimeoutDefault: boolean;
  connectTimeoutMs: number;
  connectTimeoutDefault: boolean;
  method: 'GET' | 'POST';
  headerNames: string[];
}

export interface NodeView {
  id: string;
  name: string;
  type: string;
  kind: string;
  summary: string;
  transitions: TransitionView[];
  dataAccess?: DataAccessView;
}

export interface ComponentView {
  id: string;
  name: string;
  startNodeId: string;
  nodes: NodeView[];
}

export interface ViewOptions {
  aliases: Record<string, string>;
  env: NodeJS.ProcessEnv;
  defaultFetchTimeoutMs: number;
  defaultConnectTimeoutMs: number;
}

class ViewBuilder {
  private readonly channel: string;
  constructor(
    private readonly flow: Flow,
    private readonly o: ViewOptions,
  ) {
    this.channel = flow.channelId(undefined);
  }

  private items(items: MixItems | undefined): MixItem[] {
    return this.flow.itemsFor(items, this.channel);
  }

  private firstText(items: MixItems | undefined): string {
    const walk = (list: MixItem[]): string => {
      for (const it of list) {
        const p = it.promptGroup?.prompts?.find((x) => x.payload?.displayText || x.payload?.ttsText);
        if (p) return p.payload!.displayText || p.payload!.ttsText || '';
        const inner = walk(it.condition?.processingItems ?? []);
        if (inner) return inner;
      }
      return '';
    };
    return walk(this.items(items));
  }

  private transition(t: MixTransition | undefined, label: string, out: TransitionView[]): void {
    if (!t?.transitionType || t.transitionType === 'NO_TRANSITION_TYPE') return;
    switch (t.transitionType) {
      case 'GO_TO':
      case 'GO_BACK_TO':
        if (t.nodeId) out.push({ toNodeId: t.nodeId, toComponentId: '', label: t.label || label });
        return;
      case 'RETURN':
      case 'RETURN_TO_INTENT_MAPPER':
        out.push({ toNodeId: '', toComponentId: '', label: label ? `${label}: return` : 'return' });
        return;
      case 'THROW': {
        const ev = this.flow.eventString.get(t.eventId ?? '') ?? 'event';
        out.push({ toNodeId: '', toComponentId: '', label: `throw ${ev}` });
        return;
      }
      default:
        out.push({ toNodeId: t.nodeId ?? '', toComponentId: '', label: t.label || t.transitionType.toLowerCase() });
    }
  }

  /** Transitions inside processing items, conditions included, in order. */
  private fromItems(items: MixItems | undefined, label: string, out: TransitionView[]): void {
    const walk = (list: MixItem[], cond: string) => {
      for (const it of list) {
        if (it.condition) {
          const kind = (it.condition.statementType ?? '').toLowerCase();
          walk(it.condition.processingItems ?? [], kind === 'else' || !kind ? cond : cond || kind);
        }
        this.transition(it.transition, cond, out);
      }
    };
    walk(this.items(items), label);
  }

  node(n: IndexedNode): NodeView {
    const raw = n.raw;
    const out: TransitionView[] = [];
    let summary = '';
    let dataAccess: DataAccessView | undefined;
    switch (n.kind) {
      case 'startNode':
        if (raw.startNode?.nodeId) out.push({ toNodeId: raw.startNode.nodeId, toComponentId: '', label: '' });
        this.fromItems(raw.startNode?.processingItems, '', out);
        summary = 'Start';
        break;
      case 'messageNode':
        this.fromItems(raw.messageNode?.processingItems, '', out);
        summary = this.firstText(raw.messageNode?.processingItems);
        break;
      case 'decisionNode':
        this.fromItems(raw.decisionNode?.processingItems, '', out);
        summary = 'Decision';
        break;
      case 'recognitionNode2': {
        const r = raw.recognitionNode2!;
        const entity = r.entityId ? (this.flow.conceptName.get(r.entityId) ?? '') : '';
        summary = entity ? `Asks for ${entity}` : 'Asks what the caller wants (intent)';
        const prompt = this.firstText(r.initialMessage);
        if (prompt) summary += `: “${prompt}”`;
        this.fromItems(r.initialProcessingItem, '', out);
        for (const a of r.actionConfigurations ?? []) this.fromItems(a.processingItems, a.conceptValue ?? '', out);
        for (const c of r.nodeCommandOverrides ?? [])
          if (c.enabled !== false) this.fromItems(c.processingItems, `command ${c.entityValue ?? ''}`.trim(), out);
        this.fromItems(r.defaultConceptProcessingItem, entity ? 'collected' : '', out);
        this.fromItems(r.defaultIntentProcessingItem, 'intent', out);
        for (const b of r.recoRecoveryBehaviors ?? []) this.fromItems(b.processingItems, b.event ?? 'recovery', out);
        break;
      }
      case 'controllerNode': {
        const c = raw.controllerNode!;
        const names: string[] = [];
        for (const x of c.concepts ?? []) {
          const name = x.conceptName || (x.conceptId ? (this.flow.conceptName.get(x.conceptId) ?? '') : '');
          names.push(name);
          if (x.collectGotoNodeId)
            out.push({ toNodeId: x.collectGotoNodeId, toComponentId: '', label: `collect ${name}` });
          if (x.processGotoNodeId && x.processGotoNodeId !== x.collectGotoNodeId)
            out.push({ toNodeId: x.processGotoNodeId, toComponentId: '', label: `process ${name}` });
        }
        this.fromItems(c.finalTransition, 'all collected', out);
        summary = `Collects ${names.filter(Boolean).join(', ') || 'entities'}`;
        break;
      }
      case 'intentmapperNode2': {
        const m = raw.intentmapperNode2!;
        for (const x of m.intentMappings ?? []) {
          const to = x.destination?.nodeId || x.nodeId;
          if (to)
            out.push({
              toNodeId: to,
              toComponentId: '',
              label: this.flow.intentName.get(x.intentId ?? '') ?? 'intent',
            });
        }
        this.transition(m.transition, 'on return', out);
        summary = 'Routes the intent to its component';
        break;
      }
      case 'componentNode': {
        const c = raw.componentNode!;
        const target = this.flow.components.get(c.componentId ?? '');
        if (target) out.push({ toNodeId: '', toComponentId: target.id, label: 'calls' });
        this.fromItems(c.processingItems, 'on return', out);
        summary = `Calls ${target?.name ?? 'a component'}`;
        break;
      }
      case 'dataaccessNode': {
        const da = raw.dataaccessNode!;
        if (da.successNodeId) out.push({ toNodeId: da.successNodeId, toComponentId: '', label: 'success' });
        if (da.failureNodeId) out.push({ toNodeId: da.failureNodeId, toComponentId: '', label: 'failure' });
        dataAccess = this.dataAccess(n);
        summary = dataAccess.clientSide
          ? 'Asks the client for data'
          : `Calls ${dataAccess.method} ${dataAccess.alias || '(no alias)'}${dataAccess.urlExtension ? `/${dataAccess.urlExtension.replace(/^\//, '')}` : ''}`;
        break;
      }
      case 'externalactionNode': {
        const x = raw.externalactionNode!;
        this.transition(x.successTransition, 'success', out);
        this.transition(x.failureTransition, 'failure', out);
        summary = x.actionType === 'ESCALATE' ? 'Transfers the call (escalation)' : 'Ends the conversation';
        break;
      }
    }
    return {
      id: n.id,
      name: n.name,
      type: NII_NODE_TYPE[n.kind],
      kind: n.kind,
      summary,
      transitions: out,
      ...(dataAccess ? { dataAccess } : {}),
    };
  }

  private dataAccess(n: IndexedNode): DataAccessView {
    const da = n.raw.dataaccessNode!;
    const bc = da.backendConfig;
    const names = (refs: typeof da.inputVariablesConcepts) =>
      (refs ?? [])
        .map(
          (r) =>
            r.variable?.name ??
            (r.variableId ? this.flow.variableName.get(r.variableId) : undefined) ??
            r.concept?.name ??
            (r.conceptId ? this.flow.conceptName.get(r.conceptId) : undefined) ??
            '',
        )
        .filter(Boolean);
    const headerNames = [
      ...Object.keys(da.headers ?? {}),
      ...(bc?.headers ?? []).map((h) => h.name ?? h.key ?? '').filter(Boolean),
    ];
    const aliasRef = bc?.dressAliasId || bc?.dressName || '';
    const base = aliasRef
      ? resolveBaseUrl(this.flow.data, aliasRef, this.o.aliases, this.o.env)
      : { alias: '', baseUrl: '', source: '' as const, envName: '' };
    const fetch = bc?.fetchTimeout || da.fetchTimeout || 0;
    const connect = bc?.connectTimeout || da.connectTimeout || 0;
    const preset = bc?.id ? (this.flow.data.backendConfig?.find((p) => p.id === bc.id)?.name ?? bc.id) : '';
    return {
      latencyMessage: this.firstText(da.processingItems),
      sendData: names(da.inputVariablesConcepts),
      getData: (da.outputVariables ?? []).map((v) => v.name ?? '').filter(Boolean),
      clientSide: da.externalFetchEnabled === true,
      preset,
      alias: base.alias,
      baseUrl: base.baseUrl,
      baseUrlSource: base.source,
      baseUrlEnvName: base.envName,
      urlExtension: bc?.urlExtension || da.urlExtension || '',
      fetchTimeoutMs: fetch || this.o.defaultFetchTimeoutMs,
      fetchTimeoutDefault: !fetch,
      connectTimeoutMs: connect || this.o.defaultConnectTimeoutMs,
      connectTimeoutDefault: !connect,
      method: (bc?.method || da.methodType || 'POST').toUpperCase() === 'GET' ? 'GET' : 'POST',
      headerNames: [...new Set(headerNames)],
    };
  }
}

/** Every component of the project with its nodes; the entry component first. */
export function projectView(flow: Flow, o: ViewOptions): ComponentView[] {
  const b = new ViewBuilder(flow, o);
  const comps = [...flow.components.values()];
  comps.sort((x, y) => Number(y.id === flow.entryComponent) - Number(x.id === flow.entryComponent));
  return comps.map((c) => ({
    id: c.id,
    name: c.name ?? c.id,
    startNodeId: flow.startOf.get(c.id) ?? '',
    nodes: [...flow.nodes.values()].filter((n) => n.componentId === c.id).map((n) => b.node(n)),
  }));
}
