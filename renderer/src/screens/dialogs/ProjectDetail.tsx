// One deployed dialog project: its NLU models (beside the Models screen), a component picker, the
// component's flow as a picture with the same nodes as a list, and the selected node's detail: for
// a data access node every field of seed 002 §2.1 with the base URL that wins and where it comes from.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../api/context.js';
import { hrefOf } from '../../app/route.js';
import { Badge, CopyId, DateTime, ErrorPanel, LoadingState } from '../../components/index.js';
import type { DialogComponent, DialogDataAccess, DialogNode } from '../../../../shared/ipc/channels/dialogs.js';
import { FlowDiagram, typeLabel } from './FlowDiagram.js';

const SOURCE_TEXT = {
  deploy: 'set at deploy (--alias): the application configuration',
  environment: 'the server’s environment',
  export: 'the alias default in the export',
  '': '',
} as const;

function ms(v: number, dflt: boolean) {
  return `${v.toLocaleString()} ms${dflt ? ' (the node says 0: the server default)' : ''}`;
}

function DataAccessFacts({ da }: { da: DialogDataAccess }) {
  const list = (xs: string[]) => (xs.length ? xs.join(', ') : '—');
  return (
    <dl className="facts dlg-da" data-testid="dlg-da">
      <dt>Integration</dt>
      <dd data-testid="dlg-da-integration">
        {da.clientSide ? 'Client-side (the client is asked: da_action)' : 'Server-side (the runtime calls the backend)'}
      </dd>
      <dt>Latency message</dt>
      <dd>{da.latencyMessage || '—'}</dd>
      <dt>Send Data</dt>
      <dd data-testid="dlg-da-send">{list(da.sendData)}</dd>
      <dt>Get Data</dt>
      <dd data-testid="dlg-da-get">{list(da.getData)}</dd>
      <dt>Connection preset</dt>
      <dd>{da.preset || '—'}</dd>
      <dt>Data host alias</dt>
      <dd>{da.alias || '—'}</dd>
      <dt>Base URL</dt>
      <dd data-testid="dlg-da-base">
        {da.baseUrl ? (
          <>
            <span className="mono">{da.baseUrl}</span>{' '}
            <span className="muted">from {SOURCE_TEXT[da.baseUrlSource]}</span>
            {da.baseUrlSource !== 'deploy' && da.baseUrlEnvName && (
              <span className="muted"> · {da.baseUrlEnvName} would override it</span>
            )}
          </>
        ) : da.clientSide ? (
          '— (not used: the client fetches)'
        ) : (
          'none resolves: the call goes to Failure'
        )}
      </dd>
      <dt>URL extension</dt>
      <dd className="mono">{da.urlExtension || '—'}</dd>
      <dt>Method</dt>
      <dd>{da.method}</dd>
      <dt>Fetch timeout</dt>
      <dd>{ms(da.fetchTimeoutMs, da.fetchTimeoutDefault)}</dd>
      <dt>Connection timeout</dt>
      <dd>{ms(da.connectTimeoutMs, da.connectTimeoutDefault)}</dd>
      <dt>Headers</dt>
      <dd>{da.headerNames.length ? `${da.headerNames.join(', ')} (values not shown)` : '—'}</dd>
    </dl>
  );
}

function NodeDetail({ node, names }: { node: DialogNode; names: Map<string, string> }) {
  return (
    <section className="panel dlg-node" aria-label={`Node ${node.name}`} data-testid="dlg-node">
      <h3>
        {node.name || node.id} <Badge tone="info">{typeLabel(node.type)}</Badge>
      </h3>
      {node.summary && <p>{node.summary}</p>}
      {node.dataAccess && <DataAccessFacts da={node.dataAccess} />}
      <h4>Ways out</h4>
      {node.transitions.length ? (
        <ul className="dlg-ways">
          {node.transitions.map((t, i) => (
            <li key={i}>
              {t.label && <span className="muted">{t.label}: </span>}
              {t.toNodeId
                ? `to ${names.get(t.toNodeId) ?? t.toNodeId}`
                : t.toComponentId
                  ? `calls ${names.get(t.toComponentId) ?? t.toComponentId}`
                  : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None listed.</p>
      )}
    </section>
  );
}

function ComponentView({ comp, names }: { comp: DialogComponent; names: Map<string, string> }) {
  const [selected, setSelected] = useState<string>();
  const node = comp.nodes.find((n) => n.id === selected);
  return (
    <div className="dlg-component">
      <FlowDiagram
        name={comp.name}
        nodes={comp.nodes}
        startNodeId={comp.startNodeId}
        selected={selected}
        onSelect={setSelected}
      />
      <div className="dlg-side">
        {node ? (
          <NodeDetail node={node} names={names} />
        ) : (
          <p className="muted">Pick a node in the flow or the list to see its detail.</p>
        )}
        <h3 id={`nodes-${comp.id}`}>Nodes of {comp.name}</h3>
        <ol className="dlg-node-list" aria-labelledby={`nodes-${comp.id}`} data-testid="dlg-node-list">
          {comp.nodes.map((n) => (
            <li key={n.id}>
              <button type="button" className="link" onClick={() => setSelected(n.id)} aria-pressed={selected === n.id}>
                {n.name || n.id}
              </button>{' '}
              <span className="muted">({typeLabel(n.type)})</span>
              {n.transitions.some((t) => t.toNodeId || t.toComponentId) && (
                <span className="dlg-node-ways">
                  {' '}
                  to{' '}
                  {n.transitions
                    .filter((t) => t.toNodeId || t.toComponentId)
                    .map((t) => `${names.get(t.toNodeId || t.toComponentId) ?? '?'}${t.label ? ` (${t.label})` : ''}`)
                    .join('; ')}
                </span>
              )}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

export function ProjectDetail({ urn }: { urn: string }) {
  const api = useApi();
  const q = useQuery({
    queryKey: ['dialogs', 'project', urn],
    queryFn: ({ signal }) => api.call('dialogs.project', { urn }, signal),
    retry: false,
  });
  const [compId, setCompId] = useState<string>();
  if (q.isError) return <ErrorPanel error={q.error} onRetry={() => void q.refetch()} testId="dlg-project-error" />;
  if (q.isPending) return <LoadingState label="Loading the project…" />;
  const { project, components } = q.data;
  const names = new Map<string, string>();
  for (const c of components) {
    names.set(c.id, c.name);
    for (const n of c.nodes) names.set(n.id, n.name || n.id);
  }
  const comp = components.find((c) => c.id === compId) ?? components[0];
  const daCount = components.reduce((k, c) => k + c.nodes.filter((n) => n.dataAccess).length, 0);
  return (
    <div className="dlg-project" data-testid="dlg-project">
      <p>
        <a href={hrefOf('dialogs')}>All projects</a> ·{' '}
        <a href={hrefOf('dialogs', 'try', project.urn)} data-testid="dlg-try-link">
          Try it
        </a>
      </p>
      <h3>{project.projectName || project.contextTag}</h3>
      <dl className="facts">
        <dt>URN</dt>
        <dd>
          <CopyId id={project.urn} label="URN" />
        </dd>
        <dt>Version</dt>
        <dd>{project.version}</dd>
        <dt>Deployed</dt>
        <dd>
          <DateTime value={project.deployedAt} />
        </dd>
        <dt>Components</dt>
        <dd>
          {components.length} ({daCount} data access node{daCount === 1 ? '' : 's'})
        </dd>
        <dt>NLU models</dt>
        <dd data-testid="dlg-nlu">
          {project.nluUrns.length ? (
            <ul className="plain">
              {project.nluUrns.map((u) => (
                <li key={u} className="mono">
                  {u}
                </li>
              ))}
            </ul>
          ) : (
            '—'
          )}{' '}
          <a href={hrefOf('models')}>Open the Models screen</a>
        </dd>
      </dl>
      <label className="field-inline">
        Component{' '}
        <select value={comp?.id ?? ''} onChange={(e) => setCompId(e.target.value)} data-testid="dlg-component">
          {components.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.nodes.length} nodes{c.nodes.some((n) => n.dataAccess) ? ', data access' : ''})
            </option>
          ))}
        </select>
      </label>
      {comp && <ComponentView key={comp.id} comp={comp} names={names} />}
    </div>
  );
}
