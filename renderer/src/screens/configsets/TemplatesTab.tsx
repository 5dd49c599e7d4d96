// Templates: the list, one template's content, create from JSON, generate from a factory ID, delete.
import { useState } from 'react';
import {
  ActionButton,
  ConfirmDialog,
  DateTime,
  EmptyState,
  ErrorPanel,
  Field,
  LoadingState,
} from '../../components/index.js';
import { useCan } from '../../app/can.js';
import { FACTORY_TEMPLATE_IDS, shortName } from '../../../../shared/domain/configsets.js';
import { CodeView } from './CodeView.js';
import { useConfigsetMutation, useTemplate, useTemplates } from './configsets.queries.js';
import { JsonEditor } from './JsonEditor.js';
import { marksFor } from './RevisionView.js';
import { who } from './StateBadge.js';

type Factory = (typeof FACTORY_TEMPLATE_IDS)[number];

function TemplateDetail({ templateId, onDeleted }: { templateId: string; onDeleted(): void }) {
  const t = useTemplate(templateId);
  const can = useCan('configsets.write');
  const remove = useConfigsetMutation('templates.delete');
  const [confirm, setConfirm] = useState(false);
  return (
    <section className="panel" data-testid="tpl-detail" aria-label={`Template ${templateId}`}>
      <div className="panel-title">
        <strong>{templateId}</strong>
        <span className="spacer" />
        <ActionButton can={can} className="danger-quiet" onClick={() => setConfirm(true)} testId="tpl-delete">
          Delete template…
        </ActionButton>
      </div>
      {t.isPending && <LoadingState label="Loading template…" />}
      {t.isError && <ErrorPanel error={t.error} onRetry={() => void t.refetch()} testId="tpl-error" />}
      {t.data && <CodeView text={t.data.content} testId="tpl-content" />}
      <ConfirmDialog
        open={confirm}
        title={`Delete template ${templateId}?`}
        tone="danger"
        confirmLabel="Delete template"
        requireText={templateId}
        busy={remove.isPending}
        error={remove.error}
        onCancel={() => {
          remove.reset();
          setConfirm(false);
        }}
        onConfirm={() => remove.mutate({ templateId }, { onSuccess: () => (setConfirm(false), onDeleted()) })}
        testId="tpl-delete-confirm"
      >
        <p>The template and all its revisions are removed. Configsets copied from it keep their content.</p>
      </ConfirmDialog>
    </section>
  );
}

function CreateTemplate({ onCreated }: { onCreated(id: string): void }) {
  const can = useCan('configsets.write');
  const create = useConfigsetMutation('templates.create');
  const [id, setId] = useState('');
  const [type, setType] = useState<'CONFIGSET_TYPE_OPERATIONAL' | 'CONFIGSET_TYPE_SCOPE'>('CONFIGSET_TYPE_OPERATIONAL');
  const [description, setDescription] = useState('');
  const [content, setContent] = useState('{\n  "decision": {\n    "fraudRiskThreshold": 70\n  }\n}');
  return (
    <section className="panel" data-testid="tpl-create" aria-label="Create a template">
      <div className="panel-title">
        <strong>Create a template</strong>
      </div>
      <div className="cs-editor-row">
        <Field label="Template ID" path="templateId" error={create.error} testId="tpl-create-id">
          <input value={id} onChange={(e) => setId(e.target.value)} data-testid="tpl-create-id-input" />
        </Field>
        <Field label="Type" path="type" error={create.error}>
          <select value={type} onChange={(e) => setType(e.target.value as typeof type)} data-testid="tpl-create-type">
            <option value="CONFIGSET_TYPE_OPERATIONAL">OPERATIONAL</option>
            <option value="CONFIGSET_TYPE_SCOPE">SCOPE</option>
          </select>
        </Field>
        <Field label="Description" path="description" error={create.error}>
          <input
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            data-testid="tpl-create-description"
          />
        </Field>
      </div>
      <JsonEditor value={content} onChange={setContent} marks={create.isError ? marksFor(content, create.error) : []} />
      {create.isError && <ErrorPanel error={create.error} compact testId="tpl-create-error" />}
      <div className="cs-actions">
        <ActionButton
          can={id.trim() ? can : { allowed: false, reason: 'Give the template an ID.' }}
          className="primary"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(
              { templateId: id.trim(), type, description: description.trim() || undefined, content },
              { onSuccess: () => onCreated(id.trim()) },
            )
          }
          testId="tpl-create-save"
        >
          Create template
        </ActionButton>
      </div>
    </section>
  );
}

export function TemplatesTab() {
  const list = useTemplates();
  const can = useCan('configsets.write');
  const generate = useConfigsetMutation('templates.generate');
  const [factory, setFactory] = useState<Factory>(FACTORY_TEMPLATE_IDS[0]);
  const [selected, setSelected] = useState<string>();
  const [creating, setCreating] = useState(false);
  return (
    <div className="cs-layout" data-testid="tpl-tab">
      <div className="cs-side">
        <div className="cs-side-actions">
          <Field label="Factory template" testId="tpl-factory">
            <select
              value={factory}
              onChange={(e) => setFactory(e.target.value as Factory)}
              data-testid="tpl-factory-input"
            >
              {FACTORY_TEMPLATE_IDS.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </Field>
          <ActionButton
            can={can}
            disabled={generate.isPending}
            onClick={() => generate.mutate({ factoryId: factory }, { onSuccess: () => setSelected(factory) })}
            testId="tpl-generate"
          >
            Generate
          </ActionButton>
          <ActionButton can={can} onClick={() => setCreating(true)} testId="tpl-new">
            New template…
          </ActionButton>
        </div>
        {generate.isError && <ErrorPanel error={generate.error} compact testId="tpl-generate-error" />}
        {list.isPending && <LoadingState label="Loading templates…" testId="tpl-loading" />}
        {list.isError && <ErrorPanel error={list.error} onRetry={() => void list.refetch()} testId="tpl-list-error" />}
        {list.data?.templates.length === 0 && (
          <EmptyState title="No templates" testId="tpl-empty">
            Generate one from a factory template, or create one from JSON.
          </EmptyState>
        )}
        <ul className="cs-list-items" data-testid="tpl-list">
          {list.data?.templates.map((t) => (
            <li key={t.templateId}>
              <button
                type="button"
                className="cs-item"
                aria-current={t.templateId === selected && !creating ? 'true' : undefined}
                onClick={() => (setSelected(t.templateId), setCreating(false))}
                data-testid={`tpl-item-${t.templateId}`}
              >
                <span className="cs-item-head">
                  <strong>{t.templateId}</strong>
                  <small className="muted">{shortName(t.type)}</small>
                </span>
                {t.description && <span className="cs-item-sub">{t.description}</span>}
                <span className="cs-item-sub muted">
                  <DateTime value={t.updatedAt ?? t.createdAt ?? ''} /> by {who(t.updatedBy || t.createdBy)} ·{' '}
                  {t.revisionCount} rev.
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="cs-main">
        {creating ? (
          <CreateTemplate onCreated={(id) => (setCreating(false), setSelected(id))} />
        ) : selected ? (
          <TemplateDetail key={selected} templateId={selected} onDeleted={() => setSelected(undefined)} />
        ) : (
          <EmptyState title="Pick a template" testId="tpl-none">
            Its content shows here.
          </EmptyState>
        )}
      </div>
    </div>
  );
}
