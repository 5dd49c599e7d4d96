// A JSON value as a tree people can read: objects and arrays fold open and closed (the first
// levels open), keys in one column, strings quoted, everything selectable.
import { useState } from 'react';
import { ChevronDownIcon, ChevronRightIcon } from '../../components/icons';

function Leaf({ value }: { value: unknown }) {
  if (value === null) return <span className="jt-null">null</span>;
  if (typeof value === 'string') return <span className="jt-string">"{value}"</span>;
  if (typeof value === 'number') return <span className="jt-number">{value}</span>;
  if (typeof value === 'boolean') return <span className="jt-bool">{String(value)}</span>;
  return <span>{String(value)}</span>;
}

function Node({ name, value, depth }: { name: string; value: unknown; depth: number }) {
  const branch = value !== null && typeof value === 'object';
  const [open, setOpen] = useState(depth < 3);
  if (!branch)
    return (
      <li>
        <span className="jt-key">{name}</span>: <Leaf value={value} />
      </li>
    );
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  const summary = Array.isArray(value) ? `[${entries.length}]` : `{${entries.length}}`;
  return (
    <li>
      <button
        type="button"
        className="jt-toggle ghost"
        aria-expanded={open}
        aria-label={`${open ? 'Collapse' : 'Expand'} ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <ChevronDownIcon /> : <ChevronRightIcon />}
      </button>
      <span className="jt-key">{name}</span> <span className="muted">{summary}</span>
      {open && (
        <ul>
          {entries.map(([k, v]) => (
            <Node key={k} name={k} value={v} depth={depth + 1} />
          ))}
        </ul>
      )}
    </li>
  );
}

export function JsonTree({ value, label, testId }: { value: unknown; label: string; testId?: string }) {
  const entries = value && typeof value === 'object' ? Object.entries(value) : [];
  return (
    <ul className="json-tree" aria-label={label} data-testid={testId}>
      {entries.map(([k, v]) => (
        <Node key={k} name={k} value={v} depth={0} />
      ))}
    </ul>
  );
}
