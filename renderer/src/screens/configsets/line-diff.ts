// A side-by-side line diff: the longest common subsequence of lines (common prefix and suffix
// trimmed first), then runs of removed lines followed by added lines are paired as changed rows.

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

/** Edit script turning `a` into `b`, as '=', '-' (only in a) and '+' (only in b) steps. */
function editScript(a: readonly string[], b: readonly string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const n = endA - start;
  const m = endB - start;
  // lcs[i][j] = LCS length of a[start+i..endA) and b[start+j..endB), flattened.
  const w = m + 1;
  const lcs = new Uint32Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * w + j] =
        a[start + i] === b[start + j]
          ? lcs[(i + 1) * w + j + 1]! + 1
          : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
    }
  }
  const ops: Op[] = [];
  for (let k = 0; k < start; k++) ops.push({ op: '=', a: k, b: k });
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[start + i] === b[start + j]) {
      ops.push({ op: '=', a: start + i++, b: start + j++ });
    } else if (j < m && (i >= n || lcs[i * w + j + 1]! >= lcs[(i + 1) * w + j]!)) {
      ops.push({ op: '+', b: start + j++ });
    } else {
      ops.push({ op: '-', a: start + i++ });
    }
  }
  for (let k = 0; k < a.length - endA; k++) ops.push({ op: '=', a: endA + k, b: endB + k });
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
