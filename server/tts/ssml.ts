// What a synthesis says, as the engine takes it: a list of phrases (each spoken on its own, at a
// rate) and pauses. Plain text is split at sentence ends; SSML goes through a small strict parser
// of the subset Vigil supports (README, "Speech synthesis"):
//   speak (the root; version, xml:lang, xmlns accepted), p, s, break (time="250ms"/"1.5s" or
//   strength none..x-strong), prosody (rate only: x-slow..x-fast, a percentage or a factor),
//   say-as interpret-as="characters"/"spell-out"/"digits" (read one by one), sub alias="…".
// Any other element or attribute is refused with the element's name (in STRICT mode; in WARN and
// NONE modes an unknown element is dropped and its text spoken), as is markup that is not
// well-formed.

export type Piece = { text: string; rate: number } | { pauseMs: number };

export class SsmlError extends Error {}

/** Longest phrase handed to the engine at once: longer sentences are cut at commas or spaces. */
const MAX_PHRASE_CHARS = 300;
const MAX_BREAK_MS = 10_000;
const STRENGTH_MS: Record<string, number> = {
  none: 0,
  'x-weak': 100,
  weak: 200,
  medium: 400,
  strong: 700,
  'x-strong': 1000,
};
const RATE_WORDS: Record<string, number> = {
  'x-slow': 0.5,
  slow: 0.75,
  medium: 1,
  default: 1,
  fast: 1.25,
  'x-fast': 1.6,
};
export const MIN_RATE = 0.5;
export const MAX_RATE = 2;

/** Splits text into phrases at sentence ends, each at most MAX_PHRASE_CHARS. */
export function phrases(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(/(?<=[.!?;:])\s+|\n\s*\n/)) {
    let rest = sentence.replace(/\s+/g, ' ').trim();
    while (rest.length > MAX_PHRASE_CHARS) {
      const head = rest.slice(0, MAX_PHRASE_CHARS);
      const cut = Math.max(head.lastIndexOf(', '), head.lastIndexOf(' '));
      const at = cut > MAX_PHRASE_CHARS / 3 ? cut + 1 : MAX_PHRASE_CHARS;
      out.push(rest.slice(0, at).trim());
      rest = rest.slice(at).trim();
    }
    if (/[\p{L}\p{N}]/u.test(rest)) out.push(rest);
  }
  return out;
}

export function textPieces(text: string, rate: number): Piece[] {
  return phrases(text).map((t) => ({ text: t, rate }));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);|&/gi, (m, e: string | undefined) => {
    if (!e) throw new SsmlError('a bare "&" must be written &amp;');
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
      if (!(code > 0 && code <= 0x10ffff)) throw new SsmlError(`&${e}; is not a character`);
      return String.fromCodePoint(code);
    }
    const v = ENTITIES[e];
    if (v === undefined) throw new SsmlError(`unknown entity &${e};`);
    return v;
  });
}

const ALLOWED_ATTRS: Record<string, string[]> = {
  speak: ['version', 'xml:lang', 'xmlns', 'xmlns:xsi', 'xsi:schemaLocation'],
  p: [],
  s: [],
  break: ['time', 'strength'],
  prosody: ['rate'],
  'say-as': ['interpret-as', 'format'],
  sub: ['alias'],
};

function parseBreak(attrs: Record<string, string>): number {
  if (attrs.time !== undefined) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s)\s*$/.exec(attrs.time);
    if (!m) throw new SsmlError(`<break time="${attrs.time}">: time must be like 250ms or 1.5s`);
    const ms = Number(m[1]) * (m[2] === 's' ? 1000 : 1);
    if (ms > MAX_BREAK_MS) throw new SsmlError(`<break time="${attrs.time}">: at most ${MAX_BREAK_MS / 1000}s`);
    return Math.round(ms);
  }
  const strength = attrs.strength ?? 'medium';
  const ms = STRENGTH_MS[strength];
  if (ms === undefined)
    throw new SsmlError(`<break strength="${strength}">: not one of ${Object.keys(STRENGTH_MS).join(', ')}`);
  return ms;
}

function parseRate(v: string): number {
  const word = RATE_WORDS[v];
  if (word) return word;
  const pct = /^\s*([+-]?\d+(?:\.\d+)?)%\s*$/.exec(v);
  // SSML 1.1: "+10%" is relative (110%), "80%" absolute.
  const r = pct ? (/^\s*[+-]/.test(v) ? 1 + Number(pct[1]) / 100 : Number(pct[1]) / 100) : Number(v);
  if (!Number.isFinite(r) || r < MIN_RATE || r > MAX_RATE)
    throw new SsmlError(
      `<prosody rate="${v}">: must be x-slow..x-fast, a percentage or a factor between ${MIN_RATE} and ${MAX_RATE}`,
    );
  return r;
}

const SPELL = new Set(['characters', 'spell-out', 'digits', 'telephone']);

interface Frame {
  name: string;
  rate: number;
  spell: boolean;
  /** sub: its alias is said instead of its content. */
  skip: boolean;
}

/**
 * The pieces of an SSML document. `strict`: unknown elements are refused; otherwise they are
 * dropped and their text kept.
 */
export function ssmlPieces(doc: string, baseRate: number, strict: boolean): Piece[] {
  const pieces: Piece[] = [];
  let buf = '';
  const flush = (rate: number) => {
    if (buf.trim()) pieces.push(...textPieces(buf, rate));
    buf = '';
  };
  const stack: Frame[] = [];
  const top = () => stack[stack.length - 1];
  let sawRoot = false;
  let i = 0;
  const src = doc.replace(/^\uFEFF/, '');
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    const text = src.slice(i, lt < 0 ? src.length : lt);
    if (text.trim()) {
      if (!stack.length) throw new SsmlError('text outside <speak>');
      const f = top()!;
      if (!f.skip) {
        const t = decodeEntities(text);
        buf += f.spell ? ` ${[...t.replace(/\s+/g, '')].join(' ')} ` : t;
      }
    }
    if (lt < 0) break;
    if (src.startsWith('<!--', lt)) {
      const end = src.indexOf('-->', lt + 4);
      if (end < 0) throw new SsmlError('unterminated comment');
      i = end + 3;
      continue;
    }
    if (src.startsWith('<?', lt)) {
      const end = src.indexOf('?>', lt);
      if (end < 0 || sawRoot) throw new SsmlError('misplaced <?…?> declaration');
      i = end + 2;
      continue;
    }
    if (src.startsWith('<!', lt)) throw new SsmlError('DOCTYPE and CDATA are not supported');
    const gt = src.indexOf('>', lt);
    if (gt < 0) throw new SsmlError('unterminated tag');
    const tag = src.slice(lt + 1, gt);
    i = gt + 1;
    if (tag.startsWith('/')) {
      const name = tag.slice(1).trim();
      const f = stack.pop();
      if (!f || f.name !== name) throw new SsmlError(`</${name}> does not close ${f ? `<${f.name}>` : 'anything'}`);
      if (f.name === 'p' || f.name === 's' || f.name === 'prosody' || f.name === 'speak') flush(f.rate);
      if (f.name === 'p') pieces.push({ pauseMs: STRENGTH_MS.strong! });
      continue;
    }
    const selfClosing = tag.endsWith('/');
    const m = /^([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?$/.exec(tag);
    if (!m) throw new SsmlError(`malformed tag <${tag.slice(0, 40)}>`);
    const name = m[1]!;
    const attrs: Record<string, string> = {};
    for (const a of m[2]!.matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
      attrs[a[1]!] = decodeEntities(a[2] ?? a[3] ?? '');
    if (!stack.length && (name !== 'speak' || sawRoot)) throw new SsmlError('the document must be one <speak> element');
    const allowed = ALLOWED_ATTRS[name];
    const parent = top();
    const frame: Frame = {
      name,
      rate: parent?.rate ?? baseRate,
      spell: parent?.spell ?? false,
      skip: parent?.skip ?? false,
    };
    if (!allowed) {
      if (strict) throw new SsmlError(`<${name}> is not supported`);
    } else {
      for (const a of Object.keys(attrs))
        if (!allowed.includes(a)) throw new SsmlError(`<${name} ${a}="…">: attribute not supported`);
      if (name === 'speak') sawRoot = true;
      if (name === 'break') {
        flush(frame.rate);
        pieces.push({ pauseMs: parseBreak(attrs) });
      } else if (name === 'p' || name === 's') flush(frame.rate);
      else if (name === 'prosody') {
        flush(frame.rate);
        if (attrs.rate !== undefined) frame.rate = baseRate * parseRate(attrs.rate);
        if (frame.rate < MIN_RATE || frame.rate > MAX_RATE)
          throw new SsmlError(
            `<prosody rate="${attrs.rate}">: the resulting rate ${frame.rate.toFixed(2)} is outside ${MIN_RATE}..${MAX_RATE}`,
          );
      } else if (name === 'say-as') {
        const how = attrs['interpret-as'] ?? '';
        if (!SPELL.has(how))
          throw new SsmlError(`<say-as interpret-as="${how}">: only ${[...SPELL].join(', ')} are supported`);
        frame.spell = true;
      } else if (name === 'sub') {
        if (attrs.alias === undefined) throw new SsmlError('<sub> needs an alias');
        if (!frame.skip) buf += ` ${attrs.alias} `;
        frame.skip = true;
      }
    }
    if (!selfClosing) stack.push(frame);
  }
  if (stack.length) throw new SsmlError(`<${stack[stack.length - 1]!.name}> is not closed`);
  if (!sawRoot) throw new SsmlError('the document must be one <speak> element');
  flush(baseRate);
  // A trailing pause after the last paragraph says nothing.
  while (pieces.length && 'pauseMs' in pieces[pieces.length - 1]!) pieces.pop();
  return pieces;
}
