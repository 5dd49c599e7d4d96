// Why the call was decided as it was. The engagement's fused decision, then one block per session.
//
// SLOT: each session block holds that session's decision explanation (factors, weights under the
// configset that decided, contributions, the risk against its threshold): the DecisionExplanation
// component, which the decision-snapshot work (branch wt/explain) provides. It goes where
// `explanationSlot` is rendered below; until it is there, a block shows the stored decision only.
import type { ReactNode } from 'react';
import { Badge } from '../../components/index.js';
import type { Engagement, EngagementSession } from '../../../../shared/domain/engagements.js';
import { decisionTone, enumLabel } from './labels.js';

function StoredDecision({ s }: { s: EngagementSession }) {
  if (!s.readable) return <p className="muted eng-small">{s.unreadableReason}</p>;
  const r = s.riskInfo;
  return (
    <p className="eng-decision-line">
      <Badge tone={decisionTone(r?.decision)}>{enumLabel(r?.decision ?? 'DECISION_UNSPECIFIED')}</Badge> risk{' '}
      <strong>{r?.risk ?? '—'}</strong> <span className="muted">reliability {r?.reliability ?? '—'}</span>
    </p>
  );
}

/** Where a session's decision explanation goes (see the note at the top of this file). */
function explanationSlot(gkEngagementId: string, s: EngagementSession): ReactNode {
  void gkEngagementId;
  return <StoredDecision s={s} />;
}

export function DecisionArea({ engagement, sessions }: { engagement: Engagement; sessions: EngagementSession[] }) {
  const r = engagement.riskInfo;
  return (
    <section className="eng-card eng-decision-area" aria-label="Why it was decided" data-testid="eng-decision-area">
      <h3>Why it was decided</h3>
      <p className="eng-decision-line" data-testid="eng-decision-summary">
        <Badge tone={decisionTone(r?.decision)}>{enumLabel(r?.decision ?? 'DECISION_UNSPECIFIED')}</Badge> risk{' '}
        <strong>{r?.risk ?? '—'}</strong> <span className="muted">reliability {r?.reliability ?? '—'}</span>
      </p>
      {sessions.map((s) => (
        <div key={s.gkSessionId} className="eng-decision-session" data-testid={`decision-session-${s.gkSessionId}`}>
          <h4>
            Session <code title={s.gkSessionId}>{s.gkSessionId.slice(0, 8)}…</code>
            {s.sessionType && <span className="muted"> · {enumLabel(s.sessionType)}</span>}
          </h4>
          {explanationSlot(engagement.gkEngagementId, s)}
        </div>
      ))}
    </section>
  );
}
