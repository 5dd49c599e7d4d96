// The engagement's sessions: type, times, ANI/DNIS, and the stored risk evaluation (decision,
// risk, reliability, reason). A running session can be re-evaluated (GetSessionDecision).
// Caller-ID results are explained per session in "Why it was decided" (DecisionExplanation.tsx);
// where a decision's explanation is known, the risk shows its threshold and the reason the
// comparison that decided, and a session whose details expired shows its kept decision. The
// calling numbers can be checked against the watchlist in the caller-ID card (CallerIdCard).
import { useQueryClient } from '@tanstack/react-query';
import { Badge, DateTime, ErrorPanel } from '../../components/index.js';
import type { EngagementSession, RiskInfo } from '../../../../shared/domain/engagements.js';
import type { DecisionExplanation } from '../../../../shared/domain/explanations.js';
import { explanationFor } from './DecisionExplanation.js';
import { enumLabel, riskTone } from './labels.js';
import { checkWords } from './decision-words.js';
import { useSessionDecision } from './detail-queries.js';
import { useThresholdsInForce } from './thresholds.js';

function Risk({ r, e }: { r: RiskInfo | undefined; e: DecisionExplanation | undefined }) {
  const decisive = e?.checks.find((c) => c.decisive);
  const threshold = e?.thresholds.fraudRiskThreshold;
  const inForce = useThresholdsInForce();
  return (
    <>
      <td>
        <Badge tone={riskTone(r?.decision, r?.risk, threshold ?? inForce?.fraud)}>
          {enumLabel(r?.decision ?? 'DECISION_UNSPECIFIED')}
        </Badge>
      </td>
      <td className="num">
        {r?.risk ?? '—'}
        {threshold !== undefined && <div className="eng-small muted">threshold {threshold}</div>}
      </td>
      <td className="num">{r?.reliability ?? '—'}</td>
      <td>{decisive ? checkWords(decisive) : enumLabel(r?.decisionReason)}</td>
    </>
  );
}

function Row({
  s,
  gkEngagementId,
  explanations,
}: {
  s: EngagementSession;
  gkEngagementId: string;
  explanations: readonly DecisionExplanation[] | undefined;
}) {
  const decide = useSessionDecision();
  const qc = useQueryClient();
  if (!s.readable) {
    const kept = explanations?.find((e) => e.gkSessionId === s.gkSessionId);
    return (
      <tr data-testid={`session-${s.gkSessionId}`} className="eng-session-gone">
        <td>
          <code title={s.gkSessionId}>{s.gkSessionId.slice(0, 8)}…</code>
        </td>
        {kept ? (
          <>
            <td colSpan={4} className="muted" data-testid={`session-kept-${s.gkSessionId}`}>
              Details expired; decision as kept when it was made <DateTime value={kept.decidedAt} />
            </td>
            <Risk
              r={{
                decision: kept.decision,
                decisionReason: kept.decisionReason,
                ...(kept.risk !== undefined ? { risk: kept.risk } : {}),
                ...(kept.reliability !== undefined ? { reliability: kept.reliability } : {}),
              }}
              e={kept}
            />
            <td />
          </>
        ) : (
          <td colSpan={9} className="muted">
            {s.unreadableReason}
          </td>
        )}
      </tr>
    );
  }
  const risk = decide.data ?? s.riskInfo;
  return (
    <tr data-testid={`session-${s.gkSessionId}`}>
      <td>
        <code title={s.gkSessionId}>{s.gkSessionId.slice(0, 8)}…</code>
        <div className="eng-small">
          {enumLabel(s.sessionType)}
          {s.isActive && (
            <>
              {' '}
              <Badge tone="info">running</Badge>
            </>
          )}
          {s.isSuspicious && (
            <>
              {' '}
              <Badge tone="danger" title={s.suspiciousReason}>
                suspicious
              </Badge>
            </>
          )}
        </div>
      </td>
      <td>
        <DateTime value={s.creationTimestamp} />
      </td>
      <td>
        <DateTime value={s.completionTimestamp} fallback={s.isActive ? 'running' : '—'} />
      </td>
      <td>{s.ani ?? '—'}</td>
      <td>{s.dnis ?? '—'}</td>
      <Risk r={risk} e={explanationFor(explanations, risk, s.gkSessionId)} />
      <td>
        {s.isActive && (
          <button
            type="button"
            onClick={() =>
              decide.mutate(
                { gkEngagementId, gkSessionId: s.gkSessionId },
                // The server keeps a new explanation with the new decision.
                {
                  onSuccess: () =>
                    void qc.invalidateQueries({ queryKey: ['engagements', 'explanations', gkEngagementId] }),
                },
              )
            }
            disabled={decide.isPending}
            title="Ask the server for the session's decision now"
            data-testid={`session-decide-${s.gkSessionId}`}
          >
            {decide.isPending ? 'Evaluating…' : 'Re-evaluate'}
          </button>
        )}
        {decide.isError && <ErrorPanel error={decide.error} compact testId={`session-decide-error-${s.gkSessionId}`} />}
      </td>
    </tr>
  );
}

export function SessionsTable({
  gkEngagementId,
  sessions,
  browseAvailable,
  explanations,
}: {
  gkEngagementId: string;
  sessions: EngagementSession[];
  browseAvailable: boolean;
  /** The engagement's decision explanations, when loaded. */
  explanations?: readonly DecisionExplanation[] | undefined;
}) {
  return (
    <section className="eng-card" aria-label="Sessions" data-testid="eng-sessions">
      <h3>Sessions ({sessions.length})</h3>
      {sessions.length === 0 ? (
        <p className="muted">No sessions.</p>
      ) : (
        <div className="eng-table-wrap">
          <table className="eng-table">
            <thead>
              <tr>
                <th>Session</th>
                <th>Started</th>
                <th>Stopped</th>
                <th>ANI</th>
                <th>DNIS</th>
                <th>Decision</th>
                <th className="num">Risk</th>
                <th className="num">Reliability</th>
                <th>Reason</th>
                <th>
                  <span className="eng-sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => (
                <Row key={s.gkSessionId} s={s} gkEngagementId={gkEngagementId} explanations={explanations} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted eng-small">
        Session details stay readable while a session runs and until its post-call processing finishes
        {browseAvailable ? '' : ' (read one by one: this server offers no browsing)'}; the decision of each is explained
        above, also after that. The calling numbers can be checked against the watchlist below.
      </p>
    </section>
  );
}
