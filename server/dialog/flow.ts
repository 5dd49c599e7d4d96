// A deployed Mix dialog project (dialog.json's `data`) indexed for the engine: nodes, components,
// entities (Mix "concepts"), intents, variables, events and channels by ID. The engine reads the
// export as Mix wrote it; nothing is translated at deploy beyond these lookups.

/* The parts of a Mix export the runtime reads. Everything is optional: exports differ by version. */
export interface MixTransition {
  transitionType?: string;
  nodeId?: string;
  eventId?: string;
  label?: string;
  eventLog?: string;
}
export interface MixExpression {
  leftVariable?: { name?: string };
  leftVariableId?: string;
  leftIntent?: string;
  leftConceptId?: string;
  leftConceptIdLiteral?: string;
  relationalOperator?: string;
  rightConstant?: string;
  rightSpecialOperand?: string;
  rightVariable?: { name?: string };
  logicalOperator?: string;
  leftExpression?: MixExpression;
  rightExpression?: MixExpression;
}
export interface MixPrompt {
  payload?: { displayText?: string; ttsText?: string; audioFile?: string };
  language?: string;
  channel?: string;
}
export interface MixItem {
  condition?: { statementType?: string; expression?: MixExpression; processingItems?: MixItem[] };
  promptGroup?: { name?: string; prompts?: MixPrompt[] };
  transition?: MixTransition;
  action?: {
    assign?: {
      lhsVariable?: { name?: string };
      lhsVariableId?: string;
      lhsIntent?: string;
      lhsConceptId?: string;
      constant?: string;
      conceptId?: string;
      intent?: string;
      variable?: { name?: string };
    };
    conceptAction?: { conceptId?: string; clearConcept?: boolean; conceptUpdate?: { completeStatus?: string } };
  };
}
export interface MixItems {
  channelProcessingItemsMap?: Record<string, { processingItems?: MixItem[] }>;
}
export interface MixVariableRef {
  variable?: { name?: string };
  variableId?: string;
  concept?: { name?: string };
  conceptId?: string;
}
export interface MixDataAccess {
  name?: string;
  externalFetchEnabled?: boolean;
  successNodeId?: string;
  failureNodeId?: string;
  inputVariablesConcepts?: MixVariableRef[];
  outputVariables?: { name?: string }[];
  processingItems?: MixItems;
  fetchTimeout?: number;
  connectTimeout?: number;
  methodType?: string;
  urlExtension?: string;
  headers?: Record<string, string>;
  backendConfig?: {
    /** The preset ("Copy connection settings from") the settings were copied from, if any. */
    id?: string;
    urlExtension?: string;
    fetchTimeout?: number;
    connectTimeout?: number;
    method?: string;
    dressAliasId?: string;
    dressName?: string;
    headers?: { name?: string; key?: string; value?: string }[];
  };
}
export interface MixRecognition {
  name?: string;
  entityId?: string;
  collectionType?: string;
  initialMessage?: MixItems;
  reentryMessage?: MixItems;
  initialProcessingItem?: MixItems;
  defaultIntentProcessingItem?: MixItems;
  defaultConceptProcessingItem?: MixItems;
  recoRecoveryBehaviors?: { event?: string; processingItems?: MixItems }[];
  actionConfigurations?: { conceptValue?: string; processingItems?: MixItems }[];
  nodeCommandOverrides?: { enabled?: boolean; entityValue?: string; processingItems?: MixItems }[];
  nodeSettingOverride?: { settingName?: string; value?: string }[];
  clickables?: { label?: string; entityValue?: string; enabled?: boolean; language?: string; imageUrl?: string }[];
}
export interface MixNode {
  id: string;
  startNode?: { name?: string; nodeId?: string; processingItems?: MixItems };
  messageNode?: { name?: string; processingItems?: MixItems };
  decisionNode?: { name?: string; processingItems?: MixItems };
  recognitionNode2?: MixRecognition;
  controllerNode?: {
    name?: string;
    concepts?: {
      conceptId?: string;
      conceptName?: string;
      collectExpression?: MixExpression;
      collectGotoNodeId?: string;
      processGotoNodeId?: string;
    }[];
    finalTransition?: MixItems;
  };
  intentmapperNode2?: {
    name?: string;
    intentMappings?: { intentId?: string; destination?: { nodeId?: string }; nodeId?: string }[];
    transition?: MixTransition;
  };
  componentNode?: { name?: string; componentId?: string; processingItems?: MixItems };
  dataaccessNode?: MixDataAccess;
  externalactionNode?: {
    name?: string;
    actionType?: string;
    inputVariablesConcepts?: MixVariableRef[];
    successTransition?: MixTransition;
    failureTransition?: MixTransition;
  };
}
export interface MixComponent {
  id: string;
  name?: string;
  intentId?: string;
  nodes?: MixNode[];
  eventHandlers?: { eventId?: string; transition?: MixTransition }[];
}
export interface MixDialog {
  name?: string;
  defaultLocale?: string;
  components?: MixComponent[];
  variables?: { id?: string; name?: string; uiDefaultValue?: string }[];
  ontology?: { concepts?: { id?: string; name?: string }[]; intents?: { id?: string; name?: string }[] };
  events?: { id?: string; eventString?: string }[];
  projectIntentMappings?: { intentId?: string; destination?: { componentId?: string } }[];
  supportedChannels?: { id?: string; displayName?: string; codeName?: string; disabled?: boolean }[];
  dressAliases?: { id?: string; alias?: string; defaultValue?: string }[];
  /** Connection-settings presets ("Copy connection settings from"); shown, not applied. */
  backendConfig?: { id?: string; name?: string }[];
  globalSettingOverrides?: { settingName?: string; value?: string; channelId?: string }[];
  globalCommands?: { entityValue?: string; projectLevelEnabled?: boolean; event?: { eventString?: string } }[];
  recovery?: { recoveryBehaviors?: { event?: string; enabled?: boolean; processingItemsList?: MixItems }[] }[];
}

export const NODE_KINDS = [
  'startNode',
  'messageNode',
  'decisionNode',
  'recognitionNode2',
  'controllerNode',
  'intentmapperNode2',
  'componentNode',
  'dataaccessNode',
  'externalactionNode',
] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

/** The NII transition `type` of each node kind (seed 002 §6.3). */
export const NII_NODE_TYPE: Record<NodeKind, string> = {
  startNode: 'dialog',
  messageNode: 'message',
  decisionNode: 'decision',
  recognitionNode2: 'questionanswer',
  controllerNode: 'questionrouter',
  intentmapperNode2: 'intentmapper',
  componentNode: 'dialog',
  dataaccessNode: 'dataaccess',
  externalactionNode: 'end',
};

export interface IndexedNode {
  id: string;
  kind: NodeKind;
  name: string;
  componentId: string;
  raw: MixNode;
}

export const kindOf = (n: MixNode): NodeKind | undefined => NODE_KINDS.find((k) => n[k] !== undefined);

export class Flow {
  readonly nodes = new Map<string, IndexedNode>();
  readonly components = new Map<string, MixComponent>();
  readonly startOf = new Map<string, string>();
  readonly conceptName = new Map<string, string>();
  readonly intentName = new Map<string, string>();
  readonly intentId = new Map<string, string>();
  readonly variableName = new Map<string, string>();
  readonly eventString = new Map<string, string>();
  readonly entryComponent: string;

  constructor(readonly data: MixDialog) {
    for (const c of data.components ?? []) {
      this.components.set(c.id, c);
      for (const n of c.nodes ?? []) {
        const kind = kindOf(n);
        if (!kind) continue;
        const body = n[kind] as { name?: string };
        this.nodes.set(n.id, { id: n.id, kind, name: body.name ?? '', componentId: c.id, raw: n });
        if (kind === 'startNode') this.startOf.set(c.id, n.id);
      }
    }
    for (const x of data.ontology?.concepts ?? []) if (x.id && x.name) this.conceptName.set(x.id, x.name);
    for (const x of data.ontology?.intents ?? [])
      if (x.id && x.name) {
        this.intentName.set(x.id, x.name);
        this.intentId.set(x.name, x.id);
      }
    for (const x of data.variables ?? []) if (x.id && x.name) this.variableName.set(x.id, x.name);
    for (const x of data.events ?? []) if (x.id && x.eventString) this.eventString.set(x.id, x.eventString);
    const comps = data.components ?? [];
    this.entryComponent =
      (comps.find((c) => c.name === 'Main' && this.startOf.has(c.id)) ?? comps.find((c) => this.startOf.has(c.id)))
        ?.id ?? '';
  }

  /** The channel ID a selector's channel names (ID, code name or display name); the first enabled one by default. */
  channelId(selector: string | undefined): string {
    const chans = (this.data.supportedChannels ?? []).filter((c) => c.id && !c.disabled);
    const want = (selector ?? '').trim().toLowerCase();
    const hit =
      (want &&
        (chans.find((c) => c.id!.toLowerCase() === want) ??
          chans.find((c) => c.displayName?.toLowerCase() === want) ??
          chans.find((c) => c.codeName?.toLowerCase() === want && c.codeName !== 'custom'))) ||
      chans.find((c) => c.codeName === 'default') ||
      chans[0];
    return hit?.id ?? '';
  }

  /** Whether a selector's channel names a channel of the project. */
  knowsChannel(selector: string): boolean {
    const want = selector.trim().toLowerCase();
    return (this.data.supportedChannels ?? []).some(
      (c) =>
        c.id?.toLowerCase() === want || c.displayName?.toLowerCase() === want || c.codeName?.toLowerCase() === want,
    );
  }

  /** The items of one channel, falling back to the only (or first) channel the node has items for. */
  itemsFor(items: MixItems | undefined, channelId: string): MixItem[] {
    const map = items?.channelProcessingItemsMap ?? {};
    const own = map[channelId]?.processingItems;
    if (own?.length) return own;
    for (const v of Object.values(map)) if (v.processingItems?.length) return v.processingItems;
    return [];
  }

  /** A project-level setting (max-nomatch, confidence-low, …), a node's override first. */
  setting(name: string, node?: MixRecognition): string | undefined {
    const own = node?.nodeSettingOverride?.find((s) => s.settingName === name)?.value;
    if (own !== undefined && own !== '') return own;
    return this.data.globalSettingOverrides?.find((s) => s.settingName === name)?.value;
  }

  /** The component an intent runs (project intent mappings, then a component's own intent). */
  componentForIntent(intent: string): string | undefined {
    const id = this.intentId.get(intent);
    if (!id) return undefined;
    const mapped = this.data.projectIntentMappings?.find((m) => m.intentId === id)?.destination?.componentId;
    if (mapped && this.components.has(mapped)) return mapped;
    for (const c of this.components.values()) if (c.intentId === id && this.startOf.has(c.id)) return c.id;
    return undefined;
  }
}
