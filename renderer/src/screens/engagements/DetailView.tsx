// One engagement, the whole call on one page: IDs, state, risk and decision; its recording (player
// and waveform); the verdict as the server holds it, with the form to set it; why it was decided;
// sessions; caller-ID analysis; correlated engagements and every media segment.
import { useEffect, useRef } from 'react';
import {
  ArrowLeftIcon,
  Badge,
  CopyId,
  DateTime,
  EmptyState,
  ErrorPanel,
  LoadingState,
  PlayIcon,
  formatDuration,
  toIpcError,
} from '../../components/index.js';
import { hrefOf, hrefWithQuery } from '../../app/route.js';
import type { Engagement } from '../../../../shared/domain/engagements.js';
import { AddFraudsterForm } from './AddFraudsterForm.js';
import { AnalystName } from './AnalystName.js';
import { CallerIdCard } from './CallerIdCard.js';
import { CallRecording } from './CallRecording.js';
import { IvrPath } from './IvrPath.js';
import { useAmountCurrency } from './currency.js';
import {
  DecisionExplanations,
  explanationFor,
  riskAgainstThreshold,
  useDecisionExplanations,
} from './DecisionExplanation.js';
import { enumLabel, riskTone, verdictLabel, verdictTone } from './labels.js';
import { ruleWords } from './decision-words.js';
import { formatUnits } from './money.js';
import { useEngagement, type EngagementDetail } from './detail-queries.js';
import { queueHref } from './QueueView.js';
import { SessionsTable } from './SessionsTable.js';
import { VerdictForm } from './VerdictForm.js';
import { useThresholdsInForce } from './thresholds.js';

function Header({ e }: { e: Engagement }) {
  const r = e.riskInfo;
  // The session decision the engagement's risk comes from, explained (threshold, configset, rule).
  const why = explanationFor(useDecisionExplanations(e.gkEngagementId).data?.explanations, r);
  // Without an explanation, the threshold in force: a risk near it is amber all the same.
  const inForce = useThresholdsInForce();
  return (
    <header className="eng-detail-head" data-testid="eng-header">
      <div className="eng-title-row">
        <h2 data-testid="eng-title">{e.engagementId ?? 'Engagement'}</h2>
        {e.isActive ? (
          <Badge tone="info" testId="eng-active">
            running
          </Badge>
        ) : (
          <Badge testId="eng-active">stopped</Badge>
        )}
        <Badge
          tone={riskTone(r?.decision, r?.risk, why?.thresholds.fraudRiskThreshold ?? inForce?.fraud)}
          testId="eng-decision"
        >
          {enumLabel(r?.decision ?? 'DECISION_UNSPECIFIED')}
        </Badge>
        <span className="spacer" />
        <a href={hrefOf('engagements', e.gkEngagementId, 'report')} data-testid="eng-case-report">
          Case report (PDF)
        </a>
      </div>
      <dl className="eng-facts">
        <dt>Gatekeeper ID</dt>
        <dd>
          <CopyId id={e.gkEngagementId} label="engagement ID" testId="eng-gk-id" />
        </dd>
        <dt>External ID</dt>
        <dd data-testid="eng-external-id">{e.engagementId ?? '—'}</dd>
        <dt>Correlation ID</dt>
        <dd data-testid="eng-correlation-id">{e.correlationId ?? '—'}</dd>
        <dt>Risk</dt>
        <dd data-testid="eng-risk">
          {why ? riskAgainstThreshold(why) : (r?.risk ?? '—')}{' '}
          <span className="muted">reliability {r?.reliability ?? '—'}</span>
        </dd>
        <dt>{why ? 'Why' : 'Decision reason'}</dt>
        <dd data-testid="eng-reason">{why ? ruleWords(why.decidingRule) : enumLabel(r?.decisionReason)}</dd>
        <dt>Started</dt>
        <dd>
          <DateTime value={e.creationTimestamp} mode="precise" />
        </dd>
        <dt>Stopped</dt>
        <dd>
          <DateTime value={e.completionTimestamp} mode="precise" fallback={e.isActive ? 'still running' : '—'} />
        </dd>
        {e.analystId && (
          <>
            <dt>Analyst</dt>
            <dd>
              <AnalystName clientId={e.analystId} testId="eng-analyst" />
            </dd>
          </>
        )}
      </dl>
    </header>
  );
}

function VerdictCard({ e, focusRef }: { e: Engagement; focusRef?: React.Ref<HTMLElement> }) {
  const v = e.verdictInfo;
  const has = !!v?.verdict && v.verdict !== 'ENGAGEMENT_VERDICT_UNSPECIFIED';
  const [currency] = useAmountCurrency();
  return (
    <section
      className="eng-card eng-verdict-card"
      aria-label="Current verdict"
      tabIndex={-1}
      ref={focusRef}
      data-testid="verdict-card"
    >
      <h3>Verdict</h3>
      <Badge tone={verdictTone(v?.verdict)} testId="verdict-value">
        {verdictLabel(v?.verdict)}
      </Badge>
      {has && (
        <dl className="eng-facts">
          <dt>Note</dt>
          <dd className="eng-note-text" data-testid="verdict-description-value">
            {v?.description || '—'}
          </dd>
          <dt>Amount</dt>
          <dd data-testid="verdict-amount-value">{formatUnits(v?.amount, v?.amount ? currency : '')}</dd>
          <dt>Analyst</dt>
          <dd>{v?.analystId ? <AnalystName clientId={v.analystId} testId="verdict-analyst" /> : '—'}</dd>
          <dt>Set at</dt>
          <dd>
            <DateTime value={v?.verdictTimestamp} mode="precise" testId="verdict-time" />
          </dd>
        </dl>
      )}
      <p className="muted eng-small">As read from the server.</p>
    </section>
  );
}

function Related({ d }: { d: EngagementDetail }) {
  return (
    <div className="eng-related">
      <section className="eng-card" aria-label="Correlated engagements" data-testid="eng-correlated">
        <h3>Correlated engagements</h3>
        {!d.engagement.correlationId ? (
          <p className="muted">No correlation ID.</p>
        ) : d.correlated.length === 0 ? (
          <p className="muted">No other engagement shares this correlation ID.</p>
        ) : (
          <ul className="eng-link-list">
            {d.correlated.map((c) => (
              <li key={c.gkEngagementId}>
                <a href={hrefOf('engagements', c.gkEngagementId)} data-testid={`correlated-${c.gkEngagementId}`}>
                  {c.engagementId ?? c.gkEngagementId.slice(0, 8) + '…'}
                </a>{' '}
                {c.isActive && <Badge tone="info">running</Badge>} <DateTime value={c.creationTimestamp} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="eng-card" aria-label="Media segments" data-testid="eng-media">
        <h3>Media segments</h3>
        {d.mediaSegments === undefined ? (
          <p className="muted">This server does not offer listing media (vigil.v1.Browse).</p>
        ) : d.mediaSegments.length === 0 ? (
          <p className="muted">No media recorded in this engagement.</p>
        ) : (
          <ul className="eng-link-list">
            {d.mediaSegments.map((m) => (
              <li key={m.gkMediaSegmentId}>
                <a
                  href={hrefWithQuery(
                    ['media', m.gkMediaSegmentId],
                    `call=${encodeURIComponent(d.engagement.gkEngagementId)}`,
                  )}
                  data-testid={`media-link-${m.gkMediaSegmentId}`}
                >
                  <PlayIcon /> {m.gkMediaSegmentId.slice(0, 8)}…
                </a>{' '}
                <span className="muted">
                  {m.mediaLength !== undefined ? formatDuration(m.mediaLength * 1000) : ''}
                  {m.numberOfChannels ? ` · ${m.numberOfChannels} ch` : ''}
                  {m.gkSessionId ? ` · session ${m.gkSessionId.slice(0, 8)}…` : ''}
                </span>{' '}
                {m.legalHold && <Badge tone="warn">legal hold</Badge>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function DetailView({ gkEngagementId, query = '' }: { gkEngagementId: string; query?: string }) {
  const q = useEngagement(gkEngagementId);
  const explanations = useDecisionExplanations(gkEngagementId);
  const params = new URLSearchParams(query);
  const show = params.get('show');
  const verdictRef = useRef<HTMLElement>(null);
  const loaded = !!q.data;
  // "View" in the saved-verdict toast: bring the verdict as the server holds it into view.
  useEffect(() => {
    if (show !== 'verdict' || !loaded) return;
    const card = verdictRef.current;
    card?.scrollIntoView?.({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [show, loaded]);
  return (
    <div className="eng-detail" data-testid="eng-detail">
      <a href={queueHref()} className="eng-back" data-testid="eng-back">
        <ArrowLeftIcon /> Queue
      </a>
      {q.isPending && <LoadingState label="Loading engagement…" testId="eng-detail-loading" />}
      {q.isError &&
        (toIpcError(q.error).code === 'NOT_FOUND' ? (
          <EmptyState title="No such engagement" testId="eng-detail-notfound">
            <code>{gkEngagementId}</code> is not an engagement in this scope.
          </EmptyState>
        ) : (
          <ErrorPanel
            error={q.error}
            title="Could not load the engagement"
            onRetry={() => void q.refetch()}
            testId="eng-detail-error"
          />
        ))}
      {q.data && (
        <>
          <Header e={q.data.engagement} />
          <div className="eng-call-grid">
            <div className="eng-call-main">
              <CallRecording
                gkEngagementId={gkEngagementId}
                segments={q.data.mediaSegments}
                requested={params.get('segment') ?? undefined}
              />
              <IvrPath gkEngagementId={gkEngagementId} />
              <DecisionExplanations gkEngagementId={gkEngagementId} sessions={q.data.sessions} />
            </div>
            <div className="eng-call-side">
              <VerdictCard e={q.data.engagement} focusRef={verdictRef} />
              <VerdictForm
                gkEngagementId={gkEngagementId}
                current={q.data.engagement.verdictInfo?.verdict}
                title={q.data.engagement.engagementId ?? `engagement ${gkEngagementId.slice(0, 8)}…`}
              />
            </div>
          </div>
          <SessionsTable
            gkEngagementId={gkEngagementId}
            sessions={q.data.sessions}
            browseAvailable={q.data.browseAvailable}
            explanations={explanations.data?.explanations}
          />
          <CallerIdCard sessions={q.data.sessions} />
          {q.data.engagement.verdictInfo?.verdict === 'ENGAGEMENT_VERDICT_FRAUD' && <AddFraudsterForm d={q.data} />}
          <Related d={q.data} />
        </>
      )}
    </div>
  );
}
