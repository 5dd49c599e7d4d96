// Entity extraction (origin GRAMMAR): regex entities on the raw text, then list entities on the
// tokens not already taken, longest phrase first. A list value matches its value and its
// synonyms; an inline or compiled wordset adds values to a list entity for one request.
import type { EntityDef } from './format.js';
import { normPhrase, type Token } from './text.js';

export interface Mention {
  entity: string;
  /** The canonical value (a list value) or the matched text (a regex entity). */
  value: string;
  start: number;
  end: number;
  literal: string;
  /** 1 for an exact literal match. */
  confidence: number;
}

/** Wordset JSON (seed 000 section 2.3): entity name → entries with a literal and optional spoken forms. */
export type Wordset = Record<string, { literal: string; spoken?: string[] }[]>;

interface Phrase {
  tokens: string[];
  entity: string;
  value: string;
}

export class EntityMatcher {
  /** First token → phrases starting with it, longest first. */
  private readonly phrases = new Map<string, Phrase[]>();
  private readonly regexes: { entity: string; re: RegExp }[] = [];

  constructor(defs: Record<string, EntityDef>, wordsets: Wordset[] = []) {
    for (const [entity, def] of Object.entries(defs)) {
      if (def.kind === 'regex') this.regexes.push({ entity, re: new RegExp(def.pattern, 'giu') });
      else
        for (const v of def.values)
          for (const s of [v.value, ...(v.synonyms ?? [])]) this.addPhrase(entity, v.value, s);
    }
    for (const ws of wordsets)
      for (const [entity, entries] of Object.entries(ws))
        for (const e of entries) for (const s of [e.literal, ...(e.spoken ?? [])]) this.addPhrase(entity, e.literal, s);
    for (const list of this.phrases.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  }

  private addPhrase(entity: string, value: string, text: string): void {
    const tokens = normPhrase(text);
    if (!tokens.length) return;
    const list = this.phrases.get(tokens[0]!) ?? [];
    list.push({ tokens, entity, value });
    this.phrases.set(tokens[0]!, list);
  }

  match(text: string, tokens: Token[]): Mention[] {
    const found: Mention[] = [];
    for (const { entity, re } of this.regexes) {
      re.lastIndex = 0;
      for (const m of text.matchAll(re)) {
        if (!m[0].trim()) continue;
        const start = m.index;
        const end = start + m[0].length;
        if (found.some((f) => f.start < end && start < f.end)) continue;
        found.push({ entity, value: m[0].trim(), start, end, literal: m[0], confidence: 1 });
      }
    }
    for (let i = 0; i < tokens.length;) {
      const tok = tokens[i]!;
      const hit = (this.phrases.get(tok.norm) ?? []).find((p) => p.tokens.every((t, k) => tokens[i + k]?.norm === t));
      if (hit) {
        const start = tok.start;
        const end = tokens[i + hit.tokens.length - 1]!.end;
        if (!found.some((f) => f.start < end && start < f.end)) {
          found.push({
            entity: hit.entity,
            value: hit.value,
            start,
            end,
            literal: text.slice(start, end),
            confidence: 1,
          });
          i += hit.tokens.length;
          continue;
        }
      }
      i++;
    }
    return found.sort((a, b) => a.start - b.start);
  }
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
