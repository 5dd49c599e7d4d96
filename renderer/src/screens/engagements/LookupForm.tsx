// Finding engagements without the browse service: by external engagement ID (GetGkEngagementId),
// Gatekeeper ID (GetEngagementDetails) or correlation ID (ListCorrelatedEngagements); and the lookup
// route (#/engagements/lookup/<text>), which opens the one match or shows the form with what was found.
import { useEffect, useState } from 'react';
import {
  Badge,
  DateTime,
  EmptyState,
  ErrorPanel,
  Field,
  LoadingState,
  toIpcError,
  violationsFor,
} from '../../components/index.js';
import { hrefOf } from '../../app/route.js';
import { useLookup, type LookupBy } from './queries.js';

const BY_LABEL: Record<LookupBy, string> = {
  external: 'External engagement ID',
  gk: 'Gatekeeper engagement ID',
  correlation: 'Correlation ID',
};

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** True when every violation belongs to the value field (shown there, not in a panel). */
const onlyAtField = (err: unknown) => {
  const all = toIpcError(err).fieldViolations;
  return all.length > 0 && violationsFor(err, 'value').length === all.length;
};

export function LookupForm({
  initialBy = 'external',
  initialValue = '',
}: {
  initialBy?: LookupBy;
  initialValue?: string;
}) {
  const [by, setBy] = useState<LookupBy>(initialBy);
  const [text, setText] = useState(initialValue);
  const [asked, setAsked] = useState<{ by: LookupBy; value: string } | undefined>(
    initialValue ? { by: initialBy, value: initialValue } : undefined,
  );
  const q = useLookup(asked?.by ?? by, asked?.value);
  // An empty lookup is not sent: the field says what it needs instead.
  const [empty, setEmpty] = useState(false);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setEmpty(!text.trim());
    if (text.trim()) setAsked({ by, value: text.trim() });
  };
  return (
    <section className="eng-lookup" data-testid="eng-lookup">
      <form className="toolbar" onSubmit={submit} aria-label="Find an engagement" noValidate>
        <Field label="Find by">
          <select value={by} onChange={(e) => setBy(e.target.value as LookupBy)} data-testid="lookup-by">
            {(Object.keys(BY_LABEL) as LookupBy[]).map((b) => (
              <option key={b} value={b}>
                {BY_LABEL[b]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label={BY_LABEL[by]}
          path="value"
          error={q.error}
          violation={empty ? `enter the ${lowerFirst(BY_LABEL[by])} to look for` : undefined}
          testId="lookup-field"
        >
          <input
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value.trim()) setEmpty(false);
            }}
            required
            aria-required="true"
            spellCheck={false}
            className="eng-lookup-input"
            data-testid="lookup-value"
          />
        </Field>
        <button type="submit" className="primary" data-testid="lookup-submit">
          Find
        </button>
      </form>
      {asked && q.isPending && <LoadingState label="Looking up…" />}
      {q.isError && !onlyAtField(q.error) && (
        <ErrorPanel error={q.error} title="The lookup failed" onRetry={() => void q.refetch()} testId="lookup-error" />
      )}
      {q.data && q.data.matches.length === 0 && (
        <EmptyState title="No engagement found" testId="lookup-empty">
          No engagement has {BY_LABEL[asked!.by].toLowerCase()} <code>{asked!.value}</code> in this scope.
        </EmptyState>
      )}
      {q.data && q.data.matches.length > 0 && (
        <ul className="eng-link-list" data-testid="lookup-results">
          {q.data.matches.map((m) => (
            <li key={m.gkEngagementId}>
              <a href={hrefOf('engagements', m.gkEngagementId)} data-testid={`lookup-result-${m.gkEngagementId}`}>
                {m.engagementId ?? m.gkEngagementId}
              </a>{' '}
              {m.isActive && <Badge tone="info">running</Badge>} <DateTime value={m.creationTimestamp} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Resolves an external engagement ID; one match opens it, otherwise the lookup form shows what was found. */
export function LookupRoute({ text }: { text: string }) {
  const q = useLookup('external', text);
  const only = q.data?.matches.length === 1 ? q.data.matches[0] : undefined;
  useEffect(() => {
    if (only) window.location.replace(hrefOf('engagements', only.gkEngagementId));
  }, [only]);
  if (q.isPending) return <LoadingState label={`Looking up ${text}…`} testId="eng-lookup-route-loading" />;
  if (q.isError) return <ErrorPanel error={q.error} title="The lookup failed" onRetry={() => void q.refetch()} />;
  if (only) return <LoadingState label="Opening…" />;
  return (
    <>
      {q.data.matches.length === 0 && (
        <EmptyState title="No engagement found" testId="eng-lookup-route-empty">
          No engagement has the external ID <code>{text}</code>. Try another kind of ID.
        </EmptyState>
      )}
      <LookupForm initialValue={text} />
    </>
  );
}
