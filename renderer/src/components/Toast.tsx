// Short confirmations that something was done ("Verdict saved"), shown in a corner for ten
// seconds (longer while pointed at or focused) and announced to screen readers. A toast may carry
// one link (e.g. "View" to go to what was saved); there is no undo. Any code may call showToast; <ToastHost /> in the shell shows them,
// so a toast outlives a move to another screen.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { CloseIcon } from './icons.js';

export interface ToastInput {
  message: string;
  /** One link, e.g. { label: 'View', href: '#/engagements/<id>?show=verdict' }. */
  link?: { label: string; href: string };
  tone?: 'ok' | 'info';
  testId?: string;
}

interface Toast extends ToastInput {
  id: number;
}

const SHOW_MS = 10_000;
let toasts: readonly Toast[] = [];
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showToast(t: ToastInput): number {
  const id = ++seq;
  // The newest three at most: older confirmations are stale.
  toasts = [...toasts, { ...t, id }].slice(-3);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

function ToastItem({ t }: { t: Toast }) {
  // It stays while the pointer is on it or the focus in it (time to read it and reach its link).
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismissToast(t.id), SHOW_MS);
    return () => clearTimeout(timer);
  }, [t.id, held]);
  const testId = t.testId ?? 'toast';
  return (
    <div
      className={`toast toast-${t.tone ?? 'ok'}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
      data-testid={testId}
    >
      <span className="toast-message" data-testid={`${testId}-message`}>
        {t.message}
      </span>
      {t.link && (
        <a href={t.link.href} onClick={() => dismissToast(t.id)} data-testid={`${testId}-link`}>
          {t.link.label}
        </a>
      )}
      <button
        type="button"
        className="ghost toast-close"
        aria-label="Dismiss"
        onClick={() => dismissToast(t.id)}
        data-testid={`${testId}-close`}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

export function ToastHost() {
  const list = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div className="toast-host" role="status" aria-live="polite" data-testid="toasts">
      {list.map((t) => (
        <ToastItem key={t.id} t={t} />
      ))}
    </div>
  );
}
