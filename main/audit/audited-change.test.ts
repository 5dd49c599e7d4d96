// audited-change.ts: the refs lookup an audited change waits for: bounded, and never the reason a change fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookUpRefs, REFS_LOOKUP_MS, type AuditSpec } from './audited-change.js';
import type { Where } from '../connections/where.js';

type Spec = AuditSpec<never, unknown, unknown>;
const req = {} as never;
const noWhere = (): Where => {
  throw new Error('no profile');
};

afterEach(() => vi.useRealTimers());

describe('lookUpRefs', () => {
  it('answers the spec’s refs', async () => {
    const spec: Spec = { refs: async () => ({ engagementId: 'CALL-1' }) };
    expect(await lookUpRefs(spec, req, {}, noWhere, new AbortController().signal)).toEqual({ engagementId: 'CALL-1' });
  });

  it('gives up after REFS_LOOKUP_MS, aborting the lookup, and answers nothing', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const spec: Spec = {
      refs: (_r, { signal }) => new Promise(() => signal.addEventListener('abort', () => (aborted = true))),
    };
    const p = lookUpRefs(spec, req, {}, noWhere, new AbortController().signal);
    await vi.advanceTimersByTimeAsync(REFS_LOOKUP_MS);
    expect(await p).toEqual({});
    expect(aborted).toBe(true);
  });

  it('a failing lookup, or a profile that cannot be resolved, answers nothing', async () => {
    const failing: Spec = { refs: async () => Promise.reject(new Error('PERMISSION_DENIED')) };
    expect(await lookUpRefs(failing, req, {}, noWhere, new AbortController().signal)).toEqual({});
    // No spec: the target's gk IDs are looked up through the profile, which here cannot be resolved.
    const target = { gkVoiceprintProfileId: '3f2a0000-0000-4000-8000-000000000001' };
    expect(await lookUpRefs({}, req, target, noWhere, new AbortController().signal)).toEqual({});
    // Nothing to look up: the profile is not even resolved.
    expect(await lookUpRefs({}, req, { configsetId: 'x' }, noWhere, new AbortController().signal)).toEqual({});
  });
});
