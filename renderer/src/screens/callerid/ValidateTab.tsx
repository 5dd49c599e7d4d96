// Validate a call's caller ID: numbers, network, start time and the SIP INVITE in; the vendor's
// trust indicator, the decision and why, risk and reliability, and the vendor's data out.
import { useState, type FormEvent } from 'react';
import { useCan } from '../../app/can.js';
import { ActionButton, Badge, ErrorPanel, Field } from '../../components/index.js';
import { useValidate } from './callerid.queries.js';
import { decisionTone, enumText, sampleInvite } from './labels.js';

/** The local time now, as a datetime-local input wants it. */
function localNow(): string {
  const d = new Date();
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function ValidateTab() {
  const can = useCan('callerid.validate');
  const v = useValidate();
  const [form, setForm] = useState({
    callingNumber: '+15551234567',
    calledNumber: '+15557654321',
    networkId: 'carrier-1',
    callStartTime: localNow(),
    sipInvite: '',
  });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const start = new Date(form.callStartTime);
    v.mutate({ ...form, callStartTime: Number.isNaN(start.getTime()) ? form.callStartTime : start.toISOString() });
  };
  const r = v.data;
  return (
    <div className="cid-split">
      <form className="cid-form" onSubmit={submit} data-testid="validate-form">
        <div className="cid-row">
          <Field label="Calling number" path="callingNumber" error={v.error}>
            <input value={form.callingNumber} onChange={set('callingNumber')} data-testid="validate-calling" />
          </Field>
          <Field label="Called number" path="calledNumber" error={v.error}>
            <input value={form.calledNumber} onChange={set('calledNumber')} data-testid="validate-called" />
          </Field>
        </div>
        <div className="cid-row">
          <Field label="Network ID" path="networkId" error={v.error}>
            <input value={form.networkId} onChange={set('networkId')} data-testid="validate-network" />
          </Field>
          <Field label="Call start" path="callStartTime" error={v.error}>
            <input
              type="datetime-local"
              value={form.callStartTime}
              onChange={set('callStartTime')}
              data-testid="validate-start"
            />
          </Field>
        </div>
        <Field
          label="SIP INVITE"
          path="sipInvite"
          error={v.error}
          hint="The raw INVITE: request line, headers and body."
        >
          <textarea
            rows={10}
            className="mono"
            value={form.sipInvite}
            onChange={set('sipInvite')}
            data-testid="validate-sip"
          />
        </Field>
        <div className="cid-actions">
          <button
            type="button"
            onClick={() => setForm({ ...form, sipInvite: sampleInvite(form.callingNumber, form.calledNumber) })}
            data-testid="validate-sample"
          >
            Insert sample INVITE
          </button>
          <ActionButton can={can} type="submit" disabled={v.isPending} testId="validate-submit">
            {v.isPending ? 'Validating…' : 'Validate'}
          </ActionButton>
        </div>
        {v.isError && <ErrorPanel error={v.error} title="Validation failed" testId="validate-error" />}
      </form>
      <section className="cid-result" aria-live="polite" data-testid="validate-result">
        {!r ? (
          <p className="muted">The result appears here.</p>
        ) : (
          <>
            <h3>Result</h3>
            <div className="cid-trust">
              <span>Trust indicator</span>
              <meter min={0} max={1} low={0.35} high={0.75} optimum={1} value={r.trustIndicator ?? 0} />
              <strong data-testid="validate-trust">
                {r.trustIndicator === undefined ? '—' : r.trustIndicator.toFixed(2)}
              </strong>
            </div>
            <dl className="cid-dl">
              <dt>Decision</dt>
              <dd>
                <Badge tone={decisionTone(r.decision)} testId="validate-decision">
                  {enumText(r.decision, 'DECISION_')}
                </Badge>
              </dd>
              <dt>Reason</dt>
              <dd data-testid="validate-reason">{enumText(r.decisionReason, 'DECISION_REASON_')}</dd>
              <dt>Risk</dt>
              <dd data-testid="validate-risk">{r.risk ?? '—'}</dd>
              <dt>Reliability</dt>
              <dd data-testid="validate-reliability">{r.reliability ?? '—'}</dd>
              <dt>Vendor</dt>
              <dd>{r.vendorId ?? '—'}</dd>
              <dt>Reference</dt>
              <dd>
                <code data-testid="validate-reference">{r.referenceId}</code>
              </dd>
            </dl>
            {Object.keys(r.additionalData).length > 0 && (
              <>
                <h3>Vendor data</h3>
                <dl className="cid-dl" data-testid="validate-vendor-data">
                  {Object.entries(r.additionalData).map(([k, val]) => (
                    <div key={k} className="cid-dl-pair">
                      <dt>{k}</dt>
                      <dd>{val}</dd>
                    </div>
                  ))}
                </dl>
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}
