import { describe, expect, it } from 'vitest';
import { diffLines, splitLines, summarizeDiff } from './line-diff.js';

const kinds = (l: string, r: string) => diffLines(l, r).map((x) => x.kind);

describe('diffLines', () => {
  it('marks identical texts as all same, numbering both sides', () => {
    const rows = diffLines('a\nb\nc', 'a\nb\nc');
    expect(rows.map((r) => r.kind)).toEqual(['same', 'same', 'same']);
    expect(rows[2]).toEqual({ kind: 'same', left: { no: 3, text: 'c' }, right: { no: 3, text: 'c' } });
  });

  it('pairs a replaced line as changed', () => {
    const rows = diffLines('{\n  "t": 55\n}', '{\n  "t": 40\n}');
    expect(rows.map((r) => r.kind)).toEqual(['same', 'changed', 'same']);
    expect(rows[1]).toEqual({
      kind: 'changed',
      left: { no: 2, text: '  "t": 55' },
      right: { no: 2, text: '  "t": 40' },
    });
  });

  it('shows insertions and deletions on one side only, keeping line numbers right', () => {
    const rows = diffLines('a\nb\nc\nd', 'a\nc\nd\ne');
    expect(rows).toEqual([
      { kind: 'same', left: { no: 1, text: 'a' }, right: { no: 1, text: 'a' } },
      { kind: 'removed', left: { no: 2, text: 'b' } },
      { kind: 'same', left: { no: 3, text: 'c' }, right: { no: 2, text: 'c' } },
      { kind: 'same', left: { no: 4, text: 'd' }, right: { no: 3, text: 'd' } },
      { kind: 'added', right: { no: 4, text: 'e' } },
    ]);
  });

  it('pairs what it can in a block and leaves the rest as added or removed', () => {
    expect(kinds('x\n1\n2\ny', 'x\nA\nB\nC\ny')).toEqual(['same', 'changed', 'changed', 'added', 'same']);
    expect(kinds('x\n1\n2\n3\ny', 'x\nA\ny')).toEqual(['same', 'changed', 'removed', 'removed', 'same']);
  });

  it('handles empty texts and trailing newlines', () => {
    expect(diffLines('', '')).toEqual([]);
    expect(kinds('', 'a\nb')).toEqual(['added', 'added']);
    expect(kinds('a\nb\n', '')).toEqual(['removed', 'removed']);
    expect(kinds('a\r\nb\n', 'a\nb')).toEqual(['same', 'same']);
    expect(splitLines('a\n')).toEqual(['a']);
  });

  it('finds the longest common part, not just the first match', () => {
    // Keeping b,c,d (three lines) beats keeping the early "d" (one line); which of the two equal
    // "d" lines pairs with the kept one is the diff's choice.
    expect(kinds('d\nb\nc\nd', 'b\nc\nd\nd')).toEqual(['removed', 'same', 'same', 'same', 'added']);
    const s = summarizeDiff(diffLines('d\nb\nc\nd', 'b\nc\nd\nd'));
    expect(s).toEqual({ added: 1, removed: 1, changed: 0, same: 3 });
  });

  it('keeps every line of both texts exactly once, in order', () => {
    const left = Array.from({ length: 60 }, (_, i) => `l${i % 7}`).join('\n');
    const right = Array.from({ length: 55 }, (_, i) => `l${(i * 3) % 8}`).join('\n');
    const rows = diffLines(left, right);
    expect(rows.flatMap((r) => (r.left ? [r.left.text] : []))).toEqual(splitLines(left));
    expect(rows.flatMap((r) => (r.right ? [r.right.text] : []))).toEqual(splitLines(right));
    for (const r of rows) if (r.kind === 'same') expect(r.left!.text).toBe(r.right!.text);
  });
});

describe('diffLines on long texts', () => {
  it('diffs two texts of 10,000 lines with a few changes in small memory', () => {
    const left = Array.from({ length: 10_000 }, (_, i) => `  "setting${i}": ${i},`).join('\n');
    const lines = left.split('\n');
    lines[17] = '  "setting17": 1700,';
    lines.splice(5000, 1);
    lines.push('  "added": true');
    const before = process.memoryUsage().heapUsed;
    const s = summarizeDiff(diffLines(left, lines.join('\n')));
    expect(s).toEqual({ added: 1, removed: 1, changed: 1, same: 9_998 });
    // A table of every pair of lines would be 10,000 x 10,000 cells (400 MB of 32-bit counts).
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(64 * 2 ** 20);
  });
});
