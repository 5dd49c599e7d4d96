// Entity extraction (origin GRAMMAR): regex entities on the raw text; then, on the tokens not
// already taken, the longest of the list phrases (a list value matches its value and its synonyms;
// an inline or compiled wordset adds values to a list entity for one request), the predefined
// grammars (predefined.ts) and the texts annotated for freeform and predefined entities in the
// samples; then freeform entities after the words seen before them in the samples. Last, a mention
// of an entity other entities are roles of (FROM_ACCOUNT and TO_ACCOUNT isA ACCOUNT_NAME) is named
// after the role the words around it were seen with most in the samples.
import type { EntityDef } from './format.js';
import { PREDEFINED, type GrammarMatch } from './predefined.js';
import { normPhrase, tokenize, type Token } from './text.js';

export interface Mention {
  entity: string;
  /** The canonical value (a list value, a grammar's value) or the matched text (regex, freeform). */
  value: string;
  start: number;
  end: number;
  literal: string;
  /** 1 for an exact literal match or a grammar's; less for a freeform guess. */
  confidence: number;
}

/** Wordset JSON (seed 000 section 2.3): entity name → entries with a literal and optional spoken forms. */
export type Wordset = Record<string, { literal: string; spoken?: string[] }[]>;

/** What the samples say about an entity's mentions (engine.ts gathers it at build). */
export interface EntityContext {
  /** Mentions in the samples. */
  n: number;
  /** Word before a mention (skipping "my", "the", …) → how often; "" for none. */
  before: Record<string, number>;
  /** Word after a mention → how often; "" for none. */
  after: Record<string, number>;
  /** Annotated texts (kept for freeform and predefined entities). */
  literals: string[];
  /** The longest annotated text, in tokens. */
  maxTokens: number;
  /** Other words of the samples the entity is annotated in → in how many. */
  words?: Record<string, number>;
}

/** Words skipped when looking for the word before a mention. */
export const FILLERS = new Set(['my', 'the', 'a', 'an', 'your', 'our', 'this', 'that', 'his', 'her', 'their']);

interface Phrase {
  tokens: string[];
  entity: string;
  value: string;
  /** 0 for list values and wordset entries, 1 for annotated sample texts (a grammar's match wins). */
  rank: number;
  confidence: number;
}

interface Candidate {
  entity: string;
  value: string;
  at: number;
  len: number;
  rank: number;
  confidence: number;
  startChar?: number;
}

export class EntityMatcher {
  /** First token → phrases starting with it. */
  private readonly phrases = new Map<string, Phrase[]>();
  private readonly regexes: { entity: string; re: RegExp }[] = [];
  private readonly grammars: { entity: string; grammar: (typeof PREDEFINED)[string] }[] = [];
  private readonly freeform: { entity: string; ctx: EntityContext }[] = [];
  /** Entity → the entities that are roles of it (isA, followed to the end of the chain). */
  private readonly roles = new Map<string, string[]>();

  constructor(
    defs: Record<string, EntityDef>,
    wordsets: Wordset[] = [],
    private readonly contexts: Record<string, EntityContext> = {},
  ) {
    for (const [entity, def] of Object.entries(defs)) {
      if (def.kind === 'regex') this.regexes.push({ entity, re: new RegExp(def.pattern, 'giu') });
      else if (def.kind === 'list')
        for (const v of def.values)
          for (const s of [v.value, ...(v.synonyms ?? [])]) this.addPhrase(entity, v.value, s, 0, 1);
      else if (def.kind === 'predefined') {
        const grammar = PREDEFINED[def.grammar];
        if (grammar) this.grammars.push({ entity, grammar });
      } else if (def.kind === 'isA') {
        const root = this.rootOf(defs, entity);
        this.roles.set(root, [...(this.roles.get(root) ?? []), entity]);
      }
    }
    // Texts annotated for freeform and predefined entities (or roles of them) that their grammar
    // does not match itself: "in full" as an AMOUNT.
    for (const [entity, ctx] of Object.entries(contexts)) {
      const def = defs[entity];
      const base = def?.kind === 'isA' ? defs[this.rootOf(defs, entity)] : def;
      if (base?.kind !== 'freeform' && base?.kind !== 'predefined') continue;
      const grammar = base.kind === 'predefined' ? PREDEFINED[base.grammar] : undefined;
      for (const literal of ctx.literals) {
        const tokens = tokenize(literal);
        if (!tokens.length) continue;
        if (grammar && grammar(literal, tokens, 0, new Date())?.len === tokens.length) continue;
        this.addPhrase(entity, literal, literal, 1, base.kind === 'freeform' ? 0.9 : 1);
      }
      if (def?.kind === 'freeform') this.freeform.push({ entity, ctx });
    }
    for (const ws of wordsets)
      for (const [entity, entries] of Object.entries(ws))
        for (const e of entries)
          for (const s of [e.literal, ...(e.spoken ?? [])]) this.addPhrase(entity, e.literal, s, 0, 1);
  }

  /** The entity at the end of an isA chain. */
  private rootOf(defs: Record<string, EntityDef>, entity: string): string {
    let root = entity;
    const seen = new Set<string>();
    while (defs[root]?.kind === 'isA' && !seen.has(root)) {
      seen.add(root);
      root = (defs[root] as { of: string }).of;
    }
    return root;
  }

  private addPhrase(entity: string, value: string, text: string, rank: number, confidence: number): void {
    const tokens = normPhrase(text);
    if (!tokens.length) return;
    const list = this.phrases.get(tokens[0]!) ?? [];
    list.push({ tokens, entity, value, rank, confidence });
    this.phrases.set(tokens[0]!, list);
  }

  match(text: string, tokens: Token[], now: Date = new Date()): Mention[] {
    const found: Mention[] = [];
    const free = (start: number, end: number) => !found.some((f) => f.start < end && start < f.end);
    for (const { entity, re } of this.regexes) {
      re.lastIndex = 0;
      for (const m of text.matchAll(re)) {
        if (!m[0].trim()) continue;
        const start = m.index;
        const end = start + m[0].length;
        if (!free(start, end)) continue;
        found.push({ entity, value: m[0].trim(), start, end, literal: m[0], confidence: 1 });
      }
    }
    const candidates: Candidate[] = [];
    tokens.forEach((tok, at) => {
      for (const p of this.phrases.get(tok.norm) ?? [])
        if (p.tokens.every((t, k) => tokens[at + k]?.norm === t))
          candidates.push({
            entity: p.entity,
            value: p.value,
            at,
            len: p.tokens.length,
            rank: p.rank,
            confidence: p.confidence,
          });
      for (const { entity, grammar } of this.grammars) {
        const g: GrammarMatch | undefined = grammar(text, tokens, at, now);
        if (g)
          candidates.push({ entity, value: g.value, at, len: g.len, rank: 0, confidence: 1, startChar: g.startChar });
      }
    });
    // Longest first; at equal length a list value or grammar before an annotated text, then
    // leftmost; for the same words in two entities ("jbc card" an ACCOUNT_NAME and a PAYEE), the one
    // whose samples' surroundings fit best.
    const fits = new Map<Candidate, number>();
    const fit = (c: Candidate) => {
      let f = fits.get(c);
      if (f === undefined) {
        const around = surroundings(tokens, tokens[c.at]!.start, tokens[c.at + c.len - 1]!.end);
        f = Math.max(...[c.entity, ...(this.roles.get(c.entity) ?? [])].map((e) => this.fit(e, around)));
        fits.set(c, f);
      }
      return f;
    };
    candidates.sort((a, b) => b.len - a.len || a.rank - b.rank || a.at - b.at || fit(b) - fit(a));
    for (const c of candidates) {
      const start = c.startChar ?? tokens[c.at]!.start;
      const end = tokens[c.at + c.len - 1]!.end;
      if (!free(start, end)) continue;
      found.push({
        entity: c.entity,
        value: c.value,
        start,
        end,
        literal: text.slice(start, end),
        confidence: c.confidence,
      });
    }
    for (const { entity, ctx } of this.freeform) this.captureFreeform(entity, ctx, text, tokens, found, free);
    for (const m of found) m.entity = this.role(m, tokens);
    return found.sort((a, b) => a.start - b.start);
  }

  /** Freeform text after a word seen before the entity's annotations, up to a word seen after them. */
  private captureFreeform(
    entity: string,
    ctx: EntityContext,
    text: string,
    tokens: Token[],
    found: Mention[],
    free: (start: number, end: number) => boolean,
  ): void {
    for (let i = 1; i < tokens.length; i++) {
      const prev = tokens[i - 1]!.norm;
      if (!ctx.before[prev] || FILLERS.has(prev)) continue;
      let j = i;
      while (
        j < tokens.length &&
        j - i < ctx.maxTokens + 1 &&
        free(tokens[j]!.start, tokens[j]!.end) &&
        !(j > i && ctx.after[tokens[j]!.norm]) &&
        !(j > i && /[.;!?,]/.test(text.slice(tokens[j - 1]!.end, tokens[j]!.start)))
      )
        j++;
      // Only words of its own ("my" before another entity's mention is not a freeform value).
      const ranIntoMention = j < tokens.length && !free(tokens[j]!.start, tokens[j]!.end);
      if (j === i || ranIntoMention || tokens.slice(i, j).every((t) => FILLERS.has(t.norm))) continue;
      const start = tokens[i]!.start;
      const end = tokens[j - 1]!.end;
      const literal = text.slice(start, end);
      found.push({ entity, value: literal, start, end, literal, confidence: 0.6 });
      i = j;
    }
  }

  /** The name a mention goes by: itself, or the role of it whose sample contexts fit best. */
  private role(m: Mention, tokens: Token[]): string {
    const roles = this.roles.get(m.entity);
    if (!roles) return m.entity;
    const around = surroundings(tokens, m.start, m.end);
    let best = m.entity;
    let bestScore = this.contexts[m.entity]?.n ? this.fit(m.entity, around) : -Infinity;
    for (const r of roles) {
      const s = this.contexts[r] ? this.fit(r, around) : -1e9;
      if (s > bestScore) [best, bestScore] = [r, s];
    }
    return best;
  }

  private totals?: { n: number; words: Record<string, number> };

  /**
   * How well a mention's surroundings fit an entity's samples, as naive-Bayes log odds: how often
   * the entity is annotated, the word before it and after it (the input's end says little), and
   * each other word of the input against how often it comes with any entity's mentions ("balance"
   * with ACCOUNT_NAME, "pay" with PAYEE). Add-one smoothed; an entity without samples: -1e9.
   */
  private fit(entity: string, around: Surroundings): number {
    const ctx = this.contexts[entity];
    if (!ctx?.n) return -1e9;
    if (!this.totals) {
      const totals = { n: 0, words: {} as Record<string, number> };
      for (const c of Object.values(this.contexts)) {
        totals.n += c.n;
        for (const [w, k] of Object.entries(c.words ?? {})) totals.words[w] = (totals.words[w] ?? 0) + k;
      }
      this.totals = totals;
    }
    const t = this.totals;
    let s = Math.log(ctx.n / t.n);
    s += Math.log(((ctx.before[around.before] ?? 0) + 1) / (ctx.n + CONTEXT_SMOOTHING));
    if (around.after) s += Math.log(((ctx.after[around.after] ?? 0) + 1) / (ctx.n + CONTEXT_SMOOTHING));
    for (const w of around.words)
      s += Math.log(((ctx.words?.[w] ?? 0) + 1) / (ctx.n + 2)) - Math.log(((t.words[w] ?? 0) + 1) / (t.n + 2));
    return s;
  }
}

/** Add-one smoothing's denominator term for the words before and after a mention. */
const CONTEXT_SMOOTHING = 20;

interface Surroundings {
  before: string;
  after: string;
  /** The input's other words (not the mention's, not fillers). */
  words: Set<string>;
}

function surroundings(tokens: Token[], start: number, end: number): Surroundings {
  const words = new Set(
    tokens.filter((t) => (t.end <= start || t.start >= end) && !FILLERS.has(t.norm)).map((t) => t.norm),
  );
  return { ...contextWords(tokens, start, end), words };
}

/** The words around a span: the one before (skipping fillers) and the one after ("" at the edges). */
export function contextWords(tokens: Token[], start: number, end: number): { before: string; after: string } {
  let b = '';
  for (let k = tokens.length - 1; k >= 0; k--) {
    const t = tokens[k]!;
    if (t.end > start) continue;
    if (FILLERS.has(t.norm)) continue;
    b = t.norm;
    break;
  }
  const a = tokens.find((t) => t.start >= end)?.norm ?? '';
  return { before: b, after: a };
}

/** The input's words outside a span, fillers left out (what EntityContext.words counts). */
export const wordsAround = (tokens: Token[], start: number, end: number): Set<string> =>
  surroundings(tokens, start, end).words;

/** Problems with a wordset's JSON text (empty when usable); `field` names where it came from. */
export function parseWordset(text: string, field: string): { wordset?: Wordset; problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { problems: [`${field}: is not valid JSON`] };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { problems: [`${field}: must be a JSON object of entity name → entries`] };
  const problems: string[] = [];
  for (const [entity, entries] of Object.entries(raw as Record<string, unknown>)) {
    if (!Array.isArray(entries)) {
      problems.push(`${field}: entity ${entity} must map to a list of entries`);
      continue;
    }
    entries.forEach((e: unknown, i) => {
      const en = e as Record<string, unknown> | null;
      if (typeof en?.literal !== 'string' || !en.literal.trim())
        problems.push(`${field}: ${entity}[${i}].literal must be a non-empty string`);
      if (en?.spoken !== undefined && !(Array.isArray(en.spoken) && en.spoken.every((s) => typeof s === 'string')))
        problems.push(`${field}: ${entity}[${i}].spoken must be a list of strings`);
    });
  }
  return problems.length ? { problems } : { wordset: raw as Wordset, problems };
}
