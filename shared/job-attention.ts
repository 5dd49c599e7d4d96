// The long jobs a user starts (status reports, erasures) and the window they started them in: while
// jobs run, their progress shows outside the page (the taskbar in Electron, the tab's title in the
// browser host); when one finishes while the window is in the background, a notification says so.
// One decision for both hosts: main's Electron shell and the browser host's page feed it the same
// job.progress events and act on what it answers, each with its platform's means.
import type { EventOf } from './ipc/contract.js';

export type JobProgressEvent = EventOf<'job.progress'>;

/** The jobs worth a notification, by job.progress kind, and what to say when they end. */
export const ATTENTION_JOBS: Record<string, { done: string; failed: string }> = {
  'voiceprints.report': { done: 'Status report ready', failed: 'Status report failed' },
  'people.erasure': { done: 'Erasure completed', failed: 'Erasure failed' },
};

/** Progress of the running jobs together: a share from 0 to 1, unknown, or none running. */
export type AttentionProgress = number | 'indeterminate' | null;

export interface Attention {
  progress: AttentionProgress;
  /** Set when a job the user started ended while the window was in the background. */
  notify?: { title: string; body: string; jobId: string; kind: string };
}

/** What share of the job is done, where the event can tell. */
export function shareOf(e: JobProgressEvent): number | undefined {
  if (e.fraction !== undefined) return e.fraction;
  return e.total ? Math.min(1, e.done / e.total) : undefined;
}

export class JobAttention {
  /** Running jobs (by kind and ID) with their share done, when known. */
  private readonly running = new Map<string, number | undefined>();

  /**
   * Takes one job.progress event; `background` is whether the window is out of the user's sight
   * (Electron: not focused; browser: the page hidden). A job counts once it is seen running here, so
   * a finished job merely read back (an old erasure) never notifies; a cancelled one is the user's
   * own doing and clears its progress silently.
   */
  update(e: JobProgressEvent, background: boolean): Attention {
    const texts = ATTENTION_JOBS[e.kind];
    if (!texts) return { progress: this.progress() };
    const key = `${e.kind}\u0000${e.jobId}`;
    if (e.state === 'running') {
      this.running.set(key, shareOf(e));
      return { progress: this.progress() };
    }
    const ours = this.running.delete(key);
    const progress = this.progress();
    if (!ours || !background || e.state === 'cancelled') return { progress };
    const body = e.state === 'failed' ? (e.error?.message ?? e.message ?? '') : (e.message ?? '');
    return {
      progress,
      notify: { title: e.state === 'done' ? texts.done : texts.failed, body, jobId: e.jobId, kind: e.kind },
    };
  }

  private progress(): AttentionProgress {
    if (this.running.size === 0) return null;
    const known = [...this.running.values()].filter((v): v is number => v !== undefined);
    if (known.length === 0) return 'indeterminate';
    return known.reduce((a, b) => a + b, 0) / known.length;
  }
}

/** The window title with the progress in front ("42% · Vigil"), or the title alone. */
export function titleWithProgress(progress: AttentionProgress, title = 'Vigil'): string {
  if (progress === null) return title;
  if (progress === 'indeterminate') return `… · ${title}`;
  return `${Math.round(progress * 100)}% · ${title}`;
}
