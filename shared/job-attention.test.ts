import { describe, expect, it } from 'vitest';
import { JobAttention, titleWithProgress, type JobProgressEvent } from './job-attention.js';

const report = (state: JobProgressEvent['state'], extra: Partial<JobProgressEvent> = {}): JobProgressEvent => ({
  jobId: 'r1',
  kind: 'voiceprints.report',
  state,
  done: 0,
  ...extra,
});

describe('job attention: when a long job the user started asks for it', () => {
  it('notifies when a running job ends while the window is in the background', () => {
    const a = new JobAttention();
    expect(a.update(report('running', { fraction: 0.3 }), true)).toEqual({ progress: 0.3 });
    expect(a.update(report('done', { total: 120, message: 'Report ready' }), true)).toEqual({
      progress: null,
      notify: { title: 'Status report ready', body: 'Report ready', jobId: 'r1', kind: 'voiceprints.report' },
    });
  });

  it('says a failure with its error', () => {
    const a = new JobAttention();
    a.update(report('running'), false);
    const message = 'The server could not produce the report.';
    const error = { code: 'ABORTED', message, fieldViolations: [], retryable: false };
    expect(a.update(report('failed', { error }), true).notify).toMatchObject({
      title: 'Status report failed',
      body: 'The server could not produce the report.',
    });
  });

  it('stays quiet in the foreground, on a cancel, for a job it never saw running, and for other kinds', () => {
    const a = new JobAttention();
    a.update(report('running'), true);
    expect(a.update(report('done'), false).notify).toBeUndefined();
    a.update(report('running'), false);
    expect(a.update(report('cancelled'), true)).toEqual({ progress: null });
    // An old erasure read back finished: not the user's job of this session.
    expect(a.update({ jobId: 'p1', kind: 'people.erasure', state: 'done', done: 3 }, true).notify).toBeUndefined();
    a.update({ jobId: 'u1', kind: 'upload', state: 'running', done: 1, total: 2 }, true);
    expect(a.update({ jobId: 'u1', kind: 'upload', state: 'done', done: 2, total: 2 }, true)).toEqual({
      progress: null,
    });
    // The same ending twice notifies once.
    a.update(report('running'), true);
    expect(a.update(report('done'), true).notify).toBeDefined();
    expect(a.update(report('done'), true).notify).toBeUndefined();
  });

  it('shows the progress of the running jobs together, unknown when none can tell', () => {
    const a = new JobAttention();
    expect(a.update({ jobId: 'p1', kind: 'people.erasure', state: 'running', done: 0 }, false).progress).toBe(
      'indeterminate',
    );
    expect(a.update(report('running', { fraction: 0.5 }), false).progress).toBe(0.5);
    expect(a.update(report('running', { done: 30, total: 40 }), false).progress).toBe(0.75);
    expect(a.update({ jobId: 'p1', kind: 'people.erasure', state: 'done', done: 3 }, false).progress).toBe(0.75);
  });

  it('puts the progress in front of the title', () => {
    expect(titleWithProgress(0.423)).toBe('42% · Vigil');
    expect(titleWithProgress('indeterminate')).toBe('… · Vigil');
    expect(titleWithProgress(null)).toBe('Vigil');
  });
});
