// One revision: its details, what it changes from the revision before it, its content (whole or
// per service, with line numbers) and what can be done with it: validate, activate, delete, start
// a new revision from it. Just activated from the editor: says so, with the focus.
import { useEffect, useRef, useState } from 'react';
import {
  ActionButton,
  ConfirmDialog,
  CopyId,
  DateTime,
  ErrorPanel,
  LoadingState,
  OverflowMenu,
  violationsFor,
} from '../../components/index.js';
import { useCan } from '../../app/can.js';
import type { Revision } from '../../../../shared/domain/configsets.js';
import { ActivateDialog } from './ActivateDialog.js';
import { CodeView, type LineMark } from './CodeView.js';
import { useConfigsetMutation, useRevision } from './configsets.queries.js';
import { contentPathOf, keyLines, lineOfPath } from './json-paths.js';
import { RevisionChanges } from './RevisionChanges.js';
import { StateBadge, shortId, who } from './StateBadge.js';

export interface RevisionViewProps {
  revisionId: string;
  /** The configset's ACTIVE revision now (named in the activation confirmation). */
  active?: Revision | undefined;
  /** The revision to show the changes from (the one before it, or the one it replaced). */
  baseline?: Revision | undefined;
  /** Set right after this revision was activated from the editor: the revision it replaced (null: none). */
  replaced?: Revision | null | undefined;
  /** Opens the side-by-side comparison with `baseline`. */
  onCompare?(older: string): void;
  onNewFrom(revisionId: string): void;
  onDeleted(): void;
}

/** Content violations as marks on the lines of `text` that hold the offending settings. */
export function marksFor(text: string, error: unknown): LineMark[] {
  const lines = keyLines(text);
  const by = new Map<number, string[]>();
  for (const v of violationsFor(error, 'content')) {
    const path = contentPathOf(v.field);
    if (!path) continue;
    const line = lineOfPath(lines, path);
    by.set(line, [...(by.get(line) ?? []), `${v.field} ${v.message}`]);
  }
  return [...by].map(([line, messages]) => ({ line, messages }));
}

export function RevisionView({
  revisionId,
  active,
  baseline,
  replaced,
  onCompare,
  onNewFrom,
  onDeleted,
}: RevisionViewProps) {
  const rev = useRevision(revisionId);
  const activatedNote = useRef<HTMLParagraphElement>(null);
  const loaded = !!rev.data;
  const justActivated = replaced !== undefined;
  // Just activated: the focus goes to the sentence saying so (once the revision is shown).
  useEffect(() => {
    if (loaded && justActivated) activatedNote.current?.focus();
  }, [loaded, justActivated]);
  const can = useCan('configsets.write');
  const [split, setSplit] = useState(false);
  const [confirm, setConfirm] = useState<'activate' | 'delete' | undefined>();
  const validate = useConfigsetMutation('configsets.validate');
  const activate = useConfigsetMutation('configsets.activate');
  const remove = useConfigsetMutation('configsets.deleteRevision');

  if (rev.isPending) return <LoadingState label="Loading revision…" testId="cs-rev-loading" />;
  if (rev.isError) return <ErrorPanel error={rev.error} onRetry={() => void rev.refetch()} testId="cs-rev-error" />;
  const r = rev.data;
  const isActive = r.state === 'STATE_ACTIVE';
  const marks = validate.isError ? marksFor(r.content, validate.error) : [];
  const deleteCan = isActive
    ? {
        allowed: false,
        reason: 'The ACTIVE revision cannot be deleted: activate another revision first, or delete the configset.',
      }
    : can;

  return (
    <section className="panel cs-revision" data-testid="cs-revision" aria-label={`Revision ${r.revisionId}`}>
      <div className="panel-title">
        <strong>Revision</strong>
        <CopyId id={r.revisionId} testId="cs-revision-id" />
        <StateBadge state={r.state} testId="cs-revision-state" />
      </div>
      {justActivated && (
        <p
          className="ok-text cs-activated"
          role="status"
          tabIndex={-1}
          ref={activatedNote}
          data-testid="cs-revision-activated"
        >
          Activated: this revision is ACTIVE and takes effect now.{' '}
          {replaced ? (
            <>
              Revision <code title={replaced.revisionId}>{shortId(replaced.revisionId)}</code>, active until now, is
              INACTIVE.
            </>
          ) : (
            'No revision was active before it.'
          )}
        </p>
      )}
      <dl className="facts">
        <dt>Description</dt>
        <dd data-testid="cs-revision-description">{r.description || <span className="muted">none</span>}</dd>
        <dt>Created</dt>
        <dd>
          <DateTime value={r.createdAt ?? ''} /> by {who(r.createdBy) || '—'}
        </dd>
        <dt>Updated</dt>
        <dd>
          <DateTime value={r.updatedAt ?? ''} /> by {who(r.updatedBy) || '—'}
        </dd>
      </dl>
      <div className="cs-actions">
        {r.state !== 'STATE_ACTIVE' && r.state !== 'STATE_INACTIVE' && (
          <ActionButton
            can={can}
            disabled={validate.isPending}
            onClick={() => validate.mutate({ revisionId: r.revisionId })}
            testId="cs-revision-validate"
          >
            {validate.isPending ? 'Validating…' : 'Validate'}
          </ActionButton>
        )}
        {!isActive && (
          <ActionButton
            can={can}
            className="primary"
            onClick={() => setConfirm('activate')}
            testId="cs-revision-activate"
          >
            Activate…
          </ActionButton>
        )}
        <ActionButton can={can} onClick={() => onNewFrom(r.revisionId)} testId="cs-revision-newfrom">
          New revision from this
        </ActionButton>
        <OverflowMenu
          label="More revision actions"
          items={[
            {
              id: 'cs-revision-delete',
              label: 'Delete revision…',
              danger: true,
              can: deleteCan,
              onSelect: () => setConfirm('delete'),
            },
          ]}
          testId="cs-revision-more"
        />
      </div>
      {validate.isSuccess && (
        <p className="ok-text" role="status" data-testid="cs-revision-valid">
          Valid: the revision is {validate.data.state.replace('STATE_', '')}.
        </p>
      )}
      {validate.isError && <ErrorPanel error={validate.error} compact testId="cs-revision-validate-error" />}
      {baseline && (
        <RevisionChanges
          content={r.content}
          baseline={baseline}
          relation={justActivated ? 'the revision it replaced' : 'the revision before it'}
          onCompare={onCompare ? () => onCompare(baseline.revisionId) : undefined}
        />
      )}
      <div className="cs-view-toggle" role="group" aria-label="Content view">
        <button type="button" aria-pressed={!split} onClick={() => setSplit(false)} data-testid="cs-view-whole">
          Whole
        </button>
        <button type="button" aria-pressed={split} onClick={() => setSplit(true)} data-testid="cs-view-services">
          Per service
        </button>
      </div>
      {!split ? (
        <CodeView text={r.content} marks={marks} testId="cs-content" />
      ) : (
        <div className="cs-services" data-testid="cs-services">
          {r.services.map((s) => (
            <div key={s.serviceName} className="cs-service" data-testid={`cs-service-${s.serviceName}`}>
              <div className="cs-service-head">
                <strong>{s.serviceName}</strong>
                {s.schema?.title && <span className="muted">{s.schema.title}</span>}
              </div>
              <CodeView text={s.data} />
            </div>
          ))}
        </div>
      )}
      <ActivateDialog
        open={confirm === 'activate'}
        configsetId={r.configsetId}
        revisionId={r.revisionId}
        createdAt={r.createdAt}
        current={active}
        busy={activate.isPending}
        error={activate.error}
        onCancel={() => {
          activate.reset();
          setConfirm(undefined);
        }}
        onConfirm={() => activate.mutate({ revisionId: r.revisionId }, { onSuccess: () => setConfirm(undefined) })}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title="Delete this revision?"
        tone="danger"
        confirmLabel="Delete revision"
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => {
          remove.reset();
          setConfirm(undefined);
        }}
        onConfirm={() =>
          remove.mutate(
            { revisionId: r.revisionId },
            {
              onSuccess: () => {
                setConfirm(undefined);
                onDeleted();
              },
            },
          )
        }
        testId="cs-delete-revision"
      >
        <p>
          Revision <code>{r.revisionId}</code> ({r.state.replace('STATE_', '')}) of {r.configsetId} is removed for good.
          The other revisions stay.
        </p>
      </ConfirmDialog>
    </section>
  );
}
