// Where a setting lives in configset JSON text: violation fields (content.decision.fraudRiskThreshold)
// to key paths, key paths to the line that holds them, and reading/writing one setting.

/** `content.decision.weights.voice` -> ['decision', 'weights', 'voice']; fields outside the content -> undefined. */
export function contentPathOf(field: string): string[] | undefined {
  const parts = field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  if (parts[0] === 'content') return parts.slice(1);
  return undefined;
}

export const pathKey = (path: readonly string[]) => path.join('.');

/**
 * The 1-based line of every key path in JSON text (the line where the key is written; '' is line 1).
 * Tolerates broken JSON: it reports what it could read.
 */
export function keyLines(text: string): Map<string, number> {
  const out = new Map<string, number>([['', 1]]);
  const stack: { kind: 'obj' | 'arr'; path: string[]; index: number; key?: string }[] = [];
  let line = 1;
  let pendingKey: { key: string; line: number } | undefined;
  let i = 0;
  const childPath = (): string[] | undefined => {
    const top = stack[stack.length - 1];
    if (!top) return [];
    if (top.kind === 'arr') return [...top.path, String(top.index)];
    return top.key !== undefined ? [...top.path, top.key] : undefined;
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\n') line++;
    if (ch === '"') {
      let j = i + 1;
      let s = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\') {
          s += text[j + 1] ?? '';
          j += 2;
        } else {
          if (text[j] === '\n') line++;
          s += text[j++];
        }
      }
      const top = stack[stack.length - 1];
      if (top?.kind === 'obj' && top.key === undefined) pendingKey = { key: s, line };
      i = j + 1;
      continue;
    }
    if (ch === ':' && pendingKey) {
      const top = stack[stack.length - 1]!;
      top.key = pendingKey.key;
      out.set(pathKey([...top.path, top.key]), pendingKey.line);
      pendingKey = undefined;
    } else if (ch === '{' || ch === '[') {
      const path = childPath() ?? [];
      stack.push({ kind: ch === '{' ? 'obj' : 'arr', path, index: 0 });
    } else if (ch === '}' || ch === ']') {
      stack.pop();
    } else if (ch === ',') {
      const top = stack[stack.length - 1];
      if (top?.kind === 'obj') top.key = undefined;
      else if (top) top.index++;
    }
    i++;
  }
  return out;
}

/** The line for a path: its own key, else the nearest parent that is written (e.g. the service). */
export function lineOfPath(lines: Map<string, number>, path: readonly string[]): number {
  for (let n = path.length; n >= 0; n--) {
    const l = lines.get(pathKey(path.slice(0, n)));
    if (l !== undefined) return l;
  }
  return 1;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export function getAt(value: unknown, path: readonly string[]): unknown {
  let cur = value;
  for (const p of path) {
    if (!isObj(cur)) return undefined;
    cur = cur[p];
  }
  return cur;
}

/** A copy of `root` with the setting at `path` set, or removed when `v` is undefined (emptied parents go too). */
export function setAt(root: Obj, path: readonly string[], v: unknown): Obj {
  const [head, ...rest] = path;
  if (head === undefined) return root;
  const out: Obj = { ...root };
  if (rest.length === 0) {
    if (v === undefined) delete out[head];
    else out[head] = v;
    return out;
  }
  const child = setAt(isObj(root[head]) ? root[head] : {}, rest, v);
  if (Object.keys(child).length === 0) delete out[head];
  else out[head] = child;
  return out;
}

/** Parses content text as a JSON object, or says why not. */
export function parseContent(text: string): { ok: true; value: Obj } | { ok: false; message: string } {
  try {
    const v: unknown = JSON.parse(text);
    return isObj(v) ? { ok: true, value: v } : { ok: false, message: 'The content must be a JSON object.' };
  } catch (err) {
    return { ok: false, message: `Not valid JSON: ${(err as Error).message}` };
  }
}

/** One setting that differs between two contents: its dotted path and its value before and after (JSON text). */
export interface SettingChange {
  path: string;
  kind: 'added' | 'removed' | 'changed';
  before?: string;
  after?: string;
}

/** Every setting (leaf; arrays count as one value) of an object, by dotted path, as JSON text. */
function leaves(root: Obj, prefix: string[] = [], out = new Map<string, string>()): Map<string, string> {
  for (const [k, v] of Object.entries(root)) {
    const path = [...prefix, k];
    if (isObj(v) && Object.keys(v).length > 0) leaves(v, path, out);
    else out.set(pathKey(path), JSON.stringify(v));
  }
  return out;
}

/**
 * The settings that differ from `before` to `after`, in the order they are written (after's keys,
 * then the removed ones); undefined when either text is not a JSON object.
 */
export function settingChanges(before: string, after: string): SettingChange[] | undefined {
  const a = parseContent(before);
  const b = parseContent(after);
  if (!a.ok || !b.ok) return undefined;
  const old = leaves(a.value);
  const now = leaves(b.value);
  const out: SettingChange[] = [];
  for (const [path, value] of now) {
    const was = old.get(path);
    if (was === undefined) out.push({ path, kind: 'added', after: value });
    else if (was !== value) out.push({ path, kind: 'changed', before: was, after: value });
  }
  for (const [path, value] of old) if (!now.has(path)) out.push({ path, kind: 'removed', before: value });
  return out;
}
