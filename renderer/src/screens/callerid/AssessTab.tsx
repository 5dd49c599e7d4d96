// Assess a number against a watchlist under a configset: the risk level, the deciding rule (a link
// to it in the Rules tab) and the decision.
import { useEffect, useState, type FormEvent } from 'react';
import { DEFAULT_WATCHLIST_ID } from '../../../../shared/domain/callerid-values.js';
import { useCan } from '../../app/can.js';
import { ActionButton, Badge, ErrorPanel, Field } from '../../components/index.js';
import { useAssess, useConfigsets } from './callerid.queries.js';
import { decisionTone, enumText, riskLabel, riskTone } from './labels.js';

export function AssessTab({ onShowRule }: { onShowRule: (ruleValue: string) => void }) {
  const can = useCan('callerid.assess');
  const configsets = useConfigsets();
  const a = useAssess();
  const [callerId, setCallerId] = useState('');
  const [watchlistId, setWatchlistId] = useState(DEFAULT_WATCHLIST_ID);
  const [configsetId, setConfigsetId] = useState('');
  useEffect(() => {
    if (!configsetId && configsets.data?.defaultId) setConfigsetId(configsets.data.defaultId);
  }, [configsets.data, configsetId]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    a.mutate({ callerId, watchlistId, configsetId });
  };
  const r = a.data;
  return (
    <div className="cid-split">
      <form className="cid-form" onSubmit={submit} data-testid="assess-form">
        <Field label="Caller ID (number)" path="callerId" error={a.error}>
          <input
            value={callerId}
            onChange={(e) => setCallerId(e.target.value)}
            placeholder="+15551234567"
            data-testid="assess-number"
          />
        </Field>
        <Field label="Watchlist" path="watchlistId" error={a.error} hint="The default watchlist is all zeros.">
          <input
            value={watchlistId}
            onChange={(e) => setWatchlistId(e.target.value)}
            className="mono"
            data-testid="assess-watchlist"
          />
        </Field>
        <Field
          label="Configset"
          path="configsetId"
          error={a.error}
          hint={
            configsets.isError
              ? 'Active configsets could not be listed: enter an ID.'
              : 'An active configset; type another ID if needed.'
          }
        >
          <input
            list="assess-configsets"
            value={configsetId}
            onChange={(e) => setConfigsetId(e.target.value)}
            data-testid="assess-configset"
          />
        </Field>
        <datalist id="assess-configsets">
          {configsets.data?.configsets.map((c) => (
            <option key={c.configsetId} value={c.configsetId}>
              {c.type.replace('CONFIGSET_TYPE_', '').toLowerCase()} {c.description}
            </option>
          ))}
        </datalist>
        <div className="cid-actions">
          <ActionButton can={can} type="submit" disabled={a.isPending} testId="assess-submit">
            {a.isPending ? 'Assessing…' : 'Assess'}
          </ActionButton>
        </div>
        {a.isError && <ErrorPanel error={a.error} title="Assessment failed" testId="assess-error" />}
      </form>
      <section className="cid-result" aria-live="polite" data-testid="assess-result">
        {!r ? (
          <p className="muted">The risk level and the rule that decided it appear here.</p>
        ) : (
          <>
            <h3>Risk</h3>
            <Badge tone={riskTone(r.riskLevel)} testId="assess-risk">
              {riskLabel(r.riskLevel)}
            </Badge>
            <dl className="cid-dl">
              <dt>Matched rule</dt>
              <dd data-testid="assess-rule">
                {!r.gkCalleridRuleId ? (
                  'none (no rule matches)'
                ) : r.rule ? (
                  <button
                    type="button"
                    className="link"
                    onClick={() => onShowRule(r.rule!.value)}
                    data-testid="assess-rule-link"
                  >
                    <span data-testid="assess-rule-kind">{r.rule.kind}</span> <code>{r.rule.value}</code>
                    {r.rule.description ? ` — ${r.rule.description}` : ''}
                  </button>
                ) : (
                  <code>{r.gkCalleridRuleId}</code>
                )}
              </dd>
              <dt>Decision</dt>
              <dd>
                <Badge tone={decisionTone(r.decision)} testId="assess-decision">
                  {enumText(r.decision, 'DECISION_')}
                </Badge>
              </dd>
              <dt>Reason</dt>
              <dd data-testid="assess-reason">{enumText(r.decisionReason, 'DECISION_REASON_')}</dd>
              <dt>Risk / reliability</dt>
              <dd>
                {r.risk ?? '—'} / {r.reliability ?? '—'}
              </dd>
            </dl>
          </>
        )}
      </section>
    </div>
  );
}
