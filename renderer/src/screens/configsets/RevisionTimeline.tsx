// A configset's revisions as a timeline, newest first: state, who and when, description. A click
// opens a revision; the checkboxes pick two revisions to compare.
import { DateTime } from '../../components/index.js';
import type { Revision } from '../../../../shared/domain/configsets.js';
import { StateBadge, shortId, who } from './StateBadge.js';

export interface RevisionTimelineProps {
  revisions: readonly Revision[];
  selected?: string | undefined;
  onSelect(revisionId: string): void;
  picked: readonly string[];
  onPick(revisionId: string, on: boolean): void;
}

/** Newest first (the server's order, made sure of). */
export function newestFirst(revisions: readonly Revision[]): Revision[] {
  return [...revisions].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
}

export function RevisionTimeline({ revisions, selected, onSelect, picked, onPick }: RevisionTimelineProps) {
  return (
    <ol className="cs-timeline" data-testid="cs-timeline" aria-label="Revisions, newest first">
      {newestFirst(revisions).map((r) => (
        <li
          key={r.revisionId}
          className={`cs-rev cs-rev-${r.state.toLowerCase()}${r.revisionId === selected ? ' cs-rev-selected' : ''}`}
          data-testid={`cs-rev-${r.revisionId}`}
          data-state={r.state}
        >
          <span className="cs-dot" aria-hidden="true" />
          <div className="cs-rev-body">
            <div className="cs-rev-head">
              <button
                type="button"
                className="link"
                onClick={() => onSelect(r.revisionId)}
                aria-pressed={r.revisionId === selected}
                title={r.revisionId}
                data-testid={`cs-rev-open-${r.revisionId}`}
              >
                <code>{shortId(r.revisionId)}</code>
              </button>
              <StateBadge state={r.state} testId={`cs-rev-state-${r.revisionId}`} />
              <span className="spacer" />
              <label className="cs-pick">
                <input
                  type="checkbox"
                  checked={picked.includes(r.revisionId)}
                  onChange={(e) => onPick(r.revisionId, e.target.checked)}
                  aria-label={`Compare revision ${shortId(r.revisionId)}`}
                  data-testid={`cs-rev-pick-${r.revisionId}`}
                />
                compare
              </label>
            </div>
            {r.description && <div className="cs-rev-desc">{r.description}</div>}
            <div className="cs-rev-meta muted">
              created <DateTime value={r.createdAt ?? ''} /> by {who(r.createdBy) || '—'}
              {r.updatedAt && r.updatedAt !== r.createdAt && (
                <>
                  {' '}
                  · updated <DateTime value={r.updatedAt} /> by {who(r.updatedBy) || '—'}
                </>
              )}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
