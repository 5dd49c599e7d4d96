// The training file of a semantic model: Vigil's own JSON format (documented in the README and
// below), checked here before a model is built. Mix's TRSX export is turned into this format by
// trsx.ts, which also uses the entity kinds TRSX needs (freeform, predefined, isA).
//
// {
//   "format": "vigil-nlu/1",
//   "language": "eng-USA",
//   "intents": {
//     "TRANSFER_MONEY": ["move [50 dollars](AMOUNT) to my [savings](ACCOUNT_TYPE)", ...],
//     ...
//   },
//   "entities": {
//     "ACCOUNT_TYPE": { "kind": "list", "values": [{ "value": "SAVINGS", "synonyms": ["savings", "savings account"] }] },
//     "AMOUNT": { "kind": "regex", "pattern": "\\$\\s?\\d+(?:\\.\\d{2})?" }
//   }
// }
//
// Sample sentences mark entity mentions as [text](ENTITY). A list entity's value matches its own
// name and its synonyms, case- and punctuation-insensitively; a regex entity matches its pattern
// (JavaScript syntax, matched case-insensitively) and its value is the matched text. The kinds
// TRSX import uses:
//   { "kind": "freeform" }                     learned from its annotated samples: their texts, and
//                                              the words seen before and after them
//   { "kind": "predefined", "grammar": "DATE" } one of predefined.ts's grammars, under this name
//   { "kind": "isA", "of": "ACCOUNT_NAME" }    a role of another entity: its mentions, told apart
//                                              from the other roles by the words around them

import { PREDEFINED } from './predefined.js';

const FORMAT = 'vigil-nlu/1';

export interface ListValue {
  /** The canonical value returned as string_value. */
  value: string;
  synonyms?: string[];
}

export type EntityDef =
  | { kind: 'list'; values: ListValue[] }
  | { kind: 'regex'; pattern: string }
  | { kind: 'freeform' }
  | { kind: 'predefined'; grammar: string }
  | { kind: 'isA'; of: string };

export interface TrainingModel {
  format: typeof FORMAT;
  language: string;
  intents: Record<string, string[]>;
  entities?: Record<string, EntityDef>;
}

interface Annotated {
  /** The sentence without the markup. */
  text: string;
  mentions: { entity: string; start: number; end: number }[];
}

const MENTION = /\[([^\]]+)\]\(([A-Za-z0-9_.-]+)\)/g;

/** `pay [50 dollars](AMOUNT)` → the plain text and where each marked mention is in it. */
export function parseSample(sample: string): Annotated {
  let text = '';
  let last = 0;
  const mentions: Annotated['mentions'] = [];
  for (const m of sample.matchAll(MENTION)) {
    text += sample.slice(last, m.index);
    const start = text.length;
    text += m[1]!;
    mentions.push({ entity: m[2]!, start, end: text.length });
    last = m.index + m[0].length;
  }
  text += sample.slice(last);
  return { text, mentions };
}

const NAME_RE = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
const LANGUAGE_RE = /^[a-z]{3}-[A-Z]{3}$/;

/** Problems with a training file, each naming where it is (empty when the file is usable). */
export function checkTrainingModel(raw: unknown): string[] {
  const problems: string[] = [];
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return ['the model must be a JSON object'];
  const m = raw as Record<string, unknown>;
  if (m.format !== FORMAT) problems.push(`format: must be "${FORMAT}"`);
  if (typeof m.language !== 'string' || !LANGUAGE_RE.test(m.language))
    problems.push('language: must be lll-CCC, e.g. eng-USA');
  const entities = (m.entities ?? {}) as Record<string, unknown>;
  if (typeof entities !== 'object' || Array.isArray(entities)) problems.push('entities: must be an object');
  else {
    for (const [name, def] of Object.entries(entities)) {
      if (!NAME_RE.test(name)) problems.push(`entities.${name}: not a valid entity name`);
      const d = def as Record<string, unknown> | null;
      if (d?.kind === 'list') {
        if (!Array.isArray(d.values) || !d.values.length) problems.push(`entities.${name}.values: must be a list`);
        else
          d.values.forEach((v: unknown, i) => {
            const lv = v as Record<string, unknown> | null;
            if (typeof lv?.value !== 'string' || !lv.value.trim())
              problems.push(`entities.${name}.values[${i}].value: must be a string`);
            if (
              lv?.synonyms !== undefined &&
              !(Array.isArray(lv.synonyms) && lv.synonyms.every((s) => typeof s === 'string'))
            )
              problems.push(`entities.${name}.values[${i}].synonyms: must be a list of strings`);
          });
      } else if (d?.kind === 'regex') {
        try {
          new RegExp(String(d.pattern), 'giu');
          if (typeof d.pattern !== 'string' || !d.pattern) throw new Error('empty');
        } catch {
          problems.push(`entities.${name}.pattern: not a valid regular expression`);
        }
      } else if (d?.kind === 'predefined') {
        if (typeof d.grammar !== 'string' || !Object.hasOwn(PREDEFINED, d.grammar))
          problems.push(`entities.${name}.grammar: must be one of ${Object.keys(PREDEFINED).join(', ')}`);
      } else if (d?.kind === 'isA') {
        const chain = [name];
        let of: unknown = d.of;
        while (
          typeof of === 'string' &&
          (entities[of] as { kind?: unknown } | null)?.kind === 'isA' &&
          !chain.includes(of)
        ) {
          chain.push(of);
          of = (entities[of] as { of?: unknown }).of;
        }
        if (typeof of !== 'string' || !(of in entities)) problems.push(`entities.${name}.of: must name an entity`);
        else if (chain.includes(of)) problems.push(`entities.${name}.of: isA loops (${[...chain, of].join(' → ')})`);
      } else if (d?.kind !== 'freeform')
        problems.push(`entities.${name}.kind: must be "list", "regex", "freeform", "predefined" or "isA"`);
    }
  }
  const intents = m.intents as Record<string, unknown> | undefined;
  if (!intents || typeof intents !== 'object' || Array.isArray(intents)) problems.push('intents: must be an object');
  else {
    const names = Object.keys(intents);
    if (names.length < 2) problems.push('intents: at least two intents are needed to train a classifier');
    for (const name of names) {
      if (!NAME_RE.test(name)) problems.push(`intents.${name}: not a valid intent name`);
      const samples = intents[name];
      if (!Array.isArray(samples) || !samples.length || !samples.every((s) => typeof s === 'string' && s.trim()))
        problems.push(`intents.${name}: must be a non-empty list of sentences`);
      else
        samples.forEach((s: string, i) => {
          for (const mention of parseSample(s).mentions)
            if (!(mention.entity in (entities ?? {})))
              problems.push(`intents.${name}[${i}]: unknown entity ${mention.entity}`);
        });
    }
  }
  return problems;
}
