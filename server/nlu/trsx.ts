// Mix's NLU export (TRSX, the <locale>/<locale>.trsx of a project export) turned into a training
// model (format.ts) that deployModel accepts, so an exported Mix project interprets here with the
// intents and entities named as Mix names them.
//
// What is read:
//   <project xml:lang="eng-USA">                         the model's language
//     <ontology><intents><intent name="…"/>              intents (ones without samples are left out)
//               <concepts><concept name="…" dataType="…">
//                   <relations><relation type="isA" conceptref="…"/>   a role of another entity
//     <dictionaries><dictionary conceptref="…"><entry literal="…" value="…"/>   list entities
//     <samples><sample intentref="…" count="…" excluded="…">text<annotation conceptref="…">…</annotation>
// A concept with a dictionary is a list entity; one that isA another concept is a role of it, found
// as that concept and told apart from its other roles by the words around it (FROM_ACCOUNT and
// TO_ACCOUNT both isA ACCOUNT_NAME; eDepartureDate isA DATE, a predefined grammar: DATE, YES_NO,
// nuance_AMOUNT, nuance_ORDINAL_NUMBER, …, see predefined.ts); any other concept is freeform,
// learned from its annotated samples. Annotations name the outermost concept: `from <FROM_ACCOUNT><ACCOUNT_NAME>checking`
// trains FROM_ACCOUNT. Excluded samples are skipped; `count` repeats a sample (at most 5 times).
// Metadata, sources and other elements are ignored. The XML is read by a small strict parser of
// what TRSX uses (elements, attributes, text, character references, comments, CDATA); anything
// malformed is a TrsxError naming its line.
import type { EntityDef, TrainingModel } from './format.js';
import { PREDEFINED } from './predefined.js';

export class TrsxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'TrsxError';
  }
}

interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlNode[];
  line: number;
}
type XmlNode = XmlElement | { text: string; line: number };
const isElement = (n: XmlNode): n is XmlElement => 'name' in n;

const NAME = /[A-Za-z_:][\w:.-]*/y;
/** Deepest element nesting accepted (TRSX needs about 7): deeper is refused, not a stack overflow. */
const MAX_DEPTH = 64;
/** Largest TRSX accepted, in characters (banking's is 180 kB). */
export const MAX_TRSX_CHARS = 16 * 1024 * 1024;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A strict parser of the XML subset TRSX files use; errors name the line. */
export function parseXml(xml: string): XmlElement {
  let pos = 0;
  const newlines: number[] = [];
  for (let i = xml.indexOf('\n'); i >= 0; i = xml.indexOf('\n', i + 1)) newlines.push(i);
  const lineAt = (p: number): number => {
    let lo = 0;
    let hi = newlines.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (newlines[mid]! < p) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
  const fail = (message: string, at = pos): never => {
    throw new TrsxError(lineAt(at), message);
  };
  const decode = (raw: string, at: number): string =>
    raw.replace(/&([^;\s&<]*);?/g, (whole, ref: string, off: number) => {
      if (!whole.endsWith(';')) fail(`"&" must start a character reference such as &amp;`, at + off);
      if (ref.startsWith('#')) {
        const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
        if (!Number.isInteger(code) || code < 1 || code > 0x10ffff) fail(`bad character reference &${ref};`, at + off);
        return String.fromCodePoint(code);
      }
      const ch = ENTITIES[ref];
      if (ch === undefined) fail(`unknown entity &${ref};`, at + off);
      return ch!;
    });
  const skipMisc = () => {
    for (;;) {
      while (pos < xml.length && /\s/.test(xml[pos]!)) pos++;
      if (xml.startsWith('<?', pos)) {
        const end = xml.indexOf('?>', pos);
        if (end < 0) fail('unterminated <? … ?>');
        pos = end + 2;
      } else if (xml.startsWith('<!--', pos)) {
        const end = xml.indexOf('-->', pos);
        if (end < 0) fail('unterminated comment');
        pos = end + 3;
      } else if (xml.startsWith('<!DOCTYPE', pos)) fail('DOCTYPE is not accepted');
      else return;
    }
  };
  const readName = (): string => {
    NAME.lastIndex = pos;
    const m = NAME.exec(xml);
    if (!m) fail('expected a name');
    pos += m![0].length;
    return m![0];
  };
  let depth = 0;
  const element = (): XmlElement => {
    const line = lineAt(pos);
    if (++depth > MAX_DEPTH) fail(`elements nest deeper than ${MAX_DEPTH}`);
    pos++; // <
    const name = readName();
    const attrs: Record<string, string> = {};
    for (;;) {
      const before = pos;
      while (pos < xml.length && /\s/.test(xml[pos]!)) pos++;
      if (xml.startsWith('/>', pos)) {
        pos += 2;
        depth--;
        return { name, attrs, children: [], line };
      }
      if (xml[pos] === '>') {
        pos++;
        break;
      }
      if (pos >= xml.length) fail(`<${name}> is not closed`, before);
      if (pos === before) fail(`expected whitespace, ">" or "/>" in <${name}>`);
      const attr = readName();
      if (xml[pos] !== '=') fail(`attribute ${attr} of <${name}> has no value`);
      pos++;
      const q = xml[pos];
      if (q !== '"' && q !== "'") fail(`the value of ${attr} must be quoted`);
      const end = xml.indexOf(q!, pos + 1);
      if (end < 0) fail(`the value of ${attr} is not closed`);
      const raw = xml.slice(pos + 1, end);
      if (raw.includes('<')) fail(`the value of ${attr} contains "<"`);
      if (attr in attrs) fail(`attribute ${attr} appears twice in <${name}>`);
      attrs[attr] = decode(raw, pos + 1);
      pos = end + 1;
    }
    const children: XmlNode[] = [];
    for (;;) {
      if (pos >= xml.length) fail(`<${name}> opened on line ${line} is never closed`);
      if (xml.startsWith('</', pos)) {
        const at = pos;
        pos += 2;
        const closing = readName();
        if (closing !== name) fail(`</${closing}> closes <${name}> opened on line ${line}`, at);
        while (/\s/.test(xml[pos] ?? '')) pos++;
        if (xml[pos] !== '>') fail(`expected ">" after </${closing}`);
        pos++;
        depth--;
        return { name, attrs, children, line };
      }
      if (xml.startsWith('<!--', pos)) {
        const end = xml.indexOf('-->', pos);
        if (end < 0) fail('unterminated comment');
        pos = end + 3;
      } else if (xml.startsWith('<![CDATA[', pos)) {
        const end = xml.indexOf(']]>', pos);
        if (end < 0) fail('unterminated CDATA section');
        children.push({ text: xml.slice(pos + 9, end), line: lineAt(pos) });
        pos = end + 3;
      } else if (xml[pos] === '<') children.push(element());
      else {
        const end = xml.indexOf('<', pos);
        const stop = end < 0 ? xml.length : end;
        children.push({ text: decode(xml.slice(pos, stop), pos), line: lineAt(pos) });
        pos = stop;
      }
    }
  };
  if (xml.charCodeAt(0) === 0xfeff) pos = 1;
  skipMisc();
  if (xml[pos] !== '<') fail('expected the root element');
  const root = element();
  skipMisc();
  if (pos < xml.length) fail('content after the root element');
  return root;
}

const kids = (e: XmlElement | undefined, name: string): XmlElement[] =>
  (e?.children ?? []).filter((c): c is XmlElement => isElement(c) && c.name === name);
const kid = (e: XmlElement | undefined, name: string): XmlElement | undefined => kids(e, name)[0];

function required(e: XmlElement, attr: string): string {
  const v = e.attrs[attr]?.trim();
  if (!v) throw new TrsxError(e.line, `<${e.name}> has no ${attr}`);
  return v;
}

const NAME_RE = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;
function conceptName(e: XmlElement, attr: string): string {
  const v = required(e, attr);
  if (!NAME_RE.test(v)) throw new TrsxError(e.line, `${attr} "${v}" is not a valid name`);
  return v;
}

// Locale forms: Mix's xml:lang is lll-CCC (eng-USA); a project folder is ll-CC (en-US).
const LANG3: Record<string, string> = {
  en: 'eng',
  fr: 'fra',
  de: 'deu',
  es: 'spa',
  it: 'ita',
  pt: 'por',
  nl: 'nld',
  ja: 'jpn',
  zh: 'zho',
  ko: 'kor',
  sv: 'swe',
};
const COUNTRY3: Record<string, string> = {
  US: 'USA',
  GB: 'GBR',
  CA: 'CAN',
  AU: 'AUS',
  IN: 'IND',
  FR: 'FRA',
  DE: 'DEU',
  ES: 'ESP',
  MX: 'MEX',
  IT: 'ITA',
  BR: 'BRA',
  PT: 'PRT',
  NL: 'NLD',
  JP: 'JPN',
  CN: 'CHN',
  KR: 'KOR',
  SE: 'SWE',
};

/** eng-USA from en-US (or eng-USA as is); undefined for a form it does not know. */
export function mixLanguage(locale: string): string | undefined {
  if (/^[a-z]{3}-[A-Z]{3}$/.test(locale)) return locale;
  const m = /^([a-z]{2})[-_]([A-Z]{2})$/.exec(locale);
  const l = m && LANG3[m[1]!];
  const c = m && COUNTRY3[m[2]!];
  return l && c ? `${l}-${c}` : undefined;
}

const MAX_REPEAT = 5;

/** A TRSX export as a training model for deployModel; `locale` is the export's folder (en-US) or lll-CCC. */
export function modelFromTrsx(xml: string, opts: { locale: string }): TrainingModel {
  if (xml.length > MAX_TRSX_CHARS) throw new TrsxError(1, `the file is over ${MAX_TRSX_CHARS} characters`);
  const root = parseXml(xml);
  if (root.name !== 'project') throw new TrsxError(root.line, `the root element is <${root.name}>, not <project>`);
  const wanted = mixLanguage(opts.locale);
  const declared = root.attrs['xml:lang']?.trim();
  if (declared && !/^[a-z]{3}-[A-Z]{3}$/.test(declared))
    throw new TrsxError(root.line, `xml:lang "${declared}" is not lll-CCC`);
  if (!wanted && !declared) throw new TrsxError(root.line, `locale ${opts.locale} is not one this importer knows`);
  if (wanted && declared && wanted !== declared)
    throw new TrsxError(root.line, `xml:lang is ${declared} but the locale is ${opts.locale}`);
  const language = (declared || wanted)!;

  const ontology = kid(root, 'ontology');
  const declaredIntents = new Map<string, number>();
  for (const i of kids(kid(ontology, 'intents'), 'intent')) declaredIntents.set(conceptName(i, 'name'), i.line);

  // Concepts and their isA relations.
  const concepts = new Map<string, { line: number; isA?: string }>();
  for (const c of kids(kid(ontology, 'concepts'), 'concept')) {
    const name = conceptName(c, 'name');
    if (concepts.has(name)) throw new TrsxError(c.line, `concept ${name} is declared twice`);
    const isA = kids(kid(c, 'relations'), 'relation')
      .filter((r) => r.attrs.type === 'isA')
      .map((r) => ({ ref: conceptName(r, 'conceptref'), line: r.line }));
    if (isA.length > 1) throw new TrsxError(isA[1]!.line, `concept ${name} has more than one isA relation`);
    concepts.set(name, { line: c.line, ...(isA[0] ? { isA: isA[0].ref } : {}) });
  }

  // Dictionaries: list entities, entries grouped by value.
  const entities: Record<string, EntityDef> = {};
  for (const d of kids(kid(root, 'dictionaries'), 'dictionary')) {
    const name = conceptName(d, 'conceptref');
    if (!concepts.has(name)) throw new TrsxError(d.line, `dictionary for undeclared concept ${name}`);
    const byValue = new Map<string, string[]>();
    for (const e of kids(d, 'entry')) {
      const literal = required(e, 'literal');
      const value = e.attrs.value?.trim() || literal;
      const list = byValue.get(value) ?? [];
      list.push(literal);
      byValue.set(value, list);
    }
    if (!byValue.size) continue;
    entities[name] = { kind: 'list', values: [...byValue].map(([value, synonyms]) => ({ value, synonyms })) };
  }

  // Entities the relations reach: predefined grammars, roles of other concepts, freeform.
  const define = (name: string, line: number, seen: string[] = []): void => {
    if (entities[name]) return;
    if (seen.includes(name)) throw new TrsxError(line, `isA relations loop: ${[...seen, name].join(' → ')}`);
    const grammar = PREDEFINED[name];
    if (grammar) {
      entities[name] = { kind: 'predefined', grammar: name };
      return;
    }
    const c = concepts.get(name);
    if (c?.isA) {
      define(c.isA, c.line, [...seen, name]);
      entities[name] = { kind: 'isA', of: c.isA };
      return;
    }
    entities[name] = { kind: 'freeform' };
  };
  for (const [name, c] of concepts) define(name, c.line);

  // Samples: text with [literal](CONCEPT) markup for the outermost annotation.
  const intents: Record<string, string[]> = {};
  for (const s of kids(kid(root, 'samples'), 'sample')) {
    if (s.attrs.excluded === 'true') continue;
    const intent = conceptName(s, 'intentref');
    if (intent !== 'NO_INTENT' && !declaredIntents.has(intent))
      throw new TrsxError(s.line, `sample of undeclared intent ${intent}`);
    const count = s.attrs.count === undefined ? 1 : Number(s.attrs.count);
    if (!Number.isInteger(count) || count < 0)
      throw new TrsxError(s.line, `count "${s.attrs.count}" is not a whole number`);
    const parts: string[] = [];
    for (const n of s.children) {
      if (!isElement(n)) parts.push(clean(n.text));
      else if (n.name === 'annotation') {
        const name = conceptName(n, 'conceptref');
        const literal = clean(textOf(n)).trim();
        if (!literal) throw new TrsxError(n.line, `annotation of ${name} covers no text`);
        // An annotation of a concept nobody declared (Mix's own, such as REF_THING): freeform.
        define(name, n.line);
        parts.push(` [${literal}](${name}) `);
      } else throw new TrsxError(n.line, `<${n.name}> inside a sample (expected text and <annotation>)`);
    }
    const text = parts.join('').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const list = (intents[intent] ??= []);
    for (let k = 0; k < Math.min(Math.max(count, 1), MAX_REPEAT); k++) list.push(text);
  }
  if (Object.keys(intents).length < 2)
    throw new TrsxError(kid(root, 'samples')?.line ?? root.line, 'at least two intents need samples to train a model');
  return { format: 'vigil-nlu/1', language, intents, entities };
}

/** Sample text without characters that would read as markup. */
const clean = (t: string): string => t.replace(/[[\]]/g, ' ');

function textOf(n: XmlNode): string {
  if (!isElement(n)) return n.text;
  return n.children.map(textOf).join(' ');
}
