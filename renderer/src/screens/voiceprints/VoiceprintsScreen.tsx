// The voiceprints screen (support staff): browse, look up by owner, or run a status report on the
// left; the selected profile's detail (lock first) on the right.
// Routes: #/voiceprints[/<profileId>], #/voiceprints/@lookup[/<profileId>], #/voiceprints/@report[/<profileId>].
import { Tabs } from '../../components/index.js';
import { useRoute } from '../../app/route.js';
import { BrowseList } from './BrowseList.js';
import { LookupForm } from './LookupForm.js';
import { ReportPanel } from './ReportPanel.js';
import { VoiceprintDetail } from './VoiceprintDetail.js';
import './voiceprints.css';

const TABS = [
  { id: 'browse', label: 'Browse' },
  { id: 'lookup', label: 'Look up owner' },
  { id: 'report', label: 'Status report' },
] as const;
type Tab = (typeof TABS)[number]['id'];

export default function VoiceprintsScreen({ params }: { params: string[] }) {
  const { navigate } = useRoute();
  const first = params[0] ?? '';
  const tab: Tab = first === '@lookup' ? 'lookup' : first === '@report' ? 'report' : 'browse';
  const selected = first.startsWith('@') ? params[1] : first || undefined;
  const base = tab === 'browse' ? [] : [`@${tab}`];
  const open = (id: string) => navigate('voiceprints', ...base, id);
  const close = () => navigate('voiceprints', ...base);

  return (
    <section className="screen vp-screen" data-testid="screen-voiceprints">
      <div className="screen-head">
        <h2>Voiceprints</h2>
        <Tabs
          tabs={TABS}
          value={tab}
          onChange={(t) =>
            navigate('voiceprints', ...(t === 'browse' ? [] : [`@${t}`]), ...(selected ? [selected] : []))
          }
          label="How to find profiles"
          testId="vp-tabs"
        />
      </div>
      <div className={`vp-layout${selected ? ' has-detail' : ''}`}>
        <div className="vp-main">
          {tab === 'browse' && <BrowseList selected={selected} onOpen={open} />}
          {tab === 'lookup' && <LookupForm selected={selected} onOpen={open} />}
          {tab === 'report' && <ReportPanel onOpen={open} />}
        </div>
        {selected && (
          <aside className="vp-side" aria-label="Selected profile">
            <VoiceprintDetail key={selected} id={selected} onClose={close} />
          </aside>
        )}
      </div>
    </section>
  );
}
