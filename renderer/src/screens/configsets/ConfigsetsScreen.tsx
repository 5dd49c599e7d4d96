// The configsets screen (admins): configsets with their revision timelines, contents, diffs and
// the new-revision editor; and the templates. Routes: #/configsets/<configsetId>[/<revisionId>],
// #/configsets/@new (a new configset), #/configsets/@templates.
import { ActionButton, EmptyState, ErrorPanel, Tabs } from '../../components/index.js';
import { useCan } from '../../app/can.js';
import { useRoute } from '../../app/route.js';
import { ConfigsetDetail } from './ConfigsetDetail.js';
import { ConfigsetList } from './ConfigsetList.js';
import { useConfigsetList } from './configsets.queries.js';
import { RevisionEditor } from './RevisionEditor.js';
import { TemplatesTab } from './TemplatesTab.js';
import './configsets.css';

const TEMPLATES = '@templates';
const NEW = '@new';

export default function ConfigsetsScreen({ params }: { params: string[] }) {
  const { navigate } = useRoute();
  const list = useConfigsetList();
  const can = useCan('configsets.write');
  const [first, second] = params;
  const tab = first === TEMPLATES ? 'templates' : 'configsets';
  const configsets = list.data?.configsets ?? [];
  const selected = first && first !== TEMPLATES && first !== NEW ? first : undefined;
  const summary = configsets.find((c) => c.configsetId === selected);

  return (
    <section className="screen cs-screen" data-testid="screen-configsets">
      <div className="screen-head">
        <h2>Configsets</h2>
        <Tabs
          tabs={[
            { id: 'configsets', label: 'Configsets' },
            { id: 'templates', label: 'Templates' },
          ]}
          value={tab}
          onChange={(t) => (t === 'templates' ? navigate('configsets', TEMPLATES) : navigate('configsets'))}
          label="Configsets or templates"
          testId="cs-tabs"
        />
        <span className="spacer" />
        {tab === 'configsets' && (
          <ActionButton
            can={can}
            reasonDisplay="tooltip"
            onClick={() => navigate('configsets', NEW)}
            testId="cs-new-configset"
          >
            New configset
          </ActionButton>
        )}
      </div>
      {tab === 'templates' ? (
        <TemplatesTab />
      ) : (
        <div className="cs-layout">
          <aside className="cs-side" aria-label="Configsets">
            <ConfigsetList selected={selected} />
          </aside>
          <div className="cs-main">
            {first === NEW ? (
              <RevisionEditor
                configsets={configsets}
                onClose={() => navigate('configsets')}
                onActivated={(id, rev) => navigate('configsets', id, rev)}
              />
            ) : !selected ? (
              <EmptyState title="Pick a configset" testId="cs-none">
                Its revision history, contents and differences show here.
              </EmptyState>
            ) : list.isError ? (
              <ErrorPanel error={list.error} onRetry={() => void list.refetch()} />
            ) : list.isPending ? null : !summary ? (
              <EmptyState title={`No configset “${selected}” in this scope`} testId="cs-missing" />
            ) : (
              <ConfigsetDetail
                key={summary.configsetId}
                summary={summary}
                configsets={configsets}
                revisionId={second}
                openRevision={(rev) =>
                  rev ? navigate('configsets', summary.configsetId, rev) : navigate('configsets', summary.configsetId)
                }
                onDeleted={() => navigate('configsets')}
              />
            )}
          </div>
        </div>
      )}
    </section>
  );
}
