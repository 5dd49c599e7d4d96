// Two revisions side by side as a line diff of their content: added, removed and changed lines
// highlighted, both sides numbered.
import { useMemo } from 'react';
import { ArrowRightIcon, ErrorPanel, LoadingState } from '../../components/index.js';
import type { Revision } from '../../../../shared/domain/configsets.js';
import { useRevision } from './configsets.queries.js';
import { diffLines, summarizeDiff, type DiffRow } from './line-diff.js';
import { newestFirst } from './RevisionTimeline.js';
import { shortId } from './StateBadge.js';

export interface CompareViewProps {
  revisions: readonly Revision[];
  left: string | undefined;
  right: string | undefined;
  onChange(left: string | undefined, right: string | undefined): void;
  onClose(): void;
}

const label = (r: Revision) =>
  `${shortId(r.revisionId)} · ${r.state.replace('STATE_', '')} · ${r.description || 'no description'}`;

export function DiffTable({ rows }: { rows: readonly DiffRow[] }) {
  return (
    <table className="cs-diff" data-testid="cs-diff">
      <colgroup>
        <col className="cs-diff-no" />
        <col />
        <col className="cs-diff-no" />
        <col />
      </colgroup>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i} className={`cs-diff-${r.kind}`} data-kind={r.kind} data-testid={`cs-diff-row-${i}`}>
            <td className="cs-ln">{r.left?.no ?? ''}</td>
            <td className="cs-diff-left">
              {r.kind === 'removed' || r.kind === 'changed' ? <span className="cs-sign">−</span> : null}
              {r.left?.text ?? ''}
            </td>
            <td className="cs-ln">{r.right?.no ?? ''}</td>
            <td className="cs-diff-right">
              {r.kind === 'added' || r.kind === 'changed' ? <span className="cs-sign">+</span> : null}
              {r.right?.text ?? ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CompareView({ revisions, left, right, onChange, onClose }: CompareViewProps) {
  const a = useRevision(left);
  const b = useRevision(right);
  const rows = useMemo(() => (a.data && b.data ? diffLines(a.data.content, b.data.content) : []), [a.data, b.data]);
  const sum = summarizeDiff(rows);
  const ordered = newestFirst(revisions);
  const picker = (value: string | undefined, set: (v: string) => void, name: string) => (
    <select
      value={value ?? ''}
      onChange={(e) => set(e.target.value)}
      aria-label={name}
      data-testid={`cs-compare-${name}`}
    >
      <option value="">Pick a revision…</option>
      {ordered.map((r) => (
        <option key={r.revisionId} value={r.revisionId}>
          {label(r)}
        </option>
      ))}
    </select>
  );
  return (
    <section className="panel cs-compare" data-testid="cs-compare" aria-label="Compare revisions">
      <div className="panel-title">
        <strong>Compare</strong>
        {picker(left, (v) => onChange(v || undefined, right), 'left')}
        <ArrowRightIcon />
        {picker(right, (v) => onChange(left, v || undefined), 'right')}
        <span className="spacer" />
        <button type="button" onClick={onClose} data-testid="cs-compare-close">
          Close
        </button>
      </div>
      {(!left || !right) && (
        <p className="muted">Pick two revisions (the checkboxes in the timeline, or the lists above).</p>
      )}
      {(a.isError || b.isError) && <ErrorPanel error={a.error ?? b.error} testId="cs-compare-error" />}
      {left && right && (a.isPending || b.isPending) && <LoadingState label="Loading both revisions…" />}
      {a.data && b.data && (
        <>
          <p className="cs-diff-summary" data-testid="cs-diff-summary">
            {sum.added + sum.removed + sum.changed === 0 ? (
              'The two revisions have the same content.'
            ) : (
              <>
                <span className="cs-add-text">+{sum.added} added</span> ·{' '}
                <span className="cs-del-text">−{sum.removed} removed</span> ·{' '}
                <span className="cs-chg-text">~{sum.changed} changed</span>
              </>
            )}
          </p>
          <DiffTable rows={rows} />
        </>
      )}
    </section>
  );
}
