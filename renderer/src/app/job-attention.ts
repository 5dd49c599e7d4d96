// Long jobs in the browser host: the page's counterpart of main/electron/job-attention.ts, making the
// same decision (shared/job-attention.ts) from the same job.progress events. The progress goes in
// the tab's title ("42% · Vigil"); a job the user started that ends while the page is hidden shows a
// Web Notification, if the user allowed them when they started a long job. In Electron main does
// all of this with the taskbar and system notifications, so the page does nothing there.
import { useRef } from 'react';
import { JobAttention, titleWithProgress } from '../../../shared/job-attention.js';
import { useMainEvent } from './events.js';

const TITLE = 'Vigil';
const inBrowserHost = () => typeof window !== 'undefined' && !window.vigil;
const canNotify = () => typeof Notification !== 'undefined';

/** Mounted once, by the shell. */
export function useJobAttention(): void {
  const attention = useRef<JobAttention | null>(null);
  useMainEvent('job.progress', (e) => {
    if (!inBrowserHost()) return;
    attention.current ??= new JobAttention();
    const a = attention.current.update(e, document.visibilityState === 'hidden');
    document.title = titleWithProgress(a.progress, TITLE);
    if (!a.notify || !canNotify() || Notification.permission !== 'granted') return;
    const note = new Notification(a.notify.title, { body: a.notify.body, tag: `${a.notify.kind}:${a.notify.jobId}` });
    note.onclick = () => {
      window.focus();
      note.close();
    };
  });
}

/**
 * Asks, once, whether the console may notify: called as the user starts a long job (their click),
 * never at launch, so the question comes when its reason is plain.
 */
export function askToNotify(): void {
  if (!inBrowserHost() || !canNotify() || Notification.permission !== 'default') return;
  Notification.requestPermission().catch(() => undefined);
}
