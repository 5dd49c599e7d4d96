// The engagement's sessions: type, times, ANI/DNIS, and the stored risk evaluation (decision,
// risk, reliability, reason). A running session can be re-evaluated (GetSessionDecision).
// Caller-ID analysis has its own card on the page (CallerIdCard).
import { Badge, DateTime, ErrorPanel } from '../../components/index.js';
import type { EngagementSession, RiskInfo } from '../../../../shared/domain/engagements.js';
import { decisionTone, enumLabel } from './labels.js';
import { useSessionDecision } from './queries.js';

function Risk({ r }: { r: RiskInfo | undefined }) {
  return (
    <>
      <td>
        <Badge tone={decisionTone(r?.decision)}>{enumLabel(r?.decision ?? 'DECISION_UNSPECIFIED')}</Badge>
      </td>
      <td className="num">{r?.risk ?? '—'}</td>
      <td className="num">{r?.reliability ?? '—'}</td>
      <td>{enumLabel(r?.decisionReason)}</td>
    </>
  );
}

function Row({ s, gkEngagementId }: { s: EngagementSession; gkEngagementId: string }) {
  const decide = useSessionDecision();
  if (!s.readable) {
    return (
      <tr data-testid={`session-${s.gkSessionId}`} className="eng-session-gone">
        <td>
          <code title={s.gkSessionId}>{s.gkSessionId.slice(0, 8)}…</code>
        </td>
        <td colSpan={9} className="muted">
          {s.unreadableReason}
        </td>
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
      <Risk r={risk} />
      <td>
        {s.isActive && (
          <button
            type="button"
            onClick={() => decide.mutate({ gkEngagementId, gkSessionId: s.gkSessionId })}
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
}: {
  gkEngagementId: string;
  sessions: EngagementSession[];
  browseAvailable: boolean;
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
                <Row key={s.gkSessionId} s={s} gkEngagementId={gkEngagementId} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted eng-small">
        Session details stay readable while a session runs and until its post-call processing finishes
        {browseAvailable ? '' : ' (read one by one: this server offers no browsing)'}. The caller-ID check made during
        the call counts in the decision above; the calling numbers can be checked against the watchlist below.
      </p>
    </section>
  );
}
