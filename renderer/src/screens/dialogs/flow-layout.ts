// Where each node of a dialog component goes in the Dialogs screen's flow picture: columns by
// distance from the start node (breadth first, in the order the ways out are listed), nodes no way
// reaches in a last column, and each way out as an edge, a back edge when it goes to an earlier or
// the same column (drawn as a curve below the boxes). Pure, so it is tested on its own.

export interface LayoutNode {
  id: string;
  transitions: readonly { toNodeId: string; label: string }[];
}

export interface PlacedNode {
  id: string;
  col: number;
  row: number;
  x: number;
  y: number;
}

export interface PlacedEdge {
  from: string;
  to: string;
  label: string;
  back: boolean;
  /** SVG path from the source's right side to the target's left side. */
  d: string;
  /** Where the label goes. */
  labelX: number;
  labelY: number;
}

export interface FlowLayout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
}

export const BOX = { w: 200, h: 56, gapX: 70, gapY: 28, pad: 16 } as const;

export function layoutFlow(nodes: readonly LayoutNode[], startId: string): FlowLayout {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const col = new Map<string, number>();
  const order: string[] = [];
  const queue: string[] = [];
  const first = byId.has(startId) ? startId : nodes[0]?.id;
  if (first) {
    col.set(first, 0);
    queue.push(first);
  }
  while (queue.length) {
    const id = queue.shift()!;
    order.push(id);
    for (const t of byId.get(id)?.transitions ?? [])
      if (t.toNodeId && byId.has(t.toNodeId) && !col.has(t.toNodeId)) {
        col.set(t.toNodeId, col.get(id)! + 1);
        queue.push(t.toNodeId);
      }
  }
  const reached = order.length ? Math.max(...order.map((id) => col.get(id)!)) + 1 : 0;
  for (const n of nodes)
    if (!col.has(n.id)) {
      col.set(n.id, reached);
      order.push(n.id);
    }
  const rows = new Map<number, number>();
  const placed = new Map<string, PlacedNode>();
  for (const id of order) {
    const c = col.get(id)!;
    const r = rows.get(c) ?? 0;
    rows.set(c, r + 1);
    placed.set(id, {
      id,
      col: c,
      row: r,
      x: BOX.pad + c * (BOX.w + BOX.gapX),
      y: BOX.pad + r * (BOX.h + BOX.gapY),
    });
  }
  const cols = Math.max(0, ...[...placed.values()].map((p) => p.col + 1));
  const maxRows = Math.max(0, ...rows.values());
  const bottom = BOX.pad + maxRows * (BOX.h + BOX.gapY);
  const edges: PlacedEdge[] = [];
  let backs = 0;
  for (const n of nodes)
    for (const t of n.transitions) {
      const a = placed.get(n.id);
      const b = t.toNodeId ? placed.get(t.toNodeId) : undefined;
      if (!a || !b) continue;
      const back = b.col <= a.col;
      const x1 = a.x + BOX.w;
      const y1 = a.y + BOX.h / 2;
      const x2 = b.x;
      const y2 = b.y + BOX.h / 2;
      if (!back) {
        const mx = (x1 + x2) / 2;
        edges.push({
          from: n.id,
          to: b.id,
          label: t.label,
          back,
          d: `M ${x1} ${y1} C ${mx} ${y1}, ${mx} ${y2}, ${x2} ${y2}`,
          labelX: mx,
          labelY: (y1 + y2) / 2 - 4,
        });
      } else {
        // Round the boxes below: out of the source's bottom, along a lane under every row, into the target's bottom.
        const lane = bottom + 10 + (backs++ % 4) * 10;
        const sx = a.x + BOX.w / 2;
        const tx = b.x + BOX.w / 2 + 10;
        edges.push({
          from: n.id,
          to: b.id,
          label: t.label,
          back,
          d: `M ${sx} ${a.y + BOX.h} C ${sx} ${lane}, ${tx} ${lane}, ${tx} ${b.y + BOX.h}`,
          labelX: (sx + tx) / 2,
          labelY: lane - 2,
        });
      }
    }
  return {
    nodes: [...placed.values()],
    edges,
    width: BOX.pad * 2 + cols * BOX.w + Math.max(0, cols - 1) * BOX.gapX,
    height: bottom + (backs ? 60 : 0) + BOX.pad,
  };
}
