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
    // Longest first; at equal length a list value or grammar before an annotated text, then leftmost.
    candidates.sort((a, b) => b.len - a.len || a.rank - b.rank || a.at - b.at);
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
      if (j === i) continue;
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
    const { before, after } = contextWords(tokens, m.start, m.end);
    const own = this.contexts[m.entity]?.n ?? 0;
    let best = m.entity;
    let bestScore = own ? score(this.contexts[m.entity]!, before, after) : -1;
    for (const r of roles) {
      const ctx = this.contexts[r];
      const s = ctx ? score(ctx, before, after) : 0;
      if (s > bestScore) [best, bestScore] = [r, s];
    }
    return best;
  }
}

const score = (ctx: EntityContext, before: string, after: string) =>
  2 * (ctx.before[before] ?? 0) + (ctx.after[after] ?? 0) + ctx.n / 1000;

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
