// "What would change": the decisions a revision (stored, or the editor's draft) would have made
// for the sessions decided in the last 7, 30 or 90 days, replayed by the server
// (configsets.replay). A table of (then → would be) decision pairs, caught / missed / false alarms
// against the analysts' verdicts then and under the revision, and a plot of those counts as the
// fraud risk threshold sweeps 0-100 with the current and proposed thresholds marked. In the editor
// the proposed marker is a slider (drag it, or arrow keys): it sets the draft's
// decision.fraudRiskThreshold. Counts of changed sessions open the engagements queue filtered to
// them. A replay shows its progress and can be cancelled; while the draft is edited, replays wait
// for a pause.
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useApi } from '../../api/context.js';
import { useDebounced } from '../../app/debounce.js';
import { useMainEvent } from '../../app/events.js';
import { hrefWithQuery } from '../../app/route.js';
import { ErrorPanel } from '../../components/index.js';
import { enumLabel } from '../../../../shared/domain/engagement-values.js';
import {
  REPLAY_WINDOWS,
  type ReplayProgress,
  type ReplayResult,
  type ReplayWindow,
  type ThresholdPoint,
} from '../../../../shared/domain/replay.js';

/** How long the draft must rest before it is replayed. */
export const REPLAY_DEBOUNCE_MS = 600;

export interface WhatWouldChangeProps {
  configsetId: string;
  /** A stored revision to replay… */
  revisionId?: string | undefined;
  /** …or the editor's draft content (JSON text). */
  draftContent?: string | undefined;
  /** Given: the proposed threshold is a slider that sets the draft's decision.fraudRiskThreshold. */
  onThresholdChange?: ((threshold: number) => void) | undefined;
  /** The draft's threshold as the editor holds it now (the replay's answer lags behind typing). */
  proposedThreshold?: number | undefined;
  /** Only the pairs that change (in the activation confirmation, where room is short). */
  compact?: boolean;
  testId?: string;
}

type ReplayRequest = { configsetId: string; days: ReplayWindow; revisionId?: string; draftContent?: string };

interface ReplayState {
  status: 'idle' | 'running' | 'done' | 'cancelled' | 'error';
  result?: ReplayResult | undefined;
  progress?: ReplayProgress | undefined;
  error?: unknown;
}

let replaySeq = 0;
const newReplayId = () => `replay-${Date.now().toString(36)}-${(replaySeq++).toString(36)}`;

/** Runs a replay whenever the request changes (cancelling the one before); progress from events. */
export function useReplay(req: ReplayRequest | undefined) {
  const api = useApi();
  const [state, setState] = useState<ReplayState>({ status: 'idle' });
  const [nonce, setNonce] = useState(0);
  const running = useRef<{ id: string; ac: AbortController }>(undefined);
  const key = req ? JSON.stringify(req) : '';
  useEffect(() => {
    if (!req) return;
    const ac = new AbortController();
    const id = newReplayId();
    running.current = { id, ac };
    // The previous result stays on screen (dimmed) while the next one runs.
    setState((s) => ({ status: 'running', result: s.result }));
    api.call('configsets.replay', { ...req, replayId: id }, ac.signal).then(
      (result) => {
        if (!ac.signal.aborted) setState({ status: 'done', result });
      },
      (error: unknown) => {
        if (!ac.signal.aborted) setState((s) => ({ status: 'error', error, result: s.result }));
      },
    );
    return () => ac.abort();
    // `key` stands for req.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, nonce, api]);
  useMainEvent('configsets.replayProgress', (p) => {
    if (p.replayId === running.current?.id) setState((s) => (s.status === 'running' ? { ...s, progress: p } : s));
  });
  return {
    state,
    cancel: () => {
      running.current?.ac.abort();
      setState((s) => ({ ...s, status: 'cancelled' }));
    },
    again: () => setNonce((n) => n + 1),
  };
}

/** The engagements queue filtered to these engagements (any time). */
export function queueHrefFor(gkEngagementIds: readonly string[]): string {
  const q = new URLSearchParams([['range', 'all'], ...gkEngagementIds.map((id) => ['engagements', id])]);
  return hrefWithQuery(['engagements'], q);
}

function Count({ n, ids, label, testId }: { n: number; ids?: readonly string[]; label: string; testId: string }) {
  if (!ids || ids.length === 0 || n === 0) return <span data-testid={testId}>{n.toLocaleString()}</span>;
  return (
    <a
      href={queueHrefFor(ids)}
      data-testid={testId}
      title={`Open ${ids.length === n ? 'these' : `the first ${ids.length} of these`} sessions in the queue`}
      aria-label={`${n.toLocaleString()} ${label}: open in the engagements queue`}
    >
      {n.toLocaleString()}
    </a>
  );
}

const fraudVerdict = (v: string | undefined) => v === 'ENGAGEMENT_VERDICT_FRAUD';

export function WhatWouldChange({
  configsetId,
  revisionId,
  draftContent,
  onThresholdChange,
  proposedThreshold,
  compact = false,
  testId = 'cs-replay',
}: WhatWouldChangeProps) {
  const [days, setDays] = useState<ReplayWindow>(30);
  const settledDraft = useDebounced(draftContent ?? '', REPLAY_DEBOUNCE_MS);
  const draft = draftContent === undefined ? undefined : settledDraft;
  const request: ReplayRequest | undefined = revisionId
    ? { configsetId, days, revisionId }
    : draft
      ? { configsetId, days, draftContent: draft }
      : undefined;
  const { state, cancel, again } = useReplay(request);
  const r = state.result;
  const changed = r?.changes.filter((c) => c.then !== c.wouldBe) ?? [];
  const same = compact ? [] : (r?.changes.filter((c) => c.then === c.wouldBe) ?? []);
  const allChanged = r ? [...new Set(r.changed.map((c) => c.gkEngagementId))] : [];
  const moved = (pred: (verdict: string | undefined) => boolean) =>
    r ? [...new Set(r.changed.filter((c) => pred(c.verdict)).map((c) => c.gkEngagementId))] : [];
  const outcomeRows = r
    ? ([
        ['caught', 'Caught (FRAUD verdicts flagged)', r.then.caught, r.wouldBe.caught, moved(fraudVerdict)],
        ['missed', 'Missed (FRAUD verdicts not flagged)', r.then.missed, r.wouldBe.missed, moved(fraudVerdict)],
        [
          'falseAlarms',
          'False alarms (other verdicts flagged)',
          r.then.falseAlarms,
          r.wouldBe.falseAlarms,
          moved((v) => v !== undefined && !fraudVerdict(v)),
        ],
        ['flagged', 'Flagged in all', r.then.flagged, r.wouldBe.flagged, allChanged],
      ] as const)
    : [];

  return (
    <section
      className="cs-replay"
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      data-status={state.status}
      data-replayed-threshold={state.status === 'done' ? r?.proposedThreshold : undefined}
    >
      <div className="cs-replay-head">
        <h3 id={`${testId}-title`}>What would change</h3>
        <label>
          Decided in the{' '}
          <select
            value={days}
            onChange={(e) => setDays(Number(e.target.value) as ReplayWindow)}
            data-testid={`${testId}-window`}
          >
            {REPLAY_WINDOWS.map((d) => (
              <option key={d} value={d}>
                last {d} days
              </option>
            ))}
          </select>
        </label>
        {state.status === 'running' ? (
          <button type="button" onClick={cancel} data-testid={`${testId}-cancel`}>
            Cancel
          </button>
        ) : (
          request && (
            <button type="button" onClick={again} data-testid={`${testId}-again`}>
              Replay again
            </button>
          )
        )}
      </div>
      {!request && <p className="muted">Fix the draft's JSON to see what it would change.</p>}
      {state.status === 'running' && (
        <div className="cs-replay-progress" data-testid={`${testId}-progress`}>
          <progress
            max={state.progress?.total || 1}
            value={state.progress ? state.progress.done : undefined}
            aria-label="Replay progress"
          />
          <span role="status">
            {state.progress
              ? `Replayed ${state.progress.done.toLocaleString()} of ${state.progress.total.toLocaleString()} decisions…`
              : 'Replaying decisions…'}
          </span>
        </div>
      )}
      {state.status === 'cancelled' && (
        <p className="muted" role="status" data-testid={`${testId}-cancelled`}>
          Replay cancelled.
        </p>
      )}
      {state.status === 'error' && (
        <ErrorPanel error={state.error} title="The replay failed." compact onRetry={again} testId={`${testId}-error`} />
      )}
      {r && (
        <div
          className={state.status === 'running' ? 'cs-replay-body cs-replay-stale' : 'cs-replay-body'}
          aria-busy={state.status === 'running' || undefined}
          data-testid={`${testId}-body`}
        >
          {state.status === 'running' && (
            <p className="cs-replay-stale-note" data-testid={`${testId}-stale`}>
              The last replay's figures, until this one ends.
            </p>
          )}
          <p data-testid={`${testId}-summary`}>
            {r.sessionsReplayed.toLocaleString()} decisions replayed;{' '}
            <Count n={r.changedTotal} ids={allChanged} label="decisions change" testId={`${testId}-changed-total`} />{' '}
            would change.
            {r.skipped.map((s) => (
              <span key={s.reason} title={s.explanation}>
                {' '}
                {s.count.toLocaleString()} counted apart ({s.reason.toLowerCase().replace(/_/g, ' ')}).
              </span>
            ))}
          </p>
          <div className="cs-replay-tables">
            <table className="cs-replay-table" data-testid={`${testId}-changes`}>
              <caption>{compact ? 'Decisions that change' : 'Decisions, then and under the revision'}</caption>
              <thead>
                <tr>
                  <th scope="col">Then</th>
                  <th scope="col">Would be</th>
                  <th scope="col">Sessions</th>
                </tr>
              </thead>
              <tbody>
                {changed.length + same.length === 0 && (
                  <tr>
                    <td colSpan={3}>None</td>
                  </tr>
                )}
                {[...changed, ...same].map((c) => {
                  const id = `${c.then}-${c.wouldBe}`;
                  return (
                    <tr key={id} className={c.then !== c.wouldBe ? 'cs-replay-moved' : undefined}>
                      <td>{enumLabel(c.then)}</td>
                      <td>{c.then === c.wouldBe ? 'unchanged' : enumLabel(c.wouldBe)}</td>
                      <td>
                        <Count
                          n={c.count}
                          ids={c.then !== c.wouldBe ? c.gkEngagementIds : undefined}
                          label={`${enumLabel(c.then)} to ${enumLabel(c.wouldBe)}`}
                          testId={`${testId}-pair-${id}`}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
            <table className="cs-replay-table" data-testid={`${testId}-verdicts`}>
              <caption>Against the analysts' verdicts</caption>
              <thead>
                <tr>
                  <th scope="col">Sessions</th>
                  <th scope="col">Then</th>
                  <th scope="col">Would be</th>
                  <th scope="col">Changed</th>
                </tr>
              </thead>
              <tbody>
                {outcomeRows.map(([key, label, then, wouldBe, ids]) => (
                  <tr key={key}>
                    <th scope="row">{label}</th>
                    <td data-testid={`${testId}-${key}-then`}>{then.toLocaleString()}</td>
                    <td data-testid={`${testId}-${key}-would`}>{wouldBe.toLocaleString()}</td>
                    <td>
                      <Count
                        n={ids.length}
                        ids={ids}
                        label={`changed sessions behind ${label}`}
                        testId={`${testId}-${key}-changed`}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ThresholdPlot
            curve={r.curve}
            current={r.currentThreshold}
            proposed={proposedThreshold ?? r.proposedThreshold}
            onChange={onThresholdChange}
            testId={`${testId}-plot`}
          />
        </div>
      )}
    </section>
  );
}

const W = 320;
const H = 150;
const PAD = { left: 34, right: 10, top: 10, bottom: 24 };
const SERIES = [
  { key: 'caught', label: 'Caught', className: 'cs-plot-caught' },
  { key: 'falseAlarms', label: 'False alarms', className: 'cs-plot-false' },
  { key: 'flagged', label: 'Flagged', className: 'cs-plot-flagged' },
] as const;

export interface ThresholdPlotProps {
  curve: readonly ThresholdPoint[];
  current: number;
  proposed: number;
  onChange?: ((threshold: number) => void) | undefined;
  testId?: string;
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/**
 * Caught, false alarms and flagged against the fraud risk threshold (0-100), with the current
 * threshold (dashed) and the proposed one (a slider when `onChange` is given). The numbers at
 * both thresholds are also said in words for screen readers.
 */
export function ThresholdPlot({ curve, current, proposed, onChange, testId = 'cs-plot' }: ThresholdPlotProps) {
  const [dragging, setDragging] = useState<number>();
  // The marker follows the value the editor holds; while dragging, the pointer.
  const value = dragging ?? proposed;
  const svg = useRef<SVGSVGElement>(null);
  const max = Math.max(1, ...curve.map((p) => p.outcome.flagged), ...curve.map((p) => p.outcome.caught));
  const x = (t: number) => PAD.left + (t / 100) * (W - PAD.left - PAD.right);
  const y = (n: number) => H - PAD.bottom - (n / max) * (H - PAD.top - PAD.bottom);
  const at = (t: number) => curve.find((p) => p.threshold === t)?.outcome;
  const set = (t: number) => {
    const v = clamp(t);
    if (v !== value) onChange?.(v);
    return v;
  };
  const fromPointer = (e: PointerEvent) => {
    const box = svg.current?.getBoundingClientRect();
    if (!box || box.width === 0) return value;
    const px = ((e.clientX - box.left) / box.width) * W;
    return ((px - PAD.left) / (W - PAD.left - PAD.right)) * 100;
  };
  const onKey = (e: KeyboardEvent) => {
    const step = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -10, PageUp: 10 }[e.key];
    if (step !== undefined) set(value + step);
    else if (e.key === 'Home') set(0);
    else if (e.key === 'End') set(100);
    else return;
    e.preventDefault();
  };
  const words = (t: number) => {
    const o = at(t);
    return o
      ? `${o.caught} caught, ${o.missed} missed, ${o.falseAlarms} false alarms, ${o.flagged} flagged`
      : 'no counts';
  };
  return (
    <figure className="cs-plot" data-testid={testId}>
      <svg
        ref={svg}
        viewBox={`0 0 ${W} ${H}`}
        role="group"
        aria-label="Counts by fraud risk threshold"
        onPointerMove={(e) => {
          if (dragging !== undefined) setDragging(set(fromPointer(e)));
        }}
        onPointerUp={() => setDragging(undefined)}
        onPointerCancel={() => setDragging(undefined)}
      >
        <g aria-hidden="true">
          <line x1={PAD.left} y1={y(0)} x2={W - PAD.right} y2={y(0)} className="cs-plot-axis" />
          <line x1={PAD.left} y1={y(0)} x2={PAD.left} y2={PAD.top} className="cs-plot-axis" />
          {[0, 25, 50, 75, 100].map((t) => (
            <text key={t} x={x(t)} y={H - 8} textAnchor="middle" className="cs-plot-tick">
              {t}
            </text>
          ))}
          <text x={PAD.left - 4} y={PAD.top + 8} textAnchor="end" className="cs-plot-tick">
            {max}
          </text>
          {SERIES.map((s) => (
            <polyline
              key={s.key}
              className={s.className}
              data-testid={`${testId}-${s.key}`}
              fill="none"
              points={curve.map((p) => `${x(p.threshold).toFixed(1)},${y(p.outcome[s.key]).toFixed(1)}`).join(' ')}
            />
          ))}
          <line
            x1={x(current)}
            x2={x(current)}
            y1={PAD.top}
            y2={y(0)}
            className="cs-plot-current"
            data-testid={`${testId}-current`}
          />
        </g>
        <g
          className={onChange ? 'cs-plot-proposed cs-plot-handle' : 'cs-plot-proposed'}
          data-testid={`${testId}-proposed`}
          transform={`translate(${x(value).toFixed(1)} 0)`}
          {...(onChange
            ? {
                role: 'slider',
                tabIndex: 0,
                'aria-label': 'Proposed fraud risk threshold',
                'aria-valuemin': 0,
                'aria-valuemax': 100,
                'aria-valuenow': value,
                'aria-valuetext': `${value}: ${words(value)}`,
                onKeyDown: onKey,
                onPointerDown: (e: PointerEvent<SVGGElement>) => {
                  e.currentTarget.setPointerCapture?.(e.pointerId);
                  setDragging(value);
                },
              }
            : { 'aria-hidden': true })}
        >
          <line x1={0} x2={0} y1={PAD.top} y2={y(0)} />
          <rect x={-6} y={PAD.top} width={12} height={y(0) - PAD.top} fill="transparent" />
          <circle cx={0} cy={PAD.top + 4} r={5} />
        </g>
      </svg>
      <figcaption>
        <span className="cs-plot-legend" aria-hidden="true">
          {SERIES.map((s) => (
            <span key={s.key} className={`${s.className}-key`}>
              {s.label}
            </span>
          ))}
          <span className="cs-plot-current-key">current {current}</span>
          <span className="cs-plot-proposed-key">proposed {value}</span>
        </span>
        <span className="cs-sr-only" data-testid={`${testId}-text`}>
          At the current fraud risk threshold {current}: {words(current)}. At the proposed threshold {value}:{' '}
          {words(value)}.
        </span>
      </figcaption>
    </figure>
  );
}
