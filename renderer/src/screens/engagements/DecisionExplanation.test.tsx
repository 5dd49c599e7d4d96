import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeTransport } from '../../../test/fake-transport.testkit.js';
import { shellHandlers } from '../../../test/fixtures.testkit.js';
import { renderWithApi } from '../../../test/render.testkit.js';
import type { EngagementSession } from '../../../../shared/domain/engagements.js';
import type { DecisionFactor, DecisionExplanation as Explanation } from '../../../../shared/domain/explanations.js';
import { DecisionExplanation, DecisionExplanations, explanationFor, intentWords } from './DecisionExplanation.js';
import { SessionsTable } from './SessionsTable.js';

const ENG = '12345678-2222-4333-8444-555555555555';
const S1 = 'aaaaaaaa-0000-4000-8000-000000000001';
const S2 = 'aaaaaaaa-0000-4000-8000-000000000002';

afterEach(cleanup);

/** Risk 70 against threshold 72 under fraud-desk r3: caller ID 25 %, voice 75 %, watchlist weighed 0. */
const explanation = (over: Partial<Explanation> = {}): Explanation => ({
  gkSessionId: S1,
  decidedAt: '2026-05-04T09:01:00.000Z',
  risk: 70,
  reliability: 88,
  exactRisk: 70.25,
  decision: 'DECISION_NO_RISK_DETECTED',
  decisionReason: 'DECISION_REASON_NO_RISK_DETECTED',
  thresholds: { fraudRiskThreshold: 72, authenticThreshold: 70, minReliability: 40 },
  factors: [
    {
      kind: 'callerid_validation',
      risk: 5,
      reliability: 85,
      trustIndicator: 0.95,
      fraudsterOnWatchlist: false,
      sourceDecision: 'DECISION_NO_RISK_DETECTED',
      weight: 1,
      normalisedWeight: 0.25,
      contribution: 1.25,
      counted: true,
      superseded: 0,
    },
    {
      kind: 'watchlist',
      risk: 90,
      reliability: 95,
      fraudsterOnWatchlist: false,
      weight: 0,
      normalisedWeight: 0,
      contribution: 0,
      counted: false,
      notCountedReason: 'WEIGHT_ZERO',
      superseded: 0,
    },
    {
      kind: 'voice',
      risk: 92,
      reliability: 90,
      score: 8,
      fraudsterOnWatchlist: false,
      weight: 3,
      normalisedWeight: 0.75,
      contribution: 69,
      counted: true,
      superseded: 1,
    },
  ],
  checks: [
    { check: 'MIN_RELIABILITY', value: 88, threshold: 40, holds: true, decisive: false },
    { check: 'FRAUD_RISK_THRESHOLD', value: 70, threshold: 72, holds: false, decisive: true },
  ],
  decidingRule: 'BELOW_FRAUD_THRESHOLD',
  summary: 'risk 70 ≥ fraud risk threshold 72? no: no risk detected',
  configset: { configsetId: 'fraud-desk', decidingConfigsetId: 'fraud-desk', revisionNumber: 3 },
  ...over,
});

const render = (ui: React.ReactElement) => renderWithApi(ui, fakeTransport(shellHandlers('analyst')));

describe('DecisionExplanation', () => {
  it('shows risk 70 near threshold 72 amber, never green, with the configset revision that decided', () => {
    render(<DecisionExplanation e={explanation()} />);
    expect(screen.getByTestId(`explain-risk-${S1}`).textContent).toBe('Risk 70 — threshold 72 under fraud-desk r3');
    const badge = screen.getByTestId(`explain-decision-${S1}`);
    expect(badge.textContent).toBe('No risk detected');
    expect(badge.dataset.tone).toBe('warn');
    expect(screen.getByTestId(`explain-near-${S1}`).textContent).toBe('within 10 points of the threshold');
  });

  it('is green only when the risk is well below the threshold, and red for fraud', () => {
    const { unmount } = render(<DecisionExplanation e={explanation({ risk: 61, exactRisk: 61 })} />);
    // 11 points below: not near.
    expect(screen.getByTestId(`explain-decision-${S1}`).dataset.tone).toBe('ok');
    expect(screen.queryByTestId(`explain-near-${S1}`)).toBeNull();
    unmount();
    const { unmount: u2 } = render(<DecisionExplanation e={explanation({ risk: 62, exactRisk: 62 })} />);
    expect(screen.getByTestId(`explain-decision-${S1}`).dataset.tone).toBe('warn');
    u2();
    render(
      <DecisionExplanation
        e={explanation({ risk: 80, decision: 'DECISION_FRAUD', decisionReason: 'DECISION_REASON_FRAUD_RISK' })}
      />,
    );
    expect(screen.getByTestId(`explain-decision-${S1}`).dataset.tone).toBe('danger');
    expect(screen.queryByTestId(`explain-near-${S1}`)).toBeNull();
  });

  it('lists each factor with its value in words, weight share and contribution; a weight-0 kind is not counted', () => {
    render(<DecisionExplanation e={explanation()} />);
    const cid = screen.getByTestId(`explain-factor-${S1}-callerid_validation`);
    const cells = within(cid)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'Caller-ID risk',
      'risk 5 · trust indicator 0.95 (trusted) · reliability 85',
      '25 %weight 1',
      '+1.3',
    ]);
    const wl = screen.getByTestId(`explain-factor-${S1}-watchlist`);
    expect(wl.dataset.counted).toBe('false');
    expect(
      within(wl)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Caller-ID watchlist', 'risk 90 · reliability 95', 'not countedweight 0', '—']);
    const voice = screen.getByTestId(`explain-factor-${S1}-voice`);
    expect(voice.textContent).toContain('match score 8 · risk 92 · reliability 90');
    expect(voice.textContent).toContain('newest of 2 results');
    expect(screen.getByTestId(`explain-fused-${S1}`).textContent).toBe('70');
  });

  it('says which comparison decided, in words', () => {
    render(<DecisionExplanation e={explanation()} />);
    const rule = screen.getByTestId(`explain-rule-${S1}`);
    const items = within(rule).getAllByRole('listitem');
    expect(items.map((li) => [li.textContent, li.dataset.decisive])).toEqual([
      ['reliability 88 ≥ minimum reliability 40? yes', 'false'],
      ['risk 70 ≥ fraud risk threshold 72? no (this decided)', 'true'],
    ]);
    expect(rule.textContent).toContain('The risk stayed below the fraud threshold and no voice match decided');
  });

  it('names the built-in defaults when no configset revision set the decision settings', () => {
    render(<DecisionExplanation e={explanation({ configset: { configsetId: 'ivr' } })} />);
    expect(screen.getByTestId(`explain-risk-${S1}`).textContent).toBe(
      'Risk 70 — threshold 72 under the built-in defaults',
    );
    expect(screen.getByTestId(`explain-configset-${S1}`).textContent).toContain(
      'Decided under configset ivr, which sets no decision settings of its own',
    );
  });
});

describe('DecisionExplanations on the engagement page', () => {
  const expired: EngagementSession = {
    gkSessionId: S1,
    readable: false,
    unreadableReason: 'Details are no longer available: the session stopped and its post-call processing finished.',
  };
  const running: EngagementSession = {
    gkSessionId: S2,
    readable: true,
    isActive: true,
    sessionType: 'SESSION_TYPE_CALL_CENTER',
    riskInfo: {
      risk: 30,
      reliability: 90,
      decision: 'DECISION_AUTHENTIC',
      decisionReason: 'DECISION_REASON_AUTHENTIC',
    },
  };
  const second = explanation({
    gkSessionId: S2,
    risk: 30,
    exactRisk: 30,
    decision: 'DECISION_AUTHENTIC',
    decisionReason: 'DECISION_REASON_AUTHENTIC',
    decidingRule: 'VOICE_MATCH',
    checks: [
      { check: 'MIN_RELIABILITY', value: 90, threshold: 40, holds: true, decisive: false },
      { check: 'FRAUD_RISK_THRESHOLD', value: 30, threshold: 72, holds: false, decisive: false },
      { check: 'AUTHENTIC_THRESHOLD', value: 88, threshold: 70, holds: true, decisive: true },
    ],
  });

  it('explains an expired session from its snapshot, with one call for the engagement', async () => {
    const t = fakeTransport({
      ...shellHandlers('analyst'),
      'engagements.explanations': () => ({ explanations: [explanation(), second], browseAvailable: true }),
    });
    renderWithApi(<DecisionExplanations gkEngagementId={ENG} sessions={[expired, running]} />, t);
    const kept = await screen.findByTestId(`explain-snapshot-${S1}`);
    expect(kept.textContent).toMatch(/details have expired .* kept when the decision was made/);
    expect(screen.getByTestId(`explain-factor-${S1}-voice`)).toBeTruthy();
    // The running session is readable: no snapshot note.
    expect(screen.getByTestId(`explain-${S2}`)).toBeTruthy();
    expect(screen.queryByTestId(`explain-snapshot-${S2}`)).toBeNull();
    expect(t.calls.filter((c) => c.channel === 'engagements.explanations').map((c) => c.request)).toEqual([
      { gkEngagementId: ENG },
    ]);
  });

  it('the sessions table shows the kept decision of an expired session instead of "no longer available"', () => {
    render(
      <SessionsTable
        gkEngagementId={ENG}
        sessions={[expired, running]}
        browseAvailable
        explanations={[explanation(), second]}
      />,
    );
    const row = screen.getByTestId(`session-${S1}`);
    expect(row.textContent).not.toContain('no longer available');
    expect(screen.getByTestId(`session-kept-${S1}`).textContent).toContain('Details expired');
    expect(row.textContent).toContain('No risk detected');
    expect(row.textContent).toContain('threshold 72');
    expect(row.textContent).toContain('risk 70 ≥ fraud risk threshold 72? no');
    expect(within(row).getByText('No risk detected').dataset.tone).toBe('warn');
    // The readable session's reason is the comparison that decided, not the decision again.
    expect(screen.getByTestId(`session-${S2}`).textContent).toContain('voice match 88 ≥ authentic threshold 70? yes');
  });

  it('without explanations the expired row still says why its details are missing', () => {
    render(<SessionsTable gkEngagementId={ENG} sessions={[expired]} browseAvailable />);
    expect(screen.getByTestId(`session-${S1}`).textContent).toContain('no longer available');
  });
});

describe('intent factor rows', () => {
  const heard = (intent: string, confidence: number, heardAt: number) => ({
    kind: 'intent',
    fraudsterOnWatchlist: false,
    weight: 0,
    normalisedWeight: 0,
    contribution: 0,
    counted: false,
    notCountedReason: 'CONTEXT',
    superseded: 0,
    intent,
    intentConfidence: confidence,
    contextOnly: true,
    mediaSegmentId: '33a590eb-c704-408e-ba73-4fa7341e149e',
    heardAt,
  });

  it('words an intent with its confidence and where it was heard', () => {
    expect(intentWords(heard('CHANGE_ADDRESS', 0.912, 4.2))).toBe('CHANGE_ADDRESS 0.91 heard at 0:04.2');
  });

  it('shows each risky intent heard as a context row that weighs and adds nothing, beside the weighed factors', () => {
    const e = explanation();
    render(
      <DecisionExplanation
        e={{ ...e, factors: [...e.factors, heard('CHANGE_ADDRESS', 0.91, 4.2), heard('RAISE_LIMIT', 0.8, 9)] }}
      />,
    );
    const row = screen.getByTestId(`explain-factor-${S1}-intent-CHANGE_ADDRESS`);
    expect(row.getAttribute('data-context')).toBe('true');
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('Intent context');
    expect(cells[1]!.textContent).toContain('CHANGE_ADDRESS 0.91');
    expect(cells[1]!.textContent).toContain('did not weigh');
    expect(cells[2]!.textContent).toBe('not weighed');
    expect(cells[3]!.textContent).toBe('0');
    expect(screen.getByTestId(`explain-factor-${S1}-intent-RAISE_LIMIT`)).toBeTruthy();
    // The weighed factors and the fused risk are as before: the intents changed nothing.
    expect(within(screen.getByTestId(`explain-factor-${S1}-voice`)).getAllByRole('cell')[3]!.textContent).toBe('+69.0');
    expect(screen.getByTestId(`explain-fused-${S1}`).textContent).toBe('70');
  });

  it('counts a post-call intent rule, says it came from speech analysed after the call, and keeps the decision', () => {
    // Voice (risk 92, weight 3) and caller ID (risk 5, weight 1) beside a rule weighed 4 at risk 100.
    const e = explanation();
    const { contextOnly: _c, notCountedReason: _n, ...base } = heard('CHANGE_ADDRESS + RAISE_LIMIT', 0.8, 9);
    const rule: DecisionFactor = {
      ...base,
      risk: 100,
      weight: 4,
      normalisedWeight: 0.5,
      contribution: 50,
      counted: true,
      postCall: true,
    };
    const post: Explanation = {
      ...e,
      risk: 85,
      exactRisk: 85.125,
      factors: [
        { ...e.factors[0]!, normalisedWeight: 0.125, contribution: 0.625 },
        e.factors[1]!,
        { ...e.factors[2]!, normalisedWeight: 0.375, contribution: 34.5 },
        rule,
      ],
      postCall: { decisionTimeRisk: 70, decisionTimeExactRisk: 70.25, overFraudRiskThreshold: true, summary: 's' },
    };
    render(<DecisionExplanation e={post} />);
    const row = screen.getByTestId(`explain-factor-${S1}-intent-CHANGE_ADDRESS + RAISE_LIMIT`);
    expect(row.getAttribute('data-counted')).toBe('true');
    expect(row.getAttribute('data-post-call')).toBe('true');
    const cells = within(row).getAllByRole('cell');
    expect(cells[0]!.textContent).toBe('Intent post-call');
    expect(cells[1]!.textContent).toContain('analysed after the call');
    expect(cells[2]!.textContent).toContain('50 %');
    expect(cells[3]!.textContent).toBe('+50.0');
    expect(screen.getByTestId(`explain-fused-${S1}`).textContent).toBe('85');
    expect(screen.getByTestId(`explain-postcall-${S1}`).textContent).toBe(
      'Post-call speech analysis: with the intents heard, the risk is 85 against the fraud risk threshold 72 (at or above it). During the call the risk was 70 and the decision No risk detected was given; it is not changed.',
    );
    // Over the threshold after the call: red, though the decision of the call stands.
    expect(screen.getByTestId(`explain-decision-${S1}`).textContent).toBe('No risk detected');
    expect(screen.getByTestId(`explain-decision-${S1}`).dataset.tone).toBe('danger');
  });

  it('matches a post-call explanation to the stored evaluation by the risk of the call', () => {
    const post = {
      ...explanation(),
      risk: 85,
      postCall: { decisionTimeRisk: 70, overFraudRiskThreshold: true, summary: '' },
    };
    expect(explanationFor([post], { decision: 'DECISION_NO_RISK_DETECTED', risk: 70 })).toBe(post);
    expect(explanationFor([post], { decision: 'DECISION_NO_RISK_DETECTED', risk: 85 })).toBeUndefined();
  });
});
