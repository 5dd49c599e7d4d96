// Shows a failed call as the user needs it: the code, the message, every field violation, and a
// Retry button when trying again can help.
import { toIpcError } from './errors.js';

export interface ErrorPanelProps {
  error: unknown;
  /** Shown as a Retry button (always when given; labelled as worth trying when the error is retryable). */
  onRetry?: () => void;
  /** What failed, e.g. "Could not load engagements". */
  title?: string;
  /** A single line, for inside forms and dialogs. */
  compact?: boolean;
  /** Can take the focus from script (tabIndex -1), for a form that moves the focus to its failure. */
  focusable?: boolean;
  testId?: string;
}

export function ErrorPanel({
  error,
  onRetry,
  title,
  compact = false,
  focusable = false,
  testId = 'error',
}: ErrorPanelProps) {
  const e = toIpcError(error);
  return (
    <div
      className={`error-panel${compact ? ' compact' : ''}`}
      role="alert"
      tabIndex={focusable ? -1 : undefined}
      data-testid={testId}
    >
      <div className="error-head">
        {title && <strong className="error-title">{title}</strong>}
        <code className="error-code" data-testid={`${testId}-code`}>
          {e.code}
        </code>
        <span className="error-message" data-testid={`${testId}-message`}>
          {e.message}
        </span>
      </div>
      {e.fieldViolations.length > 0 && (
        <ul className="error-violations" data-testid={`${testId}-violations`}>
          {e.fieldViolations.map((v, i) => (
            <li key={`${v.field}-${i}`}>
              <code>{v.field}</code> {v.message}
              {v.violation && <span className="muted"> ({v.violation})</span>}
            </li>
          ))}
        </ul>
      )}
      {(onRetry || e.retryable) && (
        <div className="error-actions">
          {e.retryable && <span className="muted">This may be temporary.</span>}
          {onRetry && (
            <button type="button" onClick={onRetry} data-testid={`${testId}-retry`}>
              Retry
            </button>
          )}
        </div>
      )}
    </div>
  );
}
