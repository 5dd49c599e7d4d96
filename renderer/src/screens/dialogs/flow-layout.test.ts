import { describe, expect, it } from 'vitest';
import { BOX, layoutFlow } from './flow-layout.js';

const n = (id: string, ...to: string[]) => ({ id, transitions: to.map((t) => ({ toNodeId: t, label: `to ${t}` })) });

describe('layoutFlow', () => {
  it('puts nodes in columns by distance from the start, in the order their ways out are listed', () => {
    const l = layoutFlow([n('ask', 'ok', 'bad'), n('bad'), n('start', 'ask'), n('ok', 'end'), n('end')], 'start');
    const at = Object.fromEntries(l.nodes.map((p) => [p.id, [p.col, p.row]]));
    expect(at).toEqual({ start: [0, 0], ask: [1, 0], ok: [2, 0], bad: [2, 1], end: [3, 0] });
    expect(l.width).toBe(BOX.pad * 2 + 4 * BOX.w + 3 * BOX.gapX);
    expect(l.edges.map((e) => [e.from, e.to, e.back])).toEqual([
      ['ask', 'ok', false],
      ['ask', 'bad', false],
      ['start', 'ask', false],
      ['ok', 'end', false],
    ]);
  });

  it('marks a loop as a back edge drawn below the boxes, and places unreachable nodes last', () => {
    const l = layoutFlow([n('start', 'ask'), n('ask', 'ask', 'start'), n('orphan')], 'start');
    expect(l.nodes.find((p) => p.id === 'orphan')!.col).toBe(2);
    const back = l.edges.filter((e) => e.back);
    expect(back.map((e) => [e.from, e.to])).toEqual([
      ['ask', 'ask'],
      ['ask', 'start'],
    ]);
    for (const e of back) expect(e.labelY).toBeGreaterThan(BOX.pad + BOX.h);
    expect(l.height).toBeGreaterThan(back[1]!.labelY);
  });

  it('ignores ways out to nodes of other components and copes with no nodes', () => {
    expect(layoutFlow([n('start', 'elsewhere')], 'start').edges).toEqual([]);
    expect(layoutFlow([], '')).toMatchObject({ nodes: [], edges: [] });
  });
});
