// The Dialogs screen (issue 36): the dialog projects deployed for the connection's app (admins),
// each as a flow of its nodes with every data access node's configuration, and Try it (admins,
// analysts): a conversation with a deployed project, its NII events live beside the transcript.
// `#/dialogs` lists, `#/dialogs/<urn>` opens a project, `#/dialogs/try` (or `try/<urn>`) talks.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../api/context.js';
import { useCan } from '../../app/can.js';
import { hrefOf } from '../../app/route.js';
import {
  DateTime,
  ErrorPanel,
  FilterBar,
  FilteredTable,
  LoadingState,
  Tabs,
  useFilters,
  type Column,
} from '../../components/index.js';
import type { DialogProject } from '../../../../shared/ipc/channels/dialogs.js';
import { ProjectDetail } from './ProjectDetail.js';
import { TryIt } from './TryIt.js';
import './dialogs.css';

export const DIALOGS_NOT_OFFERED =
  'This server does not offer Vigil’s Browse extension, so its dialog projects cannot be listed here.';
export const DEPLOY_PROJECT_HINT = 'npm run serve -- projects deploy PATH --app APP --tag TAG';

const columns: Column<DialogProject>[] = [
  { id: 'name', header: 'Project', width: 'minmax(10rem, 1fr)', cell: (p) => p.projectName || p.contextTag },
  { id: 'urn', header: 'URN', width: 'minmax(14rem, 2fr)', cell: (p) => <span className="mono">{p.urn}</span> },
  { id: 'version', header: 'Version', width: '6rem', cell: (p) => p.version },
  { id: 'deployed', header: 'Deployed', width: '12rem', cell: (p) => <DateTime value={p.deployedAt} /> },
];

export function useDialogProjects(enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['dialogs', 'list'],
    queryFn: ({ signal }) => api.call('dialogs.list', {}, signal),
    enabled,
    retry: false,
  });
}

function ProjectList() {
  const q = useDialogProjects(true);
  const { filters, set, clear, filtered } = useFilters({ text: '' });
  const rows = useMemo(() => {
    const t = filters.text.trim().toLowerCase();
    return (q.data?.projects ?? []).filter(
      (p) => !t || p.urn.toLowerCase().includes(t) || p.projectName.toLowerCase().includes(t),
    );
  }, [q.data, filters.text]);
  if (q.isError) return <ErrorPanel error={q.error} onRetry={() => void q.refetch()} testId="dialogs-error" />;
  if (q.isPending) return <LoadingState label="Loading dialog projects…" />;
  if (!q.data.browseAvailable)
    return (
      <p className="muted" data-testid="dialogs-unavailable">
        {DIALOGS_NOT_OFFERED}
      </p>
    );
  return (
    <>
      <FilterBar filtered={filtered} onClear={clear} testId="dialogs-filters" clearTestId="dialogs-filters-clear">
        <label className="field-inline">
          Find <input type="search" value={filters.text} onChange={set('text')} placeholder="Name or URN" />
        </label>
      </FilterBar>
      <FilteredTable
        rows={rows}
        columns={columns}
        rowKey={(p) => p.urn}
        label="Dialog projects"
        onRowClick={(p) => (window.location.hash = hrefOf('dialogs', p.urn))}
        filtered={filtered}
        noMatch="No projects match"
        idle={{
          title: 'No dialog projects are deployed for this app',
          body: (
            <>
              Deploy a Mix export with <code>{DEPLOY_PROJECT_HINT}</code>; it is listed here at once.
            </>
          ),
        }}
        emptyTestId="dialogs-empty"
        height="16rem"
        testId="dialogs-table"
      />
    </>
  );
}

export default function DialogsScreen({ params }: { params: string[] }) {
  const canList = useCan('dialogs.list');
  const canTry = useCan('dialogs.try');
  const trying = params[0] === 'try' || (!canList.allowed && canTry.allowed);
  const urn = trying ? params[1] : params[0];
  const tab = trying ? 'try' : 'projects';
  return (
    <section className="screen dialogs-screen" data-testid="screen-dialogs">
      <div className="screen-head">
        <h2>Dialogs</h2>
      </div>
      <Tabs
        label="Dialogs"
        value={tab}
        onChange={(id) =>
          (window.location.hash = id === 'try' ? hrefOf('dialogs', 'try', ...(urn ? [urn] : [])) : hrefOf('dialogs'))
        }
        tabs={[
          {
            id: 'projects',
            label: 'Projects',
            disabled: !canList.allowed,
            ...(canList.reason ? { reason: canList.reason } : {}),
          },
          {
            id: 'try',
            label: 'Try it',
            disabled: !canTry.allowed,
            ...(canTry.reason ? { reason: canTry.reason } : {}),
          },
        ]}
        testId="dialogs-tabs"
      />
      {tab === 'try' ? (
        canTry.allowed ? (
          <TryIt urn={urn} canList={canList.allowed} />
        ) : (
          <p className="muted" data-testid="dialogs-try-denied">
            {canTry.reason}
          </p>
        )
      ) : !canList.allowed ? (
        <p className="muted" data-testid="dialogs-denied">
          {canList.reason}
        </p>
      ) : urn ? (
        <ProjectDetail urn={urn} />
      ) : (
        <ProjectList />
      )}
    </section>
  );
}
