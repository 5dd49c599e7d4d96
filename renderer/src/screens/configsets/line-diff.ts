// A side-by-side line diff: a shortest edit script of lines (the `diff` package), then runs of
// removed lines followed by added lines are paired as changed rows.
import { diffArrays } from 'diff';

export type DiffKind = 'same' | 'added' | 'removed' | 'changed';

export interface DiffSide {
  /** 1-based line number in its text. */
  no: number;
  text: string;
}

export interface DiffRow {
  kind: DiffKind;
  left?: DiffSide;
  right?: DiffSide;
}

export interface DiffSummary {
  added: number;
  removed: number;
  changed: number;
  same: number;
}

type Op = { op: '=' | '-' | '+'; a?: number; b?: number };

export function splitLines(text: string): string[] {
  if (text === '') return [];
  return text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
}

/**
 * Edit script turning `a` into `b`, as '=', '-' (only in a) and '+' (only in b) steps: the `diff`
 * package's Myers diff, whose time and memory grow with the lines that differ (a table of every
 * pair of lines, as before, needed 400 MB for two texts of 10,000 lines).
 */
function editScript(a: readonly string[], b: readonly string[]): Op[] {
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  for (const part of diffArrays([...a], [...b])) {
    for (let k = 0; k < part.value.length; k++) {
      if (part.added) ops.push({ op: '+', b: j++ });
      else if (part.removed) ops.push({ op: '-', a: i++ });
      else ops.push({ op: '=', a: i++, b: j++ });
    }
  }
  return ops;
}

/** Rows for a two-column view of `left` against `right`. */
export function diffLines(left: string, right: string): DiffRow[] {
  const a = splitLines(left);
  const b = splitLines(right);
  const ops = editScript(a, b);
  const rows: DiffRow[] = [];
  const side = (lines: readonly string[], k: number): DiffSide => ({ no: k + 1, text: lines[k]! });
  for (let k = 0; k < ops.length;) {
    const o = ops[k]!;
    if (o.op === '=') {
      rows.push({ kind: 'same', left: side(a, o.a!), right: side(b, o.b!) });
      k++;
      continue;
    }
    // A block of changes: its removals and additions, paired line by line.
    const removed: number[] = [];
    const added: number[] = [];
    while (k < ops.length && ops[k]!.op !== '=') {
      const c = ops[k++]!;
      if (c.op === '-') removed.push(c.a!);
      else added.push(c.b!);
    }
    const pairs = Math.min(removed.length, added.length);
    for (let p = 0; p < pairs; p++)
      rows.push({ kind: 'changed', left: side(a, removed[p]!), right: side(b, added[p]!) });
    for (const r of removed.slice(pairs)) rows.push({ kind: 'removed', left: side(a, r) });
    for (const r of added.slice(pairs)) rows.push({ kind: 'added', right: side(b, r) });
  }
  return rows;
}

export function summarizeDiff(rows: readonly DiffRow[]): DiffSummary {
  const s: DiffSummary = { added: 0, removed: 0, changed: 0, same: 0 };
  for (const r of rows) s[r.kind]++;
  return s;
}
