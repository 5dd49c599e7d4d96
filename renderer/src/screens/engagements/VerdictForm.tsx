// Setting an engagement's verdict: verdict, notes, amount, and (FRAUD only) resetting the
// enrollments made in this engagement, which asks for an explicit, typed confirmation first.
import { useState } from 'react';
import { ActionButton, ConfirmDialog, ErrorPanel, Field, toIpcError, violationsFor } from '../../components/index.js';
import { useCan } from '../../app/identity.js';
import { VERDICTS, type Verdict } from '../../../../shared/domain/engagements.js';
import { verdictLabel } from './labels.js';
import { useSetVerdict } from './queries.js';

export const RESET_CONFIRM_TEXT = 'RESET';
const AMOUNT_RE = /^\d{1,18}$/;

/** The request's field names (main gives the server's violations in these terms). */
const PATHS = {
  verdict: 'verdict',
  description: 'description',
  amount: 'amount',
  reset: 'resetEnrollmentsOnFraud',
} as const;

export function VerdictForm({ gkEngagementId, current }: { gkEngagementId: string; current?: string }) {
  const can = useCan('engagements.setVerdict');
  const m = useSetVerdict(gkEngagementId);
  const [verdict, setVerdict] = useState<Verdict | ''>('');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [reset, setReset] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);

  const fraud = verdict === 'ENGAGEMENT_VERDICT_FRAUD';
  const local = {
    verdict: verdict ? undefined : 'choose a verdict',
    amount:
      amount.trim() === '' || AMOUNT_RE.test(amount.trim()) ? undefined : 'a whole number without sign or decimals',
  };
  const invalid = !!(local.verdict || local.amount);

  const send = () =>
    m.mutate(
      {
        verdict: verdict as Verdict,
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(amount.trim() ? { amount: amount.trim() } : {}),
        resetEnrollmentsOnFraud: fraud && reset,
      },
      {
        onSuccess: () => {
          setConfirming(false);
          setVerdict('');
          setDescription('');
          setAmount('');
          setReset(false);
          setTried(false);
        },
      },
    );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (invalid || !can.allowed) return;
    if (fraud && reset) setConfirming(true);
    else send();
  };

  // Violations that belong to a field show there; anything else in the panel below.
  const err = m.error;
  const placed = Object.values(PATHS).flatMap((p) => violationsFor(err, p));
  const unplaced =
    err != null &&
    (toIpcError(err).fieldViolations.length === 0 || placed.length < toIpcError(err).fieldViolations.length);

  return (
    <form className="eng-verdict-form" onSubmit={submit} aria-label="Set verdict" data-testid="verdict-form" noValidate>
      <h3>{current ? 'Change the verdict' : 'Set a verdict'}</h3>
      <Field label="Verdict" path={PATHS.verdict} error={err} violation={tried ? local.verdict : undefined}>
        <select
          value={verdict}
          onChange={(e) => {
            const v = e.target.value as Verdict | '';
            setVerdict(v);
            if (v !== 'ENGAGEMENT_VERDICT_FRAUD') setReset(false);
          }}
          disabled={!can.allowed}
          data-testid="verdict-select"
        >
          <option value="">Choose…</option>
          {VERDICTS.map((v) => (
            <option key={v} value={v}>
              {verdictLabel(v)}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Description" path={PATHS.description} error={err} hint="What the review found (optional).">
        <textarea
          rows={3}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          disabled={!can.allowed}
          data-testid="verdict-description"
        />
      </Field>
      <Field
        label="Amount"
        path={PATHS.amount}
        error={err}
        violation={tried ? local.amount : undefined}
        hint="Whole units, e.g. 1250 (optional)."
      >
        <input
          inputMode="numeric"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          disabled={!can.allowed}
          data-testid="verdict-amount"
        />
      </Field>
      <Field
        label="Reset enrollments made in this engagement"
        path={PATHS.reset}
        error={err}
        inline
        hint={
          fraud ? 'Removes enrollment segments and consents recorded in its sessions.' : 'Only with a FRAUD verdict.'
        }
      >
        <input
          type="checkbox"
          checked={reset}
          onChange={(e) => setReset(e.target.checked)}
          disabled={!fraud || !can.allowed}
          data-testid="verdict-reset"
        />
      </Field>
      <div className="eng-form-actions">
        <ActionButton can={can} type="submit" className="primary" disabled={m.isPending} testId="verdict-submit">
          {m.isPending ? 'Saving…' : 'Set verdict'}
        </ActionButton>
      </div>
      {unplaced && !confirming && (
        <ErrorPanel error={err} title="The verdict was not set" compact testId="verdict-error" />
      )}
      <ConfirmDialog
        open={confirming}
        title="Set FRAUD and reset enrollments?"
        tone="danger"
        confirmLabel="Set FRAUD and reset"
        requireText={RESET_CONFIRM_TEXT}
        busy={m.isPending}
        error={m.error ?? undefined}
        onConfirm={send}
        onCancel={() => setConfirming(false)}
        testId="verdict-confirm"
      >
        <p data-testid="verdict-confirm-text">
          This removes the enrollment segments and consents recorded in this engagement&apos;s sessions; voiceprints
          trained from them lose those segments. It cannot be undone.
        </p>
      </ConfirmDialog>
    </form>
  );
}
