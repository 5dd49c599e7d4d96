// Why each session of an engagement was decided as it was: per factor its value, weight and
// contribution to the fused risk; the fused risk against the fraud threshold of the configset
// revision that decided ("70 — threshold 72 under fraud-desk r3"); and the comparison that decided,
// in words. The server keeps these snapshots when it decides, so sessions whose details have
// expired are explained too. Colour follows meaning: a decision that is not FRAUD but whose risk is
// within NEAR_THRESHOLD_POINTS of the threshold is amber, never green (labels.ts). Risky intents
// heard in the call's caller turns appear as "Intent" rows marked as context: the decision engine
// does not weigh them, so their weight and contribution are shown as none, never made up.
import { ContributionBars } from './ContributionBars.js';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import { Badge, DateTime, ErrorPanel, LoadingState } from '../../components/index.js';
import { formatTime } from '../media/waveform-model.js';
import type { EngagementSession } from '../../../../shared/domain/engagements.js';
import type { DecisionExplanation as Explanation, DecisionFactor } from '../../../../shared/domain/explanations.js';
import { NEAR_THRESHOLD_POINTS, enumLabel, nearThreshold, riskTone } from './labels.js';
import { checkWords, factorLabel, ruleWords, sourceWords } from './decision-words.js';

export function useDecisionExplanations(gkEngagementId: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['engagements', 'explanations', gkEngagementId],
    queryFn: ({ signal }) => api.call('engagements.explanations', { gkEngagementId }, signal),
  });
}

const fmt = (n: number, digits = 1) => (Number.isInteger(n) ? String(n) : n.toFixed(digits));
const pct = (share: number) => `${fmt(share * 100, 0)} %`;

/** "fraud-desk r3", or the built-in defaults. */
export function configsetLabel(c: Explanation['configset']): string {
  if (!c.decidingConfigsetId) return 'the built-in defaults';
  return c.revisionNumber ? `${c.decidingConfigsetId} r${c.revisionNumber}` : c.decidingConfigsetId;
}

/** "70 — threshold 72 under fraud-desk r3" */
export function riskAgainstThreshold(e: Explanation): string {
  const risk = e.risk === undefined ? 'no risk computed' : String(e.risk);
  return `${risk} — threshold ${fmt(e.thresholds.fraudRiskThreshold)} under ${configsetLabel(e.configset)}`;
}

/** "CHANGE_ADDRESS 0.91 heard at 0:04.2" */
export function intentWords(f: DecisionFactor): string {
  const heard = f.heardAt !== undefined ? ` heard at ${formatTime(f.heardAt)}` : '';
  return `${f.intent ?? 'an intent'} ${(f.intentConfidence ?? 0).toFixed(2)}${heard}`;
}

function FactorValue({ f }: { f: DecisionFactor }) {
  const parts: string[] = [];
  if (f.kind === 'intent') {
    parts.push(intentWords(f));
  } else if (f.kind === 'voice') {
    if (f.score !== undefined) parts.push(`match score ${fmt(f.score)}`);
    if (f.fraudsterOnWatchlist) parts.push("against a watchlisted fraudster's voiceprint");
    if (f.risk !== undefined) parts.push(`risk ${fmt(f.risk)}`);
  } else {
    parts.push(f.risk !== undefined ? `risk ${fmt(f.risk)}` : 'no risk given');
    if (f.trustIndicator !== undefined) {
      const words = sourceWords(f.sourceDecision);
      parts.push(`trust indicator ${f.trustIndicator.toFixed(2)}${words ? ` (${words})` : ''}`);
    } else if (sourceWords(f.sourceDecision)) {
      parts.push(`caller ID ${sourceWords(f.sourceDecision)}`);
    }
  }
  if (f.reliability !== undefined) parts.push(`reliability ${fmt(f.reliability)}`);
  return (
    <>
      {parts.join(' · ')}
      {f.superseded > 0 && (
        <div className="eng-small muted">
          newest of {f.superseded + 1} results; {f.superseded === 1 ? 'the earlier one is' : 'earlier ones are'}{' '}
          superseded
        </div>
      )}
    </>
  );
}

function FactorTable({ e }: { e: Explanation }) {
  const testId = (f: DecisionFactor) =>
    `explain-factor-${e.gkSessionId}-${f.kind}${f.kind === 'intent' && f.intent ? `-${f.intent}` : ''}`;
  return (
    <div className="eng-table-wrap">
      <table className="eng-table eng-explain-table">
        <thead>
          <tr>
            <th>Factor</th>
            <th>Value</th>
            <th className="num">Weight</th>
            <th className="num">Contribution</th>
          </tr>
        </thead>
        <tbody>
          {e.factors.map((f) =>
            f.contextOnly ? (
              <tr key={testId(f)} data-testid={testId(f)} data-counted={false} data-context="true">
                <td>
                  {factorLabel(f.kind)} <Badge tone="info">context</Badge>
                </td>
                <td>
                  <FactorValue f={f} />
                  <div className="eng-small muted">
                    a risky request heard in the call; the decision did not weigh intents
                  </div>
                </td>
                <td className="num">
                  <span className="muted">not weighed</span>
                </td>
                <td className="num" title="contribution 0: the decision did not use it">
                  0
                </td>
              </tr>
            ) : (
              <tr
                key={testId(f)}
                data-testid={testId(f)}
                data-counted={f.counted}
                data-post-call={f.postCall || undefined}
              >
                <td>
                  {factorLabel(f.kind)}
                  {f.postCall && (
                    <>
                      {' '}
                      <Badge tone="warn">post-call</Badge>
                    </>
                  )}
                </td>
                <td>
                  <FactorValue f={f} />
                  {f.postCall && (
                    <div className="eng-small muted">
                      heard in the caller’s speech, analysed after the call: counted under the configset’s intent
                      factors, not known when the decision was given
                    </div>
                  )}
                </td>
                <td className="num" title={`weight ${fmt(f.weight, 2)} in the settings that decided`}>
                  {f.counted ? pct(f.normalisedWeight) : <span className="muted">not counted</span>}
                  <div className="eng-small muted">
                    {f.counted
                      ? `weight ${fmt(f.weight, 2)}`
                      : f.notCountedReason === 'WEIGHT_ZERO'
                        ? 'weight 0'
                        : 'carries no risk'}
                  </div>
                </td>
                <td className="num">{f.counted ? `+${f.contribution.toFixed(1)}` : '—'}</td>
              </tr>
            ),
          )}
        </tbody>
        {e.exactRisk !== undefined && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {e.postCall
                  ? 'Fused risk with the post-call intents (sum of contributions, rounded)'
                  : 'Fused risk (sum of contributions, rounded)'}
              </th>
              <td className="num" data-testid={`explain-fused-${e.gkSessionId}`}>
                {e.risk}
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

/** One session's explanation. `session` says whether its details are still readable. */
export function DecisionExplanation({ e, session }: { e: Explanation; session?: EngagementSession | undefined }) {
  // Post-call intents over the threshold: red, though the decision of the call was not fraud.
  const tone = e.postCall?.overFraudRiskThreshold
    ? ('danger' as const)
    : riskTone(e.decision, e.risk, e.thresholds.fraudRiskThreshold);
  const near = e.decision !== 'DECISION_FRAUD' && nearThreshold(e.risk, e.thresholds.fraudRiskThreshold);
  const expired = session !== undefined && !session.readable;
  const sid = e.gkSessionId;
  return (
    <article
      className="eng-explain"
      aria-label={`Decision of session ${sid.slice(0, 8)}`}
      data-testid={`explain-${sid}`}
    >
      <div className="eng-explain-head">
        <code title={sid}>{sid.slice(0, 8)}…</code>
        {session?.sessionType && <span className="muted">{enumLabel(session.sessionType)}</span>}
        <Badge tone={tone} testId={`explain-decision-${sid}`}>
          {enumLabel(e.decision)}
        </Badge>
        <span className={`eng-explain-risk eng-tone-${tone}`} data-testid={`explain-risk-${sid}`}>
          Risk {riskAgainstThreshold(e)}
        </span>
        {near && (
          <Badge tone="warn" testId={`explain-near-${sid}`}>
            within {NEAR_THRESHOLD_POINTS} points of the threshold
          </Badge>
        )}
      </div>
      {e.configset.configsetId && e.configset.configsetId !== e.configset.decidingConfigsetId && (
        <p className="eng-small muted" data-testid={`explain-configset-${sid}`}>
          Decided under configset {e.configset.configsetId}, which sets no decision settings of its own: thresholds and
          weights came from {configsetLabel(e.configset)}.
        </p>
      )}
      {expired && (
        <p className="eng-small muted" data-testid={`explain-snapshot-${sid}`}>
          This session’s details have expired (post-call processing finished); the explanation below was kept when the
          decision was made
          {e.decidedAt ? (
            <>
              {' '}
              (<DateTime value={e.decidedAt} />)
            </>
          ) : null}
          .
        </p>
      )}
      {e.postCall && (
        <p
          className={`eng-small${e.postCall.overFraudRiskThreshold ? ' eng-explain-risk eng-tone-danger' : ''}`}
          data-testid={`explain-postcall-${sid}`}
        >
          Post-call speech analysis: with the intents heard, the risk is {e.risk} against the fraud risk threshold{' '}
          {fmt(e.thresholds.fraudRiskThreshold)} ({e.postCall.overFraudRiskThreshold ? 'at or above it' : 'below it'}).
          During the call the risk was {e.postCall.decisionTimeRisk ?? 'not computed'} and the decision{' '}
          {enumLabel(e.decision)} was given; it is not changed.
        </p>
      )}
      {e.factors.length > 0 && <ContributionBars e={e} />}
      {e.factors.length > 0 && <FactorTable e={e} />}
      <div className="eng-explain-rule" data-testid={`explain-rule-${sid}`}>
        {e.checks.length > 0 && (
          <ol className="eng-explain-checks">
            {e.checks.map((c) => (
              <li key={c.check} className={c.decisive ? 'eng-explain-decisive' : undefined} data-decisive={c.decisive}>
                {checkWords(c)}
                {c.decisive && <span className="eng-sr-only"> (this decided)</span>}
              </li>
            ))}
          </ol>
        )}
        <p>{ruleWords(e.decidingRule)}</p>
        {e.reliability !== undefined && (
          <p className="eng-small muted">
            Reliability {e.reliability} (minimum {fmt(e.thresholds.minReliability)}); authentic threshold{' '}
            {fmt(e.thresholds.authenticThreshold)}.
          </p>
        )}
      </div>
    </article>
  );
}

/** The explanation that accounts for a stored risk evaluation (same decision and risk), if any. */
export function explanationFor(
  explanations: readonly Explanation[] | undefined,
  r: { decision?: string | undefined; risk?: number | undefined } | undefined,
  gkSessionId?: string,
): Explanation | undefined {
  if (!explanations || !r?.decision) return undefined;
  return explanations.find(
    (e) =>
      (gkSessionId === undefined || e.gkSessionId === gkSessionId) &&
      e.decision === r.decision &&
      // Post-call intents recompute the risk shown; the stored evaluation has the risk of the call.
      (e.postCall ? e.postCall.decisionTimeRisk : e.risk) === r.risk,
  );
}

/** The explanations of an engagement's sessions, one call for the whole engagement. */
export function DecisionExplanations({
  gkEngagementId,
  sessions,
}: {
  gkEngagementId: string;
  sessions: EngagementSession[];
}) {
  const q = useDecisionExplanations(gkEngagementId);
  const byId = new Map(sessions.map((s) => [s.gkSessionId, s]));
  return (
    <section className="eng-card" aria-label="Why it was decided" data-testid="eng-explanations">
      <h3>Why it was decided</h3>
      {q.isPending && <LoadingState label="Loading decision explanations…" testId="explain-loading" />}
      {q.isError && (
        <ErrorPanel
          error={q.error}
          title="Could not load the decision explanations"
          onRetry={() => void q.refetch()}
          compact
          testId="explain-error"
        />
      )}
      {q.data && !q.data.browseAvailable && (
        <p className="muted">This server does not keep decision explanations (vigil.v1.Browse).</p>
      )}
      {q.data?.browseAvailable && q.data.explanations.length === 0 && (
        <p className="muted" data-testid="explain-none">
          No session of this engagement has been decided yet.
        </p>
      )}
      {q.data?.explanations.map((e) => (
        <DecisionExplanation key={e.gkSessionId} e={e} session={byId.get(e.gkSessionId)} />
      ))}
    </section>
  );
}
