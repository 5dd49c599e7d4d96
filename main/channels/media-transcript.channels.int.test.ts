// The transcript channel and the queue's spoken-words filter through the real router against the
// real server transcribing the demo calls: media.transcript follows the job to "done" and maps the
// words with their times in seconds; engagements.list finds the call's engagement by a word the
// agent said and refuses a search of stop words only, naming the filter field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MainServices } from '../main-services.js';
import { ipcCallers, startConsoleWithServer, type ConsoleWithServer } from '../../testkit/console-harness.testkit.js';
import { waitUntil } from '../../testkit/wait-until.testkit.js';

let harness: ConsoleWithServer | undefined;
let main: MainServices;
const { call, fails } = ipcCallers(() => main);

beforeAll(async () => {
  harness = await startConsoleWithServer({ tmpPrefix: 'vigil-transcript-int-', shareDataDir: true, transcribe: true });
  ({ main } = harness);
}, 120_000);
afterAll(async () => {
  await harness?.close();
});

describe('media.transcript and the spoken-words filter', () => {
  it('follows a demo call to its transcript and finds its engagement by a word spoken', async () => {
    const all = await call('media.list', { pageSize: 100 });
    // The oldest call is transcribed first.
    const oldest = [...all.segments].sort((a, b) =>
      (a.creationTimestamp ?? '').localeCompare(b.creationTimestamp ?? ''),
    )[0]!;
    const first = await call('media.transcript', { mediaSegmentId: oldest.gkMediaSegmentId });
    expect(['pending', 'running', 'done']).toContain(first.status);
    const done = await waitUntil(
      async () => {
        const t = await call('media.transcript', { mediaSegmentId: oldest.gkMediaSegmentId });
        return t.status === 'done' || t.status === 'failed' ? t : undefined;
      },
      { what: 'the demo call to be transcribed', timeoutMs: 120_000, intervalMs: 250 },
    );
    expect(done.status).toBe('done');
    expect(done.language).toBe('en-US');
    expect(done.channels.map((c) => c.channelIndex)).toEqual([1, 2]);
    expect(done.channels[0]!.callParties[0]?.partyType).toBe('PARTY_TYPE_AGENT');
    const agent = done.channels[0]!.words;
    // "Thank you for calling Vigil Bank, this is Alex. How can I help you?", from 0.5 s.
    const calling = agent.find((w) => w.text === 'calling');
    expect(calling).toBeDefined();
    expect(calling!.start).toBeGreaterThan(0.5);
    expect(calling!.end).toBeGreaterThan(calling!.start);
    expect(calling!.end).toBeLessThanOrEqual(oldest.mediaLength ?? Infinity);
    for (let i = 1; i < agent.length; i++) expect(agent[i]!.start).toBeGreaterThanOrEqual(agent[i - 1]!.end);

    const found = await call('engagements.list', { filter: { spokenWords: 'calling' }, pageSize: 100 });
    expect(found.items.map((e) => e.gkEngagementId)).toContain(oldest.gkEngagementId);
    const none = await call('engagements.list', { filter: { spokenWords: 'hippopotamus' }, pageSize: 100 });
    expect(none.items).toEqual([]);
    const stop = await fails('engagements.list', { filter: { spokenWords: 'the' } });
    expect(stop.code).toBe('INVALID_ARGUMENT');
    expect(stop.fieldViolations?.map((v) => v.field)).toEqual(['filter.spokenWords']);
  }, 180_000);
});
