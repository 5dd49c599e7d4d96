// The queue's filter bar state and how it becomes an engagements.list filter. Relative time ranges
// are fixed when the filter is applied (`now`), so the query key stays stable while paging.
import {
  DECISIONS,
  ORDERS,
  VERDICTS,
  type Decision,
  type EngagementOrder,
  type Verdict,
} from '../../../../shared/domain/engagement-values.js';
import type { EngagementFilter } from '../../../../shared/domain/engagements.js';
import { decodeUrlState, encodeUrlState } from '../../app/url-state.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** As many engagement IDs as ListEngagements takes in one filter. */
export const MAX_ENGAGEMENT_IDS = 500;

export type RangePreset = '24h' | '7d' | '30d' | 'all' | 'custom';
export type ActiveChoice = 'any' | 'active' | 'stopped';
/** 'NONE' stands for "no verdict yet". */
export type VerdictChoice = Verdict | 'NONE';

export interface QueueFilterState {
  range: RangePreset;
  /** datetime-local values (the user's time zone), used with range 'custom'. */
  customFrom: string;
  customTo: string;
  decisions: Decision[];
  riskMin: string;
  riskMax: string;
  verdicts: VerdictChoice[];
  active: ActiveChoice;
  prefix: string;
  /** Words spoken in the engagement's calls (full-text search over their transcripts). */
  spoken?: string;
  /** An intent heard in the engagement's caller turns ('' or absent: any). */
  intent?: string;
  /** Only these engagements (gk IDs), e.g. opened from a decision replay's counts; absent or []: any. */
  engagements?: string[];
  orderBy: EngagementOrder;
}

export const INITIAL_FILTER: QueueFilterState = {
  range: '30d',
  customFrom: '',
  customTo: '',
  decisions: [],
  riskMin: '',
  riskMax: '',
  verdicts: [],
  active: 'any',
  prefix: '',
  orderBy: 'creation_timestamp desc',
};

export const RANGE_LABELS: Record<RangePreset, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  all: 'All time',
  custom: 'Custom…',
};

const HOUR = 3600_000;
const PRESET_MS: Partial<Record<RangePreset, number>> = {
  '24h': 24 * HOUR,
  '7d': 7 * 24 * HOUR,
  '30d': 30 * 24 * HOUR,
};

export interface FilterProblems {
  riskMin?: string;
  riskMax?: string;
  customTo?: string;
}

const riskProblem = (raw: string): string | undefined => {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 100 ? undefined : 'a whole number from 0 to 100';
};

/** Problems the screen can see before asking the server. */
export function filterProblems(s: QueueFilterState): FilterProblems {
  const p: FilterProblems = {};
  const min = riskProblem(s.riskMin);
  const max = riskProblem(s.riskMax);
  if (min) p.riskMin = min;
  if (max) p.riskMax = max;
  if (!min && !max && s.riskMin.trim() && s.riskMax.trim() && Number(s.riskMin) > Number(s.riskMax))
    p.riskMax = 'must not be below the minimum';
  if (s.range === 'custom' && s.customFrom && s.customTo && Date.parse(s.customTo) < Date.parse(s.customFrom))
    p.customTo = 'must not be before the start';
  return p;
}

const localToIso = (v: string): string | undefined => {
  if (!v) return undefined;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
};

/** The engagements.list filter for the bar's state. */
export function toListFilter(s: QueueFilterState, now: number): EngagementFilter {
  const f: EngagementFilter = { orderBy: s.orderBy };
  const span = PRESET_MS[s.range];
  if (span) f.from = new Date(now - span).toISOString();
  if (s.range === 'custom') {
    const from = localToIso(s.customFrom);
    const to = localToIso(s.customTo);
    if (from) f.from = from;
    if (to) f.to = to;
  }
  if (s.decisions.length) f.decisions = [...s.decisions];
  if (s.riskMin.trim() !== '' && !riskProblem(s.riskMin)) f.riskMin = Number(s.riskMin);
  if (s.riskMax.trim() !== '' && !riskProblem(s.riskMax)) f.riskMax = Number(s.riskMax);
  const verdicts = s.verdicts.filter((v): v is Verdict => v !== 'NONE');
  if (verdicts.length) f.verdicts = verdicts;
  if (s.verdicts.includes('NONE')) f.withoutVerdict = true;
  if (s.active !== 'any') f.isActive = s.active === 'active';
  if (s.prefix.trim()) f.engagementIdPrefix = s.prefix.trim();
  if (s.spoken?.trim()) f.spokenWords = s.spoken.trim();
  if (s.intent) f.intent = s.intent;
  const ids = pickedEngagements(s);
  if (ids.length) f.gkEngagementIds = ids;
  return f;
}

/** The engagement IDs the filter picks (a URL may carry anything: only UUIDs, at most MAX_ENGAGEMENT_IDS). */
export function pickedEngagements(s: Pick<QueueFilterState, 'engagements'>): string[] {
  return (s.engagements ?? []).filter((id) => UUID_RE.test(id)).slice(0, MAX_ENGAGEMENT_IDS);
}

/** Adds or removes one value of a multi-select. */
export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** "Today's riskiest undecided calls": the last 24 hours, no verdict yet, highest risk first. */
export const RISKIEST_UNDECIDED: QueueFilterState = {
  ...INITIAL_FILTER,
  range: '24h',
  verdicts: ['NONE'],
  orderBy: 'risk desc',
};

/** The queue as its URL holds it: the filters (sort included) and the selected row. */
export interface QueueUrlState extends QueueFilterState {
  /** gk_engagement_id of the row last opened or selected; '' for none. */
  selected: string;
}

// spoken and intent are in the URL too (empty by default), so a reload keeps them.
export const QUEUE_URL_DEFAULTS: QueueUrlState = {
  ...INITIAL_FILTER,
  spoken: '',
  intent: '',
  engagements: [],
  selected: '',
};

const oneOf = <T extends string>(allowed: readonly T[], v: string, fallback: T): T =>
  (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
const someOf = <T extends string>(allowed: readonly T[], vs: readonly string[]): T[] =>
  vs.filter((v, i): v is T => (allowed as readonly string[]).includes(v) && vs.indexOf(v) === i);

/**
 * Values a URL can carry but the bar cannot show are dropped: unknown enum names, ranges and
 * orders. Free text (and any field added later) passes through unchanged.
 */
export function normalizeQueueState<T extends QueueFilterState>(s: T): T {
  return {
    ...s,
    range: oneOf(Object.keys(RANGE_LABELS) as RangePreset[], s.range, INITIAL_FILTER.range),
    active: oneOf<ActiveChoice>(['any', 'active', 'stopped'], s.active, INITIAL_FILTER.active),
    orderBy: oneOf(ORDERS, s.orderBy, INITIAL_FILTER.orderBy),
    decisions: someOf(DECISIONS, s.decisions),
    verdicts: someOf<VerdictChoice>([...VERDICTS, 'NONE'], s.verdicts),
  };
}

export function decodeQueueUrl(query: string): QueueUrlState {
  return normalizeQueueState(decodeUrlState(query, QUEUE_URL_DEFAULTS));
}

export function encodeQueueUrl(s: QueueUrlState): URLSearchParams {
  return encodeUrlState(s, QUEUE_URL_DEFAULTS);
}
