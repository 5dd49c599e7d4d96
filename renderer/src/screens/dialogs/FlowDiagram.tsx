// A dialog component's nodes as a picture: boxes in columns from the start node (flow-layout.ts),
// arrows for the ways out with their labels, the selected node outlined. Each box is a button
// (Enter or Space opens it); the node list beside it says the same in text.
import type { KeyboardEvent } from 'react';
import type { DialogNode } from '../../../../shared/ipc/channels/dialogs.js';
import { BOX, layoutFlow } from './flow-layout.js';

const TYPE_LABEL: Record<string, string> = {
  dialog: 'start',
  message: 'message',
  decision: 'decision',
  questionanswer: 'question',
  questionrouter: 'question router',
  intentmapper: 'intent mapper',
  dataaccess: 'data access',
  end: 'external action',
};
export const typeLabel = (t: string) => TYPE_LABEL[t] ?? t;

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

export function FlowDiagram({
  name,
  nodes,
  startNodeId,
  selected,
  onSelect,
}: {
  name: string;
  nodes: readonly DialogNode[];
  startNodeId: string;
  selected: string | undefined;
  onSelect: (id: string) => void;
}) {
  const l = layoutFlow(nodes, startNodeId);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const key = (id: string) => (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(id);
    }
  };
  return (
    <div className="flow-scroll" data-testid="flow-diagram">
      <svg
        className="flow-svg"
        width={l.width}
        height={l.height}
        viewBox={`0 0 ${l.width} ${l.height}`}
        role="group"
        aria-label={`Flow of ${name}: ${nodes.length} nodes`}
      >
        <defs>
          <marker id="flow-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M 0 0 L 10 5 L 0 10 z" className="flow-arrowhead" />
          </marker>
        </defs>
        <g aria-hidden="true">
          {l.edges.map((e, i) => (
            <g key={i} className={e.back ? 'flow-edge back' : 'flow-edge'}>
              <path d={e.d} markerEnd="url(#flow-arrow)" />
              {e.label && (
                <text x={e.labelX} y={e.labelY} textAnchor="middle" className="flow-edge-label">
                  {clip(e.label, 22)}
                </text>
              )}
            </g>
          ))}
        </g>
        {l.nodes.map((p) => {
          const n = byId.get(p.id)!;
          return (
            <g
              key={p.id}
              transform={`translate(${p.x} ${p.y})`}
              className={`flow-node t-${n.type}${selected === n.id ? ' selected' : ''}`}
              role="button"
              tabIndex={0}
              aria-pressed={selected === n.id}
              onClick={() => onSelect(n.id)}
              onKeyDown={key(n.id)}
              data-testid="flow-node"
              data-node={n.name}
            >
              {/* The name comes from the box's visible text; the full name, when clipped, is its description. */}
              <desc>{n.name || n.id}</desc>
              <rect width={BOX.w} height={BOX.h} rx="6" />
              <text x="10" y="21" className="flow-node-name">
                {clip(n.name || n.id, 24)}
              </text>
              <text x="10" y="41" className="flow-node-type">
                {typeLabel(n.type)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
