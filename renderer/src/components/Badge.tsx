import type { ReactNode } from 'react';

export type BadgeTone = 'ok' | 'warn' | 'danger' | 'info' | 'muted';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  title?: string;
  testId?: string;
}

/** A short status label: lock state, verdict, result. */
export function Badge({ tone = 'muted', children, title, testId }: BadgeProps) {
  return (
    <span className={`badge badge-${tone}`} title={title} data-testid={testId} data-tone={tone}>
      {children}
    </span>
  );
}
