// configsets.replay through the real router against the real server (in-process, port 0, demo
// data, the demo admin): replaying the active revision changes nothing; a draft with a lower fraud
// threshold changes some decisions, the counts agree with the curve at that threshold, progress
// arrives as events keyed by the replayId, the replay is in the audit log as a read with its window
// and configset, and cancelling the invoke cancels the call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventName } from '../../shared/ipc/contract.js';
import type { MainServices } from '../main-services.js';
import { ipcCallers, startConsoleWithServer, type ConsoleWithServer } from '../../testkit/console-harness.testkit.js';

let harness: ConsoleWithServer | undefined;
let main: MainServices;
const { call, fails } = ipcCallers(() => main);
const progress: { replayId: string; done: number; total: number }[] = [];

beforeAll(async () => {
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-replay-int-' });
  ({ main } = harness);
  main.events.subscribe((event: EventName, payload) => {
    if (event === 'configsets.replayProgress') progress.push(payload as (typeof progress)[number]);
  });
});
afterAll(async () => {
  await harness?.close();
});

describe('configsets.replay against the real server', () => {
  it('the active revision changes nothing; a lower threshold changes what the curve says', async () => {
    const active = await call('configsets.active', { configsetId: 'scope-baseline' });
    const same = await call('configsets.replay', {
      replayId: 'r-same',
      configsetId: 'scope-baseline',
      days: 90,
      revisionId: active.revisionId,
    });
    expect(same.sessionsReplayed).toBeGreaterThan(50);
    expect(same.changedTotal).toBe(0);
    expect(same.changes.every((c) => c.then === c.wouldBe)).toBe(true);
    expect(same.proposedThreshold).toBe(same.currentThreshold);
    expect(same.curve).toHaveLength(101);
    expect(same.wouldBe).toEqual(same.then);
    const mine = progress.filter((p) => p.replayId === 'r-same');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.at(-1)!.total).toBeGreaterThanOrEqual(same.sessionsReplayed);

    const content = JSON.parse(active.content) as { decision?: Record<string, unknown> };
    const lower = same.currentThreshold - 30;
    const draft = { ...content, decision: { ...content.decision, fraudRiskThreshold: lower } };
    const changed = await call('configsets.replay', {
      replayId: 'r-lower',
      configsetId: 'scope-baseline',
      days: 90,
      draftContent: JSON.stringify(draft),
    });
    expect(changed.proposedThreshold).toBe(lower);
    expect(changed.changedTotal).toBeGreaterThan(0);
    // Every changed session becomes FRAUD, and the changed pairs add up to the total.
    const moved = changed.changes.filter((c) => c.then !== c.wouldBe);
    expect(moved.every((c) => c.wouldBe === 'DECISION_FRAUD')).toBe(true);
    expect(moved.reduce((n, c) => n + c.count, 0)).toBe(changed.changedTotal);
    // The engagements behind each changed pair are listed (all of them while under a page).
    for (const c of moved) expect(c.gkEngagementIds.length).toBeGreaterThan(0);
    expect(changed.changed).toHaveLength(Math.min(changed.changedTotal, 500));
    expect(changed.wouldBe).toEqual(changed.curve[lower]!.outcome);
    expect(changed.wouldBe.flagged).toBeGreaterThan(changed.then.flagged);

    const audit = await call('audit.list', { action: 'configsets.replay' });
    expect(audit.entries.map((e) => e.result)).toEqual(['ok', 'ok']);
    const draftEntry = audit.entries.find((e) => e.detail.includes('a draft'))!;
    expect(draftEntry.target).toEqual({ configsetId: 'scope-baseline' });
    expect(draftEntry.detail).toContain('last 90 days');
    expect(draftEntry.detail).toContain(`${changed.changedTotal} would change`);
  });

  it('refuses a request naming both a revision and a draft, or neither', async () => {
    const both = await fails('configsets.replay', {
      replayId: 'x',
      configsetId: 'scope-baseline',
      days: 7,
      revisionId: '00000000-0000-4000-8000-000000000000',
      draftContent: '{}',
    });
    expect(both.code).toBe('BAD_PAYLOAD');
    expect(both.fieldViolations[0]?.field).toBe('revisionId');
  });

  it('cancelling the invoke cancels the replay', async () => {
    const callId = 'replay-to-cancel';
    const stop = main.events.subscribe((event, payload) => {
      if (event === 'configsets.replayProgress' && (payload as { replayId: string }).replayId === 'r-cancel')
        main.cancel(callId);
    });
    try {
      const r = await main.invoke(
        'configsets.replay',
        { replayId: 'r-cancel', configsetId: 'scope-baseline', days: 90, draftContent: '{"decision":{}}' },
        callId,
      );
      expect(r).toMatchObject({ ok: false, error: { code: 'CANCELLED' } });
    } finally {
      stop();
    }
    const audit = await call('audit.list', { action: 'configsets.replay' });
    expect(audit.entries.map((e) => e.result)).toContain('CANCELLED');
  });
});
