// A modal confirmation. Focus stays inside while open, Escape cancels, focus returns where it was.
// `requireText` makes the user type e.g. the ID before a destructive action is allowed.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel.js';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** Says plainly what will happen / be removed. */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'default';
  /** An information dialog: only the confirm button (e.g. "Close"). */
  hideCancel?: boolean;
  /** The exact text the user must type to enable the confirm button. */
  requireText?: string;
  /** The mutation is running: buttons disabled. */
  busy?: boolean;
  /** The last attempt failed: shown inside the dialog. */
  error?: unknown;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return <DialogBody {...props} />;
}

function DialogBody({
  title,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  hideCancel = false,
  requireText,
  busy = false,
  error,
  onConfirm,
  onCancel,
  testId = 'confirm',
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState('');
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const inputId = useId();
  const matches = requireText === undefined || typed.trim() === requireText;

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = box.current?.querySelector<HTMLElement>(requireText ? 'input' : '[data-autofocus]');
    (first ?? box.current)?.focus();
    return () => before?.focus?.();
    // Focus once when opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (e.key !== 'Tab' || !box.current) return;
    const items = Array.from(box.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (!items.length) return;
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onCancel()}>
      <div
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={box}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <h3 id={titleId}>{title}</h3>
        <div className="modal-body">{children}</div>
        {requireText !== undefined && (
          <div className="field">
            <label htmlFor={inputId}>
              Type <code>{requireText}</code> to confirm
            </label>
            <input
              id={inputId}
              value={typed}
              autoComplete="off"
              spellCheck={false}
              onChange={(e) => setTyped(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && matches && !busy && onConfirm()}
              data-testid={`${testId}-input`}
            />
          </div>
        )}
        {error != null && <ErrorPanel error={error} compact testId={`${testId}-error`} />}
        <div className="modal-actions">
          {!hideCancel && (
            <button type="button" onClick={onCancel} disabled={busy} data-testid={`${testId}-cancel`}>
              {cancelLabel}
            </button>
          )}
          <button
            type="button"
            className={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            disabled={!matches || busy}
            data-autofocus={requireText === undefined ? true : undefined}
            data-testid={`${testId}-ok`}
          >
            {busy ? 'Working…' : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
