// Loading and empty states, the same everywhere.
import type { ReactNode } from 'react';

export interface LoadingStateProps {
  label?: string;
  testId?: string;
}

export function LoadingState({ label = 'Loading…', testId = 'loading' }: LoadingStateProps) {
  return (
    <div className="state state-loading" role="status" aria-live="polite" data-testid={testId}>
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  );
}

export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  /** A button or link that gets the user out of the empty state. */
  action?: ReactNode;
  testId?: string;
}

export function EmptyState({ title, children, action, testId = 'empty' }: EmptyStateProps) {
  return (
    <div className="state state-empty" data-testid={testId}>
      <strong>{title}</strong>
      {children && <div className="state-text">{children}</div>}
      {action && <div className="state-action">{action}</div>}
    </div>
  );
}
