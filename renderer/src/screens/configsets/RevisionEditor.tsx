// "New revision": content from the active revision (default), another revision, a template,
// another configset or blank; edited as a settings form generated from the JSON Schema or as
// JSON. Save as a draft, or Validate (stored as VALIDATED when valid; when not, nothing is stored
// and each violation shows at its field and JSON line); then Activate. The primary action
// ("Validate and activate…", also Enter in any field) validates and, when valid, goes straight to
// the activation confirmation. Focus: the description (or the new configset's ID) when the editor
// opens; the first setting named by a violation when validation fails.
import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionButton, ErrorPanel, Field, LoadingState, Tabs } from '../../components/index.js';
import { useCan } from '../../app/can.js';
import type { ConfigsetSummary, NewContent, Revision } from '../../../../shared/domain/configsets.js';
import { ActivateDialog } from './ActivateDialog.js';
import {
  useActiveRevision,
  useConfigsetMutation,
  useRevision,
  useSchema,
  useTemplate,
  useTemplates,
} from './configsets.queries.js';
import { JsonEditor } from './JsonEditor.js';
import { getAt, parseContent, setAt, settingChanges } from './json-paths.js';
import { SettingChangeList } from './RevisionChanges.js';
import { marksFor } from './RevisionView.js';
import { SettingsForm } from './SettingsForm.js';
import { shortId } from './StateBadge.js';
import { WhatWouldChange } from './WhatWouldChange.js';

const THRESHOLD_PATH = ['decision', 'fraudRiskThreshold'] as const;

type SourceKind = 'active' | 'revision' | 'template' | 'configset' | 'blank';
type CreatableType = 'CONFIGSET_TYPE_SCOPE' | 'CONFIGSET_TYPE_OPERATIONAL';

export interface RevisionEditorProps {
  /** The configset the revision is for; absent: a new configset (ID and type asked). */
  configset?: ConfigsetSummary | undefined;
  configsets: readonly ConfigsetSummary[];
  /** Start from this revision instead of the active one. */
  fromRevisionId?: string | undefined;
  /** Activated: the revision, and the one that was ACTIVE before (now INACTIVE), if any. */
  onActivated(configsetId: string, revisionId: string, replaced: Revision | undefined): void;
  onClose(): void;
}

export function RevisionEditor({ configset, configsets, fromRevisionId, onActivated, onClose }: RevisionEditorProps) {
  const can = useCan('configsets.write');
  const canReplay = useCan('configsets.replay');
  const [newId, setNewId] = useState('');
  const [newType, setNewType] = useState<CreatableType>('CONFIGSET_TYPE_OPERATIONAL');
  const configsetId = configset?.configsetId ?? newId.trim();
  const type = (configset?.type as CreatableType | undefined) ?? newType;
  const [kind, setKind] = useState<SourceKind>(fromRevisionId ? 'revision' : configset?.active ? 'active' : 'blank');
  const [sourceId, setSourceId] = useState('');
  const [description, setDescription] = useState('');
  const [view, setView] = useState<'form' | 'json'>('form');
  const sourceKey = `${kind}:${kind === 'revision' ? fromRevisionId : sourceId}`;
  const [edited, setEdited] = useState<{ key: string; text: string }>();
  const [created, setCreated] = useState<{ revisionId: string; text: string; validated: boolean }>();
  const [confirm, setConfirm] = useState(false);
  const root = useRef<HTMLFormElement>(null);

  const schema = useSchema();
  const templates = useTemplates();
  const active = useActiveRevision(kind === 'active' ? configset?.configsetId : undefined);
  const revision = useRevision(kind === 'revision' ? fromRevisionId : undefined);
  const template = useTemplate(kind === 'template' && sourceId ? sourceId : undefined);
  const other = useActiveRevision(kind === 'configset' && sourceId ? sourceId : undefined);
  const source = { active, revision, template, configset: other, blank: undefined }[kind];
  const loaded = kind === 'blank' ? '{}' : source?.data?.content;
  const text = edited?.key === sourceKey ? edited.text : (loaded ?? '');
  const parsed = useMemo(() => parseContent(text), [text]);

  const create = useConfigsetMutation('configsets.create');
  const activate = useConfigsetMutation('configsets.activate');
  const setText = (t: string) => {
    setEdited({ key: sourceKey, text: t });
    create.reset();
  };
  const choose = (k: SourceKind, id = '') => {
    setKind(k);
    setSourceId(id);
    setEdited(undefined);
    setCreated(undefined);
    create.reset();
  };

  const contentToSend = (): NewContent => {
    const untouched = edited?.key !== sourceKey;
    if (untouched && kind === 'template' && sourceId) return { fromTemplate: sourceId };
    if (untouched && kind === 'configset' && sourceId) return { fromConfigset: sourceId };
    return { raw: text };
  };
  const save = (performValidation: boolean, thenActivate = false) =>
    create.mutate(
      {
        configsetId,
        type,
        description: description.trim() || undefined,
        performValidation,
        content: contentToSend(),
      },
      {
        onSuccess: (res) => {
          setCreated({ revisionId: res.revisionId, text, validated: performValidation });
          if (thenActivate) setConfirm(true);
        },
      },
    );

  // Opened: the first thing to type is what the revision changes (or the new configset's ID).
  useEffect(() => {
    root.current?.querySelector<HTMLElement>(configset ? '[data-testid="cs-description-input"]' : 'input')?.focus();
    // Once, when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Not valid: the focus goes to the first setting that says what to fix (else to the message).
  const failure = create.error;
  useEffect(() => {
    if (!failure || !root.current) return;
    const target =
      root.current.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root.current.querySelector<HTMLElement>('[data-testid="cs-editor-error"]');
    if (!target) return;
    target.focus({ preventScroll: true });
    // The message under the field in view too, not only the field.
    (target.closest('.field') ?? target).scrollIntoView?.({ block: 'center' });
  }, [failure]);

  const loading =
    kind !== 'blank' && (kind !== 'template' || sourceId) && (kind !== 'configset' || sourceId) && !!source?.isPending;
  const blocked = !can.allowed
    ? can
    : !configsetId
      ? { allowed: false, reason: 'Give the new configset an ID.' }
      : !parsed.ok
        ? { allowed: false, reason: 'Fix the JSON first.' }
        : create.isPending
          ? { allowed: false, reason: 'Saving…' }
          : { allowed: true };
  const current = created && created.text === text ? created : undefined;
  // The stored revision as the server has it (its creation time for the confirmation).
  const stored = useRevision(created?.revisionId);
  const marks = create.isError ? marksFor(text, create.error) : [];
  const others = configsets.filter((c) => c.configsetId !== configset?.configsetId && c.active);
  const replacing = configsets.find((c) => c.configsetId === configsetId)?.active;
  // What the stored revision changes from the active one, for the confirmation (the same query as
  // "Start from: the active revision", so usually read already).
  const activeNow = useActiveRevision(replacing ? configsetId : undefined);
  const changes = useMemo(
    () => (current && activeNow.data ? settingChanges(activeNow.data.content, current.text) : undefined),
    [current, activeNow.data],
  );

  return (
    <form
      ref={root}
      className="panel cs-editor"
      data-testid="cs-editor"
      aria-label="New revision"
      noValidate
      onSubmit={(e) => {
        // Enter in a field: the primary action.
        e.preventDefault();
        if (current) setConfirm(true);
        else if (blocked.allowed) save(true, true);
      }}
    >
      <div className="panel-title">
        <strong>{configset ? `New revision of ${configset.configsetId}` : 'New configset'}</strong>
        <span className="spacer" />
        <button type="button" onClick={onClose} data-testid="cs-editor-close">
          Close
        </button>
      </div>
      {!configset && (
        <div className="cs-editor-row">
          <Field label="Configset ID" path="configsetId" error={create.error} testId="cs-new-id">
            <input value={newId} onChange={(e) => setNewId(e.target.value)} data-testid="cs-new-id-input" />
          </Field>
          <Field label="Type" path="type" error={create.error} testId="cs-new-type">
            <select
              value={newType}
              onChange={(e) => setNewType(e.target.value as CreatableType)}
              data-testid="cs-new-type-input"
            >
              <option value="CONFIGSET_TYPE_OPERATIONAL">OPERATIONAL (named in a request's context)</option>
              <option value="CONFIGSET_TYPE_SCOPE">SCOPE (applies to the whole scope)</option>
            </select>
          </Field>
        </div>
      )}
      <div className="cs-editor-row">
        <Field label="Start from" testId="cs-source">
          <select value={kind} onChange={(e) => choose(e.target.value as SourceKind)} data-testid="cs-source-input">
            {configset?.active && (
              <option value="active">The active revision ({shortId(configset.active.revisionId)})</option>
            )}
            {fromRevisionId && <option value="revision">Revision {shortId(fromRevisionId)}</option>}
            <option value="template">A template</option>
            <option value="configset">Another configset</option>
            <option value="blank">Blank</option>
          </select>
        </Field>
        {kind === 'template' && (
          <Field label="Template" testId="cs-source-template">
            <select
              value={sourceId}
              onChange={(e) => choose('template', e.target.value)}
              data-testid="cs-source-template-input"
            >
              <option value="">Pick a template…</option>
              {templates.data?.templates.map((t) => (
                <option key={t.templateId} value={t.templateId}>
                  {t.templateId}
                </option>
              ))}
            </select>
          </Field>
        )}
        {kind === 'configset' && (
          <Field label="Configset" testId="cs-source-configset">
            <select
              value={sourceId}
              onChange={(e) => choose('configset', e.target.value)}
              data-testid="cs-source-configset-input"
            >
              <option value="">Pick a configset…</option>
              {others.map((c) => (
                <option key={c.configsetId} value={c.configsetId}>
                  {c.configsetId}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field label="Description" path="description" error={create.error} testId="cs-description">
          <input
            value={description}
            maxLength={1024}
            placeholder="What this revision changes"
            onChange={(e) => setDescription(e.target.value)}
            data-testid="cs-description-input"
          />
        </Field>
      </div>
      {source?.isError && (
        <ErrorPanel error={source.error} onRetry={() => void source.refetch()} testId="cs-source-error" />
      )}
      {loading ? (
        <LoadingState label="Loading the starting content…" testId="cs-source-loading" />
      ) : (
        <>
          <Tabs
            tabs={[
              { id: 'form', label: 'Settings' },
              { id: 'json', label: 'JSON' },
            ]}
            value={view}
            onChange={(v) => setView(v as 'form' | 'json')}
            label="Edit as"
            testId="cs-editor-tabs"
          />
          {view === 'form' &&
            (!parsed.ok ? (
              <p className="warn-text" data-testid="cs-form-blocked">
                {parsed.message} Fix it in the JSON tab to use the form.
              </p>
            ) : schema.isError ? (
              <ErrorPanel
                error={schema.error}
                title="The settings schema could not be read; edit the JSON instead."
                compact
              />
            ) : schema.data && schema.data.services.length === 0 ? (
              <p className="muted">The server published no settings schema; edit the JSON instead.</p>
            ) : (
              <SettingsForm
                services={schema.data?.services ?? []}
                value={parsed.value}
                error={create.error}
                onChange={(path, v) => setText(JSON.stringify(setAt(parsed.value, path, v), null, 2))}
              />
            ))}
          {view === 'json' && (
            <>
              <JsonEditor value={text} onChange={setText} marks={marks} />
              {!parsed.ok && (
                <p className="warn-text" data-testid="cs-json-parse">
                  {parsed.message}
                </p>
              )}
            </>
          )}
        </>
      )}
      {configset && canReplay.allowed && !loading && (
        <WhatWouldChange
          configsetId={configset.configsetId}
          draftContent={parsed.ok ? JSON.stringify(parsed.value) : undefined}
          proposedThreshold={
            parsed.ok && typeof getAt(parsed.value, THRESHOLD_PATH) === 'number'
              ? (getAt(parsed.value, THRESHOLD_PATH) as number)
              : undefined
          }
          onThresholdChange={
            parsed.ok ? (t) => setText(JSON.stringify(setAt(parsed.value, THRESHOLD_PATH, t), null, 2)) : undefined
          }
          testId="cs-editor-replay"
        />
      )}
      {create.isError && (
        <ErrorPanel
          error={create.error}
          title={
            marks.length
              ? 'Not stored: the content is not valid. Fix each setting marked below, then validate again.'
              : undefined
          }
          focusable
          testId="cs-editor-error"
        />
      )}
      {current && (
        <p className="ok-text" role="status" data-testid="cs-editor-created">
          Stored revision <code title={current.revisionId}>{shortId(current.revisionId)}</code> as{' '}
          {current.validated ? 'VALIDATED' : 'SAVED (not validated)'}.
        </p>
      )}
      <div className="cs-actions">
        <ActionButton can={blocked} onClick={() => save(false)} testId="cs-editor-save">
          Save draft
        </ActionButton>
        <ActionButton can={blocked} onClick={() => save(true)} testId="cs-editor-validate">
          {create.isPending ? 'Validating…' : 'Validate'}
        </ActionButton>
        <ActionButton
          type="submit"
          can={current ? can : blocked}
          className="primary"
          title={
            current
              ? 'Activate the stored revision (asks to confirm)'
              : 'Store the revision as VALIDATED, then activate it (asks to confirm)'
          }
          testId="cs-editor-activate"
        >
          {current ? 'Activate…' : 'Validate and activate…'}
        </ActionButton>
      </div>
      {current && (
        <ActivateDialog
          open={confirm}
          configsetId={configsetId}
          revisionId={current.revisionId}
          createdAt={stored.data?.createdAt}
          current={replacing}
          changes={
            changes && (
              <div data-testid="cs-activate-changes">
                <p>Changes from the active revision:</p>
                <SettingChangeList changes={changes} testId="cs-activate-changes" />
              </div>
            )
          }
          busy={activate.isPending}
          error={activate.error}
          onCancel={() => {
            activate.reset();
            setConfirm(false);
          }}
          onConfirm={() => {
            const before = replacing;
            activate.mutate(
              { revisionId: current.revisionId },
              { onSuccess: () => onActivated(configsetId, current.revisionId, before) },
            );
          }}
        />
      )}
    </form>
  );
}
