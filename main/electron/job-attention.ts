// Long jobs in the desktop shell: while a status report or an erasure the user started runs, the
// taskbar (dock) shows its progress; when one ends while the window is not focused, a system
// notification says so (click: back to the window) and the taskbar button flashes. What to show
// and when is shared/job-attention.ts, the same decision the browser host's page makes.
import type * as Electron from 'electron';
import { events, type EventName } from '../../shared/ipc/contract.js';
import { JobAttention, type AttentionProgress } from '../../shared/job-attention.js';

/** The parts of a BrowserWindow this uses. */
export type AttentionWindow = Pick<
  Electron.BrowserWindow,
  'isFocused' | 'setProgressBar' | 'flashFrame' | 'show' | 'focus' | 'once'
>;

/** The parts of an Electron Notification this uses. */
export type AttentionNotification = Pick<Electron.Notification, 'show' | 'on'>;

export interface JobAttentionDeps {
  events: { subscribe(listener: (event: EventName, payload: unknown) => void): () => void };
  /** The console's window, while it exists. */
  window(): AttentionWindow | null;
  /** A system notification, or null where the platform has none (Notification.isSupported()). */
  notification(options: { title: string; body: string }): AttentionNotification | null;
}

/** Electron's taskbar value: a share, indeterminate (Windows shows a moving bar), or none. */
export function setTaskbarProgress(win: AttentionWindow, progress: AttentionProgress): void {
  if (progress === null) win.setProgressBar(-1, { mode: 'none' });
  else if (progress === 'indeterminate') win.setProgressBar(2, { mode: 'indeterminate' });
  else win.setProgressBar(progress, { mode: 'normal' });
}

/** Follows main's job.progress events for the window; returns the unsubscribe. */
export function installJobAttention(deps: JobAttentionDeps): () => void {
  const attention = new JobAttention();
  return deps.events.subscribe((name, payload) => {
    if (name !== 'job.progress') return;
    const e = events['job.progress'].parse(payload);
    const win = deps.window();
    const a = attention.update(e, !win?.isFocused());
    if (!win) return;
    setTaskbarProgress(win, a.progress);
    if (!a.notify) return;
    const note = deps.notification({ title: a.notify.title, body: a.notify.body });
    note?.on('click', () => {
      win.show();
      win.focus();
    });
    note?.show();
    win.flashFrame(true);
    win.once('focus', () => win.flashFrame(false));
  });
}
