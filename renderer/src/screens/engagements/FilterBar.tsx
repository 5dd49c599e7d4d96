// The queue's filters: time range (presets or custom), decisions, risk range, verdicts (with "no
// verdict"), running or stopped, an external ID prefix, words spoken in the calls and an intent
// heard in the caller's turns (chosen from the deployed models' intents). Sorting is done from the
// table header.
import { useEffect, useState, type InputHTMLAttributes } from 'react';
import { Field, Toolbar } from '../../components/index.js';
import { DECISIONS, VERDICTS } from '../../../../shared/domain/engagement-values.js';
import { enumLabel, verdictLabel } from './labels.js';
import {
  INITIAL_FILTER,
  RANGE_LABELS,
  filterProblems,
  pickedEngagements,
  toggle,
  type ActiveChoice,
  type QueueFilterState,
  type RangePreset,
  type VerdictChoice,
} from './queue-filter.js';

interface Props {
  value: QueueFilterState;
  onChange: (next: QueueFilterState) => void;
  /** A failed list call, for violations the server names (riskMin, from...). */
  error?: unknown;
  /** The intents of the semantic models deployed for the console's app; absent or empty: no intent filter. */
  intents?: readonly string[];
}

const VERDICT_CHOICES: VerdictChoice[] = [...VERDICTS, 'NONE'];
const short = (s: string) => s.replace(/^(DECISION|ENGAGEMENT_VERDICT)_/, '').toLowerCase();

function Chips<T extends string>({
  label,
  options,
  selected,
  onToggle,
  text,
  testId,
}: {
  label: string;
  options: readonly T[];
  selected: readonly T[];
  onToggle: (v: T) => void;
  text: (v: T) => string;
  testId: string;
}) {
  return (
    <div className="field eng-chips-field">
      <span className="eng-chips-label" id={`${testId}-label`}>
        {label}
      </span>
      <div className="eng-chips" role="group" aria-labelledby={`${testId}-label`} data-testid={testId}>
        {options.map((o) => (
          <button
            key={o}
            type="button"
            className="eng-chip"
            aria-pressed={selected.includes(o)}
            onClick={() => onToggle(o)}
            data-testid={`${testId}-${short(o)}`}
          >
            {text(o)}
          </button>
        ))}
      </div>
    </div>
  );
}

export function FilterBar({ value, onChange, error, intents }: Props) {
  const set = <K extends keyof QueueFilterState>(k: K, v: QueueFilterState[K]) => onChange({ ...value, [k]: v });
  const problems = filterProblems(value);
  const picked = pickedEngagements(value);
  return (
    <div className="eng-filters" data-testid="eng-filters">
      <Toolbar label="Engagement filters">
        <Field label="Started" path="from" error={error}>
          <select
            value={value.range}
            onChange={(e) => set('range', e.target.value as RangePreset)}
            data-testid="filter-range"
          >
            {(Object.keys(RANGE_LABELS) as RangePreset[]).map((r) => (
              <option key={r} value={r}>
                {RANGE_LABELS[r]}
              </option>
            ))}
          </select>
        </Field>
        {value.range === 'custom' && (
          <>
            <Field label="From">
              <input
                type="datetime-local"
                value={value.customFrom}
                onChange={(e) => set('customFrom', e.target.value)}
                data-testid="filter-from"
              />
            </Field>
            <Field label="Before" path="to" error={error} violation={problems.customTo}>
              <input
                type="datetime-local"
                value={value.customTo}
                onChange={(e) => set('customTo', e.target.value)}
                data-testid="filter-to"
              />
            </Field>
          </>
        )}
        <Field label="Risk from" path="riskMin" error={error} violation={problems.riskMin}>
          <input
            type="number"
            min={0}
            max={100}
            className="eng-risk-input"
            value={value.riskMin}
            onChange={(e) => set('riskMin', e.target.value)}
            data-testid="filter-risk-min"
          />
        </Field>
        <Field label="to" path="riskMax" error={error} violation={problems.riskMax}>
          <input
            type="number"
            min={0}
            max={100}
            className="eng-risk-input"
            value={value.riskMax}
            onChange={(e) => set('riskMax', e.target.value)}
            data-testid="filter-risk-max"
          />
        </Field>
        <Field label="State">
          <select
            value={value.active}
            onChange={(e) => set('active', e.target.value as ActiveChoice)}
            data-testid="filter-active"
          >
            <option value="any">Running or stopped</option>
            <option value="active">Running</option>
            <option value="stopped">Stopped</option>
          </select>
        </Field>
        <Field label="External ID starts with" path="engagementIdPrefix" error={error}>
          <input
            type="search"
            value={value.prefix}
            onChange={(e) => set('prefix', e.target.value)}
            placeholder="ENG-"
            data-testid="filter-prefix"
          />
        </Field>
        <Field label="Words spoken" path="spokenWords" error={error}>
          <SpokenWordsInput value={value.spoken ?? ''} onApply={(v) => set('spoken', v)} />
        </Field>
        {(!!intents?.length || !!value.intent) && (
          <Field label="Intent heard" path="intent" error={error}>
            <select
              value={value.intent ?? ''}
              onChange={(e) => set('intent', e.target.value)}
              title="Engagements where the caller asked for this (intents of the deployed semantic models, heard in the caller's turns with confidence at least 0.5)"
              data-testid="filter-intent"
            >
              <option value="">Any</option>
              {[...new Set([...(intents ?? []), ...(value.intent ? [value.intent] : [])])].sort().map((i) => (
                <option key={i} value={i}>
                  {intentLabel(i)}
                </option>
              ))}
            </select>
          </Field>
        )}
        <button type="button" onClick={() => onChange(INITIAL_FILTER)} data-testid="filter-reset">
          Reset filters
        </button>
      </Toolbar>
      {picked.length > 0 && (
        <p className="eng-picked" data-testid="filter-engagements">
          Only {picked.length.toLocaleString()} picked engagement{picked.length === 1 ? '' : 's'} (from a decision
          replay).{' '}
          <button type="button" onClick={() => set('engagements', [])} data-testid="filter-engagements-clear">
            Show all
          </button>
        </p>
      )}
      <div className="eng-chip-rows">
        <Chips
          label="Decision"
          options={DECISIONS}
          selected={value.decisions}
          onToggle={(d) => set('decisions', toggle(value.decisions, d))}
          text={enumLabel}
          testId="filter-decision"
        />
        <Chips
          label="Verdict"
          options={VERDICT_CHOICES}
          selected={value.verdicts}
          onToggle={(v) => set('verdicts', toggle(value.verdicts, v))}
          text={(v) => (v === 'NONE' ? 'No verdict' : verdictLabel(v))}
          testId="filter-verdict"
        />
      </div>
    </div>
  );
}

/**
 * The words-spoken search box: a full-text search over the calls' transcripts, applied on Enter
 * or when the box loses focus rather than on every keystroke (a half-typed word finds little).
 */
function SpokenWordsInput({
  value,
  onApply,
  ...rest
}: { value: string; onApply: (v: string) => void } & Omit<InputHTMLAttributes<HTMLInputElement>, 'value'>) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const apply = () => {
    if (draft.trim() !== value) onApply(draft.trim());
  };
  return (
    <input
      {...rest}
      type="search"
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') apply();
      }}
      onBlur={apply}
      placeholder="e.g. card stolen"
      title="Words said in the calls (press Enter): all must be said on one channel; use quotes for a phrase"
      data-testid="filter-spoken"
    />
  );
}

/** CHANGE_ADDRESS -> "change address". */
export const intentLabel = (intent: string): string => intent.replace(/[_.-]+/g, ' ').toLowerCase();
