// What a revision changes, setting by setting, from the one before it (or from the revision it
// replaced, right after an activation): "decision.fraudRiskThreshold 55 → 40". The whole content
// side by side is one button away (Compare).
import { useId, useMemo } from 'react';
import { ArrowRightIcon, ErrorPanel, LoadingState } from '../../components/index.js';
import type { Revision } from '../../../../shared/domain/configsets.js';
import { useRevision } from './configsets.queries.js';
import { settingChanges, type SettingChange } from './json-paths.js';
import { diffLines, summarizeDiff } from './line-diff.js';
import { StateBadge, shortId } from './StateBadge.js';

export interface RevisionChangesProps {
  /** This revision's content. */
  content: string;
  /** The revision it is compared with. */
  baseline: Revision;
  /** Why this one: "the revision before it" or "the revision it replaced". */
  relation: string;
  onCompare?: (() => void) | undefined;
}

/** The changed settings as a list (empty: says the settings are the same). */
export function SettingChangeList({ changes, testId }: { changes: readonly SettingChange[]; testId: string }) {
  if (changes.length === 0)
    return (
      <p className="muted" data-testid={`${testId}-none`}>
        The same settings as that revision.
      </p>
    );
  return (
    <ul className="cs-change-list" data-testid={`${testId}-list`}>
      {changes.map((c) => (
        <Change key={c.path} c={c} />
      ))}
    </ul>
  );
}

function Change({ c }: { c: SettingChange }) {
  return (
    <li className={`cs-change cs-change-${c.kind}`} data-kind={c.kind} data-testid={`cs-change-${c.path}`}>
      <code className="cs-change-path">{c.path}</code>{' '}
      {c.kind === 'changed' && (
        <>
          <span className="cs-change-before">{c.before}</span> <ArrowRightIcon className="cs-change-arrow" />
          <span className="cs-sr-only"> changed to </span> <span className="cs-change-after">{c.after}</span>
        </>
      )}
      {c.kind === 'added' && (
        <>
          <span className="muted">set to</span> <span className="cs-change-after">{c.after}</span>{' '}
          <span className="muted">(not set before)</span>
        </>
      )}
      {c.kind === 'removed' && (
        <>
          <span className="muted">removed (was</span> <span className="cs-change-before">{c.before}</span>
          <span className="muted">)</span>
        </>
      )}
    </li>
  );
}

export function RevisionChanges({ content, baseline, relation, onCompare }: RevisionChangesProps) {
  const base = useRevision(baseline.revisionId);
  const headingId = useId();
  const changes = useMemo(
    () => (base.data ? settingChanges(base.data.content, content) : undefined),
    [base.data, content],
  );
  // Content that is not a JSON object: counted as lines instead.
  const lines = useMemo(
    () => (base.data && !changes ? summarizeDiff(diffLines(base.data.content, content)) : undefined),
    [base.data, changes, content],
  );
  return (
    <section className="cs-changes" aria-labelledby={headingId} data-testid="cs-changes">
      <div className="cs-changes-head">
        <h4 id={headingId}>
          Changes from revision <code title={baseline.revisionId}>{shortId(baseline.revisionId)}</code>
        </h4>
        <StateBadge state={baseline.state} testId="cs-changes-base-state" />
        <span className="muted">{relation}</span>
        <span className="spacer" />
        {onCompare && (
          <button type="button" className="link" onClick={onCompare} data-testid="cs-changes-compare">
            Compare whole content
          </button>
        )}
      </div>
      {base.isPending && <LoadingState label="Loading the revision to compare with…" />}
      {base.isError && <ErrorPanel error={base.error} compact testId="cs-changes-error" />}
      {changes && <SettingChangeList changes={changes} testId="cs-changes" />}
      {lines && (
        <p className="muted" data-testid="cs-changes-lines">
          +{lines.added} added · −{lines.removed} removed · ~{lines.changed} changed lines
        </p>
      )}
    </section>
  );
}
