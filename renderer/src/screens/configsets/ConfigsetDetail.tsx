// One configset: its header (type, active revision, description, delete), the revision timeline,
// and beside it the selected revision (with its changes from the one before), the comparison of
// two revisions, or the new-revision editor. Activated from the editor: the new revision opens with
// the focus, says which revision it replaced, and shows its changes from that one.
import { useState } from 'react';
import {
  ActionButton,
  ConfirmDialog,
  EmptyState,
  ErrorPanel,
  LoadingState,
  Field,
  OverflowMenu,
} from '../../components/index.js';
import { ReasonField, reasonOf } from '../../components/ReasonField.js';
import { useCan } from '../../app/can.js';
import { shortName, type ConfigsetSummary, type Revision } from '../../../../shared/domain/configsets.js';
import { CompareView } from './CompareView.js';
import { useConfigsetMutation, useRevisions } from './configsets.queries.js';
import { RevisionEditor } from './RevisionEditor.js';
import { RevisionTimeline, newestFirst } from './RevisionTimeline.js';
import { RevisionView } from './RevisionView.js';
import { shortId } from './StateBadge.js';

export interface ConfigsetDetailProps {
  summary: ConfigsetSummary;
  configsets: readonly ConfigsetSummary[];
  revisionId: string | undefined;
  openRevision(revisionId: string | undefined): void;
  onDeleted(): void;
}

type Mode = { kind: 'view' } | { kind: 'compare' } | { kind: 'edit'; from?: string | undefined };

export function ConfigsetDetail({ summary, configsets, revisionId, openRevision, onDeleted }: ConfigsetDetailProps) {
  const id = summary.configsetId;
  const revisions = useRevisions(id);
  const can = useCan('configsets.write');
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [picked, setPicked] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteReason, setDeleteReason] = useState('');
  const [editingDesc, setEditingDesc] = useState<string>();
  /** The revision just activated from the editor and the one it replaced. */
  const [activated, setActivated] = useState<{ revisionId: string; previous?: Revision | undefined }>();
  const remove = useConfigsetMutation('configsets.delete');
  const describe = useConfigsetMutation('configsets.updateDescription');

  const list = revisions.data ? newestFirst(revisions.data.revisions) : [];
  const shown = revisionId ?? summary.active?.revisionId ?? list[0]?.revisionId;
  const pick = (rev: string, on: boolean) =>
    setPicked((p) => (on ? [...p.filter((x) => x !== rev), rev].slice(-2) : p.filter((x) => x !== rev)));
  const [left, right] = (() => {
    // Older on the left, newer on the right.
    const chosen = list.filter((r) => picked.includes(r.revisionId)).map((r) => r.revisionId);
    return [chosen[1] ?? chosen[0], chosen[1] ? chosen[0] : undefined];
  })();
  // What the shown revision is compared with: the one it replaced when just activated, else the one before it.
  const justActivated = activated && activated.revisionId === shown ? activated : undefined;
  const at = list.findIndex((r) => r.revisionId === shown);
  const replaced = justActivated?.previous;
  // The replaced revision as the timeline has it now (INACTIVE once the list is read again).
  const baseline = replaced
    ? (list.find((r) => r.revisionId === replaced.revisionId) ?? replaced)
    : at >= 0
      ? list[at + 1]
      : undefined;

  return (
    <div className="cs-detail" data-testid="cs-detail">
      <header className="panel cs-head">
        <div className="cs-head-row">
          <h3 data-testid="cs-detail-id">{id}</h3>
          <span className="muted">{shortName(summary.type)}</span>
          <span className="muted" data-testid="cs-detail-active">
            {summary.active ? (
              <>
                active revision <code title={summary.active.revisionId}>{shortId(summary.active.revisionId)}</code>
              </>
            ) : (
              'no active revision'
            )}
          </span>
          <span className="spacer" />
          <ActionButton
            can={can}
            reasonDisplay="tooltip"
            className="primary"
            onClick={() => setMode({ kind: 'edit' })}
            testId="cs-new-revision"
          >
            New revision
          </ActionButton>
          <button
            type="button"
            onClick={() => setMode({ kind: 'compare' })}
            data-testid="cs-compare-open"
            title={
              picked.length === 2 ? 'Compare the two revisions ticked in the timeline' : 'Pick two revisions to compare'
            }
          >
            Compare{picked.length ? ` (${picked.length}/2)` : ''}
          </button>
          <OverflowMenu
            label="More configset actions"
            items={[
              {
                id: 'cs-delete',
                label: 'Delete configset…',
                danger: true,
                can,
                onSelect: () => (setDeleteReason(''), setConfirmDelete(true)),
              },
            ]}
            testId="cs-more"
          />
        </div>
        {editingDesc === undefined ? (
          <div className="cs-head-row">
            <span data-testid="cs-detail-description">
              {summary.active?.description || <span className="muted">No description</span>}
            </span>
            <ActionButton
              can={can}
              reasonDisplay="tooltip"
              className="ghost"
              onClick={() => setEditingDesc(summary.active?.description ?? '')}
              testId="cs-desc-edit"
            >
              Edit description
            </ActionButton>
          </div>
        ) : (
          <form
            className="cs-head-row"
            onSubmit={(e) => {
              e.preventDefault();
              describe.mutate(
                { configsetId: id, description: editingDesc },
                { onSuccess: () => setEditingDesc(undefined) },
              );
            }}
          >
            <Field label="Description of the current revision" path="description" error={describe.error}>
              <input
                value={editingDesc}
                maxLength={1024}
                onChange={(e) => setEditingDesc(e.target.value)}
                data-testid="cs-desc-input"
              />
            </Field>
            <button type="submit" className="primary" disabled={describe.isPending} data-testid="cs-desc-save">
              Save
            </button>
            <button type="button" onClick={() => (describe.reset(), setEditingDesc(undefined))}>
              Cancel
            </button>
          </form>
        )}
      </header>
      <div className="cs-detail-body">
        <div className="cs-timeline-col">
          {revisions.isPending && <LoadingState label="Loading revisions…" testId="cs-timeline-loading" />}
          {revisions.isError && (
            <ErrorPanel error={revisions.error} onRetry={() => void revisions.refetch()} testId="cs-timeline-error" />
          )}
          {revisions.data && list.length === 0 && <EmptyState title="No revisions" testId="cs-timeline-empty" />}
          {list.length > 0 && (
            <RevisionTimeline
              revisions={list}
              selected={mode.kind === 'view' ? shown : undefined}
              onSelect={(r) => (setMode({ kind: 'view' }), openRevision(r))}
              picked={picked}
              onPick={(r, on) => {
                pick(r, on);
                if (on && picked.filter((x) => x !== r).length >= 1) setMode({ kind: 'compare' });
              }}
            />
          )}
        </div>
        <div className="cs-main">
          {mode.kind === 'edit' && (
            <RevisionEditor
              key={mode.from ?? 'active'}
              configset={summary}
              configsets={configsets}
              fromRevisionId={mode.from}
              onClose={() => setMode({ kind: 'view' })}
              onActivated={(_c, rev, replaced) => {
                setActivated({ revisionId: rev, previous: replaced });
                setMode({ kind: 'view' });
                openRevision(rev);
              }}
            />
          )}
          {mode.kind === 'compare' && (
            <CompareView
              revisions={list}
              left={left ?? shown}
              right={right ?? summary.active?.revisionId}
              onChange={(l, r) => setPicked([r, l].filter((x): x is string => !!x))}
              onClose={() => setMode({ kind: 'view' })}
            />
          )}
          {mode.kind === 'view' && shown && (
            <RevisionView
              key={shown}
              revisionId={shown}
              active={summary.active}
              baseline={baseline}
              replaced={justActivated ? (justActivated.previous ?? null) : undefined}
              onCompare={(older) => {
                setPicked([shown, older]);
                setMode({ kind: 'compare' });
              }}
              onNewFrom={(from) => setMode({ kind: 'edit', from })}
              onDeleted={() => openRevision(undefined)}
            />
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete configset ${id}?`}
        tone="danger"
        confirmLabel="Delete configset"
        requireText={id}
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => (remove.reset(), setConfirmDelete(false))}
        onConfirm={() =>
          remove.mutate(
            { configsetId: id, ...reasonOf(deleteReason) },
            { onSuccess: () => (setConfirmDelete(false), onDeleted()) },
          )
        }
        testId="cs-delete-confirm"
      >
        <p>
          All {summary.revisionCount} revisions of <code>{id}</code> are removed, the active one included. Requests that
          name this configset fall back to the scope&apos;s settings.
        </p>
        <ReasonField
          value={deleteReason}
          onChange={setDeleteReason}
          sent={false}
          error={remove.error}
          testId="cs-delete-reason"
        />
      </ConfirmDialog>
    </div>
  );
}
