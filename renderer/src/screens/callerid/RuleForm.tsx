// Add or edit one watchlist rule (exact number or regex), test a number against the draft, delete.
// The server's violations show at the fields (an unsafe regex is refused with its reason).
import { useState, type FormEvent } from 'react';
import type { RiskLevel, WatchlistRule } from '../../../../shared/domain/callerid.js';
import { RISK_LEVELS } from '../../../../shared/domain/callerid-values.js';
import { useCan } from '../../app/can.js';
import { ActionButton, Badge, ConfirmDialog, ErrorPanel, Field } from '../../components/index.js';
import { useDeleteRule, useSaveRule, useTestRule } from './callerid.queries.js';
import { riskLabel } from './labels.js';

export interface RuleFormProps {
  /** The rule to edit; absent: a new rule. */
  rule?: WatchlistRule;
  onDone: () => void;
}

export function RuleForm({ rule, onDone }: RuleFormProps) {
  const can = useCan('callerid.rules.write');
  const save = useSaveRule();
  const del = useDeleteRule();
  const test = useTestRule();
  const [kind, setKind] = useState<'exact' | 'regex'>(rule?.kind ?? 'exact');
  const [value, setValue] = useState(rule?.value ?? '');
  const [riskLevel, setRiskLevel] = useState<RiskLevel>(
    (RISK_LEVELS as readonly string[]).includes(rule?.riskLevel ?? '')
      ? (rule!.riskLevel as RiskLevel)
      : 'CALLER_ID_RISK_LEVEL_HIGH',
  );
  const [description, setDescription] = useState(rule?.description ?? '');
  const [testNumber, setTestNumber] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { ...(rule ? { ruleId: rule.gkCalleridRuleId } : {}), rule: { kind, value, riskLevel, description } },
      { onSuccess: onDone },
    );
  };
  const testId = rule ? 'rule-edit' : 'rule-add';
  return (
    <form className="cid-form rule-form" onSubmit={submit} data-testid="rule-form">
      <h3>{rule ? 'Edit rule' : 'New rule'}</h3>
      <fieldset className="cid-kind" data-testid="rule-kind">
        <legend>Matches</legend>
        <label>
          <input
            type="radio"
            name="kind"
            checked={kind === 'exact'}
            onChange={() => setKind('exact')}
            data-testid="rule-kind-exact"
          />{' '}
          an exact number
        </label>
        <label>
          <input
            type="radio"
            name="kind"
            checked={kind === 'regex'}
            onChange={() => setKind('regex')}
            data-testid="rule-kind-regex"
          />{' '}
          a regular expression
        </label>
      </fieldset>
      <Field
        label={kind === 'exact' ? 'Phone number' : 'Regular expression'}
        path="rule.value"
        error={save.error}
        hint={
          kind === 'exact'
            ? 'Normalised by the server, e.g. +15551234567.'
            : 'Matched against the normalised number, e.g. ^\\+1900.'
        }
        testId="rule-value-field"
      >
        <input value={value} onChange={(e) => setValue(e.target.value)} className="mono" data-testid="rule-value" />
      </Field>
      <Field label="Risk level" path="rule.riskLevel" error={save.error}>
        <select value={riskLevel} onChange={(e) => setRiskLevel(e.target.value as RiskLevel)} data-testid="rule-risk">
          {RISK_LEVELS.map((l) => (
            <option key={l} value={l}>
              {riskLabel(l)}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Description" path="rule.description" error={save.error}>
        <input value={description} onChange={(e) => setDescription(e.target.value)} data-testid="rule-description" />
      </Field>

      <div className="rule-test" data-testid="rule-test">
        <Field
          label="Test a number against this draft"
          path="phoneNumber"
          error={test.error}
          violation={test.error ? regexViolation(test.error) : undefined}
          hint={kind === 'exact' ? 'Tests apply to regex rules; an exact rule matches its own number only.' : undefined}
        >
          <input value={testNumber} onChange={(e) => setTestNumber(e.target.value)} data-testid="rule-test-number" />
        </Field>
        <button
          type="button"
          disabled={kind !== 'regex' || !testNumber || test.isPending}
          onClick={() => test.mutate({ regex: value, phoneNumber: testNumber })}
          data-testid="rule-test-run"
        >
          Test
        </button>
        {test.data && (
          <Badge tone={test.data.matched ? 'warn' : 'muted'} testId="rule-test-result">
            {test.data.matched ? 'matches' : 'no match'}
          </Badge>
        )}
      </div>

      {save.isError && (
        <ErrorPanel error={save.error} title="The rule was not saved" compact testId={`${testId}-error`} />
      )}
      <div className="cid-actions">
        <button type="button" onClick={onDone} data-testid="rule-cancel">
          Cancel
        </button>
        {rule && (
          <ActionButton can={can} className="danger-quiet" onClick={() => setConfirmDelete(true)} testId="rule-delete">
            Delete
          </ActionButton>
        )}
        <ActionButton can={can} type="submit" className="primary" disabled={save.isPending} testId="rule-save">
          {save.isPending ? 'Saving…' : rule ? 'Save' : 'Add rule'}
        </ActionButton>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this rule?"
        tone="danger"
        confirmLabel="Delete rule"
        busy={del.isPending}
        error={del.error}
        onCancel={() => {
          del.reset();
          setConfirmDelete(false);
        }}
        onConfirm={() =>
          del.mutate(rule!.gkCalleridRuleId, {
            onSuccess: () => {
              setConfirmDelete(false);
              onDone();
            },
          })
        }
        testId="rule-delete-confirm"
      >
        The {rule?.kind} rule <code>{rule?.value}</code> stops applying to assessments at once.
      </ConfirmDialog>
    </form>
  );
}

/** TestCallerIdRule reports a bad draft pattern under caller_id_regex: show it at the test too. */
function regexViolation(err: unknown): string | undefined {
  const e = err as { error?: { fieldViolations?: { field: string; message: string }[] } };
  const v = e.error?.fieldViolations?.find((f) => f.field === 'regex');
  return v ? `The pattern: ${v.message}` : undefined;
}
