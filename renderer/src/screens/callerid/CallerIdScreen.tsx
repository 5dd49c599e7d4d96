// The caller-ID screen: Validate a call, Assess a number against a watchlist, manage the Rules.
// `#/callerid/<tab>` opens a tab.
import { useState } from 'react';
import { useRoute } from '../../app/route.js';
import { Tabs } from '../../components/index.js';
import { AssessTab } from './AssessTab.js';
import { RulesTab } from './RulesTab.js';
import { ValidateTab } from './ValidateTab.js';
import './callerid.css';

const TABS = [
  { id: 'validate', label: 'Validate' },
  { id: 'assess', label: 'Assess' },
  { id: 'rules', label: 'Rules' },
] as const;

export default function CallerIdScreen({ params }: { params: string[] }) {
  const { navigate } = useRoute();
  const tab = TABS.some((t) => t.id === params[0]) ? params[0]! : 'validate';
  const [ruleSearch, setRuleSearch] = useState('');
  return (
    <section className="cid-screen" data-testid="screen-callerid">
      <h2>Caller ID</h2>
      <Tabs tabs={TABS} value={tab} onChange={(id) => navigate('callerid', id)} label="Caller ID" testId="cid-tabs" />
      <div role="tabpanel" data-testid={`cid-panel-${tab}`}>
        {tab === 'validate' && <ValidateTab />}
        {tab === 'assess' && (
          <AssessTab
            onShowRule={(value) => {
              setRuleSearch(value);
              navigate('callerid', 'rules');
            }}
          />
        )}
        {tab === 'rules' && <RulesTab initialSearch={ruleSearch} />}
      </div>
    </section>
  );
}
