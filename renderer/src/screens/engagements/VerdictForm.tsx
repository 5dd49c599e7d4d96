// Setting an engagement's verdict: verdict, notes, amount, and (FRAUD only) resetting the
// enrollments made in this engagement, which asks for an explicit, typed confirmation first.
// A saved verdict is confirmed by a toast with a link back to it (no undo: the API has none).
import { useId, useState } from 'react';
import {
  ActionButton,
  ConfirmDialog,
  ErrorPanel,
  Field,
  showToast,
  toIpcError,
  violationsFor,
} from '../../components/index.js';
import { useCan } from '../../app/can.js';
import { maxLengthOf, tooLong } from '../../app/field-limits.js';
import { hrefWithQuery } from '../../app/route.js';
import { VERDICTS, type Verdict } from '../../../../shared/domain/engagement-values.js';
import { CURRENCIES, useAmountCurrency } from './currency.js';
import { verdictLabel } from './labels.js';
import { formatUnits, parseMoney } from './money.js';
import { useSetVerdict } from './detail-queries.js';

export const RESET_CONFIRM_TEXT = 'RESET';

/** The note's limit, the contract's (the server refuses a longer one). */
const DESCRIPTION_MAX = maxLengthOf('engagements.setVerdict', 'description');

/** The request's field names (main gives the server's violations in these terms). */
const PATHS = {
  verdict: 'verdict',
  description: 'description',
  amount: 'amount',
  reset: 'resetEnrollmentsOnFraud',
} as const;

/**
 * The amount with its currency beside it. What people type ("1,250.50") is read by parseMoney; the
 * hint says what will be stored, since the API keeps whole units only.
 */
function AmountField({
  value,
  onChange,
  problem,
  error,
  disabled,
}: {
  value: string;
  onChange: (v: string) => void;
  problem: string | undefined;
  error: unknown;
  disabled: boolean;
}) {
  const id = useId();
  const [currency, setCurrency] = useAmountCurrency();
  const parsed = value.trim() ? parseMoney(value, currency) : undefined;
  const messages = [...(problem ? [problem] : []), ...violationsFor(error, PATHS.amount).map((v) => v.message)];
  const hint =
    parsed?.ok && parsed.rounded
      ? `Saved as ${formatUnits(parsed.units, currency)}: the API stores whole units, so ${parsed.exact} is rounded to the nearest unit.`
      : parsed?.ok
        ? `Saved as ${formatUnits(parsed.units, currency)}.`
        : `In whole units of ${currency}; type it as you would write it, e.g. 1,250.50 (cents are rounded: the API stores whole units). Optional.`;
  return (
    <div className={`field${messages.length ? ' field-invalid' : ''}`} data-testid="verdict-amount-field">
      <label htmlFor={id}>Amount</label>
      <div className="eng-amount">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={disabled}
          placeholder="1,250.50"
          aria-invalid={messages.length ? true : undefined}
          aria-describedby={`${id}-hint${messages.length ? ` ${id}-err` : ''}`}
          data-testid="verdict-amount"
        />
        <select
          aria-label="Currency of the amount (a console setting: the API stores none)"
          title="The API stores no currency: this is how the console shows amounts"
          value={currency}
          onChange={(e) => setCurrency(e.target.value)}
          disabled={disabled}
          data-testid="verdict-currency"
        >
          {[...new Set([currency, ...CURRENCIES])].map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <div className="field-hint" id={`${id}-hint`} data-testid="verdict-amount-hint">
        {hint}
      </div>
      {messages.length > 0 && (
        <div className="field-error" id={`${id}-err`} data-testid="verdict-amount-error">
          {messages.join('; ')}
        </div>
      )}
    </div>
  );
}

export function VerdictForm({
  gkEngagementId,
  current,
  title,
}: {
  gkEngagementId: string;
  current?: string;
  /** How the toast names the engagement (its external ID). */
  title?: string;
}) {
  const can = useCan('engagements.setVerdict');
  const [currency] = useAmountCurrency();
  const m = useSetVerdict(gkEngagementId);
  const [verdict, setVerdict] = useState<Verdict | ''>('');
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [reset, setReset] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [tried, setTried] = useState(false);

  const fraud = verdict === 'ENGAGEMENT_VERDICT_FRAUD';
  const money = amount.trim() === '' ? undefined : parseMoney(amount, currency);
  const local = {
    verdict: verdict ? undefined : 'choose a verdict',
    amount: money && !money.ok ? money.problem : undefined,
    description: tooLong(description.trim(), DESCRIPTION_MAX),
  };
  const invalid = !!(local.verdict || local.amount || local.description);

  const send = () =>
    m.mutate(
      {
        verdict: verdict as Verdict,
        ...(description.trim() ? { description: description.trim() } : {}),
        ...(money?.ok ? { amount: money.units } : {}),
        resetEnrollmentsOnFraud: fraud && reset,
      },
      {
        onSuccess: (saved) => {
          showToast({
            message: `Verdict ${verdictLabel(saved.verdictInfo?.verdict ?? verdict)} saved for ${title ?? 'the engagement'}.`,
            link: { label: 'View', href: hrefWithQuery(['engagements', gkEngagementId], 'show=verdict') },
            testId: 'verdict-toast',
          });
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
      <Field
        label="Note"
        path={PATHS.description}
        error={err}
        violation={local.description}
        testId="verdict-description-field"
        hint={`What the review found (optional; up to ${DESCRIPTION_MAX?.toLocaleString('en-US') ?? 'any number of'} characters).`}
      >
        <textarea
          className="eng-note-input"
          rows={3}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          disabled={!can.allowed}
          data-testid="verdict-description"
        />
      </Field>
      <AmountField
        value={amount}
        onChange={setAmount}
        problem={tried ? local.amount : undefined}
        error={err}
        disabled={!can.allowed}
      />
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
