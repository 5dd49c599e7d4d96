// Runs a replay (replay.ts) over a scope's decided sessions in a window: reads the snapshots a batch
// at a time (replay.store.ts), lays each session's settings again with the proposed revision in its
// configset's place, re-decides, and keeps running totals and one page of changed sessions, so
// memory holds one batch whatever the window's size. handlers/replay-decisions.ts streams it; the
// bench calls it directly.
import { mergeConfig } from '../configsets/index.js';
import type { DecisionConfig } from '../configsets/index.js';
import { activeLayers } from '../configsets/index.js';
import type { Db } from '../db/types.js';
import { notFound } from '../rpc/errors.js';
import { RISKY_INTENT_MIN_CONFIDENCE } from '../transcripts/index.js';
import { ruleIntents, type HeardIntent } from './post-call-intents.js';
import { ReplayTally, isSkipped, replaySession, type Replayed, type ReplaySnapshot } from './replay.js';
import {
  configsetForReplay,
  countDecided,
  decidedEntries,
  entryEngagement,
  entryIntentRules,
  entrySettings,
  heardInEngagements,
  revisionContents,
  settingsOf,
  toRow,
  type BatchEntry,
  type ReplayLayer,
  type ReplayRow,
  type ReplayWindow,
  type SettingsCache,
} from './replay.store.js';

/** Sessions read and replayed per statement: progress is reported after each batch. */
const BATCH = 2000;
const SCOPE_TYPE = 'CONFIGSET_TYPE_SCOPE';

export interface Position {
  decidedAt: string;
  gkSessionId: string;
}

/**
 * A batch of decided sessions, as read (each row is made as it is replayed), with the intents heard
 * in their calls, by engagement.
 */
interface Batch {
  entries: BatchEntry[];
  heardBy: Map<string, HeardIntent[]>;
}

export interface ReplayArgs {
  window: ReplayWindow;
  configsetId: string;
  /** A stored revision of the configset, or null with `draft`. */
  revisionId: string | null;
  /** A draft's content, already validated. */
  draft?: unknown;
  /** Changed sessions to keep (after `after`, in replay order). */
  page: number;
  after?: Position | undefined;
}

export interface ReplayRun {
  tally: ReplayTally;
  changed: Array<{ position: Position; row: ReplayRow; replayed: Replayed }>;
  changedTotal: number;
  /** More changed sessions follow the page. */
  more: boolean;
  currentFraudRiskThreshold: number;
  proposedFraudRiskThreshold: number;
}

export async function runReplay(
  db: Db,
  a: ReplayArgs,
  opts: {
    signal?: AbortSignal;
    progress?: (p: { sessions_done: number; sessions_total: number }) => Promise<void>;
  } = {},
): Promise<ReplayRun> {
  const { window, configsetId, revisionId, page, after: token } = a;
  const { scopeId } = window;
  const progress = opts.progress ?? (async () => {});
  const target = await configsetForReplay(db, scopeId, configsetId, revisionId ?? null);
  if (!target) throw notFound(`configset "${configsetId}" has no revision in this scope`);
  let proposed: unknown = a.draft;
  if (revisionId) {
    if (target.content === null)
      throw notFound(`revision ${revisionId} is not a revision of configset "${configsetId}" in this scope`);
    proposed = parseLayer(target.content);
  }
  const scopeLevel = target.type === SCOPE_TYPE;
  const contents = new Map<string, string | undefined>();
  const fetchContents = async (ids: readonly string[]) => {
    const missing = [...new Set(ids)].filter((id) => !contents.has(id));
    if (!missing.length) return;
    const found = await revisionContents(db, scopeId, missing);
    for (const id of missing) contents.set(id, found.get(id));
  };
  // The settings in force now, and the same with the proposal in its configset's place: the two
  // thresholds the curve marks.
  const nowLayers = await activeLayers(db, scopeId, scopeLevel ? undefined : configsetId);
  await fetchContents(nowLayers.map((l) => l.revisionId));
  const sessionConfigset = scopeLevel ? null : configsetId;
  const currentNow = layeredConfig(nowLayers, sessionConfigset, contents, '', false, undefined);
  const proposedNow = layeredConfig(nowLayers, sessionConfigset, contents, configsetId, scopeLevel, proposed);
  const proposedRules = ruleIntents(proposedNow?.intentFactors ?? mergeConfig([proposed]).decision.intentFactors ?? []);

  // Each session's settings: the layers that decided it, with the proposed one in its configset's place.
  // The rows of one settings text share its layers array (replay.store.ts SettingsCache): found by
  // that first, by the layers' IDs when a new text names the same revisions.
  const settings: SettingsCache = new Map();
  const configs = new Map<string, DecisionConfig | null>();
  const byLayers = new WeakMap<readonly ReplayLayer[], DecisionConfig | null>();
  const configFor = (row: ReplayRow): DecisionConfig | null => {
    let c = byLayers.get(row.layers);
    if (c !== undefined) return c;
    const key = `${row.configset_id ?? ''}|${row.layers.map((l) => l.revisionId).join(',')}`;
    c = configs.get(key);
    if (c === undefined) {
      c = layeredConfig(row.layers, row.configset_id, contents, configsetId, scopeLevel, proposed);
      configs.set(key, c);
    }
    byLayers.set(row.layers, c);
    return c;
  };

  // A batch with what replaying it needs: the contents of the revisions its sessions were decided
  // under, and the intents heard in their calls that any rule involved names.
  const readBatch = async (from: { decidedAt: Date; gkSessionId: string } | null): Promise<Batch> => {
    const entries = await decidedEntries(db, window, from, BATCH);
    if (entries.length === 0) return { entries, heardBy: new Map() };
    const texts = new Set(entries.map(entrySettings));
    await fetchContents([...texts].flatMap((t) => settingsOf(t, settings).layers.map((l) => l.revisionId)));
    const intents = [...new Set([...proposedRules, ...entries.flatMap((e) => ruleIntents(entryIntentRules(e) ?? []))])];
    const heard = intents.length
      ? await heardInEngagements(
          db,
          scopeId,
          [...new Set(entries.map(entryEngagement))],
          intents,
          RISKY_INTENT_MIN_CONFIDENCE,
        )
      : [];
    const heardBy: Batch['heardBy'] = new Map();
    for (const h of heard) {
      const list = heardBy.get(h.gk_engagement_id);
      if (list) list.push(h);
      else heardBy.set(h.gk_engagement_id, [h]);
    }
    return { entries, heardBy };
  };

  const total = await countDecided(db, window);
  await progress({ sessions_done: 0, sessions_total: total });
  const tally = new ReplayTally();
  const changed: ReplayRun['changed'] = [];
  let changedTotal = 0;
  let more = false;
  let done = 0;
  // The next batch is read while this one is replayed: on PostgreSQL the database works in its own
  // process meanwhile. Two batches at most are held.
  let next: Promise<Batch> | null = readBatch(null);
  while (next) {
    opts.signal?.throwIfAborted();
    const { entries, heardBy }: Batch = await next;
    if (entries.length === 0) break;
    const last = toRow(entries[entries.length - 1] as BatchEntry, settings);
    next = entries.length < BATCH ? null : readBatch({ decidedAt: last.decided_at, gkSessionId: last.gk_session_id });
    // Left behind by a cancellation or a failure below, its failure is not this run's.
    next?.catch(() => undefined);
    for (const entry of entries) {
      const row = toRow(entry, settings);
      const snap = toSnapshot(row, heardBy.get(row.gk_engagement_id));
      const config = configFor(row);
      if (!config) {
        tally.add(snap, {
          skipped: 'SETTINGS_GONE',
          why: 'a configset revision it was decided under was deleted, so its settings cannot be laid again',
        });
        continue;
      }
      const r = replaySession(snap, config);
      tally.add(snap, r);
      if (isSkipped(r) || r.then === r.wouldBe) continue;
      changedTotal++;
      if (token && !after({ decidedAt: row.decided_at, gkSessionId: row.gk_session_id }, token)) continue;
      if (changed.length < page)
        changed.push({
          position: { decidedAt: row.decided_at.toISOString(), gkSessionId: row.gk_session_id },
          row,
          replayed: r,
        });
      else more = true;
    }
    done += entries.length;
    await progress({ sessions_done: done, sessions_total: Math.max(total, done) });
  }

  return {
    tally,
    changed,
    changedTotal,
    more,
    currentFraudRiskThreshold: (currentNow ?? mergeConfig([]).decision).fraudRiskThreshold,
    proposedFraudRiskThreshold: (proposedNow ?? mergeConfig([proposed]).decision).fraudRiskThreshold,
  };
}

const after = (a: { decidedAt: Date; gkSessionId: string }, t: Position) => {
  const ta = Date.parse(t.decidedAt);
  const at = a.decidedAt.getTime();
  return at > ta || (at === ta && a.gkSessionId > t.gkSessionId);
};

const parseLayer = (content: string): unknown => {
  try {
    return JSON.parse(content) as unknown;
  } catch {
    return {};
  }
};

/**
 * The decision settings of a session under the proposal: its recorded layers' stored contents,
 * with the proposed configset's layer replaced, or added where such a configset would have been
 * merged (a scope-level one above the scope layers; one named by calls last, and only for the
 * sessions decided under it). null when a recorded revision no longer exists.
 */
function layeredConfig(
  layers: readonly ReplayLayer[],
  sessionConfigset: string | null,
  contents: ReadonlyMap<string, string | undefined>,
  configsetId: string,
  scopeLevel: boolean,
  proposed: unknown,
): DecisionConfig | null {
  const parsed: unknown[] = [];
  let placed = false;
  let lastScope = -1;
  for (const l of layers) {
    if (l.configsetId === configsetId) {
      parsed.push(proposed);
      placed = true;
      continue;
    }
    const text = contents.get(l.revisionId);
    if (text === undefined) return null;
    parsed.push(parseLayer(text));
    if (l.type === SCOPE_TYPE) lastScope = parsed.length - 1;
  }
  if (!placed) {
    if (scopeLevel) parsed.splice(lastScope + 1, 0, proposed);
    else if (sessionConfigset === configsetId) parsed.push(proposed);
  }
  return mergeConfig(parsed).decision;
}

function toSnapshot(row: ReplayRow, heard: ReplaySnapshot['heard'] | undefined): ReplaySnapshot {
  // The optional fields assigned, not spread: a spread is a temporary object per session.
  const explanation: ReplaySnapshot['explanation'] = {
    decision: row.decision,
    rule: row.rule,
    thresholds: row.thresholds,
    factors: row.factors,
  };
  if (row.risk !== null) explanation.risk = row.risk;
  if (row.intent_factors) explanation.intentFactors = row.intent_factors;
  const s: ReplaySnapshot = {
    gkSessionId: row.gk_session_id,
    gkEngagementId: row.gk_engagement_id,
    decidedAt: row.decided_at,
    engineVersion: row.engine_version,
    explanation,
    verdict: row.verdict,
  };
  if (heard) s.heard = heard;
  return s;
}
