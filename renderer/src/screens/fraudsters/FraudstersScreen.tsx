// The Fraudsters and watchlists screen (fraud analysts): look up, create and rename fraudsters;
// list the scope's watchlists (Browse), look up and create watchlists, page through their members,
// add and remove fraudsters.
// Routes: #/fraudsters[/<fraudsterId>], #/fraudsters/@watchlists[/<watchlistId>] (external IDs).
import { useRoute } from '../../app/route.js';
import { Tabs } from '../../components/index.js';
import { FraudsterPanel } from './FraudsterPanel.js';
import { WatchlistPanel } from './WatchlistPanel.js';
import './fraudsters.css';

const TABS = [
  { id: 'fraudsters', label: 'Fraudsters' },
  { id: 'watchlists', label: 'Watchlists' },
] as const;

export default function FraudstersScreen({ params }: { params: string[] }) {
  const { navigate } = useRoute();
  const onWatchlists = params[0] === '@watchlists';
  const selected = (onWatchlists ? params[1] : params[0]) || undefined;
  const id = selected;
  return (
    <section className="screen fraud-screen" data-testid="screen-fraudsters">
      <div className="screen-head">
        <h2>Fraudsters and watchlists</h2>
        <Tabs
          tabs={TABS}
          value={onWatchlists ? 'watchlists' : 'fraudsters'}
          onChange={(t) => navigate('fraudsters', ...(t === 'watchlists' ? ['@watchlists'] : []))}
          label="Fraudsters or watchlists"
          testId="fraud-tabs"
        />
      </div>
      {onWatchlists ? (
        <WatchlistPanel key={id ?? ''} watchlistId={id} onOpen={(w) => navigate('fraudsters', '@watchlists', w)} />
      ) : (
        <FraudsterPanel key={id ?? ''} fraudsterId={id} onOpen={(f) => navigate('fraudsters', f)} />
      )}
    </section>
  );
}
