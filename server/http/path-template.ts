// google.api.http path templates: literal segments, `*`, `**`, `{field.path}` and
// `{field.path=pattern/*}` variables, and a trailing custom verb (`.../{id}:activate`).
//   Template = "/" Segments [ ":" Verb ];  Segment = "*" | "**" | LITERAL | "{" FieldPath [ "=" Segments ] "}"

type Segment = { kind: 'literal'; value: string } | { kind: 'any' } | { kind: 'rest' };

interface Variable {
  fieldPath: string;
  /** Index of the variable's first segment and how many it spans (`rest` spans to the end). */
  start: number;
  end: number;
}

export interface PathTemplate {
  source: string;
  segments: Segment[];
  variables: Variable[];
  verb: string | undefined;
}

/** Parses a template; throws on syntax google.api.http does not allow. */
export function parseTemplate(source: string): PathTemplate {
  if (!source.startsWith('/')) throw new Error(`path template must start with "/": ${source}`);
  let depth = 0;
  let verbAt = -1;
  const cuts: number[] = [];
  for (let i = 1; i < source.length; i++) {
    const ch = source[i];
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (ch === '/' && depth === 0) cuts.push(i);
    else if (ch === ':' && depth === 0) verbAt = i;
    if (depth < 0 || depth > 1) throw new Error(`unbalanced braces in path template ${source}`);
  }
  if (depth !== 0) throw new Error(`unbalanced braces in path template ${source}`);
  if (verbAt !== -1 && cuts.some((c) => c > verbAt)) throw new Error(`":" may only start the verb in ${source}`);
  const body = verbAt === -1 ? source : source.slice(0, verbAt);
  const verb = verbAt === -1 ? undefined : source.slice(verbAt + 1);
  if (verb === '') throw new Error(`empty verb in path template ${source}`);

  const segments: Segment[] = [];
  const variables: Variable[] = [];
  for (const token of splitTop(body.slice(1))) {
    if (token.startsWith('{')) {
      const inner = token.slice(1, -1);
      const eq = inner.indexOf('=');
      const fieldPath = eq === -1 ? inner : inner.slice(0, eq);
      if (!/^[A-Za-z_]\w*(\.[A-Za-z_]\w*)*$/.test(fieldPath))
        throw new Error(`bad variable "${fieldPath}" in ${source}`);
      const pattern = eq === -1 ? ['*'] : inner.slice(eq + 1).split('/');
      const start = segments.length;
      for (const p of pattern) segments.push(segmentOf(p, source));
      variables.push({ fieldPath, start, end: segments.length });
    } else {
      segments.push(segmentOf(token, source));
    }
  }
  const restAt = segments.findIndex((s) => s.kind === 'rest');
  if (restAt !== -1 && restAt !== segments.length - 1) throw new Error(`"**" must be the last segment in ${source}`);
  return { source, segments, variables, verb };
}

function splitTop(s: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of s) {
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    if (ch === '/' && depth === 0) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

function segmentOf(token: string, source: string): Segment {
  if (token === '*') return { kind: 'any' };
  if (token === '**') return { kind: 'rest' };
  if (!token || /[{}*]/.test(token)) throw new Error(`bad segment "${token}" in path template ${source}`);
  return { kind: 'literal', value: token };
}

/**
 * Matches a request path (no query string, still percent-encoded) against a template and returns
 * the decoded variable values by field path, or undefined when it does not match.
 */
export function matchTemplate(t: PathTemplate, rawPath: string): Map<string, string> | undefined {
  return pathMatcher(rawPath)(t);
}

/**
 * A matcher for one request path against many templates: the path is cut and decoded once (once
 * per custom verb), not once per template tried.
 */
export function pathMatcher(rawPath: string): (t: PathTemplate) => Map<string, string> | undefined {
  const split = new Map<string | undefined, string[] | undefined>();
  const partsFor = (verb: string | undefined): string[] | undefined => {
    if (split.has(verb)) return split.get(verb);
    let parts: string[] | undefined;
    if (verb === undefined) parts = decodedParts(rawPath);
    else if (rawPath.endsWith(`:${verb}`)) parts = decodedParts(rawPath.slice(0, -(verb.length + 1)));
    split.set(verb, parts);
    return parts;
  };
  return (t) => {
    const decoded = partsFor(t.verb);
    return decoded && matchParts(t, decoded);
  };
}

function decodedParts(path: string): string[] | undefined {
  if (!path.startsWith('/')) return undefined;
  const parts = path.slice(1).split('/');
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i] as string;
    if (!p.includes('%')) continue;
    try {
      parts[i] = decodeURIComponent(p);
    } catch {
      return undefined;
    }
  }
  return parts;
}

function matchParts(t: PathTemplate, decoded: string[]): Map<string, string> | undefined {
  const last = t.segments[t.segments.length - 1];
  const hasRest = last?.kind === 'rest';
  const fixed = hasRest ? t.segments.length - 1 : t.segments.length;
  if (hasRest ? decoded.length < fixed : decoded.length !== fixed) return undefined;
  for (let i = 0; i < fixed; i++) {
    const seg = t.segments[i] as Segment;
    const part = decoded[i] as string;
    if (seg.kind === 'literal' ? part !== seg.value : part === '') return undefined;
  }
  const values = new Map<string, string>();
  for (const v of t.variables) {
    const end = t.segments[v.end - 1]?.kind === 'rest' ? decoded.length : v.end;
    values.set(v.fieldPath, decoded.slice(v.start, end).join('/'));
  }
  return values;
}

/**
 * Orders templates from most to least specific, so the first match wins: a custom verb beats
 * none, then segment by segment a literal beats `*`, which beats `**`.
 */
export function compareSpecificity(a: PathTemplate, b: PathTemplate): number {
  if ((a.verb !== undefined) !== (b.verb !== undefined)) return a.verb !== undefined ? -1 : 1;
  const rank = (s: Segment | undefined) => (s === undefined ? 3 : s.kind === 'literal' ? 0 : s.kind === 'any' ? 1 : 2);
  const n = Math.max(a.segments.length, b.segments.length);
  for (let i = 0; i < n; i++) {
    const d = rank(a.segments[i]) - rank(b.segments[i]);
    if (d !== 0) return d;
  }
  return 0;
}
