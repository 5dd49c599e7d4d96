import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { fakeTransport } from '../../../test/fake-transport.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import type { ReplayResult, VerdictOutcome } from '../../../../shared/domain/replay.js';
import type { RequestOf } from '../../../../shared/ipc/contract.js';
import { WhatWouldChange } from './WhatWouldChange.js';

afterEach(cleanup);

const E1 = '11111111-1111-4111-8111-111111111111';
const E2 = '22222222-2222-4222-8222-222222222222';
const outcome = (caught: number, missed: number, falseAlarms: number, flagged: number): VerdictOutcome => ({
  caught,
  missed,
  falseAlarms,
  flagged,
});
// A threshold t flags (100 - t) sessions; fewer false alarms as t rises.
const curve = Array.from({ length: 101 }, (_, t) => ({
  threshold: t,
  outcome: outcome(Math.round((100 - t) / 10), Math.round(t / 10), Math.round((100 - t) / 20), 100 - t),
}));
const result = (proposed: number, changedTotal: number): ReplayResult => ({
  sessionsReplayed: 240,
  changes: [
    { then: 'DECISION_FRAUD', wouldBe: 'DECISION_FRAUD', count: 30, gkEngagementIds: [] },
    {
      then: 'DECISION_NO_MATCH',
      wouldBe: 'DECISION_FRAUD',
      count: changedTotal,
      gkEngagementIds: changedTotal ? [E1, E2] : [],
    },
  ],
  skipped: [{ reason: 'ENGINE_VERSION', count: 3, explanation: 'decided by decision rules v0' }],
  then: outcome(7, 3, 1, 30),
  wouldBe: curve[proposed]!.outcome,
  curve,
  changed: changedTotal
    ? [
        {
          gkSessionId: 's1',
          gkEngagementId: E1,
          then: 'DECISION_NO_MATCH',
          wouldBe: 'DECISION_FRAUD',
          verdict: 'ENGAGEMENT_VERDICT_FRAUD',
        },
        { gkSessionId: 's2', gkEngagementId: E2, then: 'DECISION_NO_MATCH', wouldBe: 'DECISION_FRAUD' },
      ]
    : [],
  changedTotal,
  currentThreshold: 72,
  proposedThreshold: proposed,
});

/** The editor's part: a draft whose threshold the panel's slider sets. */
function Editor({ start }: { start: number }) {
  const [draft, setDraft] = useState({ decision: { fraudRiskThreshold: start } });
  return (
    <>
      <output data-testid="draft">{draft.decision.fraudRiskThreshold}</output>
      <WhatWouldChange
        configsetId="fraud-desk"
        draftContent={JSON.stringify(draft)}
        proposedThreshold={draft.decision.fraudRiskThreshold}
        onThresholdChange={(t) => setDraft({ decision: { fraudRiskThreshold: t } })}
      />
    </>
  );
}

describe('What would change', () => {
  it('shows the decision changes and verdict counts, links the changed sessions to the queue, and plots the curve', async () => {
    const t = fakeTransport({ 'configsets.replay': () => result(50, 2) });
    renderWithApi(<WhatWouldChange configsetId="fraud-desk" revisionId={E1} />, t);
    const pair = await screen.findByTestId('cs-replay-pair-DECISION_NO_MATCH-DECISION_FRAUD');
    expect(pair.textContent).toBe('2');
    const href = new URLSearchParams(pair.getAttribute('href')!.split('?')[1]);
    expect(pair.getAttribute('href')).toMatch(/^#\/engagements\?/);
    expect(href.getAll('engagements')).toEqual([E1, E2]);
    expect(href.get('range')).toBe('all');
    // Unchanged pairs are counts without a link.
    expect(screen.getByTestId('cs-replay-pair-DECISION_FRAUD-DECISION_FRAUD').tagName).toBe('SPAN');
    expect(screen.getByTestId('cs-replay-caught-then').textContent).toBe('7');
    expect(screen.getByTestId('cs-replay-caught-would').textContent).toBe('5');
    expect(screen.getByTestId('cs-replay-falseAlarms-would').textContent).toBe('3');
    // The one changed session with a FRAUD verdict is behind the change in "caught".
    const caught = screen.getByTestId('cs-replay-caught-changed');
    expect(new URLSearchParams(caught.getAttribute('href')!.split('?')[1]).getAll('engagements')).toEqual([E1]);
    expect(screen.getByTestId('cs-replay-summary').textContent).toContain('240 decisions replayed; 2 would change.');
    expect(screen.getByTestId('cs-replay-summary').textContent).toContain('3 counted apart (engine version)');
    expect(screen.getByTestId('cs-replay-plot-flagged').getAttribute('points')!.split(' ')).toHaveLength(101);
    expect(screen.getByTestId('cs-replay-plot-text').textContent).toContain(
      'At the current fraud risk threshold 72: 3 caught, 7 missed, 1 false alarms, 28 flagged. At the proposed threshold 50: 5 caught, 5 missed, 3 false alarms, 50 flagged.',
    );
    // A stored revision: the marker is not a slider.
    expect(screen.queryByRole('slider')).toBeNull();
    expect(t.calls.filter((c) => c.channel === 'configsets.replay').map((c) => c.request)).toEqual([
      expect.objectContaining({ configsetId: 'fraud-desk', days: 30, revisionId: E1 }),
    ]);
    // Another window replays again.
    fireEvent.change(screen.getByTestId('cs-replay-window'), { target: { value: '90' } });
    await waitFor(() =>
      expect(t.calls.filter((c) => c.channel === 'configsets.replay').at(-1)?.request).toMatchObject({ days: 90 }),
    );
  });

  it('arrow keys and dragging on the proposed threshold change the draft, which is replayed after a pause', async () => {
    const t = fakeTransport({
      'configsets.replay': (req) => {
        const th = (JSON.parse(req.draftContent!) as { decision: { fraudRiskThreshold: number } }).decision
          .fraudRiskThreshold;
        return result(th, th < 72 ? 2 : 0);
      },
    });
    renderWithApi(<Editor start={60} />, t);
    const slider = await screen.findByRole('slider', { name: 'Proposed fraud risk threshold' });
    expect(slider.getAttribute('aria-valuenow')).toBe('60');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(screen.getByTestId('draft').textContent).toBe('72');
    expect(slider.getAttribute('aria-valuenow')).toBe('72');
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(screen.getByTestId('draft').textContent).toBe('71');

    // Drag: the plot is 320 units wide drawn over 640 px; threshold 0 sits at x 34, 100 at x 310.
    const svg = slider.closest('svg')!;
    svg.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      width: 640,
      height: 300,
      right: 640,
      bottom: 300,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    fireEvent.pointerDown(slider, { pointerId: 1, clientX: 0 });
    fireEvent.pointerMove(svg, { pointerId: 1, clientX: 2 * (34 + 0.25 * 276) });
    fireEvent.pointerUp(svg, { pointerId: 1 });
    expect(screen.getByTestId('draft').textContent).toBe('25');
    expect(slider.getAttribute('aria-valuenow')).toBe('25');

    // The edits are replayed once they rest, not at every step.
    await waitFor(() =>
      expect(
        t.calls
          .filter((c) => c.channel === 'configsets.replay')
          .map(
            (c) => JSON.parse((c.request as RequestOf<'configsets.replay'>).draftContent!).decision.fraudRiskThreshold,
          ),
      ).toEqual([60, 25]),
    );
    await waitFor(() => expect(screen.getByTestId('cs-replay-caught-would').textContent).toBe('8'));
  });

  it('shows progress while the replay runs, and Cancel aborts the call', async () => {
    const t = fakeTransport({ 'configsets.replay': () => new Promise<never>(() => {}) });
    const cancelled: string[] = [];
    t.cancel = (id) => cancelled.push(id);
    renderWithApi(<WhatWouldChange configsetId="fraud-desk" revisionId={E1} />, t);
    await waitFor(() => expect(t.calls.some((c) => c.channel === 'configsets.replay')).toBe(true));
    const { replayId } = t.calls.find((c) => c.channel === 'configsets.replay')!.request as { replayId: string };
    act(() => {
      t.emit('configsets.replayProgress', { replayId, done: 40, total: 160 });
      t.emit('configsets.replayProgress', { replayId: 'someone-else', done: 1, total: 2 });
    });
    const progress = screen.getByTestId('cs-replay-progress');
    expect(within(progress).getByRole('status').textContent).toContain('Replayed 40 of 160 decisions…');
    expect(within(progress).getByLabelText('Replay progress').getAttribute('value')).toBe('40');
    fireEvent.click(screen.getByTestId('cs-replay-cancel'));
    expect(cancelled).toHaveLength(1);
    expect(screen.getByTestId('cs-replay-cancelled').textContent).toContain('Replay cancelled.');
    expect(screen.queryByTestId('cs-replay-progress')).toBeNull();
  });

  it('keeps the last results readable while a new replay runs, marked busy and saying so', async () => {
    let hold = false;
    const t = fakeTransport({
      'configsets.replay': () => (hold ? new Promise<never>(() => {}) : result(72, 2)),
    });
    renderWithApi(<WhatWouldChange configsetId="fraud-desk" revisionId={E1} />, t);
    await waitFor(() => expect(screen.getByTestId('cs-replay-summary').textContent).toContain('would change'));
    expect(screen.getByTestId('cs-replay-body').getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByTestId('cs-replay-stale')).toBeNull();
    hold = true;
    fireEvent.click(screen.getByTestId('cs-replay-again'));
    await waitFor(() =>
      expect(screen.getByTestId('cs-replay-stale').textContent).toContain("The last replay's figures"),
    );
    expect(screen.getByTestId('cs-replay-body').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('cs-replay-summary').textContent).toContain('would change');
  });
});
