// A case report of one engagement, for a file or a colleague: the decision and why it was made, the
// transcript of each recording with the intents heard, the verdict's history and every audit entry
// that names the engagement. Route #/engagements/<gkId>/report. "Save as PDF" asks main to print the
// window to a PDF (Electron's printToPDF); the browser host has no such door, so it opens the
// browser's print dialog on the same view (the print CSS hides the console around it).
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/context.js';
import { hrefOf } from '../../app/route.js';
import { stampedName } from '../../app/download.js';
import { DateTime, ErrorPanel, LoadingState } from '../../components/index.js';
import { laneLabel, type MediaTranscript } from '../../../../shared/domain/media.js';
import type { AuditEntry } from '../../../../shared/domain/audit.js';
import { explanationFor, riskAgainstThreshold, useDecisionExplanations } from './DecisionExplanation.js';
import { enumLabel, verdictLabel } from './labels.js';
import { checkWords, factorLabel, ruleWords } from './decision-words.js';
import { useEngagement } from './detail-queries.js';

const pct = (n: number) => `${Math.round(n * 100)} %`;

function Transcript({ t }: { t: MediaTranscript }) {
  if (t.status !== 'done') return <p className="muted">Transcript {t.status}.</p>;
  return (
    <>
      {t.channels.map((c) => {
        const label = laneLabel(c.channelIndex, c.callParties);
        return (
          <div key={c.channelIndex} className="report-channel">
            <h4>{label}</h4>
            {c.turns?.length ? (
              <ol className="report-turns">
                {c.turns.map((turn, i) => (
                  <li key={i}>
                    <span className="mono muted">{turn.start.toFixed(1)} s</span>{' '}
                    {turn.withheld ? <em>withheld (redacted)</em> : turn.text}
                    {turn.intent && !turn.withheld && (
                      <strong className="report-intent">
                        {' '}
                        · intent {turn.intent} ({turn.confidence.toFixed(2)})
                      </strong>
                    )}
                  </li>
                ))}
              </ol>
            ) : (
              <p>{c.words.map((w) => (w.redacted ? '[redacted]' : w.text)).join(' ') || '—'}</p>
            )}
          </div>
        );
      })}
    </>
  );
}

const isVerdict = (a: AuditEntry) => a.action === 'engagements.setVerdict';

export function CaseReport({ gkEngagementId }: { gkEngagementId: string }) {
  const api = useApi();
  const q = useEngagement(gkEngagementId);
  const why = useDecisionExplanations(gkEngagementId);
  const audit = useQuery({
    queryKey: ['audit', 'engagement', gkEngagementId],
    queryFn: ({ signal }) => api.call('audit.list', { text: gkEngagementId, limit: 1000 }, signal),
  });
  const segments = q.data?.mediaSegments ?? [];
  const transcripts = useQueries({
    queries: segments.map((m) => ({
      queryKey: ['media', 'transcript', m.gkMediaSegmentId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.call('media.transcript', { mediaSegmentId: m.gkMediaSegmentId }, signal),
      retry: false,
    })),
  });
  const save = useMutation({
    mutationFn: async () => {
      const name = stampedName(`vigil-case-${q.data?.engagement.engagementId ?? gkEngagementId}`, 'pdf');
      const r = await api.call('app.savePdf', { fileName: name });
      if (!r.supported) window.print();
      return r;
    },
  });

  if (q.isPending) return <LoadingState label="Preparing the case report…" />;
  if (q.isError) return <ErrorPanel error={q.error} title="Could not load the engagement" />;
  const e = q.data.engagement;
  const r = e.riskInfo;
  const explanations = why.data?.explanations ?? [];
  const main = explanationFor(explanations, r);
  const entries = audit.data?.entries ?? [];
  const loading = why.isPending || audit.isPending || transcripts.some((t) => t.isPending);
  return (
    <article className="case-report" data-testid="case-report" aria-busy={loading}>
      <div className="report-actions no-print">
        <a href={hrefOf('engagements', gkEngagementId)}>Back to the engagement</a>
        <button
          type="button"
          className="primary"
          onClick={() => save.mutate()}
          disabled={save.isPending || loading}
          data-testid="report-save-pdf"
        >
          {save.isPending ? 'Saving…' : 'Save as PDF'}
        </button>
        {save.data?.saved && (
          <span className="muted" data-testid="report-saved">
            Saved to {save.data.path}
          </span>
        )}
        {save.error != null && <ErrorPanel error={save.error} title="Could not save the PDF" compact />}
      </div>
      <h2 data-testid="report-title">Case report: {e.engagementId ?? e.gkEngagementId}</h2>
      <p className="muted">
        Gatekeeper ID <span className="mono">{e.gkEngagementId}</span> · made{' '}
        <DateTime value={new Date().toISOString()} />
      </p>

      <section aria-labelledby="report-decision">
        <h3 id="report-decision">Decision</h3>
        <dl className="eng-facts">
          <dt>Decision</dt>
          <dd data-testid="report-decision">{enumLabel(r?.decision ?? 'DECISION_UNSPECIFIED')}</dd>
          <dt>Risk</dt>
          <dd>{main ? riskAgainstThreshold(main) : (r?.risk ?? '—')}</dd>
          <dt>Reliability</dt>
          <dd>{r?.reliability ?? '—'}</dd>
          <dt>Why</dt>
          <dd>{main ? ruleWords(main.decidingRule) : enumLabel(r?.decisionReason)}</dd>
          <dt>Started</dt>
          <dd>
            <DateTime value={e.creationTimestamp} mode="precise" />
          </dd>
        </dl>
      </section>

      <section aria-labelledby="report-explanation">
        <h3 id="report-explanation">Explanation</h3>
        {explanations.length === 0 && <p className="muted">No decision explanation is kept for this engagement.</p>}
        {explanations.map((x) => (
          <div key={x.gkSessionId} className="report-block">
            <p>
              Session <span className="mono">{x.gkSessionId}</span>: {x.summary}
            </p>
            <ul>
              {x.factors.map((f, i) => (
                <li key={i}>
                  {factorLabel(f.kind)}
                  {f.intent ? ` ${f.intent}` : ''}: risk {f.risk ?? '—'}
                  {f.counted
                    ? `, weighs ${pct(f.normalisedWeight)}, adds ${f.contribution.toFixed(1)}`
                    : ', not counted'}
                </li>
              ))}
              {x.checks.map((c, i) => (
                <li key={`c${i}`}>{checkWords(c)}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>

      <section aria-labelledby="report-transcript">
        <h3 id="report-transcript">Transcript</h3>
        {segments.length === 0 && <p className="muted">No recordings.</p>}
        {segments.map((m, i) => {
          const t = transcripts[i];
          return (
            <div key={m.gkMediaSegmentId} className="report-block" data-testid="report-transcript">
              <h4>
                Recording <span className="mono">{m.gkMediaSegmentId}</span>
              </h4>
              {t?.data ? (
                <Transcript t={t.data} />
              ) : t?.isError ? (
                <p className="muted">No transcript.</p>
              ) : (
                <p className="muted">Loading…</p>
              )}
            </div>
          );
        })}
      </section>

      <section aria-labelledby="report-verdicts">
        <h3 id="report-verdicts">Verdict history</h3>
        <p data-testid="report-verdict">
          Now: <strong>{verdictLabel(e.verdictInfo?.verdict)}</strong>
          {e.verdictInfo?.description ? ` — ${e.verdictInfo.description}` : ''}
        </p>
        <ul>
          {entries.filter(isVerdict).map((a, i) => (
            <li key={i}>
              <DateTime value={a.at} mode="precise" /> {a.osUser} ({a.clientId}): {a.detail} · {a.result}
              {a.reason ? ` · reason: ${a.reason}` : ''}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="report-audit">
        <h3 id="report-audit">Audit entries</h3>
        {entries.length === 0 ? (
          <p className="muted">No console audit entries name this engagement.</p>
        ) : (
          <table className="report-table" data-testid="report-audit">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Result</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((a, i) => (
                <tr key={i}>
                  <td>
                    <DateTime value={a.at} mode="precise" />
                  </td>
                  <td>{a.osUser}</td>
                  <td>{a.action}</td>
                  <td>{a.result}</td>
                  <td>{a.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </article>
  );
}
