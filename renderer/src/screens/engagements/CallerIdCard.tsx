// Caller-ID analysis on the engagement page: the numbers the call came from and to, per session,
// and, on request, each calling number assessed against the default watchlist under the call's
// operational configset (AssessCallerIdRisk), with the rule that decided it. What the caller-ID
// check found during the call itself (trust indicator, attestation) counts in the decision above.
import { useEffect, useState } from 'react';
import { DEFAULT_WATCHLIST_ID } from '../../../../shared/domain/callerid-values.js';
import type { EngagementSession } from '../../../../shared/domain/engagements.js';
import { useCan } from '../../app/can.js';
import { hrefOf } from '../../app/route.js';
import { ActionButton, Badge, ErrorPanel } from '../../components/index.js';
import { useAssess, useConfigsets } from '../callerid/callerid.queries.js';
import { riskLabel, riskTone } from '../callerid/labels.js';

interface NumberPair {
  ani: string;
  dnis: string[];
  sessions: number;
}

function numbersOf(sessions: readonly EngagementSession[]): NumberPair[] {
  const byAni = new Map<string, NumberPair>();
  for (const s of sessions) {
    if (!s.ani) continue;
    const pair = byAni.get(s.ani) ?? { ani: s.ani, dnis: [], sessions: 0 };
    pair.sessions++;
    if (s.dnis && !pair.dnis.includes(s.dnis)) pair.dnis.push(s.dnis);
    byAni.set(s.ani, pair);
  }
  return [...byAni.values()];
}

function Assess({ ani, configsetId }: { ani: string; configsetId: string | undefined }) {
  const can = useCan('callerid.assess');
  const a = useAssess();
  const r = a.data;
  return (
    <div className="eng-cid-assess">
      <ActionButton
        can={configsetId ? can : { allowed: false, reason: 'No active operational configset to assess under.' }}
        onClick={() => a.mutate({ callerId: ani, watchlistId: DEFAULT_WATCHLIST_ID, configsetId: configsetId! })}
        disabled={a.isPending}
        testId={`cid-assess-${ani}`}
      >
        {a.isPending ? 'Checking…' : r ? 'Check again' : 'Check against the watchlist'}
      </ActionButton>
      {r && (
        <span className="eng-cid-result" data-testid={`cid-result-${ani}`}>
          <Badge tone={riskTone(r.riskLevel)}>{riskLabel(r.riskLevel)}</Badge>{' '}
          {r.rule ? (
            <>
              rule <code>{r.rule.value}</code>
              {r.rule.description ? ` (${r.rule.description})` : ''}
            </>
          ) : (
            <span className="muted">no watchlist rule matches</span>
          )}
          {r.risk !== undefined && <span className="muted"> · risk {r.risk}</span>}
        </span>
      )}
      {a.isError && <ErrorPanel error={a.error} title="The check failed" compact testId={`cid-error-${ani}`} />}
    </div>
  );
}

export function CallerIdCard({ sessions }: { sessions: readonly EngagementSession[] }) {
  const pairs = numbersOf(sessions);
  const configsets = useConfigsets();
  const [configsetId, setConfigsetId] = useState<string>();
  useEffect(() => {
    if (!configsetId && configsets.data?.defaultId) setConfigsetId(configsets.data.defaultId);
  }, [configsets.data, configsetId]);
  return (
    <section className="eng-card" aria-label="Caller-ID analysis" data-testid="eng-callerid">
      <h3>Caller ID</h3>
      {pairs.length === 0 ? (
        <p className="muted">
          {sessions.some((s) => !s.readable)
            ? 'The calling numbers are no longer readable: the sessions finished their post-call processing.'
            : 'No session recorded a calling number.'}
        </p>
      ) : (
        <ul className="eng-cid-list">
          {pairs.map((p) => (
            <li key={p.ani} data-testid={`cid-number-${p.ani}`}>
              <div>
                From <code>{p.ani}</code>
                {p.dnis.length > 0 && (
                  <>
                    {' '}
                    to <code>{p.dnis.join(', ')}</code>
                  </>
                )}{' '}
                <span className="muted">
                  ({p.sessions} session{p.sessions === 1 ? '' : 's'})
                </span>
              </div>
              <Assess ani={p.ani} configsetId={configsetId} />
            </li>
          ))}
        </ul>
      )}
      <p className="muted eng-small">
        The check asks the watchlist now{configsetId ? `, under ${configsetId}` : ''}; what the caller-ID check found
        during the call counts in the decision above. Rules are edited on the <a href={hrefOf('callerid')}>Caller ID</a>{' '}
        screen.
      </p>
    </section>
  );
}
